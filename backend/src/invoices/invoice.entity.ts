import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Relation } from 'typeorm';
import type { Order } from '../orders/order.entity';
import { Shop } from '../shops/shop.entity';

/**
 * The tax invoice of a delivered order, issued in the delivery's transaction: its number in the
 * shop's series of the financial year, the time of supply, and the supplier as it was then, so
 * that the document reads the same however the shop changes later. Kept as long as the order.
 */
@Entity({ name: 'invoices' })
@Index('UQ_invoices_shop_serial', ['shopId', 'financialYear', 'serial'], { unique: true })
export class Invoice {
  @PrimaryColumn({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  // Named by string: the orders module asks this one for invoices, not the other way round.
  @ManyToOne('Order')
  @JoinColumn({ name: 'order_id' })
  order?: Relation<Order>;

  @Column({ name: 'shop_id', type: 'uuid' })
  shopId!: string;

  @ManyToOne(() => Shop)
  @JoinColumn({ name: 'shop_id' })
  shop?: Shop;

  /** The calendar year the financial year starts in: 2026 for 2026-27. */
  @Column({ name: 'financial_year', type: 'smallint' })
  financialYear!: number;

  /** 1, 2, 3… within the shop's financial year, with no gap. */
  @Column({ type: 'integer' })
  serial!: number;

  /** As printed: INV-2627-000123. */
  @Column({ type: 'varchar', length: 16 })
  number!: string;

  /** When the order was delivered: the time of supply and the invoice's date. */
  @Column({ name: 'issued_at', type: 'timestamptz' })
  issuedAt!: Date;

  @Column({ name: 'supplier_name', type: 'varchar', length: 100 })
  supplierName!: string;

  @Column({ name: 'supplier_address', type: 'varchar', length: 300 })
  supplierAddress!: string;

  @Column({ name: 'supplier_gstin', type: 'varchar', length: 15 })
  supplierGstin!: string;
}
