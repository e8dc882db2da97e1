import { builtOnce } from '../database/built-query';
import type { DocumentSeries } from './invoice-series';
import { Invoice } from './invoice.entity';

/**
 * Takes the next serial of a series of the shop for the financial year ($1, $2), its last serial per
 * shop and year kept in `counters`: the upsert holds the counter row until commit, so issues of one
 * shop take turns.
 */
const takeNextSerial = (
  counters: string,
) => `INSERT INTO ${counters} (shop_id, financial_year, last_serial) VALUES ($1, $2, 1)
       ON CONFLICT (shop_id, financial_year) DO UPDATE SET last_serial = ${counters}.last_serial + 1
       RETURNING last_serial`;

export const INVOICE_SERIES: DocumentSeries = { prefix: 'INV', takeNextSerial: takeNextSerial('invoice_counters') };

/** SQL for the invoice number of the order whose id is in `orderIdColumn`: NULL until it is delivered. */
export const invoiceNumberSql = builtOnce((manager, orderIdColumn: string) =>
  manager
    .createQueryBuilder()
    .subQuery()
    .select('invoice.number')
    .from(Invoice, 'invoice')
    .where(`invoice.orderId = ${orderIdColumn}`)
    .getQuery(),
);
