import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Relation } from 'typeorm';
import type { Order } from '../orders/order.entity';
import { IssuedDocumentColumns } from './issued-document-columns';

/**
 * The tax invoice of a delivered order, issued in the delivery's transaction; its date
 * (`issuedAt`) is the time of supply, when the order was delivered. Kept as long as the order.
 */
@Entity({ name: 'invoices' })
@Index('UQ_invoices_shop_serial', ['shopId', 'financialYear', 'serial'], { unique: true })
export class Invoice extends IssuedDocumentColumns {
  @PrimaryColumn({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  // Named by string: the orders module asks this one for invoices, not the other way round.
  @ManyToOne('Order')
  @JoinColumn({ name: 'order_id' })
  order?: Relation<Order>;
}
