import * as pdf from '../common/pdf';
import type { DocumentRow, GstDocumentLayout } from './gst-document';

/** A document ready to download: its number names the file. */
export interface DocumentFile {
  number: string;
  pdf: Buffer;
}

/** What a kind of document prints besides the layout they share. */
export interface DocumentPrint<Row extends DocumentRow> {
  /** The PDF's title: "Tax invoice INV-2627-000001". */
  title: string;
  /** Above all else: "TAX INVOICE". */
  heading: string;
  /** Beside the supplier, on the right. */
  details: string[];
  /** The table's columns between the quantity and the taxable value. */
  priceColumns: pdf.PdfColumn<Row>[];
  /** The label of the delivery charges' line. */
  deliveryCharges: string;
  /** Under the total in words. */
  notes: string[];
}

/**
 * A tax invoice or a credit note on A4: amounts are in "Rs.", as the table's headings say. `print`
 * reads the layout as Helvetica prints it; the document carries its date as its creation date.
 */
export function renderGstDocument<Row extends DocumentRow, Layout extends GstDocumentLayout<Row>>(
  document: Layout,
  issuedAt: Date,
  print: (layout: Layout) => DocumentPrint<Row>,
): Promise<Buffer> {
  const layout = pdf.printable(document);
  const printed = print(layout);
  const info = { Title: printed.title, Author: layout.supplier.name, CreationDate: issuedAt };
  return pdf.renderPdf(info, (doc) => {
    drawHeading(doc, layout, printed);
    drawItems(doc, layout, printed);
    drawClosing(doc, layout, printed);
  });
}

function drawHeading<Row extends DocumentRow>(
  doc: pdf.PdfDocument,
  layout: GstDocumentLayout<Row>,
  printed: DocumentPrint<Row>,
): void {
  const { supplier } = layout;
  pdf.drawHead(doc, {
    title: printed.heading,
    party: {
      name: supplier.name,
      lines: [supplier.address, `GSTIN: ${supplier.gstin}`, `State: ${supplier.state}`],
    },
    details: printed.details,
  });
  pdf.drawLines(doc, ['Recipient (billed and shipped to)'], pdf.BOLD);
  pdf.drawLines(doc, [layout.recipient.name, ...layout.recipient.address]);
  doc.moveDown();
}

/** The table's columns: the description takes what the others leave. */
function columnsOf<Row extends DocumentRow>(
  layout: GstDocumentLayout<Row>,
  priceColumns: pdf.PdfColumn<Row>[],
): pdf.PdfColumn<Row>[] {
  const taxes = layout.taxNames.flatMap((name, position): pdf.PdfColumn<Row>[] => [
    { heading: `${name} rate`, width: 32, align: 'right', cell: (row) => row.taxes[position].rate },
    { heading: `${name} (Rs.)`, width: 50, align: 'right', cell: (row) => row.taxes[position].amount },
  ]);
  return pdf.spanningColumns<Row>([
    { heading: '#', width: 14, align: 'left', cell: (row) => String(row.serial) },
    { heading: 'Description', align: 'left', cell: (row) => row.description },
    { heading: 'HSN', width: 40, align: 'left', cell: (row) => row.hsnCode },
    { heading: 'Qty', width: 34, align: 'right', cell: (row) => row.quantity },
    ...priceColumns,
    { heading: 'Taxable value (Rs.)', width: 64, align: 'right', cell: (row) => row.taxableValue },
    ...taxes,
    { heading: 'Total (Rs.)', width: 64, align: 'right', cell: (row) => row.total },
  ]);
}

/** The items, then delivery and the totals. */
function drawItems<Row extends DocumentRow>(
  doc: pdf.PdfDocument,
  layout: GstDocumentLayout<Row>,
  printed: DocumentPrint<Row>,
): void {
  const blank = (count: number) => Array<string>(count).fill('');
  const { totals } = layout;
  const columns = columnsOf(layout, printed.priceColumns);
  const beforeTaxableValue = 2 + printed.priceColumns.length;
  new pdf.PdfTable(doc, columns)
    .rows(layout.rows)
    .line(['', printed.deliveryCharges, ...blank(columns.length - 3), totals.deliveryCharges])
    .totals([
      '',
      'Total',
      ...blank(beforeTaxableValue),
      totals.taxableValue,
      ...totals.taxes.flatMap((tax) => ['', tax]),
      totals.total,
    ]);
}

function drawClosing<Row extends DocumentRow>(
  doc: pdf.PdfDocument,
  layout: GstDocumentLayout<Row>,
  printed: DocumentPrint<Row>,
): void {
  doc.moveDown();
  pdf.drawLines(doc, ['Total in words:'], pdf.BOLD);
  pdf.drawLines(doc, [layout.totalInWords, ...printed.notes]);
  pdf.keepRoom(doc, 70);
  const signatory = pdf.PDF_MARGIN + pdf.PDF_WIDTH / 2;
  doc
    .font(pdf.BOLD)
    .text(`For ${layout.supplier.name}`, signatory, doc.y + 16, { width: pdf.PDF_WIDTH / 2, align: 'right' });
  doc.font(pdf.FONT).text('Authorised Signatory', signatory, doc.y + 36, { width: pdf.PDF_WIDTH / 2, align: 'right' });
}
