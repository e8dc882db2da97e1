import {
  BOLD,
  FONT,
  PDF_MARGIN as MARGIN,
  PDF_WIDTH as WIDTH,
  PdfColumn,
  PdfDocument,
  PdfTable,
  printable,
  renderPdf,
  TEXT_SIZE,
} from '../common/pdf';
import type { InvoiceLayout, InvoiceRow } from './invoice-layout';

/** A column of the items table, and what a row shows in it. */
interface Column extends PdfColumn {
  cell: (row: InvoiceRow) => string;
}

/**
 * The invoice on A4: amounts are in "Rs.", as the table's headings say. The document carries the
 * time of supply as its creation date.
 */
export function renderInvoicePdf(invoice: InvoiceLayout, issuedAt: Date): Promise<Buffer> {
  const layout = printable(invoice);
  const info = { Title: `Tax invoice ${layout.number}`, Author: layout.supplier.name, CreationDate: issuedAt };
  return renderPdf(info, (doc) => {
    drawHeading(doc, layout);
    drawItems(doc, layout);
    drawClosing(doc, layout);
  });
}

function drawHeading(doc: PdfDocument, layout: InvoiceLayout): void {
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

/** The items, then delivery and the totals. */
function drawItems(doc: PdfDocument, layout: InvoiceLayout): void {
  const columns = columnsOf(layout);
  const table = new PdfTable(doc, columns);
  const blank = (count: number) => Array<string>(count).fill('');
  for (const item of layout.rows) table.row(columns.map((column) => column.cell(item)));
  const { totals } = layout;
  table.row(['', 'Delivery charges', ...blank(4 + 2 * layout.taxNames.length), totals.deliveryCharges]);
  table.row(
    ['', 'Total', ...blank(3), totals.taxableValue, ...totals.taxes.flatMap((tax) => ['', tax]), totals.total],
    BOLD,
  );
}

function drawClosing(doc: PdfDocument, layout: InvoiceLayout): void {
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
