import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Relation,
} from 'typeorm';
import { MONEY_COLUMN, Paise } from '../common/money';
import { sqlList } from '../database/sql';
import { Order } from '../orders/order.entity';
import type { ClaimItem } from './claim-item.entity';
import { CLAIM_STATUSES, ClaimStatus, DECIDERS, Decider, ESCALATION_CAUSES, EscalationCause } from './claim-status';
import { CLAIM_OUTCOMES, CLAIM_REASON_CODES, ClaimOutcome, ClaimReasonCode } from '../refund-policy/refund-policy';

/**
 * A problem a customer reported with a delivered order (see `refund-policy.ts`): what, which items,
 * and how the shop, or the admin after it, decided it. Kept with the order.
 */
@Entity({ name: 'claims' })
@Index('IDX_claims_order', ['orderId'])
@Index('IDX_claims_shop_status_created_at', ['shopId', 'status', 'createdAt'])
@Index('IDX_claims_customer_created_at', ['customerId', 'createdAt'])
@Index('IDX_claims_status_created_at', ['status', 'createdAt'])
// The escalation timer's sweep: open claims by the time the shop had to answer them.
@Index('IDX_claims_open_answer_by', ['answerBy'], { where: `"status" = 'open'` })
@Check('CHK_claims_reason_code', `"reason_code" IN (${sqlList(CLAIM_REASON_CODES)})`)
@Check('CHK_claims_status', `"status" IN (${sqlList(CLAIM_STATUSES)})`)
@Check('CHK_claims_outcome', `"outcome" IS NULL OR "outcome" IN (${sqlList(CLAIM_OUTCOMES)})`)
@Check('CHK_claims_escalation', `"escalation" IS NULL OR "escalation" IN (${sqlList(ESCALATION_CAUSES)})`)
@Check('CHK_claims_decided_by_role', `"decided_by_role" IS NULL OR "decided_by_role" IN (${sqlList(DECIDERS)})`)
@Check('CHK_claims_refund_amount', '"refund_amount" IS NULL OR "refund_amount" >= 0')
export class Claim {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_claims' })
  id!: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => Order)
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'FK_claims_order' })
  order?: Order;

  @Column({ name: 'shop_id', type: 'uuid' })
  shopId!: string;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId!: string;

  @Column({ name: 'reason_code', type: 'varchar', length: 6 })
  reasonCode!: ClaimReasonCode;

  @Column({ type: 'varchar', length: 1000 })
  comment!: string;

  @Column({ type: 'varchar', length: 10 })
  status!: ClaimStatus;

  /** Until when the shop may answer; the admin takes an open claim after that. */
  @Column({ name: 'answer_by', type: 'timestamptz' })
  answerBy!: Date;

  @Column({ type: 'varchar', length: 10, nullable: true })
  escalation!: EscalationCause | null;

  @Column({ name: 'escalated_at', type: 'timestamptz', nullable: true })
  escalatedAt!: Date | null;

  /** Why the customer disagrees with the shop's rejection. */
  @Column({ name: 'dispute_note', type: 'varchar', length: 1000, nullable: true })
  disputeNote!: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  outcome!: ClaimOutcome | null;

  /** What the accepted claim refunds; 0 for a replacement. */
  @Column({ name: 'refund_amount', ...MONEY_COLUMN, nullable: true })
  refundAmount!: Paise | null;

  /** The shop's or admin's words: a rejection's reason, or a note with an acceptance. */
  @Column({ name: 'decision_note', type: 'varchar', length: 500, nullable: true })
  decisionNote!: string | null;

  @Column({ name: 'decided_by_role', type: 'varchar', length: 10, nullable: true })
  decidedByRole!: Decider | null;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy!: string | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  /** The ₹0 order that sends the items again, for a replacement. */
  @Column({ name: 'replacement_order_id', type: 'uuid', nullable: true })
  replacementOrderId!: string | null;

  @OneToMany('ClaimItem', 'claim')
  items?: Relation<ClaimItem>[];

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
