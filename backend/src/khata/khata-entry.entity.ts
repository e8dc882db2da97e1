import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MONEY_COLUMN, Paise } from '../common/money';
import { sqlList } from '../database/sql';
import type { Order } from '../orders/order.entity';
import { PAID_WITH, type PaidWith } from '../payments/payment-methods';
import { User } from '../users/user.entity';
import { Khata } from './khata.entity';

/**
 * What an entry of a khata is: an order put on it (adds to what is owed), a payment the shop received
 * (takes from it), a correction of either way, with a note saying why (a cancelled order's is the
 * system's), or a refund of an order paid back as credit (takes from it).
 */
export const KHATA_ENTRY_KINDS = ['order', 'payment', 'correction', 'refund'] as const;
export type KhataEntryKind = (typeof KHATA_ENTRY_KINDS)[number];

/** The longest note of a correction. */
export const KHATA_NOTE_MAX_LENGTH = 200;

/**
 * One line of a khata, never changed or deleted: a trigger of the migration refuses UPDATE, DELETE
 * and TRUNCATE, so a mistake is put right by a correction. Entries are numbered from 1 in each khata,
 * in the order they were written under the khata's lock; `balanceAfter` is the khata's balance once
 * the entry was added, so that any statement reads its opening and closing balances off them.
 */
@Entity({ name: 'khata_entries' })
@Index('IDX_khata_entries_khata_created_at', ['khataId', 'createdAt'])
@Index('UQ_khata_entries_khata_number', ['khataId', 'number'], { unique: true })
// An order is put on a khata once.
@Index('UQ_khata_entries_order_charge', ['orderId'], { unique: true, where: `"kind" = 'order'` })
@Check('CHK_khata_entries_kind', `"kind" IN (${sqlList(KHATA_ENTRY_KINDS)})`)
@Check('CHK_khata_entries_paid_with', `"paid_with" IN (${sqlList(PAID_WITH)})`)
@Check(
  'CHK_khata_entries_shape',
  `("kind" = 'order' AND "amount" > 0 AND "order_id" IS NOT NULL AND "paid_with" IS NULL AND "utr" IS NULL)` +
    ` OR ("kind" = 'payment' AND "amount" < 0 AND "order_id" IS NULL AND "paid_with" IS NOT NULL` +
    ` AND ("utr" IS NOT NULL) = ("paid_with" = 'upi'))` +
    ` OR ("kind" = 'correction' AND "amount" <> 0 AND "note" IS NOT NULL AND "paid_with" IS NULL AND "utr" IS NULL)` +
    ` OR ("kind" = 'refund' AND "amount" < 0 AND "order_id" IS NOT NULL AND "note" IS NOT NULL AND "paid_with" IS NULL AND "utr" IS NULL)`,
)
export class KhataEntry {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_khata_entries' })
  id!: string;

  @Column({ name: 'khata_id', type: 'uuid' })
  khataId!: string;

  @ManyToOne(() => Khata)
  @JoinColumn({ name: 'khata_id', foreignKeyConstraintName: 'FK_khata_entries_khata' })
  khata?: Khata;

  /** 1 for the khata's first entry, then one more for each. */
  @Column({ type: 'integer' })
  number!: number;

  @Column({ type: 'varchar', length: 10 })
  kind!: KhataEntryKind;

  /** Signed: above 0 adds to what the customer owes, below 0 (a payment) takes from it. */
  @Column(MONEY_COLUMN)
  amount!: Paise;

  @Column({ name: 'balance_after', ...MONEY_COLUMN })
  balanceAfter!: Paise;

  /** The order put on the khata, or whose cancellation a correction reverses. */
  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId!: string | null;

  // By name, not class: the orders module puts orders on khatas through this one, and imports it.
  @ManyToOne('Order')
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'FK_khata_entries_order' })
  order?: Relation<Order> | null;

  /** A payment's: cash, or UPI with its UTR (used once across the marketplace: `utr_uses`). */
  @Column({ name: 'paid_with', type: 'varchar', length: 4, nullable: true })
  paidWith!: PaidWith | null;

  @Column({ type: 'char', length: 12, nullable: true })
  utr!: string | null;

  /** Why: a correction's, said by whoever made it. */
  @Column({ type: 'varchar', length: KHATA_NOTE_MAX_LENGTH, nullable: true })
  note!: string | null;

  /** Who wrote it: the shopkeeper, the customer who ordered, whoever cancelled; null for the system. */
  @Column({ name: 'recorded_by', type: 'uuid', nullable: true })
  recordedBy!: string | null;

  @ManyToOne(() => User)
  @JoinColumn({ name: 'recorded_by', foreignKeyConstraintName: 'FK_khata_entries_recorded_by' })
  recorder?: User | null;

  /** When, by the app's Clock. */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
