import { Column, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Shop } from '../shops/shop.entity';

/**
 * The last serial of a shop's series of documents in a financial year. Each document takes the next
 * one by updating this row in its own transaction, so concurrent issues of a shop take turns on it:
 * no serial is given twice, and one rolled back is given again. Each entity's table gets these columns.
 */
export abstract class SeriesCounterColumns {
  @PrimaryColumn({ name: 'shop_id', type: 'uuid' })
  shopId!: string;

  @ManyToOne(() => Shop)
  @JoinColumn({ name: 'shop_id' })
  shop?: Shop;

  @PrimaryColumn({ name: 'financial_year', type: 'smallint' })
  financialYear!: number;

  @Column({ name: 'last_serial', type: 'integer' })
  lastSerial!: number;
}
