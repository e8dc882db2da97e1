import * as pdf from '../common/pdf';
import type { KhataStatementLayout, KhataStatementRow } from './khata-statement';

const ENTRY_COLUMNS = pdf.spanningColumns<KhataStatementRow>([
  { heading: 'Date', width: 60, align: 'left', cell: (row) => row.date },
  { heading: 'No.', width: 36, align: 'right', cell: (row) => row.number },
  { heading: 'Entry', align: 'left', cell: (row) => row.entry },
  { heading: 'Amount (Rs.)', width: 80, align: 'right', cell: (row) => row.amount },
  { heading: 'Balance (Rs.)', width: 80, align: 'right', cell: (row) => row.balance },
]);

/** A khata's monthly statement on A4, amounts in "Rs.". */
export function renderKhataStatementPdf(statement: KhataStatementLayout): Promise<Buffer> {
  const layout = pdf.printable(statement);
  const info = { Title: `Khata statement ${layout.month}`, Author: layout.shop.name, Subject: layout.customer.name };
  return pdf.renderPdf(info, (doc) => {
    pdf.drawHead(doc, {
      title: 'KHATA STATEMENT',
      subtitle: layout.month,
      party: { name: layout.customer.name, lines: layout.customer.phone ? [`Phone: ${layout.customer.phone}`] : [] },
      details: [
        layout.shop.name,
        ...layout.shop.lines,
        `Period: ${layout.period}`,
        `Credit limit: Rs.${layout.creditLimit}${layout.frozen ? ' (frozen)' : ''}`,
      ],
    });
    drawSummary(doc, layout);
    drawEntries(doc, layout);
    doc.moveDown();
    pdf.drawLines(doc, [`Made on ${layout.generatedOn}.`]);
  });
}

function drawSummary(doc: pdf.PdfDocument, layout: KhataStatementLayout): void {
  pdf.drawSectionHeading(doc, 'Summary');
  pdf.drawFigures(doc, layout.summary, ['Opening balance', 'Closing balance']);
  doc
    .font(pdf.FONT)
    .text(
      'The balance is what the customer owes the shop; below 0, what the shop owes the customer. Amounts in Rs.',
      pdf.PDF_MARGIN,
      doc.y + 4,
      { width: pdf.PDF_WIDTH },
    );
  doc.moveDown();
}

function drawEntries(doc: pdf.PdfDocument, layout: KhataStatementLayout): void {
  pdf.drawSectionHeading(doc, 'Entries');
  if (layout.entries.length === 0) {
    pdf.drawLines(doc, ['Nothing was written on the khata in this month.']);
    return;
  }
  new pdf.PdfTable(doc, ENTRY_COLUMNS).rows(layout.entries);
}
