import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TimestampedEntity } from '../database/base-entities';
import { Shop } from '../shops/shop.entity';

/** A shop's own grouping of its products. */
@Entity({ name: 'categories' })
// Names are unique within a shop ignoring case: a unique index on lower(name) in the migration.
@Index('UQ_categories_shop_name', { synchronize: false })
@Check('CHK_categories_product_count', '"product_count" >= 0')
// Discovery's search by name: a trigram index in the migration.
@Index('IDX_categories_name_trgm', { synchronize: false })
export class Category extends TimestampedEntity {
  @Index()
  @Column({ name: 'shop_id', type: 'uuid' })
  shopId!: string;

  @ManyToOne(() => Shop, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id' })
  shop?: Shop;

  @Column({ type: 'varchar', length: 50 })
  name!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description!: string | null;

  /**
   * How many live (not deleted) products the category holds: `ProductsService` keeps it in the
   * transaction of every product create, delete and move, so that categories never read the
   * products table.
   */
  @Column({ name: 'product_count', type: 'integer', default: 0 })
  productCount!: number;
}
