import * as pdf from '../common/pdf';
import type { StatementLayout, StatementOrderRow, StatementSettlementRow } from './statement-layout';

/** A column of amounts in rupees. */
const money = <Row>(heading: string, cell: (row: Row) => string, width = 62): pdf.PdfColumn<Row> => ({
  heading: `${heading} (Rs.)`,
  width,
  align: 'right',
  cell,
});

/** The orders table: the order's reference takes the width the others leave. */
const ORDER_COLUMNS = pdf.spanningColumns<StatementOrderRow>([
  { heading: 'Delivered', width: 54, align: 'left', cell: (row) => row.date },
  { heading: 'Order', align: 'left', cell: (row) => row.order },
  { heading: 'Invoice', width: 76, align: 'left', cell: (row) => row.invoice },
  money('Taxable value', (row) => row.taxableValue),
  money('GST', (row) => row.gst, 50),
  money('Delivery', (row) => row.deliveryCharges, 50),
  money('Cash collected', (row) => row.cashCollected),
  { heading: 'Rate', width: 40, align: 'right', cell: (row) => row.rate },
  money('Commission', (row) => row.commission),
]);

/** The settlements table: the note takes the width the others leave. */
const SETTLEMENT_COLUMNS = pdf.spanningColumns<StatementSettlementRow>([
  { heading: 'Paid on', width: 60, align: 'left', cell: (row) => row.date },
  { heading: 'Reference', width: 160, align: 'left', cell: (row) => row.reference },
  { heading: 'Note', align: 'left', cell: (row) => row.note },
  money('Amount', (row) => row.amount, 80),
]);

/** The monthly commission statement on A4, amounts in "Rs.". */
export function renderStatementPdf(statement: StatementLayout): Promise<Buffer> {
  const layout = pdf.printable(statement);
  const info = { Title: `Commission statement ${layout.month}`, Author: 'Mohalla', Subject: layout.shop.name };
  return pdf.renderPdf(info, (doc) => {
    pdf.drawHead(doc, {
      title: 'COMMISSION STATEMENT',
      subtitle: layout.month,
      party: { name: layout.shop.name, lines: [layout.shop.address, `GSTIN: ${layout.shop.gstin}`] },
      details: [
        `Period: ${layout.period}`,
        `Commission rate in force: ${layout.commissionRate}`,
        'Each order is charged the rate in force when it was delivered.',
      ],
    });
    drawSummary(doc, layout);
    drawOrders(doc, layout);
    drawSettlements(doc, layout);
    doc.moveDown();
    pdf.drawLines(doc, [`Made on ${layout.generatedOn}.`]);
  });
}

function drawSummary(doc: pdf.PdfDocument, layout: StatementLayout): void {
  pdf.drawSectionHeading(doc, 'Summary');
  pdf.drawFigures(doc, layout.summary, ['Closing balance']);
  doc
    .font(pdf.FONT)
    .text(
      "A positive balance is commission the shop owes Mohalla; a negative one is in the shop's favour. Amounts in Rs.",
      pdf.PDF_MARGIN,
      doc.y + 4,
      { width: pdf.PDF_WIDTH },
    );
  doc.moveDown();
}

function drawOrders(doc: pdf.PdfDocument, layout: StatementLayout): void {
  pdf.drawSectionHeading(doc, 'Orders delivered');
  if (layout.orders.length === 0) return none(doc, 'No order was delivered in this month.');
  const { orderTotals: totals } = layout;
  new pdf.PdfTable(doc, ORDER_COLUMNS)
    .rows(layout.orders)
    .totals([
      'Total',
      '',
      '',
      totals.taxableValue,
      totals.gst,
      totals.deliveryCharges,
      totals.cashCollected,
      '',
      totals.commission,
    ]);
  doc.moveDown();
}

function drawSettlements(doc: pdf.PdfDocument, layout: StatementLayout): void {
  pdf.drawSectionHeading(doc, 'Settlements received');
  if (layout.settlements.length === 0) return none(doc, 'No settlement was received in this month.');
  new pdf.PdfTable(doc, SETTLEMENT_COLUMNS).rows(layout.settlements).totals(['Total', '', '', layout.settledTotal]);
}

function none(doc: pdf.PdfDocument, text: string): void {
  pdf.drawLines(doc, [text]);
  doc.moveDown();
}
