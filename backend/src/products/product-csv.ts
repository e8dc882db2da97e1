import Papa from 'papaparse';
import type { ProductResponse } from './dto/product.dto';
import { PRODUCT_SALE_FIELDS } from './product-view';

/** The columns of a product CSV, in order; money in rupees with two decimals. */
export const CSV_COLUMNS = ['sku', 'name', 'category', 'description', ...PRODUCT_SALE_FIELDS, 'hsnCode'] as const;

const REQUIRED_COLUMNS = ['name', 'category', 'weight', 'originalPrice', 'discountedPrice', 'gstPercentage'];
const HEADER_ROWS = 1;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** One data row of an import, with the line of the file it stands on (the header is line 1). */
export interface CsvRow {
  line: number;
  values: Partial<Record<CsvColumn, string>>;
}

/** What is wrong with an import, named by line and field (line 1 and no field: the header). */
export interface ImportProblem {
  line: number;
  field?: string;
  message: string;
}

/** The shop's products as a CSV file; a cell a spreadsheet would run as a formula starts with a quote. */
export function productsToCsv(products: ProductResponse[]): string {
  const rows = products.map((product) => [
    product.sku ?? '',
    product.name,
    product.categoryName ?? '',
    product.description ?? '',
    product.weight,
    product.originalPrice,
    product.discountedPrice,
    product.gstPercentage,
    String(product.gstIncluded),
    String(product.isInStock),
    product.stockQuantity ?? '',
    product.lowStockThreshold ?? '',
    product.hsnCode ?? '',
  ]);
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { escapeFormulae: true, newline: '\r\n' });
}

/**
 * The rows of an uploaded CSV, or what makes the file unreadable as one. Reading stops after
 * `rowLimit` + 1 data rows: one more than the limit tells that the file has too many.
 */
export function parseProductCsv(text: string, rowLimit: number): { rows: CsvRow[]; problems: ImportProblem[] } {
  // One kind of line break, whatever the spreadsheet wrote, so that lines can be counted.
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const [header = { line: 1, cells: [] }, ...data] = rowsWithLines(normalized, HEADER_ROWS + rowLimit + 1);
  const columns = header.cells.map((name) => name.trim());
  const problems: ImportProblem[] = [];
  const unknown = columns.filter((name) => !(CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0) problems.push({ line: 1, message: `Unknown columns: ${unknown.join(', ')}` });
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0) problems.push({ line: 1, message: `Missing columns: ${missing.join(', ')}` });
  if (problems.length > 0) return { rows: [], problems };
  const rows = data.map(({ line, cells }) => ({
    line,
    values: Object.fromEntries(columns.map((name, column) => [name, unescapeFormula(cells[column]?.trim() ?? '')])),
  }));
  return { rows, problems };
}

/**
 * The cells of the first `count` rows (the header among them) and the line each starts on (a
 * quoted cell may span lines; blank lines are skipped).
 */
function rowsWithLines(text: string, count: number): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let line = 1;
  let cursor = 0;
  Papa.parse<string[]>(text, {
    newline: '\n',
    skipEmptyLines: 'greedy',
    step: ({ data, meta }, parser) => {
      const skipped = text.slice(cursor).match(/^\s*/)![0];
      line += newlinesIn(skipped);
      rows.push({ line, cells: data });
      line += newlinesIn(text.slice(cursor + skipped.length, meta.cursor));
      cursor = meta.cursor;
      if (rows.length === count) parser.abort();
    },
  });
  return rows;
}

const newlinesIn = (text: string): number => text.split('\n').length - 1;

/** An exported cell that starts with a quote before =, +, -, @: read back as written. */
function unescapeFormula(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** A whole-number cell: empty is unchanged (undefined), anything not digits stays as text (the DTO refuses it). */
export function integerCell(cell: string | undefined): number | string | undefined {
  if (cell === undefined || cell === '') return undefined;
  return /^[0-9]{1,9}$/.test(cell) ? Number(cell) : cell;
}

/** A yes/no cell: empty is the default (undefined), anything else not yes or no stays as text (the DTO refuses it). */
export function booleanCell(cell: string | undefined): boolean | string | undefined {
  if (cell === undefined || cell === '') return undefined;
  const value = cell.toLowerCase();
  if (['true', 'yes', 'y', '1'].includes(value)) return true;
  if (['false', 'no', 'n', '0'].includes(value)) return false;
  return cell;
}
