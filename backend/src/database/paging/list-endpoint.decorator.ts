import { applyDecorators, Type, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { ContentRangeInterceptor } from './content-range.interceptor';
import { ListSort } from './list-spec';

/** A `sort` and a `filter` that this list takes, for "Try it out" in the API documentation. */
export interface ListExamples {
  sort: ListSort;
  filter: Record<string, unknown>;
}

/**
 * A react-admin simple REST list: the handler returns a `Page`, the client receives its rows as
 * an array and `Content-Range: <resource> <first>-<last>/<total>`.
 */
export const ListEndpoint = (resource: string, rowType: Type, examples: ListExamples) =>
  applyDecorators(
    UseInterceptors(new ContentRangeInterceptor(resource)),
    ApiQuery({ name: 'sort', type: String, required: false, example: JSON.stringify(examples.sort) }),
    ApiQuery({ name: 'filter', type: String, required: false, example: JSON.stringify(examples.filter) }),
    ApiOkResponse({
      type: rowType,
      isArray: true,
      headers: {
        'Content-Range': { description: `${resource} <first>-<last>/<total>`, schema: { type: 'string' } },
      },
    }),
    ApiErrors({
      badRequest: { cause: 'Malformed sort, range or filter', message: 'filter.colour is not a field of this list' },
    }),
  );
