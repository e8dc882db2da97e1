import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { MONEY_COLUMN, Paise } from '../common/money';
import { sqlList } from '../database/sql';
import { Order } from './order.entity';
import { FULFILLMENT_STATUSES, FulfillmentStatus } from './order-status';
import { SoldProductColumns } from './sold-product-columns';

/** One line of an order, with its own copy of the product as sold at checkout. */
@Entity({ name: 'order_items' })
@Check('CHK_order_items_quantity', '"quantity" BETWEEN 1 AND 99')
@Check('CHK_order_items_fulfillment_status', `"fulfillment_status" IN (${sqlList(FULFILLMENT_STATUSES)})`)
export class OrderItem extends SoldProductColumns {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index()
  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Relation<Order>;

  /** unitPrice × quantity. */
  @Column({ name: 'total_price', ...MONEY_COLUMN })
  totalPrice!: Paise;

  @Column({ name: 'gst_amount', ...MONEY_COLUMN })
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
