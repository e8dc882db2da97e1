import * as pdf from '../common/pdf';
import type { InvoiceLayout, InvoiceRow } from './invoice-layout';

type Column = pdf.PdfColumn<InvoiceRow>;

/**
 * The invoice on A4: amounts are in "Rs.", as the table's headings say. The document carries the
 * time of supply as its creation date.
 */
export function renderInvoicePdf(invoice: InvoiceLayout, issuedAt: Date): Promise<Buffer> {
  const layout = pdf.printable(invoice);
  const info = { Title: `Tax invoice ${layout.number}`, Author: layout.supplier.name, CreationDate: issuedAt };
  return pdf.renderPdf(info, (doc) => {
    drawHeading(doc, layout);
    drawItems(doc, layout);
    drawClosing(doc, layout);
  });
}

function drawHeading(doc: pdf.PdfDocument, layout: InvoiceLayout): void {
  const { supplier } = layout;
  pdf.drawHead(doc, {
    title: 'TAX INVOICE',
    party: {
      name: supplier.name,
      lines: [supplier.address, `GSTIN: ${supplier.gstin}`, `State: ${supplier.state}`],
    },
    details: [
      `Invoice No.: ${layout.number}`,
      `Date: ${layout.date}`,
      `Reference: ${layout.orderReference}`,
      `Payment: ${layout.payment}`,
      `Place of supply: ${layout.placeOfSupply}`,
      'Tax payable on reverse charge: No',
    ],
  });
  pdf.drawLines(doc, ['Recipient (billed and shipped to)'], pdf.BOLD);
  pdf.drawLines(doc, [layout.recipient.name, ...layout.recipient.address]);
  doc.moveDown();
}

/** The table's columns: the description takes what the others leave. */
function columnsOf(layout: InvoiceLayout): Column[] {
  const taxes = layout.taxNames.flatMap((name, position): Column[] => [
    { heading: `${name} rate`, width: 32, align: 'right', cell: (row) => row.taxes[position].rate },
    { heading: `${name} (Rs.)`, width: 50, align: 'right', cell: (row) => row.taxes[position].amount },
  ]);
  return pdf.spanningColumns<InvoiceRow>([
    { heading: '#', width: 14, align: 'left', cell: (row) => String(row.serial) },
    { heading: 'Description', align: 'left', cell: (row) => row.description },
    { heading: 'HSN', width: 40, align: 'left', cell: (row) => row.hsnCode },
    { heading: 'Qty', width: 34, align: 'right', cell: (row) => row.quantity },
    // Wide enough for 1,23,45,678.90* on one line.
    { heading: 'Unit price (Rs.)', width: 64, align: 'right', cell: (row) => row.unitPrice },
    { heading: 'Taxable value (Rs.)', width: 64, align: 'right', cell: (row) => row.taxableValue },
    ...taxes,
    { heading: 'Total (Rs.)', width: 64, align: 'right', cell: (row) => row.total },
  ]);
}

/** The items, then delivery and the totals. */
function drawItems(doc: pdf.PdfDocument, layout: InvoiceLayout): void {
  const blank = (count: number) => Array<string>(count).fill('');
  const { totals } = layout;
  new pdf.PdfTable(doc, columnsOf(layout))
    .rows(layout.rows)
    .line(['', 'Delivery charges', ...blank(4 + 2 * layout.taxNames.length), totals.deliveryCharges])
    .totals(['', 'Total', ...blank(3), totals.taxableValue, ...totals.taxes.flatMap((tax) => ['', tax]), totals.total]);
}

function drawClosing(doc: pdf.PdfDocument, layout: InvoiceLayout): void {
  doc.moveDown();
  pdf.drawLines(doc, ['Total in words:'], pdf.BOLD);
  const gstIncluded = '* The unit price includes GST: the taxable value is the price less the GST in it.';
  pdf.drawLines(doc, [layout.totalInWords, ...(layout.pricesIncludeGst ? [gstIncluded] : [])]);
  pdf.keepRoom(doc, 70);
  const signatory = pdf.PDF_MARGIN + pdf.PDF_WIDTH / 2;
  doc
    .font(pdf.BOLD)
    .text(`For ${layout.supplier.name}`, signatory, doc.y + 16, { width: pdf.PDF_WIDTH / 2, align: 'right' });
  doc.font(pdf.FONT).text('Authorised Signatory', signatory, doc.y + 36, { width: pdf.PDF_WIDTH / 2, align: 'right' });
}
