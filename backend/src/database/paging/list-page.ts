import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { builtOncePer, keptPageKeys, ListShape } from './kept-page-sql';
import { ListCounter, TOTAL, Totals } from './list-counter';
import { applyFilter } from './list-filter';
import { ListQueryDto, PageAsked, parseFilter, parsePageAsked } from './list-request';
import { ListSort, ListSpec } from './list-spec';

export interface Page<T> {
  rows: T[];
  total: number;
  /** The position of the first row in the whole list. */
  offset: number;
}

export function mapPage<T, U>(page: Page<T>, mapRow: (row: T) => U): Page<U> {
  return { ...page, rows: page.rows.map(mapRow) };
}

/**
 * A page asked of a list: the list's query, the request's `filter`, `sort` and `range`, and what the
 * list offers. For a hot list, `shape` names what the call site makes of the list's SQL: the pages of
 * one shape and one filter, sort and range have the same SQL, which TypeORM then builds once (see
 * `keptPageKeys`).
 */
type PageRequest<Q extends ObjectLiteral> = [
  qb: SelectQueryBuilder<Q>,
  query: ListQueryDto,
  spec: ListSpec,
  shape?: ListShape,
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

async function findPageWith<Q extends ObjectLiteral, R>(
  qb: SelectQueryBuilder<Q>,
  query: ListQueryDto,
  spec: ListSpec,
  shape: ListShape | undefined,
  fetch: (page: SelectQueryBuilder<Q>) => Promise<[rows: R[], totals: Totals]>,
): Promise<Page<R>> {
  const filter = applyFilter(qb, parseFilter(query.filter), spec);
  const asked = parsePageAsked(query, spec);
  const size = asked.last - asked.first + 1;
  const keys = shape && keptPageKeys(shape, filter, asked);
  const counter = new ListCounter(sortedBy(qb, spec, asked.sort), spec, keys?.list);
  const build = () => pageOf(qb.clone(), spec, asked, counter);
  const [rows, totals] = await fetch(keys ? builtOncePer(keys.page, build, qb) : build());
  return { rows, total: await counter.total(asked.first, size, rows.length, totals[0]?.[TOTAL]), offset: asked.first };
}

/** The list sorted by `field`; nulls last for the fields that have them so. */
function sortedBy<Q extends ObjectLiteral>(
  list: SelectQueryBuilder<Q>,
  spec: ListSpec,
  [field, order]: ListSort,
): SelectQueryBuilder<Q> {
  return list.orderBy(spec.columns[field], order, spec.nullsLast?.includes(field) ? 'NULLS LAST' : undefined);
}

/** The rows `first` to `last` of the list (filtered and sorted), with the list's total beside them. */
function pageOf<Q extends ObjectLiteral>(
  list: SelectQueryBuilder<Q>,
  spec: ListSpec,
  { sort, first, last }: PageAsked,
  counter: ListCounter<Q>,
): SelectQueryBuilder<Q> {
  const candidates = spec.pageCandidates?.(list.clone() as SelectQueryBuilder<ObjectLiteral>, sort, last);
  if (candidates) list.andWhere(candidates);
  // Not in the total's count: a capped count reads its rows by the sort field's index alone.
  if (sort[0] !== 'id') list.addOrderBy(spec.columns.id, 'ASC');
  return counter.selectTotal(list.offset(first).limit(last - first + 1), candidates !== undefined);
}
