import { applyDecorators, StreamableFile } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { ApiPdfFile, pdfDownload } from '../common/file-download';
import type { DocumentFile } from './gst-document-pdf';
import { CREDIT_NOTE_NOT_FOUND } from './credit-notes.service';

/** The documentation of a route that downloads a credit note of an order. */
export const CreditNoteDownload = (summary: string) =>
  applyDecorators(
    ApiOperation({
      summary,
      description:
        "A GST credit note against the order's tax invoice, A4 PDF: issued when part of the order was refunded, numbered in the shop's series of credit notes for the financial year (the order's `creditNotes`).",
    }),
    ApiPdfFile('credit-note-<number>.pdf, as an attachment'),
    ApiErrors({ notFound: `No such order, or '${CREDIT_NOTE_NOT_FOUND}'` }),
  );

/** The credit note as a download named after its number. */
export function creditNoteDownload({ number, pdf }: DocumentFile): StreamableFile {
  return pdfDownload({ fileName: `credit-note-${number}.pdf`, content: pdf });
}
