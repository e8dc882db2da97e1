import { calendarDateText, kolkataDate } from '../common/india-time';
import { GstRate, Paise, rupees } from '../common/money';
import { IndianState, stateNamed, stateOfCode } from '../gst/indian-states';
import { amountInWords } from './amount-in-words';
import { supplyKind, TAX_NAMES, taxParts } from './gst-split';

/** The invoice as it was issued and stored: its number and date, and the supplier as it was then. */
export interface IssuedInvoice {
  number: string;
  /** The time of supply: when the order was delivered. */
  issuedAt: Date;
  supplierName: string;
  supplierAddress: string;
  /** The shop's GSTIN: its first two digits are the shop's state. */
  supplierGstin: string;
}

/** One line of the order as it was sold, from the order's own copy. */
export interface InvoicedLine {
  description: string;
  hsnCode: string | null;
  quantity: number;
  unitPrice: Paise;
  gstRate: GstRate;
  gstIncluded: boolean;
  /** unitPrice × quantity. */
  lineTotal: Paise;
  gst: Paise;
}

/** What the order says of the supply, with its own amounts. */
export interface InvoicedOrder {
  orderId: string;
  recipientName: string;
  address: { line: string; city: string; state: string; pincode: string };
  /** The lines still due: those the shop could not fulfil are left out, as from the amounts. */
  lines: InvoicedLine[];
  totalAmount: Paise;
  gstAmount: Paise;
  deliveryCharges: Paise;
  finalAmount: Paise;
  /** How it was paid, in words. */
  payment: string;
}

export interface InvoiceRow {
  serial: number;
  description: string;
  hsnCode: string;
  /** "2 PCS". */
  quantity: string;
  /** As sold, with "*" when it includes GST. */
  unitPrice: string;
  taxableValue: string;
  /** In the order of `InvoiceLayout.taxNames`. */
  taxes: { rate: string; amount: string }[];
  total: string;
}

/** Every text of the invoice, worked out and formatted: what `renderInvoicePdf` lays on the page. */
export interface InvoiceLayout {
  number: string;
  /** "31 Mar 2026", in India. */
  date: string;
  orderReference: string;
  /** How the order was paid, in words. */
  payment: string;
  supplier: { name: string; address: string; gstin: string; state: string };
  recipient: { name: string; address: string[] };
  /** "Rajasthan (08)", or "unknown" when the delivery address names no state GST knows. */
  placeOfSupply: string;
  /** CGST and SGST, IGST, or GST when the place of supply is unknown. */
  taxNames: readonly string[];
  rows: InvoiceRow[];
  /** Some unit price includes GST (marked "*"). */
  pricesIncludeGst: boolean;
  totals: { taxableValue: string; taxes: string[]; deliveryCharges: string; total: string };
  totalInWords: string;
}

/** Goods are sold by the piece or pack: the quantity's unit (UQC) is pieces. */
const UNIT = 'PCS';

/**
 * The tax invoice of a delivered order (rule 46 of the CGST Rules): the supplier's state is its
 * GSTIN's, the place of supply the delivery address's state, and the amounts are the order's own.
 */
export function invoiceLayout(invoice: IssuedInvoice, order: InvoicedOrder): InvoiceLayout {
  const supplierState = stateOfCode(invoice.supplierGstin.slice(0, 2));
  const placeOfSupply = stateNamed(order.address.state);
  const kind = supplyKind(supplierState, placeOfSupply);
  const taxNames = TAX_NAMES[kind];
  const taxTotals = taxNames.map(() => 0);
  const rows = order.lines.map((line, index): InvoiceRow => {
    const taxableValue = line.gstIncluded ? line.lineTotal - line.gst : line.lineTotal;
    const taxes = taxParts(kind, line.gstRate, line.gst);
    taxes.forEach((tax, position) => (taxTotals[position] += tax.amount));
    return {
      serial: index + 1,
      description: line.description,
      hsnCode: line.hsnCode ?? '',
      quantity: `${line.quantity} ${UNIT}`,
      unitPrice: `${rupees(line.unitPrice)}${line.gstIncluded ? '*' : ''}`,
      taxableValue: rupees(taxableValue),
      taxes: taxes.map((tax) => ({ rate: tax.rate, amount: rupees(tax.amount) })),
      total: rupees(taxableValue + line.gst),
    };
  });
  return {
    number: invoice.number,
    date: calendarDateText(kolkataDate(invoice.issuedAt)),
    orderReference: `Order #${order.orderId.slice(0, 8)}`,
    payment: order.payment,
    supplier: {
      name: invoice.supplierName,
      address: invoice.supplierAddress,
      gstin: invoice.supplierGstin,
      state: stateText(supplierState),
    },
    recipient: {
      name: order.recipientName,
      address: [order.address.line, `${order.address.city}, ${order.address.state} ${order.address.pincode}`],
    },
    placeOfSupply: stateText(placeOfSupply),
    taxNames,
    rows,
    pricesIncludeGst: order.lines.some((line) => line.gstIncluded),
    totals: {
      taxableValue: rupees(order.totalAmount),
      taxes: taxTotals.map(rupees),
      deliveryCharges: rupees(order.deliveryCharges),
      total: rupees(order.finalAmount),
    },
    totalInWords: amountInWords(order.finalAmount),
  };
}

function stateText(state: IndianState | undefined): string {
  return state ? `${state.name} (${state.code})` : 'unknown';
}
