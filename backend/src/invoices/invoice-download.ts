import { applyDecorators, StreamableFile } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { ApiPdfFile, pdfDownload } from '../common/file-download';
import type { DocumentFile } from './gst-document-pdf';
import { NOT_YET_INVOICED } from './invoices.service';

/** The documentation of a route that downloads an order's tax invoice. */
export const InvoiceDownload = (summary: string) =>
  applyDecorators(
    ApiOperation({
      summary,
      description:
        "The GST tax invoice of a delivered order, A4 PDF: issued when the order was delivered, numbered in the shop's series of the financial year (the order's `invoiceNumber`).",
    }),
    ApiPdfFile('invoice-<invoiceNumber>.pdf, as an attachment'),
    ApiErrors({ conflict: `Not delivered yet: '${NOT_YET_INVOICED}'` }),
  );

/** The invoice as a download named after its number. */
export function invoiceDownload({ number, pdf }: DocumentFile): StreamableFile {
  return pdfDownload({ fileName: `invoice-${number}.pdf`, content: pdf });
}
