import {
  applyDecorators,
  BadRequestException,
  CallHandler,
  ExecutionContext,
  NestInterceptor,
  Type,
  UseInterceptors,
} from '@nestjs/common';
import { ApiOkResponse, ApiPropertyOptional, ApiQuery } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Response } from 'express';
import { map, Observable } from 'rxjs';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { sentForm } from '../built-query';
import { prepareShapedStatement } from '../prepared-statements';
import { ApiErrors } from '../../common/api-errors.decorator';

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
  /**
   * For lists that grow to millions of rows: the total is exact up to this many rows and PostgreSQL's
   * planner estimate beyond, since an exact count reads every matching row for every page shown.
   */
  exactCountUpTo?: number;
  /**
   * With `exactCountUpTo`: each sort field has an index, so the capped count reads the rows in the
   * sort's order, by that index; otherwise it reads them in any order, which costs no sort.
   */
  countBySortIndex?: boolean;
  /**
   * For a sort whose index can find a page's rows without the whole list: SQL that every row of the
   * page ending at `last` meets (a few others may too), given the filtered list to look in, or
   * undefined when the sort has no such index. The page then reads only the rows that meet it, and
   * the total is counted on its own.
   */
  pageCandidates?: (
    list: SelectQueryBuilder<ObjectLiteral>,
    sort: [string, 'ASC' | 'DESC'],
    last: number,
  ) => string | undefined;
}

/** The columns of a list whose fields are all fields of one alias: `columnsOf('shop', ['id', 'name'])`. */
export function columnsOf(alias: string, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, `${alias}.${field}`]));
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

/** The alias of the total selected beside each row of a page. */
const TOTAL = 'list_total';

type Totals = Record<typeof TOTAL, string>[];

/**
 * A page asked of a list: the list's query, the request's `filter`, `sort` and `range`, and what the
 * list offers. For a hot list, `shape` names the form of the list's query (which conditions it has,
 * not their values): the pages of one shape and one filter, sort and range have the same SQL, which
 * TypeORM then builds once (see `builtOncePer`).
 */
type PageRequest<Q extends ObjectLiteral> = [
  qb: SelectQueryBuilder<Q>,
  query: ListQueryDto,
  spec: ListSpec,
  shape?: string,
];

/**
 * Applies `filter`, `sort` and `range` to the query and answers one page with the total, in one
 * statement: the rows with `COUNT(*) OVER ()` (the joins of lists are all to-one), or with a capped
 * count for a list with `exactCountUpTo`. A count of its own runs only for a page beyond the end.
 */
export function findPage<T extends ObjectLiteral>(...[qb, query, spec, shape]: PageRequest<T>): Promise<Page<T>> {
  return findPageWith(qb, query, spec, shape, entitiesOf);
}

/** As `findPage`, for rows that are only serialized: answers the raw rows of the query's own selection. */
export function findRawPage<R extends ObjectLiteral>(
  ...[qb, query, spec, shape]: PageRequest<ObjectLiteral>
): Promise<Page<R>> {
  return findPageWith(qb, query, spec, shape, rawRowsOf<R>);
}

async function entitiesOf<T extends ObjectLiteral>(page: SelectQueryBuilder<T>): Promise<[T[], Totals]> {
  const { entities, raw } = await page.getRawAndEntities();
  return [entities, raw as Totals];
}

async function rawRowsOf<R>(page: SelectQueryBuilder<ObjectLiteral>): Promise<[R[], Totals]> {
  const raw = await page.getRawMany<R & Totals[number]>();
  return [raw.map(({ [TOTAL]: _total, ...row }) => row as unknown as R), raw];
}

/**
 * Narrows the query by a list's `filter` as its pages are narrowed, for reads of the whole list
 * (an export): a malformed filter is a 400 there too.
 */
export function filterList<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  filter: string | undefined,
  spec: ListSpec,
): SelectQueryBuilder<T> {
  applyFilter(qb, parseFilter(filter), spec);
  return qb;
}

async function findPageWith<Q extends ObjectLiteral, R>(
  qb: SelectQueryBuilder<Q>,
  query: ListQueryDto,
  spec: ListSpec,
  shape: string | undefined,
  fetch: (page: SelectQueryBuilder<Q>) => Promise<[rows: R[], totals: Totals]>,
): Promise<Page<R>> {
  const filter = parseFilter(query.filter);
  applyFilter(qb, filter, spec);
  const sort = parseSort(parseJson('sort', query.sort) ?? spec.defaultSort, spec);
  const [first, last] = parseRange(parseJson('range', query.range));
  const size = last - first + 1;
  const listShape = shape && [shape, filterShapeOf(filter)].join(' ');
  const counter = new ListCounter(sortedBy(qb, spec, sort), spec, listShape);
  const build = () => pageOf(qb.clone(), spec, sort, [first, last], counter);
  const pageShape = listShape && [listShape, ...sort, first, size].join(' ');
  const [rows, totals] = await fetch(pageShape ? builtOncePer(pageShape, build, qb) : build());
  return { rows, total: await counter.total(first, size, rows.length, totals[0]?.[TOTAL]), offset: first };
}

/** The list sorted by `field`; nulls last for the fields that have them so. */
function sortedBy<Q extends ObjectLiteral>(
  list: SelectQueryBuilder<Q>,
  spec: ListSpec,
  [field, order]: [string, 'ASC' | 'DESC'],
): SelectQueryBuilder<Q> {
  return list.orderBy(spec.columns[field], order, spec.nullsLast?.includes(field) ? 'NULLS LAST' : undefined);
}

/** The rows `first` to `last` of the list (filtered and sorted), with the list's total beside them. */
function pageOf<Q extends ObjectLiteral>(
  list: SelectQueryBuilder<Q>,
  spec: ListSpec,
  [field, order]: [string, 'ASC' | 'DESC'],
  [first, last]: [number, number],
  counter: ListCounter<Q>,
): SelectQueryBuilder<Q> {
  const candidates = spec.pageCandidates?.(list.clone() as SelectQueryBuilder<ObjectLiteral>, [field, order], last);
  if (candidates) list.andWhere(candidates);
  // Not in the total's count: a capped count reads its rows by the sort field's index alone.
  if (field !== 'id') list.addOrderBy(spec.columns.id, 'ASC');
  return counter.selectTotal(list.offset(first).limit(last - first + 1), candidates !== undefined);
}

/**
 * The SQL of a page of a hot list: as built, and as sent with the names of the parameters its `$n`
 * stand for, unless a parameter is a list (which `:...name` expands to as many as it holds).
 */
interface KeptPage {
  sql: string;
  sent?: { sql: string; order: string[] };
}

/** The pages of hot lists, by shape (see `PageRequest`). */
const pageQueries = new Map<string, KeptPage>();
const MAX_PAGE_SHAPES = 1000;
/**
 * Under test every page is built all the same, and must be sent as the page kept for its shape
 * would be: a shape that misses a difference fails.
 */
const CHECK_PAGE_SHAPES = process.env.NODE_ENV === 'test';

/**
 * A page of `list`, answering the SQL kept for its shape instead of building it again (`build`
 * builds it from a copy of `list` the first time), as a prepared statement while there is room for
 * one (see `prepareShapedStatement`). With the SQL kept, `list` serves as the page: what a page adds
 * to its list takes no parameters of its own (its range is in the SQL, and its candidates and total
 * are SQL on a copy of the list).
 */
function builtOncePer<Q extends ObjectLiteral>(
  shape: string,
  build: () => SelectQueryBuilder<Q>,
  list: SelectQueryBuilder<Q>,
): SelectQueryBuilder<Q> {
  let kept = pageQueries.get(shape);
  const check = kept !== undefined && CHECK_PAGE_SHAPES;
  if (kept === undefined) {
    kept = keptPageOf(build());
    if (pageQueries.size >= MAX_PAGE_SHAPES) pageQueries.clear();
    pageQueries.set(shape, kept);
  }
  // TypeORM's runs of the page (with its parameters, on its connection) take the SQL from here.
  const { sql, sent } = kept;
  list.getQuery = () => sql;
  if (sent) list.getQueryAndParameters = () => sentWith(sent, list.getParameters());
  if (check) {
    const [built, values] = build().getQueryAndParameters();
    const [keptSql, keptValues] = list.getQueryAndParameters();
    if (built !== keptSql || JSON.stringify(values) !== JSON.stringify(keptValues)) {
      throw new Error(`Two queries of the page shape "${shape}":\n${keptSql}\n${built}`);
    }
  }
  return list;
}

function keptPageOf<Q extends ObjectLiteral>(page: SelectQueryBuilder<Q>): KeptPage {
  const sql = page.getQuery();
  const parameters = page.getParameters();
  const kept: KeptPage = { sql };
  if (!Object.values(parameters).some((value) => Array.isArray(value) || typeof value === 'function')) {
    kept.sent = sentForm(page, Object.keys(parameters));
  }
  // As sent: a filter's list of ids takes as many parameters as it has ids, so pages of one shape may differ.
  prepareShapedStatement(kept.sent?.sql ?? page.getQueryAndParameters()[0]);
  return kept;
}

/** The SQL of a kept page as sent, and the values of `parameters` for it, in order. */
function sentWith(sent: NonNullable<KeptPage['sent']>, parameters: ObjectLiteral): [string, unknown[]] {
  return [sent.sql, sent.order.map((name) => parameters[name])];
}

/** What in a `filter` changes a page's SQL: its fields in order, and which kind of condition each gives. */
function filterShapeOf(filter: Record<string, unknown>): string {
  const kind = (value: unknown) =>
    value === null ? 'null' : Array.isArray(value) ? (value.length > 0 ? 'list' : 'none') : 'value';
  return JSON.stringify(Object.entries(filter).map(([field, value]) => [field, kind(value)]));
}

/** Estimates by statement and parameters: the planner's figure moves slowly, the pages of a list come quickly. */
const estimates = new Map<string, { rows: number; until: number }>();
const ESTIMATE_KEPT_MS = 10_000;
const MAX_KEPT_ESTIMATES = 1000;

/**
 * The total of a list: selected beside the rows of a page, or counted on its own for a page beyond
 * the end; exact, or for a list with a cap exact up to it and the planner's estimate beyond.
 */
class ListCounter<Q extends ObjectLiteral> {
  private readonly exactUpTo: number | undefined;
  private readonly bySortIndex: boolean;

  constructor(
    /** The list's query, filtered and sorted by the field asked, before its range. */
    private readonly list: SelectQueryBuilder<Q>,
    { exactCountUpTo, countBySortIndex }: ListSpec,
    /** The form of the list's SQL, for a hot list (see `PageRequest`): its parameters then tell one list from another. */
    private readonly shape?: string,
  ) {
    this.exactUpTo = exactCountUpTo;
    this.bySortIndex = countBySortIndex ?? false;
  }

  /** The page with the total beside its rows; `narrowed`: the page reads only some rows of the list, which cannot count it. */
  selectTotal(page: SelectQueryBuilder<Q>, narrowed: boolean): SelectQueryBuilder<Q> {
    if (this.exactUpTo === undefined && !narrowed) return page.addSelect('COUNT(*) OVER ()', TOTAL);
    const rows = this.rows();
    return page
      .addSelect(`(SELECT COUNT(*) FROM (${rows.getQuery()}) AS counted)`, TOTAL)
      .setParameters(rows.getParameters());
  }

  /** From the page's `shown` rows and the total `selected` beside them (none on an empty page). */
  async total(first: number, size: number, shown: number, selected: string | undefined): Promise<number> {
    // A page short of its size ends the list, and an empty first page is an empty list.
    if (shown < size && (shown > 0 || first === 0)) return first + shown;
    const counted = selected === undefined ? await this.count() : Number(selected);
    if (this.exactUpTo === undefined || counted <= this.exactUpTo) return counted;
    // The estimate is kept to what the rows prove: beyond the cap and the page shown, up to an empty page.
    const estimate = Math.max(await this.estimate(), this.exactUpTo + 1, first + shown);
    return shown > 0 ? estimate : Math.min(estimate, first);
  }

  /** The list's rows to count: all of them, or one more than the cap when it has one. */
  private rows(): SelectQueryBuilder<Q> {
    const rows = this.list.clone().select('1');
    if (this.exactUpTo === undefined || !this.bySortIndex) rows.orderBy();
    return this.exactUpTo === undefined ? rows : rows.limit(this.exactUpTo + 1);
  }

  private async count(): Promise<number> {
    const rows = this.rows();
    const counted = await this.list
      .createQueryBuilder()
      .select('COUNT(*)', 'count')
      .from(`(${rows.getQuery()})`, 'counted')
      .setParameters(rows.getParameters())
      .getRawOne<{ count: string }>();
    return Number(counted!.count);
  }

  /** The planner's estimate of the list's rows, which costs a plan, not a read; kept a few seconds. */
  private async estimate(): Promise<number> {
    const key = this.estimateKey();
    const kept = estimates.get(key);
    if (kept && kept.until > Date.now()) return kept.rows;
    const [query, values] = this.unsortedRows().getQueryAndParameters();
    const [{ 'QUERY PLAN': plan }] = await this.list.connection.query<
      { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]
    >(`EXPLAIN (FORMAT JSON) ${query}`, values);
    const rows = Math.round(plan[0].Plan['Plan Rows']);
    if (estimates.size >= MAX_KEPT_ESTIMATES) estimates.clear();
    estimates.set(key, { rows, until: Date.now() + ESTIMATE_KEPT_MS });
    return rows;
  }

  /** Which list an estimate is of: a hot list's shape and parameters, without building its SQL; else its SQL. */
  private estimateKey(): string {
    if (this.shape) return JSON.stringify([this.shape, this.list.getParameters()]);
    return JSON.stringify(this.unsortedRows().getQueryAndParameters());
  }

  private unsortedRows(): SelectQueryBuilder<Q> {
    return this.list.clone().select('1').orderBy();
  }
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

/** A request's `filter`: a JSON object of fields and values, or none. */
function parseFilter(raw: string | undefined): Record<string, unknown> {
  const filter = parseJson('filter', raw) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new BadRequestException('filter must be a JSON object');
  }
  return filter as Record<string, unknown>;
}

function applyFilter<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  filter: Record<string, unknown>,
  spec: ListSpec,
): void {
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
    ApiErrors({ badRequest: 'Malformed sort, range or filter' }),
  );
