import { Column, JoinColumn, ManyToOne } from 'typeorm';
import { Shop } from '../shops/shop.entity';

/**
 * What a document a shop issues under GST stores, tax invoices and credit notes alike: its number in
 * the shop's series of the financial year, its date, and the supplier as it was then, so that the
 * document reads the same however the shop changes later. Each entity's table gets these columns.
 */
export abstract class IssuedDocumentColumns {
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

  /** As printed: INV-2627-000123, CN-2627-000004. */
  @Column({ type: 'varchar', length: 16 })
  number!: string;

  @Column({ name: 'issued_at', type: 'timestamptz' })
  issuedAt!: Date;

  @Column({ name: 'supplier_name', type: 'varchar', length: 100 })
  supplierName!: string;

  @Column({ name: 'supplier_address', type: 'varchar', length: 300 })
  supplierAddress!: string;

  @Column({ name: 'supplier_gstin', type: 'varchar', length: 15 })
  supplierGstin!: string;
}
