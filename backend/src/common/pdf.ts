import PDFDocument from 'pdfkit';

/** The documents the server prints (tax invoices, commission statements): A4, in pdfkit's own Helvetica. */

export type PdfDocument = PDFKit.PDFDocument;

export const PDF_MARGIN = 30;
const A4_WIDTH = 595.28;
/** The width between the margins. */
export const PDF_WIDTH = A4_WIDTH - 2 * PDF_MARGIN;
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const TEXT_SIZE = 9;
const TABLE_SIZE = 7.5;
const CELL_PADDING = 3;

/** The characters of Windows-1252 beyond Latin-1: with Latin-1, all that pdfkit's Helvetica can print. */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const UNPRINTABLE = new RegExp(`[^\\x20-\\x7e\\xa0-\\xff${WIN_ANSI_EXTRAS}]`, 'gu');

/**
 * Every text of a layout as Helvetica can print it: ₹ as "Rs.", and any other character it lacks
 * (Devanagari, emoji) as "?", where it would otherwise print a wrong glyph.
 */
export function printable<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('₹', 'Rs.').replace(UNPRINTABLE, '?') as T;
  if (Array.isArray(value)) return value.map(printable) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, nested]) => [key, printable(nested)])) as T;
  }
  return value;
}

/** An A4 document with these properties, drawn by `draw` (no font to ship), as the bytes of the file. */
export function renderPdf(info: PDFKit.DocumentInfo, draw: (doc: PdfDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: PDF_MARGIN, info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const rendered = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return rendered;
}

/** Starts a new page unless `height` is left above the bottom margin. */
export function keepRoom(doc: PdfDocument, height: number): void {
  if (doc.y + height > doc.page.height - PDF_MARGIN) doc.addPage();
}

/** Lines of text across the page, from the left margin, each wrapped within it. */
export function drawLines(doc: PdfDocument, lines: string[], font = FONT): void {
  doc.font(font).fontSize(TEXT_SIZE);
  for (const line of lines) doc.text(line, PDF_MARGIN, doc.y, { width: PDF_WIDTH });
}

/** A section's heading, on a new page when too little room is left for anything under it. */
export function drawSectionHeading(doc: PdfDocument, text: string): void {
  keepRoom(doc, 60);
  doc.font(BOLD).fontSize(11).text(text, PDF_MARGIN, doc.y, { width: PDF_WIDTH });
  doc.moveDown(0.3);
}

/** Figures as a column of labels with their values beside them, those whose label is `bold` in bold. */
export function drawFigures(doc: PdfDocument, figures: [label: string, value: string][], bold: string[]): void {
  const labelWidth = 160;
  for (const [label, value] of figures) {
    const top = doc.y;
    doc.font(bold.includes(label) ? BOLD : FONT).fontSize(TEXT_SIZE);
    doc.text(label, PDF_MARGIN, top, { width: labelWidth });
    doc.text(value, PDF_MARGIN + labelWidth, top, { width: 100, align: 'right' });
  }
}

/** What heads a document: its title, and under it whom it concerns beside the document's own details. */
export interface PdfHead {
  title: string;
  /** A line under the title, centred too. */
  subtitle?: string;
  /** On the left: a name in bold, then its lines. */
  party: { name: string; lines: string[] };
  /** On the right. */
  details: string[];
}

/** The head of a document on its first page; what follows starts 12 points below it, at the left margin. */
export function drawHead(doc: PdfDocument, { title, subtitle, party, details }: PdfHead): void {
  doc.font(BOLD).fontSize(16).text(title, PDF_MARGIN, PDF_MARGIN, { width: PDF_WIDTH, align: 'center' });
  if (subtitle) doc.font(FONT).fontSize(11).text(subtitle, { width: PDF_WIDTH, align: 'center' });
  const top = doc.y + 12;
  const half = PDF_WIDTH / 2 - 8;
  doc.font(BOLD).fontSize(11).text(party.name, PDF_MARGIN, top, { width: half });
  doc.font(FONT).fontSize(TEXT_SIZE);
  for (const line of party.lines) doc.text(line, { width: half });
  const partyBottom = doc.y;
  doc.x = PDF_MARGIN + PDF_WIDTH / 2 + 8;
  doc.y = top;
  for (const line of details) doc.text(line, { width: half });
  doc.x = PDF_MARGIN;
  doc.y = Math.max(partyBottom, doc.y) + 12;
}

/** A column of a table of `Row`s: its heading and width, which side its cells keep to, and a row's cell. */
export interface PdfColumn<Row> {
  heading: string;
  width: number;
  align: 'left' | 'right';
  cell: (row: Row) => string;
}

/** The columns, the one given without a width taking what the others leave between the margins. */
export function spanningColumns<Row>(
  columns: (Omit<PdfColumn<Row>, 'width'> & { width?: number })[],
): PdfColumn<Row>[] {
  const taken = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
  return columns.map((column) => ({ ...column, width: column.width ?? PDF_WIDTH - taken }));
}

const cellOptions = (column: Pick<PdfColumn<unknown>, 'width' | 'align'>) => ({
  width: column.width - 2 * CELL_PADDING,
  align: column.align,
});

/**
 * A table drawn line by line from the current position, its headings first: a line of cells, each
 * wrapped within its column and ruled below; a line that would not fit starts a new page, headings
 * again first.
 */
export class PdfTable<Row> {
  private readonly headings: string[];

  constructor(
    private readonly doc: PdfDocument,
    private readonly columns: PdfColumn<Row>[],
  ) {
    this.headings = columns.map((column) => column.heading);
    this.drawCells(this.headings, BOLD);
  }

  /** A line for each row. */
  rows(rows: Row[]): this {
    for (const row of rows) this.line(this.columns.map((column) => column.cell(row)));
    return this;
  }

  line(cells: string[], font = FONT): this {
    if (this.doc.y + this.heightOf(cells, font) > this.doc.page.height - PDF_MARGIN) {
      this.doc.addPage();
      this.drawCells(this.headings, BOLD);
    }
    this.drawCells(cells, font);
    return this;
  }

  /** The closing line of totals, in bold. */
  totals(cells: string[]): void {
    this.line(cells, BOLD);
  }

  /** The height of a line of cells in `font`, which it sets. */
  private heightOf(cells: string[], font: string): number {
    this.doc.font(font).fontSize(TABLE_SIZE);
    const heights = cells.map((text, index) => this.doc.heightOfString(text, cellOptions(this.columns[index])));
    return Math.max(...heights) + 2 * CELL_PADDING;
  }

  private drawCells(cells: string[], font: string): void {
    const { doc, columns } = this;
    const height = this.heightOf(cells, font);
    const top = doc.y;
    let x = PDF_MARGIN;
    cells.forEach((text, index) => {
      doc.text(text, x + CELL_PADDING, top + CELL_PADDING, cellOptions(columns[index]));
      x += columns[index].width;
    });
    doc
      .moveTo(PDF_MARGIN, top + height)
      .lineTo(PDF_MARGIN + PDF_WIDTH, top + height)
      .lineWidth(0.5)
      .stroke('#999999');
    doc.x = PDF_MARGIN;
    doc.y = top + height;
  }
}
