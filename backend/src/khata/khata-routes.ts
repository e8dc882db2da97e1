import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { KhataEntryResponse, KhataResponse } from './dto/khata.dto';
import { KHATA_STATEMENT_CSV_COLUMNS } from './khata-statement';

// What the shop's khata routes and the customer's share: their documentation.

const NOT_FOUND = { notFound: "'Khata not found'" };

/** The documentation of a route that lists khatas, with an example search. */
export const KhatasList = (summary: string, q: string) =>
  applyDecorators(
    ApiOperation({
      summary,
      description:
        'Who owes what: the balance (what the customer owes), the credit limit, what orders may still add, ' +
        'whether the shop froze it, the newest entry. filter: q (customer name or phone, shop name), shopId. ' +
        'sort: balance (the default, most owed first), customerName, creditLimit, lastEntryAt, createdAt.',
    }),
    ListEndpoint('khatas', KhataResponse, { sort: ['balance', 'DESC'], filter: { q } }),
  );

/** The documentation of a route that answers one khata. */
export const KhataRead = (summary: string) =>
  applyDecorators(ApiOperation({ summary }), ApiOkResponse({ type: KhataResponse }), ApiErrors(NOT_FOUND));

/** The documentation of a route that lists a khata's entries. */
export const KhataEntriesList = (summary: string) =>
  applyDecorators(
    ApiOperation({
      summary,
      description:
        'Newest first unless sorted otherwise (number, createdAt, amount, kind). Each entry carries the balance ' +
        'it left. filter: kind (order, payment, correction), q (note or UTR).',
    }),
    ListEndpoint('khata-entries', KhataEntryResponse, { sort: ['number', 'DESC'], filter: { kind: 'payment' } }),
    ApiErrors(NOT_FOUND),
  );

/** The documentation of a route that downloads a khata's monthly statement. */
export const KhataStatementDownload = (summary: string) =>
  applyDecorators(
    ApiOperation({
      summary,
      description:
        'format=pdf (the default): A4, the opening balance, the month’s orders, payments and corrections, the closing ' +
        `balance, and each entry. format=csv: columns ${KHATA_STATEMENT_CSV_COLUMNS.join(', ')}, a line for each entry ` +
        'between a first line of kind "opening balance" and a last of kind "closing balance" that give balanceAfter ' +
        'alone; money in rupees with two decimals, times in ISO 8601 (UTC).',
    }),
    ApiProduces('application/pdf', 'text/csv'),
    ApiOkResponse({
      description: 'khata-<id>-<YYYY-MM>.pdf or .csv, as an attachment',
      content: {
        'application/pdf': { schema: { type: 'string', format: 'binary' } },
        'text/csv': { schema: { type: 'string' } },
      },
    }),
    ApiErrors({ ...NOT_FOUND, badRequest: 'month is not a month written YYYY-MM, or format is not pdf or csv' }),
  );
