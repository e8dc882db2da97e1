import PDFDocument from 'pdfkit';
import type { InvoiceLayout, InvoiceRow } from './invoice-layout';

type Doc = PDFKit.PDFDocument;

const MARGIN = 30;
const A4_WIDTH = 595.28;
const WIDTH = A4_WIDTH - 2 * MARGIN;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const TEXT_SIZE = 9;
const TABLE_SIZE = 7.5;
const CELL_PADDING = 3;

/** A column of the items table: its heading, width and what a row shows in it. */
interface Column {
  heading: string;
  width: number;
  align: 'left' | 'right';
  cell: (row: InvoiceRow) => string;
}

/** The characters of Windows-1252 beyond Latin-1: with Latin-1, all that pdfkit's Helvetica can print. */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const UNPRINTABLE = new RegExp(`[^\\x20-\\x7e\\xa0-\\xff${WIN_ANSI_EXTRAS}]`, 'gu');

/**
 * Every text of the layout as Helvetica can print it: ₹ as "Rs.", and any other character it lacks
 * (Devanagari, emoji) as "?", where it would otherwise print a wrong glyph.
 */
function printable<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('₹', 'Rs.').replace(UNPRINTABLE, '?') as T;
  if (Array.isArray(value)) return value.map(printable) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, nested]) => [key, printable(nested)])) as T;
  }
  return value;
}

/**
 * The invoice on A4, in pdfkit's own Helvetica (no font to ship): amounts are in "Rs.", as the
 * table's headings say. The document carries the time of supply as its creation date.
 */
export function renderInvoicePdf(invoice: InvoiceLayout, issuedAt: Date): Promise<Buffer> {
  const layout = printable(invoice);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Tax invoice ${layout.number}`,
      Author: layout.supplier.name,
      CreationDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const rendered = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawHeading(doc, layout);
  drawItems(doc, layout);
  drawClosing(doc, layout);
  doc.end();
  return rendered;
}

function drawHeading(doc: Doc, layout: InvoiceLayout): void {
  doc.font(BOLD).fontSize(16).text('TAX INVOICE', MARGIN, MARGIN, { width: WIDTH, align: 'center' });
  const top = doc.y + 12;
  const half = WIDTH / 2 - 8;
  doc.font(BOLD).fontSize(11).text(layout.supplier.name, MARGIN, top, { width: half });
  doc.font(FONT).fontSize(TEXT_SIZE);
  doc.text(layout.supplier.address, { width: half });
  doc.text(`GSTIN: ${layout.supplier.gstin}`, { width: half });
  doc.text(`State: ${layout.supplier.state}`, { width: half });
  const supplierBottom = doc.y;

  const right = MARGIN + WIDTH / 2 + 8;
  doc.text(`Invoice No.: ${layout.number}`, right, top, { width: half });
  doc.text(`Date: ${layout.date}`, { width: half });
  doc.text(`Reference: ${layout.orderReference}`, { width: half });
  doc.text(`Place of supply: ${layout.placeOfSupply}`, { width: half });
  doc.text('Tax payable on reverse charge: No', { width: half });
  const invoiceBottom = doc.y;

  const recipientTop = Math.max(supplierBottom, invoiceBottom) + 12;
  doc.font(BOLD).text('Recipient (billed and shipped to)', MARGIN, recipientTop, { width: WIDTH });
  doc.font(FONT).text(layout.recipient.name, { width: WIDTH });
  for (const line of layout.recipient.address) doc.text(line, { width: WIDTH });
  doc.moveDown();
}

/** The table's columns: the description takes what the others leave. */
function columnsOf(layout: InvoiceLayout): Column[] {
  const taxes = layout.taxNames.flatMap((name, position): Column[] => [
    { heading: `${name} rate`, width: 32, align: 'right', cell: (row) => row.taxes[position].rate },
    { heading: `${name} (Rs.)`, width: 50, align: 'right', cell: (row) => row.taxes[position].amount },
  ]);
  const fixed: Column[] = [
    { heading: 'HSN', width: 40, align: 'left', cell: (row) => row.hsnCode },
    { heading: 'Qty', width: 34, align: 'right', cell: (row) => row.quantity },
    // Wide enough for 1,23,45,678.90* on one line.
    { heading: 'Unit price (Rs.)', width: 64, align: 'right', cell: (row) => row.unitPrice },
    { heading: 'Taxable value (Rs.)', width: 64, align: 'right', cell: (row) => row.taxableValue },
    ...taxes,
    { heading: 'Total (Rs.)', width: 64, align: 'right', cell: (row) => row.total },
  ];
  const serial: Column = { heading: '#', width: 14, align: 'left', cell: (row) => String(row.serial) };
  const taken = [serial, ...fixed].reduce((sum, column) => sum + column.width, 0);
  return [
    serial,
    { heading: 'Description', width: WIDTH - taken, align: 'left', cell: (row) => row.description },
    ...fixed,
  ];
}

const cellOptions = (column: Column) => ({ width: column.width - 2 * CELL_PADDING, align: column.align });

/** The height of a line of cells, each wrapped within its column, in `font`, which it sets. */
function heightOf(doc: Doc, cells: string[], columns: Column[], font: string): number {
  doc.font(font).fontSize(TABLE_SIZE);
  return (
    Math.max(...cells.map((text, index) => doc.heightOfString(text, cellOptions(columns[index])))) + 2 * CELL_PADDING
  );
}

/** One line of cells at the current position, ruled below. */
function drawCells(doc: Doc, cells: string[], columns: Column[], font: string): void {
  const height = heightOf(doc, cells, columns, font);
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((text, index) => {
    doc.text(text, x + CELL_PADDING, top + CELL_PADDING, cellOptions(columns[index]));
    x += columns[index].width;
  });
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + WIDTH, top + height)
    .lineWidth(0.5)
    .stroke('#999999');
  doc.x = MARGIN;
  doc.y = top + height;
}

/** The items, then delivery and the totals; a row that would not fit starts a new page, headings first. */
function drawItems(doc: Doc, layout: InvoiceLayout): void {
  const columns = columnsOf(layout);
  const headings = columns.map((column) => column.heading);
  const row = (cells: string[], font = FONT) => {
    if (doc.y + heightOf(doc, cells, columns, font) > doc.page.height - MARGIN) {
      doc.addPage();
      drawCells(doc, headings, columns, BOLD);
    }
    drawCells(doc, cells, columns, font);
  };
  const blank = (count: number) => Array<string>(count).fill('');
  drawCells(doc, headings, columns, BOLD);
  for (const item of layout.rows) row(columns.map((column) => column.cell(item)));
  const { totals } = layout;
  row(['', 'Delivery charges', ...blank(4 + 2 * layout.taxNames.length), totals.deliveryCharges]);
  row(['', 'Total', ...blank(3), totals.taxableValue, ...totals.taxes.flatMap((tax) => ['', tax]), totals.total], BOLD);
}

function drawClosing(doc: Doc, layout: InvoiceLayout): void {
  doc.moveDown();
  doc.font(BOLD).fontSize(TEXT_SIZE).text('Total in words:', MARGIN, doc.y, { width: WIDTH });
  doc.font(FONT).text(layout.totalInWords, { width: WIDTH });
  if (layout.pricesIncludeGst) {
    doc.text('* The unit price includes GST: the taxable value is the price less the GST in it.', { width: WIDTH });
  }
  if (doc.y + 70 > doc.page.height - MARGIN) doc.addPage();
  const signatory = MARGIN + WIDTH / 2;
  doc.font(BOLD).text(`For ${layout.supplier.name}`, signatory, doc.y + 16, { width: WIDTH / 2, align: 'right' });
  doc.font(FONT).text('Authorised Signatory', signatory, doc.y + 36, { width: WIDTH / 2, align: 'right' });
}
