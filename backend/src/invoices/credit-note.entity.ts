import { Check, Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryColumn, Relation } from 'typeorm';
import { MONEY_COLUMN, Paise } from '../common/money';
import type { Order } from '../orders/order.entity';
import { CreditNoteLine } from './credit-note-line.entity';
import { IssuedDocumentColumns } from './issued-document-columns';

/**
 * A credit note (section 34 of the CGST Act) against the tax invoice of an order: what part of the
 * supply was given back or refunded, with its GST, numbered in the shop's own series of credit
 * notes for the financial year. Written once, in the refund's transaction, and never changed.
 */
@Entity({ name: 'credit_notes' })
@Index('UQ_credit_notes_shop_serial', ['shopId', 'financialYear', 'serial'], { unique: true })
@Check(
  'CHK_credit_notes_amounts',
  '"taxable_value" >= 0 AND "gst" >= 0 AND "delivery_charges" >= 0 AND "total" > 0' +
    ' AND "total" = "taxable_value" + "gst" + "delivery_charges" AND "cgst" + "sgst" + "igst" IN ("gst", 0)',
)
export class CreditNote extends IssuedDocumentColumns {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Index()
  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  // Named by string: the orders module asks this one for credit notes, not the other way round.
  @ManyToOne('Order')
  @JoinColumn({ name: 'order_id' })
  order?: Relation<Order>;

  /** The tax invoice it is against, as printed. */
  @Column({ name: 'invoice_number', type: 'varchar', length: 16 })
  invoiceNumber!: string;

  /** The invoice's date: the time of supply. */
  @Column({ name: 'invoice_date', type: 'timestamptz' })
  invoiceDate!: Date;

  @Column({ type: 'varchar', length: 300 })
  reason!: string;

  /** The state the order was delivered to, as its address named it: with the supplier's GSTIN, which GST. */
  @Column({ name: 'place_of_supply', type: 'varchar', length: 100 })
  placeOfSupply!: string;

  @Column({ name: 'taxable_value', ...MONEY_COLUMN })
  taxableValue!: Paise;

  @Column({ name: 'gst', ...MONEY_COLUMN })
  gst!: Paise;

  /**
   * The GST by the tax it was levied as: CGST and SGST within the shop's state, IGST across; all
   * three 0 when the place of supply was unknown and the GST stayed undivided, as on the invoice.
   */
  @Column({ name: 'cgst', ...MONEY_COLUMN })
  cgst!: Paise;

  @Column({ name: 'sgst', ...MONEY_COLUMN })
  sgst!: Paise;

  @Column({ name: 'igst', ...MONEY_COLUMN })
  igst!: Paise;

  /** The part of the order's delivery charge refunded: untaxed, as on the invoice. */
  @Column({ name: 'delivery_charges', ...MONEY_COLUMN })
  deliveryCharges!: Paise;

  /** taxableValue + gst + deliveryCharges. */
  @Column({ name: 'total', ...MONEY_COLUMN })
  total!: Paise;

  @OneToMany(() => CreditNoteLine, (line) => line.creditNote)
  lines?: CreditNoteLine[];
}
