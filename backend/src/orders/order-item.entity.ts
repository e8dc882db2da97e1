import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { GstRate, hundredthsColumn, Paise } from '../common/money';
import { sqlList } from '../database/sql';
import { Product } from '../products/product.entity';
import { Order } from './order.entity';
import { FULFILLMENT_STATUSES, FulfillmentStatus } from './order-status';

const money = { type: 'numeric', precision: 12, scale: 2, transformer: hundredthsColumn } as const;

/** One line of an order, with its own copy of the product's name and prices at checkout. */
@Entity({ name: 'order_items' })
@Check('CHK_order_items_quantity', '"quantity" BETWEEN 1 AND 99')
@Check('CHK_order_items_fulfillment_status', `"fulfillment_status" IN (${sqlList(FULFILLMENT_STATUSES)})`)
export class OrderItem {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index()
  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Relation<Order>;

  /** Null only if the product row itself was ever removed; products are normally deleted softly. */
  @Index()
  @Column({ name: 'product_id', type: 'uuid', nullable: true })
  productId!: string | null;

  @ManyToOne(() => Product, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'product_id' })
  product?: Product | null;

  @Column({ name: 'product_name', type: 'varchar', length: 100 })
  productName!: string;

  /** The product's HSN code at checkout, for the tax invoice. */
  @Column({ name: 'hsn_code', type: 'varchar', length: 8, nullable: true })
  hsnCode!: string | null;

  @Column({ name: 'unit_price', ...money })
  unitPrice!: Paise;

  @Column({ name: 'gst_rate', type: 'numeric', precision: 5, scale: 2, transformer: hundredthsColumn })
  gstRate!: GstRate;

  @Column({ name: 'gst_included', type: 'boolean' })
  gstIncluded!: boolean;

  @Column({ type: 'integer' })
  quantity!: number;

  /** unitPrice × quantity. */
  @Column({ name: 'total_price', ...money })
  totalPrice!: Paise;

  @Column({ name: 'gst_amount', ...money })
  gstAmount!: Paise;

  @Column({ name: 'fulfillment_status', type: 'varchar', length: 20, default: 'pending' })
  fulfillmentStatus!: FulfillmentStatus;

  /** Whether checkout took this line's units from the product's stock count (and not yet given back). */
  @Column({ name: 'stock_taken', type: 'boolean', default: false })
  stockTaken!: boolean;

  /** The line's position in the order, as the cart listed it. */
  @Column({ type: 'integer' })
  position!: number;
}
