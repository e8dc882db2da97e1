import { ApiProperty } from '@nestjs/swagger';
import { formatMoney } from '../../common/money';
import {
  CANCEL_WITHIN_MINUTES,
  CLAIM_OUTCOMES,
  CLAIM_REASON_CODES,
  CLAIM_REASONS,
  ClaimOutcome,
  ClaimReasonCode,
  DISPUTE_WITHIN_HOURS,
  LATE_AFTER_MINUTES,
  MAX_CLAIM_PHOTOS,
  SHOP_ANSWERS_WITHIN_HOURS,
} from '../refund-policy';

export const CLAIM_REASON_CODE_SCHEMA = { enum: CLAIM_REASON_CODES, enumName: 'ClaimReasonCode' };
export const CLAIM_OUTCOME_SCHEMA = { enum: CLAIM_OUTCOMES, enumName: 'ClaimOutcome' };

/** What a customer may report of a delivered order, and within how long. */
export class ClaimReasonResponse {
  @ApiProperty({ ...CLAIM_REASON_CODE_SCHEMA, example: 'ITM004', description: "ONDC's issue code" })
  code!: ClaimReasonCode;

  @ApiProperty({ example: 'Damaged or defective item' })
  label!: string;

  @ApiProperty({ example: 48, description: 'Hours after delivery within which it may be reported' })
  windowHours!: number;

  @ApiProperty({
    enum: ['items', 'order'],
    example: 'items',
    description: 'Whether the claim names items and quantities, or is of the whole order',
  })
  scope!: 'items' | 'order';

  @ApiProperty({ example: true, description: 'Whether photos may show the problem' })
  photos!: boolean;

  @ApiProperty({ ...CLAIM_OUTCOME_SCHEMA, isArray: true, description: 'How the shop (or admin) may settle it' })
  outcomes!: ClaimOutcome[];
}

/** The refund policy the server applies: the pages read their numbers from here. */
export class RefundPolicyResponse {
  @ApiProperty({
    example: CANCEL_WITHIN_MINUTES,
    description: 'A pending order may be cancelled this long after it was placed',
  })
  cancelWithinMinutes!: number;

  @ApiProperty({ example: LATE_AFTER_MINUTES, description: 'A delivery is late this long after the time promised' })
  lateAfterMinutes!: number;

  @ApiProperty({
    example: '10.00',
    description: "A late delivery refunds its delivery charge and this share (%) of the items' value",
  })
  lateRefundPercent!: string;

  @ApiProperty({
    example: SHOP_ANSWERS_WITHIN_HOURS,
    description: 'The shop answers a claim within this long, or the admin does',
  })
  shopAnswersWithinHours!: number;

  @ApiProperty({
    example: DISPUTE_WITHIN_HOURS,
    description: 'A rejected claim may be taken to the admin within this long',
  })
  disputeWithinHours!: number;

  @ApiProperty({ example: MAX_CLAIM_PHOTOS, description: 'Photos a claim may carry' })
  maxPhotos!: number;

  @ApiProperty({ type: [ClaimReasonResponse] })
  reasons!: ClaimReasonResponse[];

  static of(lateRefundPercent: number): RefundPolicyResponse {
    return {
      cancelWithinMinutes: CANCEL_WITHIN_MINUTES,
      lateAfterMinutes: LATE_AFTER_MINUTES,
      lateRefundPercent: formatMoney(lateRefundPercent),
      shopAnswersWithinHours: SHOP_ANSWERS_WITHIN_HOURS,
      disputeWithinHours: DISPUTE_WITHIN_HOURS,
      maxPhotos: MAX_CLAIM_PHOTOS,
      reasons: CLAIM_REASONS.map((reason) => ({ ...reason, outcomes: [...reason.outcomes] })),
    };
  }
}
