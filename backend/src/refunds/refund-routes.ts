import { applyDecorators } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { ClaimResponse, RefundResponse } from './dto/claim.dto';

// What the customer's, the shop's and the admin's claim and refund routes share: their documentation.

const CLAIM_NOT_FOUND = { notFound: "'Claim not found'" };
const REFUND_NOT_FOUND = { notFound: "'Refund not found'" };

export const ClaimsList = (summary: string) =>
  applyDecorators(
    ApiOperation({
      summary,
      description:
        'Newest first unless sorted otherwise (createdAt, updatedAt, answerBy, status, customerName, shopName). ' +
        'filter: status (open, rejected, escalated, accepted), reasonCode, escalation, orderId, q (customer, shop, comment, order id).',
    }),
    ListEndpoint('claims', ClaimResponse, { sort: ['createdAt', 'DESC'], filter: { status: 'open' } }),
  );

export const ClaimRead = (summary: string) =>
  applyDecorators(ApiOperation({ summary }), ApiOkResponse({ type: ClaimResponse }), ApiErrors(CLAIM_NOT_FOUND));

export const ClaimDecision = (summary: string, description: string) =>
  applyDecorators(
    ApiOperation({ summary, description }),
    ApiCreatedResponse({ type: ClaimResponse }),
    ApiErrors({
      badRequest: 'An outcome the reason does not allow; a partial refund without an amount, or beyond what was paid',
      ...CLAIM_NOT_FOUND,
      conflict: 'Decided already, not yours to decide now, past its time, or nothing left to refund',
    }),
  );

export const RefundsList = (summary: string) =>
  applyDecorators(
    ApiOperation({
      summary,
      description:
        'Newest first unless sorted otherwise (createdAt, paidAt, amount). filter: status (due, paid), paidWith, orderId, claimId, q (reason, UTR, order id).',
    }),
    ListEndpoint('refunds', RefundResponse, { sort: ['createdAt', 'DESC'], filter: { status: 'due' } }),
  );

export const RefundPayment = (summary: string) =>
  applyDecorators(
    ApiOperation({
      summary,
      description:
        "cash: paid at the next visit or by the rider; upi: the transfer's 12-digit UTR, used once across the marketplace; " +
        "khata: credited to the customer's khata at the shop (409 when they have none).",
    }),
    ApiCreatedResponse({ type: RefundResponse }),
    ApiErrors({
      badRequest: true,
      ...REFUND_NOT_FOUND,
      conflict: 'Paid back already; the UTR was used before; no khata at the shop',
    }),
  );
