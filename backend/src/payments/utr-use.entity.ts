import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A UTR once it paid for something: an order, or a payment into a khata. The key makes a UTR
 * usable once across the marketplace, so that one bank payment cannot settle two debts.
 */
@Entity({ name: 'utr_uses' })
export class UtrUse {
  @PrimaryColumn({ type: 'char', length: 12 })
  utr!: string;

  @Column({ name: 'shop_id', type: 'uuid' })
  shopId!: string;

  /** What it paid for: `order` or `khata` (or, paid back, a `refund`), and that record's id. */
  @Column({ name: 'paid_for', type: 'varchar', length: 10 })
  paidFor!: 'order' | 'khata' | 'refund';

  @Column({ name: 'paid_for_id', type: 'uuid' })
  paidForId!: string;

  @Column({ name: 'used_at', type: 'timestamptz', default: () => 'now()' })
  usedAt!: Date;
}
