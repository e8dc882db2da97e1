import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MONEY_COLUMN, Paise } from '../common/money';
import { Shop } from '../shops/shop.entity';
import { User } from '../users/user.entity';

/**
 * A shop's credit book for a customer it knows (its khata): what the customer owes the shop now, and
 * how far the shop lets that go. The balance is the sum of the khata's entries, kept here so that a
 * charge can check it against the limit under this row's lock; it changes in the transaction of each
 * entry and nowhere else. A limit lowered below the balance stands: it only refuses further orders.
 */
@Entity({ name: 'khatas' })
@Index('UQ_khatas_shop_customer', ['shopId', 'customerId'], { unique: true })
@Index('IDX_khatas_customer', ['customerId'])
@Check('CHK_khatas_credit_limit', '"credit_limit" > 0')
export class Khata {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_khatas' })
  id!: string;

  @Column({ name: 'shop_id', type: 'uuid' })
  shopId!: string;

  @ManyToOne(() => Shop)
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'FK_khatas_shop' })
  shop?: Shop;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId!: string;

  @ManyToOne(() => User)
  @JoinColumn({ name: 'customer_id', foreignKeyConstraintName: 'FK_khatas_customer' })
  customer?: User;

  @Column({ name: 'credit_limit', ...MONEY_COLUMN })
  creditLimit!: Paise;

  /** What the customer owes the shop now: the sum of the entries. Below 0 only when a cancelled order was paid for. */
  @Column(MONEY_COLUMN)
  balance!: Paise;

  /** How many entries the khata has: the number of the last one. */
  @Column({ name: 'entry_count', type: 'integer' })
  entryCount!: number;

  @Column({ name: 'last_entry_at', type: 'timestamptz', nullable: true })
  lastEntryAt!: Date | null;

  /** Set while the shop has frozen the khata: no order goes on it, payments and corrections still do. */
  @Column({ name: 'frozen_at', type: 'timestamptz', nullable: true })
  frozenAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
