import { Paise } from '../common/money';
import {
  dateText,
  DocumentLine,
  GstDocumentLayout,
  gstDocumentLayout,
  IssuedDocument,
  Recipient,
} from './gst-document';

/** A credit note as it was issued and stored, with its lines. */
export interface StoredCreditNote extends IssuedDocument {
  orderId: string;
  invoiceNumber: string;
  invoiceDate: Date;
  reason: string;
  placeOfSupply: string;
  taxableValue: Paise;
  deliveryCharges: Paise;
  total: Paise;
  lines: DocumentLine[];
}

/** Every text of the credit note, worked out and formatted: what `renderCreditNotePdf` lays on the page. */
export interface CreditNoteLayout extends GstDocumentLayout {
  /** "Against tax invoice INV-2627-000001 dated 1 Apr 2026". */
  againstInvoice: string;
  reason: string;
}

/**
 * The credit note (rule 53(1A) of the CGST Rules): the invoice it is against, and the value and GST
 * credited line by line, split as the invoice split them.
 */
export function creditNoteLayout(note: StoredCreditNote, recipient: Recipient): CreditNoteLayout {
  return {
    ...gstDocumentLayout(note, { ...note, recipient }),
    againstInvoice: `Against tax invoice ${note.invoiceNumber} dated ${dateText(note.invoiceDate)}`,
    reason: note.reason,
  };
}
