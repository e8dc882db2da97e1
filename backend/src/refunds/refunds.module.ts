import { Module } from '@nestjs/common';
import { RefundPolicyController } from './refund-policy.controller';

/** Claims of delivered orders, the shop's and admin's decisions, refunds and the policy they follow. */
@Module({
  controllers: [RefundPolicyController],
})
export class RefundsModule {}
