import type { Readable } from 'node:stream';
import { applyDecorators, StreamableFile, Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { ListEndpoint } from '../common/list-query';
import { LedgerOrderResponse } from '../orders/dto/ledger-order.dto';
import { LEDGER_ORDER_CSV_COLUMNS } from '../orders/order-ledger.service';
import { PERIOD_DESCRIPTION, PERIOD_FILTER_EXAMPLE } from './dto/ledger.dto';
import type { LedgerFile } from './ledger.service';

// What the admin's ledger routes (any shop) and the shopkeeper's (their own) share: documentation and downloads.

const BAD_PERIOD = 'A period that is not one';

/** The documentation of a route that answers a ledger over a period, of this type. */
export const LedgerOverPeriod = (summary: string, type: Type) =>
  applyDecorators(
    ApiOperation({ summary, description: PERIOD_DESCRIPTION }),
    ApiOkResponse({ type }),
    ApiErrors({ badRequest: BAD_PERIOD }),
  );

/** The documentation of a route that lists a shop's orders delivered in a period, as the ledger counts them. */
export const LedgerOrderList = (summary: string) =>
  applyDecorators(
    ApiOperation({
      summary,
      description: `${PERIOD_DESCRIPTION}. The filter also takes q (customer name or order id) and status.`,
    }),
    ListEndpoint('ledger-orders', LedgerOrderResponse, {
      sort: ['deliveredAt', 'DESC'],
      filter: PERIOD_FILTER_EXAMPLE,
    }),
  );

/** The documentation of a route that downloads a ledger as CSV with these columns. */
export const LedgerCsvDownload = (summary: string, columns: readonly string[]) =>
  applyDecorators(
    ApiOperation({
      summary,
      description: `${PERIOD_DESCRIPTION}. Columns: ${columns.join(', ')}; money in rupees with two decimals, dates in ISO 8601 (UTC).`,
    }),
    ApiProduces('text/csv'),
    ApiOkResponse({
      description: 'A CSV file, as an attachment',
      content: { 'text/csv': { schema: { type: 'string' } } },
    }),
    ApiErrors({ badRequest: BAD_PERIOD }),
  );

/** The documentation of a route that downloads a shop's orders delivered in a period as CSV. */
export const LedgerOrdersCsvDownload = (summary: string) => LedgerCsvDownload(summary, LEDGER_ORDER_CSV_COLUMNS);

/** The documentation of a route that downloads a shop's monthly commission statement. */
export const StatementDownload = (summary: string) =>
  applyDecorators(
    ApiOperation({
      summary,
      description:
        "A4 PDF: the shop's figures for the month (opening balance, delivered orders, cash collected, taxable value, " +
        'GST, delivery charges, commission due, settlements, closing balance), each order delivered and each settlement.',
    }),
    ApiOkResponse({
      description: 'commission-statement-<YYYY-MM>.pdf, as an attachment',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    }),
    ApiErrors({ badRequest: 'month is not a month written YYYY-MM' }),
  );

/** A CSV file as a download under its name. */
export function csvDownload({ fileName, content }: LedgerFile<string | Readable>): StreamableFile {
  const options = { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` };
  return typeof content === 'string'
    ? new StreamableFile(Buffer.from(content), options)
    : new StreamableFile(content, options);
}

/** A PDF file as a download under its name. */
export function pdfDownload({ fileName, content }: LedgerFile<Buffer>): StreamableFile {
  return new StreamableFile(content, {
    type: 'application/pdf',
    disposition: `attachment; filename="${fileName}"`,
    length: content.length,
  });
}
