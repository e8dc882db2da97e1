import { applyDecorators, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { InvoiceFile, NOT_YET_INVOICED } from './invoices.service';

/** The documentation of a route that downloads an order's tax invoice. */
export const InvoiceDownload = (summary: string) =>
  applyDecorators(
    ApiOperation({
      summary,
      description:
        "The GST tax invoice of a delivered order, A4 PDF: issued when the order was delivered, numbered in the shop's series of the financial year (the order's `invoiceNumber`).",
    }),
    ApiOkResponse({
      description: 'invoice-<invoiceNumber>.pdf, as an attachment',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    }),
    ApiErrors({ conflict: `Not delivered yet: '${NOT_YET_INVOICED}'` }),
  );

/** The invoice as a download named after its number. */
export function invoiceDownload({ number, pdf }: InvoiceFile): StreamableFile {
  return new StreamableFile(pdf, {
    type: 'application/pdf',
    disposition: `attachment; filename="invoice-${number}.pdf"`,
    length: pdf.length,
  });
}
