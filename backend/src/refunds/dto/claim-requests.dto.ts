import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { IsMoney, Paise } from '../../common/money';
import { IsListOf } from '../../common/nested-shapes';
import { IsUtr } from '../../payments/utr';
import { REFUND_METHODS, RefundMethod } from '../claim-status';
import { CLAIM_OUTCOMES, CLAIM_REASON_CODES, ClaimOutcome, ClaimReasonCode } from '../refund-policy';
import { CLAIM_REASON_CODE_SCHEMA } from './refund-policy.dto';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Lines an order may have: a cart holds at most 50. */
const MAX_CLAIM_LINES = 50;
export const CLAIM_COMMENT_MAX_LENGTH = 1000;
export const DECISION_NOTE_MAX_LENGTH = 500;

/** Units of one line of the order that a claim concerns. */
export class ClaimItemDto {
  @ApiProperty({ format: 'uuid', description: "The order line's id (`items[].id` of the order)" })
  @IsUUID('all', { message: 'orderItemId must be the id of a line of the order' })
  orderItemId!: string;

  @ApiProperty({ minimum: 1, maximum: 99, example: 1 })
  @IsInt({ message: 'quantity must be a whole number of units' })
  @Min(1, { message: 'quantity must be at least 1' })
  @Max(99, { message: 'quantity must be at most 99' })
  quantity!: number;
}

/** A customer reports a problem with a delivered order. */
export class OpenClaimDto {
  @ApiProperty({ ...CLAIM_REASON_CODE_SCHEMA, example: 'ITM004' })
  @IsIn(CLAIM_REASON_CODES, { message: `reasonCode must be one of ${CLAIM_REASON_CODES.join(', ')}` })
  reasonCode!: ClaimReasonCode;

  @ApiProperty({ example: 'The milk packet was torn and leaking.', minLength: 1, maxLength: CLAIM_COMMENT_MAX_LENGTH })
  @trim
  @IsString({ message: 'comment must say what went wrong' })
  @Length(1, CLAIM_COMMENT_MAX_LENGTH, {
    message: `comment must say what went wrong, in 1 to ${CLAIM_COMMENT_MAX_LENGTH} characters`,
  })
  comment!: string;

  @IsOptional()
  @IsListOf(ClaimItemDto, MAX_CLAIM_LINES, {
    required: false,
    description:
      'The lines and units concerned: required for a missing, wrong or damaged item; none for a late or undelivered order, which is of the whole order',
  })
  items?: ClaimItemDto[];
}

/** The shop (or the admin) settles a claim: one of the outcomes its reason allows, or a rejection. */
export class ClaimDecisionDto {
  @ApiProperty({
    enum: [...CLAIM_OUTCOMES, 'reject'],
    example: 'partial-refund',
    description: "How the claim is settled (one of the reason's `outcomes`), or `reject`",
  })
  @IsIn([...CLAIM_OUTCOMES, 'reject'], {
    message: `decision must be one of ${[...CLAIM_OUTCOMES, 'reject'].join(', ')}`,
  })
  decision!: ClaimOutcome | 'reject';

  // A partial refund's amount, and only its (required but for a late delivery's, which the rule sets).
  @ValidateIf((body: ClaimDecisionDto) => body.amount !== undefined)
  @IsMoney({ example: '20.00' })
  @ApiPropertyOptional({
    description:
      "Rupees: a partial refund's amount, up to what the claimed units were paid for; none for a late delivery (set by the rule)",
  })
  @ValidateBy({
    name: 'amountOnlyForPartialRefund',
    validator: {
      validate: (_amount, args) => (args?.object as ClaimDecisionDto).decision === 'partial-refund',
      defaultMessage: () => 'amount is only for a partial refund',
    },
  })
  amount?: Paise;

  @ApiPropertyOptional({
    example: 'The packet was sealed when it left the shop.',
    maxLength: DECISION_NOTE_MAX_LENGTH,
    description: 'Why: required to reject, shown to the customer',
  })
  @ValidateIf((body: ClaimDecisionDto) => body.decision === 'reject' || body.note !== undefined)
  @trim
  @IsString({ message: 'note must say why' })
  @Length(1, DECISION_NOTE_MAX_LENGTH, { message: `note must say why, in 1 to ${DECISION_NOTE_MAX_LENGTH} characters` })
  note?: string;
}

/** The customer takes a rejected claim to the admin. */
export class DisputeClaimDto {
  @ApiProperty({ example: 'The photo shows the seal was broken.', minLength: 1, maxLength: CLAIM_COMMENT_MAX_LENGTH })
  @trim
  @IsString({ message: 'note must say why you disagree' })
  @Length(1, CLAIM_COMMENT_MAX_LENGTH, {
    message: `note must say why you disagree, in 1 to ${CLAIM_COMMENT_MAX_LENGTH} characters`,
  })
  note!: string;
}

/** How the shop paid a refund back. */
export class RefundPaymentDto {
  @ApiProperty({
    enum: REFUND_METHODS,
    example: 'upi',
    description: "khata: as credit on the customer's khata at the shop",
  })
  @IsIn(REFUND_METHODS, { message: 'paidWith must be cash, upi or khata' })
  paidWith!: RefundMethod;

  @ValidateIf((payment: RefundPaymentDto) => payment.paidWith === 'upi' || payment.utr !== undefined)
  @IsUtr('The UTR of the UPI transfer that paid the refund back; none for cash or khata', { required: false })
  @ValidateBy({
    name: 'utrOnlyForUpi',
    validator: {
      validate: (_utr, args) => (args?.object as RefundPaymentDto).paidWith === 'upi',
      defaultMessage: () => 'utr is only for a refund paid by UPI',
    },
  })
  utr?: string;
}

/** The admin refunds an invoiced order in full (instead of cancelling it). */
export class FullRefundDto {
  @ApiProperty({ example: 'Customer charged for an order the shop never sent', minLength: 1, maxLength: 300 })
  @trim
  @IsString({ message: 'reason must say why' })
  @Length(1, 300, { message: 'reason must say why, in 1 to 300 characters' })
  reason!: string;
}
