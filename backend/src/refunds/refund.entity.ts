import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MONEY_COLUMN, Paise } from '../common/money';
import { sqlList } from '../database/sql';
import { Order } from '../orders/order.entity';
import { Claim } from './claim.entity';
import { REFUND_METHODS, REFUND_STATUSES, RefundMethod, RefundStatus } from './claim-status';

/**
 * Money a shop owes a customer back: an accepted claim's, or an admin's full refund of an order.
 * Due until the shop records how it paid it back; never changed after.
 */
@Entity({ name: 'refunds' })
@Index('IDX_refunds_order', ['orderId'])
@Index('IDX_refunds_shop_status_created_at', ['shopId', 'status', 'createdAt'])
@Index('IDX_refunds_customer_created_at', ['customerId', 'createdAt'])
// The ledger: a shop's refunds by the day they were paid.
@Index('IDX_refunds_shop_paid_at', ['shopId', 'paidAt'])
// A claim refunds once, however many times, or by however many people at once, it is accepted.
@Index('UQ_refunds_claim', ['claimId'], { unique: true, where: '"claim_id" IS NOT NULL' })
@Check('CHK_refunds_amount', '"amount" > 0')
@Check('CHK_refunds_status', `"status" IN (${sqlList(REFUND_STATUSES)})`)
@Check('CHK_refunds_paid_with', `"paid_with" IS NULL OR "paid_with" IN (${sqlList(REFUND_METHODS)})`)
@Check(
  'CHK_refunds_paid',
  `("status" = 'due' AND "paid_with" IS NULL AND "paid_at" IS NULL AND "utr" IS NULL)` +
    ` OR ("status" = 'paid' AND "paid_with" IS NOT NULL AND "paid_at" IS NOT NULL AND ("utr" IS NOT NULL) = ("paid_with" = 'upi'))`,
)
export class Refund {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_refunds' })
  id!: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => Order)
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'FK_refunds_order' })
  order?: Order;

  @Column({ name: 'shop_id', type: 'uuid' })
  shopId!: string;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId!: string;

  /** The claim it settles; null for an admin's full refund of the order. */
  @Column({ name: 'claim_id', type: 'uuid', nullable: true })
  claimId!: string | null;

  @ManyToOne(() => Claim)
  @JoinColumn({ name: 'claim_id', foreignKeyConstraintName: 'FK_refunds_claim' })
  claim?: Claim | null;

  @Column({ ...MONEY_COLUMN })
  amount!: Paise;

  /** The part of it that is the delivery charge given back (a late delivery, a full refund). */
  @Column({ name: 'delivery_charges', ...MONEY_COLUMN, default: 0 })
  deliveryCharges!: Paise;

  @Column({ type: 'varchar', length: 300 })
  reason!: string;

  @Column({ type: 'varchar', length: 4 })
  status!: RefundStatus;

  @Column({ name: 'paid_with', type: 'varchar', length: 5, nullable: true })
  paidWith!: RefundMethod | null;

  /** The UTR of the UPI transfer that paid it back (used once across the marketplace). */
  @Column({ type: 'char', length: 12, nullable: true })
  utr!: string | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  @Column({ name: 'paid_recorded_by', type: 'uuid', nullable: true })
  paidRecordedBy!: string | null;

  /** The GST credit note it issued, for an invoiced order. */
  @Column({ name: 'credit_note_id', type: 'uuid', nullable: true })
  creditNoteId!: string | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
