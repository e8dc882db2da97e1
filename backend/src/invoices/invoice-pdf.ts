import { renderGstDocument } from './gst-document-pdf';
import type { InvoiceLayout, InvoiceRow } from './invoice-layout';

const GST_INCLUDED = '* The unit price includes GST: the taxable value is the price less the GST in it.';

/** The tax invoice on A4, carrying the time of supply as its creation date. */
export function renderInvoicePdf(invoice: InvoiceLayout, issuedAt: Date): Promise<Buffer> {
  return renderGstDocument<InvoiceRow, InvoiceLayout>(invoice, issuedAt, (layout) => ({
    title: `Tax invoice ${layout.number}`,
    heading: 'TAX INVOICE',
    details: [
      `Invoice No.: ${layout.number}`,
      `Date: ${layout.date}`,
      `Reference: ${layout.orderReference}`,
      `Payment: ${layout.payment}`,
      `Place of supply: ${layout.placeOfSupply}`,
      'Tax payable on reverse charge: No',
    ],
    // Wide enough for 1,23,45,678.90* on one line.
    priceColumns: [{ heading: 'Unit price (Rs.)', width: 64, align: 'right', cell: (row) => row.unitPrice }],
    deliveryCharges: 'Delivery charges',
    notes: layout.pricesIncludeGst ? [GST_INCLUDED] : [],
  }));
}
