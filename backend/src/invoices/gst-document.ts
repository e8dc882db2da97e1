import { calendarDateText, kolkataDate } from '../common/india-time';
import { GstRate, Paise, rupees } from '../common/money';
import { IndianState, stateNamed, stateOfCode } from '../gst/indian-states';
import { amountInWords } from './amount-in-words';
import { supplyKind, TAX_NAMES, taxParts, taxTotals } from './gst-split';

/**
 * What tax invoices and credit notes have in common: a document a shop issued under GST for an
 * order, its lines with their taxable value and GST split by the place of supply, and its totals.
 */

/** A document as it was issued and stored: its number and date, and the supplier as it was then. */
export interface IssuedDocument {
  number: string;
  issuedAt: Date;
  supplierName: string;
  supplierAddress: string;
  /** The shop's GSTIN: its first two digits are the shop's state. */
  supplierGstin: string;
}

/** Whom the order was supplied to, from the order's own copy. */
export interface Recipient {
  recipientName: string;
  address: { line: string; city: string; state: string; pincode: string };
}

/** A line of a document in amounts: its GST at `gstRate` comes on top of its taxable value. */
export interface DocumentLine {
  description: string;
  hsnCode: string | null;
  quantity: number;
  gstRate: GstRate;
  taxableValue: Paise;
  gst: Paise;
}

/** What a document says of its order, and its amounts. */
export interface DocumentContent {
  orderId: string;
  recipient: Recipient;
  /** The state the order was delivered to, as its address names it. */
  placeOfSupply: string;
  lines: DocumentLine[];
  taxableValue: Paise;
  deliveryCharges: Paise;
  total: Paise;
}

export interface DocumentRow {
  serial: number;
  description: string;
  hsnCode: string;
  /** "2 PCS". */
  quantity: string;
  taxableValue: string;
  /** In the order of `GstDocumentLayout.taxNames`. */
  taxes: { rate: string; amount: string }[];
  total: string;
}

/** Every text of a document, worked out and formatted, as `renderGstDocument` lays it on the page. */
export interface GstDocumentLayout<Row extends DocumentRow = DocumentRow> {
  number: string;
  /** "31 Mar 2026", in India. */
  date: string;
  orderReference: string;
  supplier: { name: string; address: string; gstin: string; state: string };
  recipient: { name: string; address: string[] };
  /** "Rajasthan (08)", or "unknown" when the delivery address names no state GST knows. */
  placeOfSupply: string;
  /** CGST and SGST, IGST, or GST when the place of supply is unknown. */
  taxNames: readonly string[];
  rows: Row[];
  totals: { taxableValue: string; taxes: string[]; deliveryCharges: string; total: string };
  totalInWords: string;
}

/** Goods are sold by the piece or pack: the quantity's unit (UQC) is pieces. */
const UNIT = 'PCS';

/** The supplier's state is its GSTIN's, the place of supply the delivery address's state. */
export function supplyOf(supplierGstin: string, placeOfSupply: string) {
  const supplierState = stateOfCode(supplierGstin.slice(0, 2));
  const deliveredTo = stateNamed(placeOfSupply);
  return { supplierState, placeOfSupply: deliveredTo, kind: supplyKind(supplierState, deliveredTo) };
}

/** A line's value before GST: a price that includes GST holds it. */
export function taxableValueOf(line: { lineTotal: Paise; gstIncluded: boolean }, gst: Paise): Paise {
  return line.gstIncluded ? line.lineTotal - gst : line.lineTotal;
}

export function gstDocumentLayout(document: IssuedDocument, content: DocumentContent): GstDocumentLayout {
  const supply = supplyOf(document.supplierGstin, content.placeOfSupply);
  const taxesOfLines = content.lines.map((line) => taxParts(supply.kind, line.gstRate, line.gst));
  const { recipient } = content;
  return {
    number: document.number,
    date: dateText(document.issuedAt),
    orderReference: `Order #${content.orderId.slice(0, 8)}`,
    supplier: {
      name: document.supplierName,
      address: document.supplierAddress,
      gstin: document.supplierGstin,
      state: stateText(supply.supplierState),
    },
    recipient: {
      name: recipient.recipientName,
      address: [
        recipient.address.line,
        `${recipient.address.city}, ${recipient.address.state} ${recipient.address.pincode}`,
      ],
    },
    placeOfSupply: stateText(supply.placeOfSupply),
    taxNames: TAX_NAMES[supply.kind],
    rows: content.lines.map((line, index) => ({
      serial: index + 1,
      description: line.description,
      hsnCode: line.hsnCode ?? '',
      quantity: `${line.quantity} ${UNIT}`,
      taxableValue: rupees(line.taxableValue),
      taxes: taxesOfLines[index].map((tax) => ({ rate: tax.rate, amount: rupees(tax.amount) })),
      total: rupees(line.taxableValue + line.gst),
    })),
    totals: {
      taxableValue: rupees(content.taxableValue),
      taxes: taxTotals(supply.kind, taxesOfLines).map(rupees),
      deliveryCharges: rupees(content.deliveryCharges),
      total: rupees(content.total),
    },
    totalInWords: amountInWords(content.total),
  };
}

/** "1 Apr 2026": the calendar date in India. */
export function dateText(at: Date): string {
  return calendarDateText(kolkataDate(at));
}

function stateText(state: IndianState | undefined): string {
  return state ? `${state.name} (${state.code})` : 'unknown';
}
