import {
  applyDecorators,
  BadRequestException,
  CallHandler,
  ExecutionContext,
  NestInterceptor,
  Type,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiPropertyOptional, ApiQuery } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Response } from 'express';
import { map, Observable } from 'rxjs';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ErrorResponse } from './error-response.dto';

/** A list without `range` answers at most this many rows; `Content-Range` still gives the total. */
export const MAX_LIST_ROWS = 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * react-admin's simple REST list parameters, each a JSON string. `sort` and `filter` are
 * documented with examples per list (`ListEndpoint`): the fields differ from list to list.
 */
export class ListQueryDto {
  @ApiPropertyOptional({ description: 'JSON ["field","ASC"|"DESC"]' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @ApiPropertyOptional({ description: `JSON [first,last], at most ${MAX_LIST_ROWS} rows`, example: '[0,24]' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @ApiPropertyOptional({
    description: 'JSON object: {"id":[…]} for given ids, {"q":"text"} to search, or a field and its value',
  })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  filter?: string;
}

/**
 * What a list may sort and filter on, as API field names mapped to SQL column expressions.
 * Field names come from the request, so they are looked up as own keys only (`columnOf`).
 */
export interface ListSpec {
  columns: Readonly<Record<string, string>>;
  /** The columns `q` searches, case-insensitively. */
  search: string[];
  defaultSort: [field: string, order: 'ASC' | 'DESC'];
  /** Fields whose rows without a value come last whichever way the list is sorted. */
  nullsLast?: readonly string[];
}

export interface Page<T> {
  rows: T[];
  total: number;
  /** The position of the first row in the whole list. */
  offset: number;
}

export function mapPage<T, U>(page: Page<T>, mapRow: (row: T) => U): Page<U> {
  return { ...page, rows: page.rows.map(mapRow) };
}

/** The SQL column of a field the list offers; undefined for any other name, `__proto__` included. */
function columnOf(spec: ListSpec, field: string): string | undefined {
  return Object.hasOwn(spec.columns, field) ? spec.columns[field] : undefined;
}

function parseJson(name: string, raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestException(`${name} must be valid JSON`);
  }
}

/** Applies `filter`, `sort` and `range` to the query and answers one page with the total. */
export async function findPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQueryDto,
  spec: ListSpec,
): Promise<Page<T>> {
  applyFilter(qb, parseJson('filter', query.filter) ?? {}, spec);
  const [field, order] = parseSort(parseJson('sort', query.sort) ?? spec.defaultSort, spec);
  qb.orderBy(spec.columns[field], order, spec.nullsLast?.includes(field) ? 'NULLS LAST' : undefined);
  if (field !== 'id') qb.addOrderBy(spec.columns.id, 'ASC');
  const [first, last] = parseRange(parseJson('range', query.range));
  const [rows, total] = await qb
    .skip(first)
    .take(last - first + 1)
    .getManyAndCount();
  return { rows, total, offset: first };
}

/**
 * Takes out of `filter` the keys that are not columns of the list but parameters of it (a point to
 * measure distances from, say): answers their values, own keys only, and the query without them.
 */
export function takeFilterParams<K extends string>(
  query: ListQueryDto,
  keys: readonly K[],
): [params: Partial<Record<K, unknown>>, rest: ListQueryDto] {
  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new BadRequestException('filter must be a JSON object');
  }
  const params: Partial<Record<K, unknown>> = Object.create(null);
  const rest: Record<string, unknown> = { ...filter };
  for (const key of keys) {
    if (!Object.hasOwn(rest, key)) continue;
    params[key] = rest[key];
    delete rest[key];
  }
  return [params, { ...query, filter: JSON.stringify(rest) }];
}

function applyFilter<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, filter: unknown, spec: ListSpec): void {
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new BadRequestException('filter must be a JSON object');
  }
  Object.entries(filter).forEach(([field, value], index) => {
    const param = `filter_${index}`;
    if (field === 'q') {
      if (typeof value !== 'string') throw new BadRequestException('filter.q must be a string');
      const like = `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere(`(${spec.search.map((column) => `${column} ILIKE :${param}`).join(' OR ')})`, { [param]: like });
    } else if (field === 'id' && Array.isArray(value)) {
      if (!value.every((id) => typeof id === 'string' && UUID.test(id))) {
        throw new BadRequestException('filter.id must be a list of ids');
      }
      qb.andWhere(value.length > 0 ? `${spec.columns.id} IN (:...${param})` : 'FALSE', { [param]: value });
    } else if (columnOf(spec, field) === undefined) {
      throw new BadRequestException(`filter.${field} is not a field of this list`);
    } else if (value === null) {
      qb.andWhere(`${columnOf(spec, field)} IS NULL`);
    } else if (['string', 'number', 'boolean'].includes(typeof value)) {
      if (field === 'id' && !UUID.test(String(value))) throw new BadRequestException('filter.id must be an id');
      qb.andWhere(`${columnOf(spec, field)} = :${param}`, { [param]: value });
    } else {
      throw new BadRequestException(`filter.${field} must be a string, number, boolean or null`);
    }
  });
}

function parseSort(sort: unknown, spec: ListSpec): [string, 'ASC' | 'DESC'] {
  if (!Array.isArray(sort) || sort.length !== 2 || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw new BadRequestException('sort must be ["field","ASC"] or ["field","DESC"]');
  }
  const field = String(sort[0]);
  if (columnOf(spec, field) === undefined) {
    throw new BadRequestException(`sort field must be one of ${Object.keys(spec.columns).join(', ')}`);
  }
  return [field, String(sort[1]).toUpperCase() as 'ASC' | 'DESC'];
}

function parseRange(range: unknown): [number, number] {
  if (range === undefined) return [0, MAX_LIST_ROWS - 1];
  const valid =
    Array.isArray(range) &&
    range.length === 2 &&
    range.every((n) => Number.isInteger(n) && n >= 0) &&
    range[0] <= range[1] &&
    range[1] - range[0] < MAX_LIST_ROWS;
  if (!valid) throw new BadRequestException(`range must be [first,last] with at most ${MAX_LIST_ROWS} rows`);
  return range as [number, number];
}

class ContentRangeInterceptor<T> implements NestInterceptor<Page<T>, T[]> {
  constructor(private readonly resource: string) {}

  intercept(context: ExecutionContext, next: CallHandler<Page<T>>): Observable<T[]> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((page) => {
        const rows = page.rows.length > 0 ? `${page.offset}-${page.offset + page.rows.length - 1}` : '*';
        res.setHeader('Content-Range', `${this.resource} ${rows}/${page.total}`);
        res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
        return page.rows;
      }),
    );
  }
}

/** A `sort` and a `filter` that this list takes, for "Try it out" in the API documentation. */
export interface ListExamples {
  sort: [field: string, order: 'ASC' | 'DESC'];
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
    ApiBadRequestResponse({ type: ErrorResponse, description: 'Malformed sort, range or filter' }),
  );
