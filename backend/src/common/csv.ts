import { Readable } from 'node:stream';
import Papa from 'papaparse';

/**
 * A cell a spreadsheet would run as a formula: one that starts with =, +, -, @, a tab or a carriage
 * return, but for a plain negative amount ("-120.50"), which it reads as the number it is.
 */
const FORMULA = /^(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/;

/**
 * Rows as lines of CSV, each ending in CRLF, after the header row (`columns`) when `withHeader`; a
 * cell a spreadsheet would run as a formula (a shop named "=…") after a quote.
 */
export function csvLines(columns: readonly string[], rows: unknown[][], withHeader: boolean): string {
  if (rows.length === 0 && !withHeader) return '';
  const csv = Papa.unparse(
    { fields: [...columns], data: rows },
    { header: withHeader, escapeFormulae: FORMULA, newline: '\r\n' },
  );
  return `${csv}\r\n`;
}

/**
 * A CSV of however many rows, read in batches of `batchSize`: `first`, then each `next(last row)`
 * until a batch comes back short, each written out before the next is read, so memory stays flat.
 * The first batch is read by the caller before the answer starts, so a query the database refuses
 * is still an error status rather than a broken download.
 */
export function csvInBatches<T>(
  first: T[],
  batchSize: number,
  next: (last: T) => Promise<T[]>,
  toCsv: (rows: T[], withHeader: boolean) => string,
): Readable {
  async function* chunks() {
    let rows = first;
    yield toCsv(rows, true);
    while (rows.length === batchSize) {
      rows = await next(rows[rows.length - 1]);
      if (rows.length > 0) yield toCsv(rows, false);
    }
  }
  return Readable.from(chunks());
}
