import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { GstRate, hundredthsColumn, Paise } from '../common/money';
import { sqlList } from '../database/sql';
import { Product } from '../products/product.entity';
import { OrderItem } from './order-item.entity';
import { SUBSTITUTION_STATUSES, SubstitutionStatus } from './order-status';

/** The most units of a replacement, as of any order line. */
export const MAX_SUBSTITUTE_QUANTITY = 99;

/**
 * A replacement the shop offers for an order item it cannot supply, with its own copy of the
 * product's name and prices when offered, as order items keep them. Approved, it becomes the item.
 */
@Entity({ name: 'order_item_substitutions' })
@Index(['orderItemId', 'offeredAt'])
// One open offer per item, even when two are sent at once.
@Index('UQ_order_item_substitutions_open', ['orderItemId'], { unique: true, where: `"status" = 'offered'` })
// The timer's sweep: open offers by their deadline.
@Index('IDX_order_item_substitutions_open_answer_by', ['answerBy'], { where: `"status" = 'offered'` })
@Check('CHK_order_item_substitutions_status', `"status" IN (${sqlList(SUBSTITUTION_STATUSES)})`)
@Check('CHK_order_item_substitutions_quantity', `"quantity" BETWEEN 1 AND ${MAX_SUBSTITUTE_QUANTITY}`)
export class OrderItemSubstitution {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'order_item_id', type: 'uuid' })
  orderItemId!: string;

  @ManyToOne(() => OrderItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_item_id' })
  orderItem?: Relation<OrderItem>;

  /** Null only if the product row itself was ever removed. */
  @Index()
  @Column({ name: 'product_id', type: 'uuid', nullable: true })
  productId!: string | null;

  @ManyToOne(() => Product, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'product_id' })
  product?: Product | null;

  @Column({ name: 'product_name', type: 'varchar', length: 100 })
  productName!: string;

  /** The product's HSN code when offered, for the tax invoice once the replacement is the item. */
  @Column({ name: 'hsn_code', type: 'varchar', length: 8, nullable: true })
  hsnCode!: string | null;

  @Column({ name: 'unit_price', type: 'numeric', precision: 12, scale: 2, transformer: hundredthsColumn })
  unitPrice!: Paise;

  @Column({ name: 'gst_rate', type: 'numeric', precision: 5, scale: 2, transformer: hundredthsColumn })
  gstRate!: GstRate;

  @Column({ name: 'gst_included', type: 'boolean' })
  gstIncluded!: boolean;

  @Column({ type: 'integer' })
  quantity!: number;

  @Column({ type: 'varchar', length: 16, default: 'offered' })
  status!: SubstitutionStatus;

  @Column({ name: 'offered_at', type: 'timestamptz' })
  offeredAt!: Date;

  /** When the offer expires unless the customer answers it (SUBSTITUTION_WAIT_MINUTES after it was made). */
  @Column({ name: 'answer_by', type: 'timestamptz' })
  answerBy!: Date;

  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt!: Date | null;
}
