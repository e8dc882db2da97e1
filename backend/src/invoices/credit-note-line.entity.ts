import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Relation } from 'typeorm';
import { GstRate, MONEY_COLUMN, Paise, PERCENTAGE_COLUMN } from '../common/money';
import type { OrderItem } from '../orders/order-item.entity';
import type { CreditNote } from './credit-note.entity';

/** One line of a credit note: units of one line of the order, with the taxable value and GST credited. */
@Entity({ name: 'credit_note_lines' })
@Check('CHK_credit_note_lines_amounts', '"quantity" >= 1 AND "taxable_value" >= 0 AND "gst" >= 0')
export class CreditNoteLine {
  @PrimaryColumn({ name: 'credit_note_id', type: 'uuid' })
  creditNoteId!: string;

  @ManyToOne('CreditNote', 'lines', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'credit_note_id' })
  creditNote?: Relation<CreditNote>;

  /** 1, 2, 3… in the note, as the refund listed its lines. */
  @PrimaryColumn({ type: 'smallint' })
  position!: number;

  @Index()
  @Column({ name: 'order_item_id', type: 'uuid' })
  orderItemId!: string;

  // Named by string, as the order is.
  @ManyToOne('OrderItem')
  @JoinColumn({ name: 'order_item_id' })
  orderItem?: Relation<OrderItem>;

  @Column({ type: 'varchar', length: 100 })
  description!: string;

  @Column({ name: 'hsn_code', type: 'varchar', length: 8, nullable: true })
  hsnCode!: string | null;

  @Column({ name: 'gst_rate', ...PERCENTAGE_COLUMN })
  gstRate!: GstRate;

  /** The units credited. */
  @Column({ type: 'integer' })
  quantity!: number;

  /**
   * Whether the units were credited at their full value: later notes credit the line's other units
   * cumulatively after these. A partial refund spread over units leaves them to be credited still.
   */
  @Column({ name: 'full_value', type: 'boolean' })
  fullValue!: boolean;

  @Column({ name: 'taxable_value', ...MONEY_COLUMN })
  taxableValue!: Paise;

  @Column({ name: 'gst', ...MONEY_COLUMN })
  gst!: Paise;
}
