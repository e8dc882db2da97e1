import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Shop } from '../shops/shop.entity';

/**
 * The last invoice serial of a shop in a financial year. Each delivery takes the next one by
 * updating this row in its own transaction, so concurrent deliveries of a shop take turns on it:
 * no serial is given twice, and one rolled back is given again.
 */
@Entity({ name: 'invoice_counters' })
export class InvoiceCounter {
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
