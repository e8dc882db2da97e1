import { applyDecorators, Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { ApiCsvFile, ApiPdfFile } from '../common/file-download';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { LedgerOrderResponse } from '../orders/dto/ledger-order.dto';
import { LEDGER_ORDER_CSV_COLUMNS } from '../orders/order-ledger.service';
import { PERIOD_DESCRIPTION, PERIOD_FILTER_EXAMPLE } from './dto/ledger.dto';

// What the admin's ledger routes (any shop) and the shopkeeper's (their own) share: their documentation.

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
    ApiCsvFile('A CSV file, as an attachment'),
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
    ApiPdfFile('commission-statement-<YYYY-MM>.pdf, as an attachment'),
    ApiErrors({ badRequest: 'month is not a month written YYYY-MM' }),
  );
