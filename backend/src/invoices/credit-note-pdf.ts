import type { DocumentRow } from './gst-document';
import { renderGstDocument } from './gst-document-pdf';
import type { CreditNoteLayout } from './credit-note-layout';

/** The credit note on A4, carrying its date as its creation date. */
export function renderCreditNotePdf(note: CreditNoteLayout, issuedAt: Date): Promise<Buffer> {
  return renderGstDocument<DocumentRow, CreditNoteLayout>(note, issuedAt, (layout) => ({
    title: `Credit note ${layout.number}`,
    heading: 'CREDIT NOTE',
    details: [
      `Credit note No.: ${layout.number}`,
      `Date: ${layout.date}`,
      layout.againstInvoice,
      `Reference: ${layout.orderReference}`,
      `Place of supply: ${layout.placeOfSupply}`,
    ],
    priceColumns: [],
    deliveryCharges: 'Delivery charges refunded',
    notes: [`Reason: ${layout.reason}`],
  }));
}
