import { ApiProperty } from '@nestjs/swagger';
import { formatMoney } from '../../common/money';
import { ImageResponse } from '../../images/dto/image.dto';
import {
  CLAIM_STATUSES,
  ClaimStatus,
  DECIDERS,
  Decider,
  ESCALATION_CAUSES,
  EscalationCause,
  REFUND_METHODS,
  REFUND_STATUSES,
  RefundMethod,
  RefundStatus,
} from '../claim-status';
import type { ClaimRow, RefundRow } from '../refunds.queries';
import { claimReason, ClaimOutcome, ClaimReasonCode, disputableUntil } from '../../refund-policy/refund-policy';
import { CLAIM_OUTCOME_SCHEMA, CLAIM_REASON_CODE_SCHEMA } from '../../refund-policy/dto/refund-policy.dto';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** Money owed back to a customer, and how it was paid back. */
export class RefundResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  orderId!: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "The claim it settles; null for an admin's full refund",
  })
  claimId!: string | null;

  @ApiProperty({ example: '40.00' })
  amount!: string;

  @ApiProperty({ example: '0.00', description: 'Of it, the delivery charge given back' })
  deliveryCharges!: string;

  @ApiProperty({ example: 'Damaged or defective item: full refund' })
  reason!: string;

  @ApiProperty({
    enum: REFUND_STATUSES,
    enumName: 'RefundStatus',
    description: '`due` until the shop records paying it back',
  })
  status!: RefundStatus;

  @ApiProperty({ enum: REFUND_METHODS, enumName: 'RefundMethod', nullable: true })
  paidWith!: RefundMethod | null;

  @ApiProperty({ type: String, nullable: true, example: '412345678901' })
  utr!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paidAt!: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Its GST credit note (an invoiced order)' })
  creditNoteId!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  static from(row: RefundRow): RefundResponse {
    return {
      id: row.id,
      orderId: row.orderId,
      claimId: row.claimId,
      amount: formatMoney(Number(row.amount)),
      deliveryCharges: formatMoney(Number(row.deliveryCharges)),
      reason: row.reason,
      status: row.status,
      paidWith: row.paidWith,
      utr: row.utr,
      paidAt: iso(row.paidAt),
      creditNoteId: row.creditNoteId,
      createdAt: iso(row.createdAt)!,
    };
  }
}

/** Units of one line of the order that a claim concerns. */
export class ClaimItemResponse {
  @ApiProperty({ format: 'uuid' })
  orderItemId!: string;

  @ApiProperty({ example: 'Amul Taaza Milk 500 ml' })
  productName!: string;

  @ApiProperty({ example: 1 })
  quantity!: number;
}

/** A problem reported with a delivered order, and how it was decided. */
export class ClaimResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  orderId!: string;

  @ApiProperty({ format: 'uuid' })
  shopId!: string;

  @ApiProperty({ example: 'Sharma Kirana Store' })
  shopName!: string;

  @ApiProperty({ format: 'uuid' })
  customerId!: string;

  @ApiProperty({ example: 'Priya Sharma' })
  customerName!: string;

  @ApiProperty({ ...CLAIM_REASON_CODE_SCHEMA, example: 'ITM004' })
  reasonCode!: ClaimReasonCode;

  @ApiProperty({ example: 'Damaged or defective item' })
  reasonLabel!: string;

  @ApiProperty({ example: 'The milk packet was torn and leaking.' })
  comment!: string;

  @ApiProperty({ type: [ClaimItemResponse], description: 'None for a claim of the whole order (late, not delivered)' })
  items!: ClaimItemResponse[];

  @ApiProperty({ type: [ImageResponse] })
  photos!: ImageResponse[];

  @ApiProperty({ enum: CLAIM_STATUSES, enumName: 'ClaimStatus' })
  status!: ClaimStatus;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'Until when the shop may answer, before the admin decides',
  })
  answerBy!: string;

  @ApiProperty({ enum: ESCALATION_CAUSES, enumName: 'EscalationCause', nullable: true })
  escalation!: EscalationCause | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  escalatedAt!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why the customer disagrees with the rejection' })
  disputeNote!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Until when the customer may take the shop’s rejection to the admin; null otherwise',
  })
  disputableUntil!: string | null;

  @ApiProperty({ ...CLAIM_OUTCOME_SCHEMA, nullable: true })
  outcome!: ClaimOutcome | null;

  @ApiProperty({ type: String, nullable: true, example: '40.00', description: 'What the accepted claim refunds' })
  refundAmount!: string | null;

  @ApiProperty({ type: String, nullable: true })
  decisionNote!: string | null;

  @ApiProperty({ enum: DECIDERS, enumName: 'ClaimDecider', nullable: true, description: 'admin: final' })
  decidedBy!: Decider | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  decidedAt!: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The ₹0 order sending the items again' })
  replacementOrderId!: string | null;

  @ApiProperty({ type: RefundResponse, nullable: true })
  refund!: RefundResponse | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: string;

  static from(row: ClaimRow, now: Date): ClaimResponse {
    const disputable =
      row.status === 'rejected' &&
      row.decidedByRole === 'shopkeeper' &&
      disputableUntil(new Date(row.decidedAt!)) > now;
    return {
      id: row.id,
      orderId: row.orderId,
      shopId: row.shopId,
      shopName: row.shopName,
      customerId: row.customerId,
      customerName: row.customerName,
      reasonCode: row.reasonCode,
      reasonLabel: claimReason(row.reasonCode).label,
      comment: row.comment,
      items: row.items,
      photos: row.photos,
      status: row.status,
      answerBy: iso(row.answerBy)!,
      escalation: row.escalation,
      escalatedAt: iso(row.escalatedAt),
      disputeNote: row.disputeNote,
      disputableUntil: disputable ? disputableUntil(new Date(row.decidedAt!)).toISOString() : null,
      outcome: row.outcome,
      refundAmount: row.refundAmount === null ? null : formatMoney(Number(row.refundAmount)),
      decisionNote: row.decisionNote,
      decidedBy: row.decidedByRole,
      decidedAt: iso(row.decidedAt),
      replacementOrderId: row.replacementOrderId,
      refund: row.refund && RefundResponse.from(row.refund),
      createdAt: iso(row.createdAt)!,
      updatedAt: iso(row.updatedAt)!,
    };
  }
}
