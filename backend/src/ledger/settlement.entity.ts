import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MONEY_COLUMN, Paise } from '../common/money';
import { Shop } from '../shops/shop.entity';
import { User } from '../users/user.entity';

/**
 * A payment of commission from a shop to the platform, as the admin recorded it: the shop collects
 * the cash of its orders on delivery and settles the commission due on them. Never edited.
 */
@Entity({ name: 'settlements' })
@Index(['shopId', 'settledOn'])
// One payment is recorded once: the same reference twice for one shop is a second click, not a second payment.
@Index('UQ_settlements_shop_reference', ['shopId', 'reference'], { unique: true })
@Check('CHK_settlements_amount', '"amount" > 0')
export class Settlement {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'shop_id', type: 'uuid' })
  shopId!: string;

  @ManyToOne(() => Shop)
  @JoinColumn({ name: 'shop_id' })
  shop?: Shop;

  @Column(MONEY_COLUMN)
  amount!: Paise;

  /** The day the payment was made, in India (YYYY-MM-DD). */
  @Column({ name: 'settled_on', type: 'date' })
  settledOn!: string;

  /** The payment's own reference: a UTR, a receipt or cheque number. */
  @Column({ type: 'varchar', length: 100 })
  reference!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note!: string | null;

  /** The admin who recorded it. */
  @Column({ name: 'created_by', type: 'uuid' })
  createdBy!: string;

  @ManyToOne(() => User)
  @JoinColumn({ name: 'created_by' })
  creator?: User;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
