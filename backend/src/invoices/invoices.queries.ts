import { builtOnce } from '../database/built-query';
import { CreditNote } from './credit-note.entity';
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
export const CREDIT_NOTE_SERIES: DocumentSeries = {
  prefix: 'CN',
  takeNextSerial: takeNextSerial('credit_note_counters'),
};

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

/** A credit note of an order as the order's answer lists it; amounts as the database writes them. */
export interface CreditNoteRow {
  id: string;
  number: string;
  /** An ISO date-time with the database's offset. */
  issuedAt: string;
  total: string;
}

/** SQL for the credit notes of the order whose id is in `orderIdColumn`, oldest first: a JSON array of `CreditNoteRow`s. */
export const creditNotesSql = builtOnce((manager, orderIdColumn: string) =>
  manager
    .createQueryBuilder()
    .subQuery()
    .select(
      "COALESCE(json_agg(json_build_object('id', note.id, 'number', note.number, 'issuedAt', note.issuedAt, " +
        "'total', CAST(note.total AS text)) ORDER BY note.issuedAt, note.serial), '[]')",
    )
    .from(CreditNote, 'note')
    .where(`note.orderId = ${orderIdColumn}`)
    .getQuery(),
);

/**
 * The invoice of the order ($1) of the shop ($2) that a credit note is against, with the order's
 * delivery charge and the state it was delivered to. The invoice row stays locked until commit, so
 * the notes of one order take turns: each reads what the ones before it credited.
 */
export const LOCK_INVOICE_TO_CREDIT = `SELECT invoice.number, invoice.issued_at AS "issuedAt", invoice.supplier_name AS "supplierName",
              invoice.supplier_address AS "supplierAddress", invoice.supplier_gstin AS "supplierGstin",
              orders.address_state AS "placeOfSupply", orders.delivery_charges AS "deliveryCharges"
         FROM invoices invoice JOIN orders ON orders.id = invoice.order_id
        WHERE invoice.order_id = $1 AND invoice.shop_id = $2
          FOR UPDATE OF invoice`;

/** What the credit notes of the order ($1) credited of each of its lines. */
export const LINES_CREDITED = `SELECT line.order_item_id AS "orderItemId",
              CAST(COALESCE(SUM(line.quantity) FILTER (WHERE line.full_value), 0) AS integer) AS "fullValueUnits",
              SUM(line.taxable_value) AS "taxableValue", SUM(line.gst) AS gst
         FROM credit_note_lines line JOIN credit_notes note ON note.id = line.credit_note_id
        WHERE note.order_id = $1
        GROUP BY line.order_item_id`;

/** How much of the order's ($1) delivery charge its credit notes refunded. */
export const DELIVERY_CHARGES_CREDITED = `SELECT COALESCE(SUM(delivery_charges), 0) AS "deliveryCharges" FROM credit_notes WHERE order_id = $1`;

/** SQL for Σ `paise` over the credit notes that meet `filter`, 0 over none. */
const creditedSum = (paise: string, filter: string) =>
  `COALESCE(CAST(SUM(${paise}) FILTER (WHERE ${filter}) AS bigint), 0)`;

/** A credit note's reversal of its order's commission, in paise: its taxable value at the order's rate, as the order's own. */
const COMMISSION_REVERSED_PAISE = 'ROUND(note.taxable_value * COALESCE(orders.commission_rate, 0))';

/**
 * Per shop (or for the shop $3 alone, `forOneShop`), its credit notes issued from $1 until $2 summed,
 * and the commission they reversed before $1.
 */
export function creditedPerShopSql(forOneShop: boolean): string {
  const inSpan = 'note.issued_at >= $1';
  return `SELECT note.shop_id AS "shopId", COUNT(*) FILTER (WHERE ${inSpan}) AS "creditNotes",
      ${creditedSum('note.taxable_value * 100', inSpan)} AS "taxableValue",
      ${creditedSum('note.gst * 100', inSpan)} AS "gst",
      ${creditedSum('note.delivery_charges * 100', inSpan)} AS "deliveryCharges",
      ${creditedSum(COMMISSION_REVERSED_PAISE, inSpan)} AS "commission",
      ${creditedSum(COMMISSION_REVERSED_PAISE, 'note.issued_at < $1')} AS "commissionBefore"
    FROM credit_notes note JOIN orders ON orders.id = note.order_id
    WHERE note.issued_at < $2${forOneShop ? ' AND note.shop_id = $3' : ''}
    GROUP BY note.shop_id`;
}
