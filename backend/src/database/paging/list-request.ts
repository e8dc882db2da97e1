import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { columnOf, ListSort, ListSpec } from './list-spec';

/** A list without `range` answers at most this many rows; `Content-Range` still gives the total. */
export const MAX_LIST_ROWS = 1000;

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

/** The rows of a list a request asks for: in which order, and from which position to which. */
export interface PageAsked {
  sort: ListSort;
  first: number;
  last: number;
}

/** The request's `sort` (or the list's default) and `range` (or the first `MAX_LIST_ROWS` rows). */
export function parsePageAsked(query: ListQueryDto, spec: ListSpec): PageAsked {
  const sort = parseSort(parseJson('sort', query.sort) ?? spec.defaultSort, spec);
  const [first, last] = parseRange(parseJson('range', query.range));
  return { sort, first, last };
}

/** A request's `filter`: a JSON object of fields and values, or none. */
export function parseFilter(raw: string | undefined): Record<string, unknown> {
  const filter = parseJson('filter', raw) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new BadRequestException('filter must be a JSON object');
  }
  return filter as Record<string, unknown>;
}

/**
 * Takes out of `filter` the keys that are not columns of the list but parameters of it (a point to
 * measure distances from, say): answers their values, own keys only, and the query without them.
 */
export function takeFilterParams<K extends string>(
  query: ListQueryDto,
  keys: readonly K[],
): [params: Partial<Record<K, unknown>>, rest: ListQueryDto] {
  const params: Partial<Record<K, unknown>> = Object.create(null);
  const rest = parseFilter(query.filter);
  for (const key of keys) {
    if (!Object.hasOwn(rest, key)) continue;
    params[key] = rest[key];
    delete rest[key];
  }
  return [params, { ...query, filter: JSON.stringify(rest) }];
}

function parseJson(name: string, raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestException(`${name} must be valid JSON`);
  }
}

function parseSort(sort: unknown, spec: ListSpec): ListSort {
  if (!Array.isArray(sort) || sort.length !== 2 || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw new BadRequestException('sort must be ["field","ASC"] or ["field","DESC"]');
  }
  const field = String(sort[0]);
  if (columnOf(spec, field) === undefined) {
    throw new BadRequestException(`sort field must be one of ${Object.keys(spec.columns).join(', ')}`);
  }
  return [field, String(sort[1]).toUpperCase() as ListSort[1]];
}

function parseRange(range: unknown): [first: number, last: number] {
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
