import { Column, Index, JoinColumn, ManyToOne } from 'typeorm';
import { GstRate, MONEY_COLUMN, Paise, PERCENTAGE_COLUMN } from '../common/money';
import { Product } from '../products/product.entity';

/**
 * The product as a line sells it: its own copy of the product's name, HSN code and prices, so later
 * edits or deletions of the product change nothing here (D5). Order items and the replacements
 * offered for them both keep one; each entity's table gets these columns.
 */
export abstract class SoldProductColumns {
  /** Null only if the product row itself was ever removed; products are normally deleted softly. */
  @Index()
  @Column({ name: 'product_id', type: 'uuid', nullable: true })
  productId!: string | null;

  @ManyToOne(() => Product, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'product_id' })
  product?: Product | null;

  @Column({ name: 'product_name', type: 'varchar', length: 100 })
  productName!: string;

  /** The product's HSN code when sold, for the tax invoice. */
  @Column({ name: 'hsn_code', type: 'varchar', length: 8, nullable: true })
  hsnCode!: string | null;

  @Column({ name: 'unit_price', ...MONEY_COLUMN })
  unitPrice!: Paise;

  @Column({ name: 'gst_rate', ...PERCENTAGE_COLUMN })
  gstRate!: GstRate;

  @Column({ name: 'gst_included', type: 'boolean' })
  gstIncluded!: boolean;

  @Column({ type: 'integer' })
  quantity!: number;
}
