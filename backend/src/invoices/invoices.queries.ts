import { builtOnce } from '../database/built-query';
import { Invoice } from './invoice.entity';

/**
 * Takes the next serial of the shop's series for the financial year ($1, $2): the upsert holds the
 * counter row until commit, so deliveries of one shop take turns.
 */
export const TAKE_NEXT_INVOICE_SERIAL = `INSERT INTO invoice_counters (shop_id, financial_year, last_serial) VALUES ($1, $2, 1)
       ON CONFLICT (shop_id, financial_year) DO UPDATE SET last_serial = invoice_counters.last_serial + 1
       RETURNING last_serial`;

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
