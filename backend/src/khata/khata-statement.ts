import { calendarDateText, kolkataDate, MONTH_NAMES } from '../common/india-time';
import { formatMoney, type Paise, parseSignedMoney, rupees } from '../common/money';
import { csvLines } from '../common/csv';
import type { KhataEntryResponse, KhataResponse } from './dto/khata.dto';

/** What a khata's monthly statement is made of. */
export interface KhataStatementContents {
  khata: KhataResponse;
  shop: { name: string; address: string; phone: string };
  /** YYYY-MM. */
  month: string;
  /** The instants the month runs between in India. */
  span: { from: Date; until: Date };
  /** The balance when the month began. */
  opening: Paise;
  /** The entries written in the month, in order. */
  entries: KhataEntryResponse[];
  generatedAt: Date;
}

export interface KhataStatementRow {
  date: string;
  number: string;
  entry: string;
  amount: string;
  balance: string;
}

/** Every text of the statement, worked out and formatted: what `renderKhataStatementPdf` lays on the page. */
export interface KhataStatementLayout {
  /** "November 2026". */
  month: string;
  /** "1 Nov 2026 to 30 Nov 2026". */
  period: string;
  shop: { name: string; lines: string[] };
  customer: { name: string; phone: string | null };
  creditLimit: string;
  frozen: boolean;
  /** Label and value, from the opening balance to the closing one. */
  summary: [label: string, value: string][];
  entries: KhataStatementRow[];
  /** "3 Dec 2026". */
  generatedOn: string;
}

const amountOf = (entry: KhataEntryResponse) => parseSignedMoney(entry.amount)!;
const sumOf = (entries: KhataEntryResponse[]) => entries.reduce((sum, entry) => sum + amountOf(entry), 0);

/** The month's entries added up: by kind, and the balance they leave. */
function totalsOf({ opening, entries }: Pick<KhataStatementContents, 'opening' | 'entries'>) {
  const ofKind = (kind: KhataEntryResponse['kind']) => sumOf(entries.filter((entry) => entry.kind === kind));
  return {
    orders: ofKind('order'),
    payments: -ofKind('payment'),
    corrections: ofKind('correction'),
    refunds: -ofKind('refund'),
    closing: opening + sumOf(entries),
  };
}

/** What an entry was, in a few words: "Order #1a2b3c4d", "Payment, UPI 412345678901", "Correction: <note>". */
function entryText({ kind, orderId, utr, note }: KhataEntryResponse): string {
  const order = `#${orderId?.slice(0, 8)}`;
  if (kind === 'order') return `Order ${order}`;
  if (kind === 'payment') return utr ? `Payment, UPI ${utr}` : 'Payment, cash';
  if (kind === 'refund') return `Refund of order ${order}: ${note}`;
  return orderId ? `Correction of order ${order}: ${note}` : `Correction: ${note}`;
}

/** The khata's statement for a month: its balances, its totals and each entry. */
export function khataStatementLayout(contents: KhataStatementContents): KhataStatementLayout {
  const { khata, shop, month, span, opening, entries, generatedAt } = contents;
  const [year, monthNumber] = month.split('-').map(Number);
  const lastDay = kolkataDate(new Date(span.until.getTime() - 1));
  const totals = totalsOf(contents);
  return {
    month: `${MONTH_NAMES[monthNumber - 1]} ${year}`,
    period: `${calendarDateText(`${month}-01`)} to ${calendarDateText(lastDay)}`,
    shop: { name: shop.name, lines: [shop.address, `Phone: ${shop.phone}`] },
    customer: { name: khata.customerName, phone: khata.customerPhone },
    creditLimit: rupees(parseSignedMoney(khata.creditLimit)!),
    frozen: khata.frozen,
    summary: [
      ['Opening balance', rupees(opening)],
      ['Orders on the khata', rupees(totals.orders)],
      ['Payments received', rupees(totals.payments)],
      ['Corrections', rupees(totals.corrections)],
      ['Refunds credited', rupees(totals.refunds)],
      ['Closing balance', rupees(totals.closing)],
    ],
    entries: entries.map((entry) => ({
      date: calendarDateText(kolkataDate(new Date(entry.createdAt))),
      number: String(entry.number),
      entry: entryText(entry),
      amount: rupees(amountOf(entry)),
      balance: rupees(parseSignedMoney(entry.balanceAfter)!),
    })),
    generatedOn: calendarDateText(kolkataDate(generatedAt)),
  };
}

/** The columns of a statement's CSV: the fields of `KhataEntryResponse`. */
export const KHATA_STATEMENT_CSV_COLUMNS = [
  'createdAt',
  'number',
  'kind',
  'amount',
  'balanceAfter',
  'orderId',
  'paidWith',
  'utr',
  'note',
  'recordedByName',
] as const satisfies readonly (keyof KhataEntryResponse)[];

/**
 * The statement as CSV: a line for each entry of the month, between a first line of kind "opening
 * balance" and a last of kind "closing balance", each with the balance alone.
 */
export function khataStatementCsv(contents: KhataStatementContents): string {
  const balanceLine = (kind: string, balance: Paise) =>
    KHATA_STATEMENT_CSV_COLUMNS.map((column) =>
      column === 'kind' ? kind : column === 'balanceAfter' ? formatMoney(balance) : '',
    );
  const rows = [
    balanceLine('opening balance', contents.opening),
    ...contents.entries.map((entry) => KHATA_STATEMENT_CSV_COLUMNS.map((column) => entry[column])),
    balanceLine('closing balance', totalsOf(contents).closing),
  ];
  return csvLines(KHATA_STATEMENT_CSV_COLUMNS, rows, true);
}
