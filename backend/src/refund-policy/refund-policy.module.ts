import { Module } from '@nestjs/common';
import { RefundPolicyController } from './refund-policy.controller';

/**
 * The refund policy: its windows, issue codes and rules (`refund-policy.ts`), which the orders and
 * refunds modules apply and GET /api/refund-policy answers for the pages.
 */
@Module({ controllers: [RefundPolicyController] })
export class RefundPolicyModule {}
