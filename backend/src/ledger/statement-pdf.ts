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
import type { StatementLayout, StatementOrderRow, StatementSettlementRow } from './statement-layout';

const money = (heading: string, width = 62): PdfColumn => ({ heading: `${heading} (Rs.)`, width, align: 'right' });

type Column<Row> = PdfColumn & { cell: keyof Row };

/** The orders table: the order's reference takes the width the others leave. */
const ORDER_COLUMNS = ((): Column<StatementOrderRow>[] => {
  const amounts: Column<StatementOrderRow>[] = [
    { heading: 'Invoice', width: 76, align: 'left', cell: 'invoice' },
    { ...money('Taxable value'), cell: 'taxableValue' },
    { ...money('GST', 50), cell: 'gst' },
    { ...money('Delivery', 50), cell: 'deliveryCharges' },
    { ...money('Cash collected'), cell: 'cashCollected' },
    { heading: 'Rate', width: 40, align: 'right', cell: 'rate' },
    { ...money('Commission'), cell: 'commission' },
  ];
  const date: Column<StatementOrderRow> = { heading: 'Delivered', width: 54, align: 'left', cell: 'date' };
  const taken = [date, ...amounts].reduce((sum, column) => sum + column.width, 0);
  return [date, { heading: 'Order', width: WIDTH - taken, align: 'left', cell: 'order' }, ...amounts];
})();

const SETTLEMENT_COLUMNS: Column<StatementSettlementRow>[] = [
  { heading: 'Paid on', width: 60, align: 'left', cell: 'date' },
  { heading: 'Reference', width: 160, align: 'left', cell: 'reference' },
  { heading: 'Note', width: WIDTH - 60 - 160 - 80, align: 'left', cell: 'note' },
  { ...money('Amount', 80), cell: 'amount' },
];

/** The monthly commission statement on A4, amounts in "Rs.". */
export function renderStatementPdf(statement: StatementLayout): Promise<Buffer> {
  const layout = printable(statement);
  const info = { Title: `Commission statement ${layout.month}`, Author: 'Mohalla', Subject: layout.shop.name };
  return renderPdf(info, (doc) => {
    drawHeading(doc, layout);
    drawSummary(doc, layout);
    drawOrders(doc, layout);
    drawSettlements(doc, layout);
    doc.moveDown();
    doc.font(FONT).fontSize(TEXT_SIZE).text(`Made on ${layout.generatedOn}.`, MARGIN, doc.y, { width: WIDTH });
  });
}

function drawHeading(doc: PdfDocument, layout: StatementLayout): void {
  doc.font(BOLD).fontSize(16).text('COMMISSION STATEMENT', MARGIN, MARGIN, { width: WIDTH, align: 'center' });
  doc.font(FONT).fontSize(11).text(layout.month, { width: WIDTH, align: 'center' });
  const top = doc.y + 12;
  const half = WIDTH / 2 - 8;
  doc.font(BOLD).fontSize(11).text(layout.shop.name, MARGIN, top, { width: half });
  doc.font(FONT).fontSize(TEXT_SIZE);
  doc.text(layout.shop.address, { width: half });
  doc.text(`GSTIN: ${layout.shop.gstin}`, { width: half });
  const shopBottom = doc.y;
  const right = MARGIN + WIDTH / 2 + 8;
  doc.text(`Period: ${layout.period}`, right, top, { width: half });
  doc.text(`Commission rate in force: ${layout.commissionRate}`, { width: half });
  doc.text('Each order is charged the rate in force when it was delivered.', { width: half });
  doc.y = Math.max(shopBottom, doc.y) + 12;
}

function drawSummary(doc: PdfDocument, layout: StatementLayout): void {
  heading(doc, 'Summary');
  const labelWidth = 160;
  for (const [label, value] of layout.summary) {
    const top = doc.y;
    const closing = label === 'Closing balance';
    doc.font(closing ? BOLD : FONT).fontSize(TEXT_SIZE);
    doc.text(label, MARGIN, top, { width: labelWidth });
    doc.text(value, MARGIN + labelWidth, top, { width: 100, align: 'right' });
  }
  doc
    .font(FONT)
    .text(
      "A positive balance is commission the shop owes Mohalla; a negative one is in the shop's favour. Amounts in Rs.",
      MARGIN,
      doc.y + 4,
      { width: WIDTH },
    );
  doc.moveDown();
}

function drawOrders(doc: PdfDocument, layout: StatementLayout): void {
  heading(doc, 'Orders delivered');
  if (layout.orders.length === 0) return none(doc, 'No order was delivered in this month.');
  const table = new PdfTable(doc, ORDER_COLUMNS);
  for (const order of layout.orders) table.row(ORDER_COLUMNS.map((column) => order[column.cell]));
  const { orderTotals: totals } = layout;
  table.row(
    [
      'Total',
      '',
      '',
      totals.taxableValue,
      totals.gst,
      totals.deliveryCharges,
      totals.cashCollected,
      '',
      totals.commission,
    ],
    BOLD,
  );
  doc.moveDown();
}

function drawSettlements(doc: PdfDocument, layout: StatementLayout): void {
  heading(doc, 'Settlements received');
  if (layout.settlements.length === 0) return none(doc, 'No settlement was received in this month.');
  const table = new PdfTable(doc, SETTLEMENT_COLUMNS);
  for (const settlement of layout.settlements) table.row(SETTLEMENT_COLUMNS.map((column) => settlement[column.cell]));
  table.row(['Total', '', '', layout.settledTotal], BOLD);
}

/** A section's heading, on a new page when too little room is left for anything under it. */
function heading(doc: PdfDocument, text: string): void {
  if (doc.y + 60 > doc.page.height - MARGIN) doc.addPage();
  doc.font(BOLD).fontSize(11).text(text, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.3);
}

function none(doc: PdfDocument, text: string): void {
  doc.font(FONT).fontSize(TEXT_SIZE).text(text, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown();
}
