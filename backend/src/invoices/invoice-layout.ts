import { GstRate, Paise, rupees } from '../common/money';
import {
  DocumentRow,
  GstDocumentLayout,
  gstDocumentLayout,
  IssuedDocument,
  Recipient,
  taxableValueOf,
} from './gst-document';

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
export interface InvoicedOrder extends Recipient {
  orderId: string;
  /** The lines still due: those the shop could not fulfil are left out, as from the amounts. */
  lines: InvoicedLine[];
  totalAmount: Paise;
  gstAmount: Paise;
  deliveryCharges: Paise;
  finalAmount: Paise;
  /** How it was paid, in words. */
  payment: string;
}

export interface InvoiceRow extends DocumentRow {
  /** As sold, with "*" when it includes GST. */
  unitPrice: string;
}

/** Every text of the invoice, worked out and formatted: what `renderInvoicePdf` lays on the page. */
export interface InvoiceLayout extends GstDocumentLayout<InvoiceRow> {
  /** How the order was paid, in words. */
  payment: string;
  /** Some unit price includes GST (marked "*"). */
  pricesIncludeGst: boolean;
}

/**
 * The tax invoice of a delivered order (rule 46 of the CGST Rules): the supplier's state is its
 * GSTIN's, the place of supply the delivery address's state, and the amounts are the order's own.
 */
export function invoiceLayout(invoice: IssuedDocument, order: InvoicedOrder): InvoiceLayout {
  const layout = gstDocumentLayout(invoice, {
    orderId: order.orderId,
    recipient: order,
    placeOfSupply: order.address.state,
    lines: order.lines.map((line) => ({ ...line, taxableValue: taxableValueOf(line, line.gst) })),
    taxableValue: order.totalAmount,
    deliveryCharges: order.deliveryCharges,
    total: order.finalAmount,
  });
  return {
    ...layout,
    rows: layout.rows.map((row, index) => {
      const line = order.lines[index];
      return { ...row, unitPrice: `${rupees(line.unitPrice)}${line.gstIncluded ? '*' : ''}` };
    }),
    payment: order.payment,
    pricesIncludeGst: order.lines.some((line) => line.gstIncluded),
  };
}
