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
import { Address } from '../addresses/address.entity';
import { MONEY_COLUMN, Paise, Percentage, PERCENTAGE_COLUMN } from '../common/money';
import { sqlList } from '../database/sql';
import { Shop } from '../shops/shop.entity';
import { User } from '../users/user.entity';
import type { OrderItem } from './order-item.entity';
import { ORDER_STATUSES, OrderStatus, SUBSTITUTION_PREFERENCES, SubstitutionPreference } from './order-status';
import {
  PAID_WITH,
  PaidWith,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_TIMINGS,
  PaymentMethod,
  PaymentStatus,
  PaymentTiming,
} from '../payments/payment-methods';
import type { OrderStatusChange } from './order-status-change.entity';

/**
 * A placed order. It keeps its own copy of the delivery address and of every product it sold
 * (D5, D6), so later edits or deletions change nothing here. Kept 7 years.
 */
@Entity({ name: 'orders' })
@Index(['customerId', 'createdAt'])
@Index(['shopId', 'createdAt'])
@Index(['createdAt'])
// Status filters: a shop's pending orders, and every order in one status for admins.
@Index('IDX_orders_shop_status_created_at', ['shopId', 'status', 'createdAt'])
@Index('IDX_orders_status_created_at', ['status', 'createdAt'])
// The same Idempotency-Key from the same customer can make only one order, even under a race.
@Index('UQ_orders_customer_idempotency_key', ['customerId', 'idempotencyKey'], {
  unique: true,
  where: '"idempotency_key" IS NOT NULL',
})
// The commission ledger: a shop's orders by the time they were delivered.
@Index('IDX_orders_shop_delivered_at', ['shopId', 'deliveredAt'])
// The accept-by timer's sweep: pending orders by their deadline.
@Index('IDX_orders_pending_accept_by', ['acceptBy'], { where: `"status" = 'pending'` })
@Check('CHK_orders_status', `"status" IN (${sqlList(ORDER_STATUSES)})`)
@Check('CHK_orders_payment_method', `"payment_method" IN (${sqlList(PAYMENT_METHODS)})`)
@Check('CHK_orders_payment_timing', `"payment_timing" IN (${sqlList(PAYMENT_TIMINGS)})`)
@Check('CHK_orders_payment_status', `"payment_status" IN (${sqlList(PAYMENT_STATUSES)})`)
@Check('CHK_orders_paid_with', `"paid_with" IS NULL OR "paid_with" IN (${sqlList(PAID_WITH)})`)
@Check('CHK_orders_amount_paid', '"amount_paid" >= 0')
// The admin's and the desk's lists by payment method and state.
@Index('IDX_orders_payment_created_at', ['paymentMethod', 'paymentStatus', 'createdAt'])
@Check('CHK_orders_commission_rate', '"commission_rate" BETWEEN 0 AND 100')
@Check('CHK_orders_substitution_preference', `"substitution_preference" IN (${sqlList(SUBSTITUTION_PREFERENCES)})`)
export class Order {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId!: string;

  @ManyToOne(() => User)
  @JoinColumn({ name: 'customer_id' })
  customer?: User;

  @Column({ name: 'shop_id', type: 'uuid' })
  shopId!: string;

  @ManyToOne(() => Shop)
  @JoinColumn({ name: 'shop_id' })
  shop?: Shop;

  /**
   * The shop's name and phone and the customer's, as they were at checkout: the order's own copy,
   * as an order document shows them, which its answers read without the shops' and users' tables.
   */
  @Column({ name: 'shop_name', type: 'varchar', length: 100 })
  shopName!: string;

  @Column({ name: 'shop_phone', type: 'varchar', length: 20 })
  shopPhone!: string;

  @Column({ name: 'customer_name', type: 'varchar', length: 100 })
  customerName!: string;

  @Column({ name: 'customer_phone', type: 'varchar', length: 20, nullable: true })
  customerPhone!: string | null;

  @Column({ type: 'varchar', length: 20 })
  status!: OrderStatus;

  @Column({ name: 'payment_method', type: 'varchar', length: 20 })
  paymentMethod!: PaymentMethod;

  @Column({ name: 'payment_timing', type: 'varchar', length: 8, default: 'at_door' })
  paymentTiming!: PaymentTiming;

  @Column({ name: 'payment_status', type: 'varchar', length: 12, default: 'unpaid' })
  paymentStatus!: PaymentStatus;

  /** How the shop was paid, once it was; null until then, and for an order on the khata. */
  @Column({ name: 'paid_with', type: 'varchar', length: 4, nullable: true })
  paidWith!: PaidWith | null;

  /** What the shop received for the order: its final amount, once paid, unless the order changed after. */
  @Column({ name: 'amount_paid', ...MONEY_COLUMN, default: 0 })
  amountPaid!: Paise;

  /** The UTR of the UPI payment the shop confirmed (used once across the marketplace: `utr_uses`). */
  @Column({ name: 'payment_utr', type: 'char', length: 12, nullable: true })
  paymentUtr!: string | null;

  /** The UTR the customer says they paid with, for the shop to find in its statement. */
  @Column({ name: 'customer_utr', type: 'char', length: 12, nullable: true })
  customerUtr!: string | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  /** The shop's UPI ID and payee name at checkout, for a UPI order: where its payment link pays. */
  @Column({ name: 'upi_id', type: 'varchar', length: 100, nullable: true })
  upiId!: string | null;

  @Column({ name: 'upi_payee_name', type: 'varchar', length: 100, nullable: true })
  upiPayeeName!: string | null;

  /** Σ base of the lines still due. */
  @Column({ name: 'total_amount', ...MONEY_COLUMN })
  totalAmount!: Paise;

  @Column({ name: 'gst_amount', ...MONEY_COLUMN })
  gstAmount!: Paise;

  /** What is charged now: the fee below while any line is still due, else nothing. */
  @Column({ name: 'delivery_charges', ...MONEY_COLUMN })
  deliveryCharges!: Paise;

  /** The delivery fee worked out at checkout, kept so it comes back when a line is restored. */
  @Column({ name: 'delivery_fee', ...MONEY_COLUMN })
  deliveryFee!: Paise;

  @Column({ name: 'final_amount', ...MONEY_COLUMN })
  finalAmount!: Paise;

  /** The address chosen at checkout; the columns below are its copy. */
  @Column({ name: 'customer_address_id', type: 'uuid', nullable: true })
  customerAddressId!: string | null;

  @ManyToOne(() => Address, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'customer_address_id' })
  customerAddress?: Address | null;

  @Column({ name: 'address_title', type: 'varchar', length: 50 })
  addressTitle!: string;

  @Column({ name: 'address_line', type: 'varchar', length: 200 })
  addressLine!: string;

  @Column({ name: 'address_city', type: 'varchar', length: 100 })
  addressCity!: string;

  @Column({ name: 'address_state', type: 'varchar', length: 100 })
  addressState!: string;

  @Column({ name: 'address_pincode', type: 'char', length: 6 })
  addressPincode!: string;

  /**
   * Until when the shop may accept the order, set when it becomes pending (ACCEPT_WITHIN_MINUTES);
   * the timer cancels it after that. Null for orders placed before the timer existed.
   */
  @Column({ name: 'accept_by', type: 'timestamptz', nullable: true })
  acceptBy!: Date | null;

  /** When the order should be at the door: checkout's time plus the estimated delivery time. Null for older orders. */
  @Column({ name: 'promised_by', type: 'timestamptz', nullable: true })
  promisedBy!: Date | null;

  /**
   * The 4 digits the customer tells the delivery person, made at dispatch. Kept as it is, since the
   * customer's answer shows it; only the customer's read of the order selects it.
   */
  @Column({ name: 'delivery_code', type: 'char', length: 4, nullable: true })
  deliveryCode!: string | null;

  /** Wrong delivery codes the shopkeeper sent since dispatch; five lock delivery to the admin. */
  @Column({ name: 'wrong_delivery_codes', type: 'smallint', default: 0 })
  wrongDeliveryCodes!: number;

  /**
   * When the order first became revenue (delivered, or set complete by an admin): the moment of
   * supply its invoice is dated, and the day the commission ledger counts it on. Kept if an admin
   * moves the order back and on again, as its invoice is. Null until then.
   */
  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt!: Date | null;

  /**
   * The platform's commission on this order, % of its taxable value (`totalAmount`) in hundredths
   * of a percent: the shop's rate in force when `deliveredAt` was set, so that a later change of
   * rate leaves it as it was. Null until then.
   */
  @Column({ name: 'commission_rate', ...PERCENTAGE_COLUMN, nullable: true })
  commissionRate!: Percentage | null;

  /** What the customer asked at checkout about an item the shop cannot supply (see `SUBSTITUTION_PREFERENCES`). */
  @Column({ name: 'substitution_preference', type: 'varchar', length: 24, default: 'call-me' })
  substitutionPreference!: SubstitutionPreference;

  /** The order this one sends items again for, free of charge, as a claim's replacement; null for a sale. */
  @Column({ name: 'replacement_of', type: 'uuid', nullable: true })
  replacementOf!: string | null;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true })
  idempotencyKey!: string | null;

  // Named by string: the children import this entity, so it imports only their types (no import cycle).
  @OneToMany('OrderItem', 'order')
  items?: Relation<OrderItem>[];

  @OneToMany('OrderStatusChange', 'order')
  statusChanges?: Relation<OrderStatusChange>[];

  /** Set from the application's clock, so the 30-minute cancellation window can be tested. */
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
