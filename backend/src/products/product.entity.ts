import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { SoftDeletableEntity } from '../database/base-entities';
import { Category } from '../categories/category.entity';
import { GstRate, MONEY_COLUMN, Paise, PERCENTAGE_COLUMN } from '../common/money';
import { Shop } from '../shops/shop.entity';

/** Something a shop sells. Deleting one is soft (D5): past orders keep their own copy. */
@Entity({ name: 'products' })
@Index(['shopId', 'name'])
@Check(
  'CHK_products_prices',
  '"original_price" > 0 AND "discounted_price" > 0 AND "discounted_price" <= "original_price"',
)
@Check('CHK_products_gst', '"gst_percentage" >= 0 AND "gst_percentage" <= 100')
@Check('CHK_products_hsn_code', `"hsn_code" ~ '^[0-9]{4,8}$'`)
@Check('CHK_products_stock', '"stock_quantity" >= 0 AND "low_stock_threshold" >= 0')
// Discovery's search by name: a trigram index of live products in the migration.
@Index('IDX_products_name_trgm', { synchronize: false })
// A SKU is unique among the shop's live products, ignoring case: a partial index in the migration.
@Index('UQ_products_shop_sku', { synchronize: false })
export class Product extends SoftDeletableEntity {
  @Column({ name: 'shop_id', type: 'uuid' })
  shopId!: string;

  @ManyToOne(() => Shop, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id' })
  shop?: Shop;

  /** Null only for a deleted product whose category was deleted after it. */
  @Index()
  @Column({ name: 'category_id', type: 'uuid', nullable: true })
  categoryId!: string | null;

  @ManyToOne(() => Category, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'category_id' })
  category?: Category | null;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** The shopkeeper's own code for the product; a CSV import updates the product its row names. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  sku!: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  description!: string | null;

  /** The HSN code of the goods for the tax invoice, 4 to 8 digits; null when not given. */
  @Column({ name: 'hsn_code', type: 'varchar', length: 8, nullable: true })
  hsnCode!: string | null;

  /** Free text such as "1kg" or "500 ml". */
  @Column({ type: 'varchar', length: 50 })
  weight!: string;

  @Column({ name: 'original_price', ...MONEY_COLUMN })
  originalPrice!: Paise;

  @Column({ name: 'discounted_price', ...MONEY_COLUMN })
  discountedPrice!: Paise;

  @Column({ name: 'gst_percentage', ...PERCENTAGE_COLUMN })
  gstPercentage!: GstRate;

  @Column({ name: 'gst_included', type: 'boolean', default: true })
  gstIncluded!: boolean;

  /** The shopkeeper's switch; a counted product at 0 is out of stock whatever it says. */
  @Column({ name: 'is_in_stock', type: 'boolean', default: true })
  isInStock!: boolean;

  /** Units on hand; null when the shop does not count them. Checkout takes them, returns give them back. */
  @Column({ name: 'stock_quantity', type: 'integer', nullable: true })
  stockQuantity!: number | null;

  /** At or below this many units the product is low on stock; null: never low. */
  @Column({ name: 'low_stock_threshold', type: 'integer', nullable: true })
  lowStockThreshold!: number | null;
}
