import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { sentForm } from '../built-query';
import { prepareShapedStatement } from '../prepared-statements';
import { FilterShape } from './list-filter';
import { PageAsked } from './list-request';

/**
 * An option of a call site that changes the text of its list's SQL, never a value the SQL takes as a
 * parameter: which SQL a condition is, whether there is one, a search (by its `shape`).
 */
export type ShapingOption = string | boolean | undefined | { readonly shape: string };

/**
 * What a call site makes of a hot list's SQL beyond the request's filter, sort and range: which list
 * it is, and every option it builds the list's query from that changes the SQL's text (not the
 * values of its parameters): `{ list: 'products', condition, search }`.
 */
export interface ListShape {
  readonly list: string;
  readonly [option: string]: ShapingOption;
}

/** Options of a `ListShape` that shape the SQL by whether they are given, not by their values. */
export function presenceOf(options: Record<string, unknown>): Record<string, boolean> {
  return Object.fromEntries(Object.entries(options).map(([name, value]) => [name, value !== undefined]));
}

/** The keys of a hot list's kept SQL: of the list (its total's estimates), and of the page asked. */
export interface KeptPageKeys {
  list: string;
  page: string;
}

/**
 * The one place a kept page's key is made, from everything that shapes its SQL: the call site's
 * options, the conditions the request's filter added, its sort and its range. Pages of one key have
 * the same SQL, which under test every page is checked against (`builtOncePer`).
 */
export function keptPageKeys(shape: ListShape, filter: FilterShape, { sort, first, last }: PageAsked): KeptPageKeys {
  const options = Object.entries(shape).map(([name, option]) => [name, shapeOf(option)]);
  return { list: JSON.stringify([options, filter]), page: JSON.stringify([options, filter, sort, first, last]) };
}

function shapeOf(option: ShapingOption): string | boolean | null {
  if (option === undefined) return null;
  return typeof option === 'object' ? option.shape : option;
}

/**
 * The SQL of a page of a hot list: as built, and as sent with the names of the parameters its `$n`
 * stand for, unless a parameter is a list (which `:...name` expands to as many as it holds).
 */
interface KeptPage {
  sql: string;
  sent?: { sql: string; order: string[] };
}

/** The pages of hot lists, by key (`keptPageKeys`). */
const pageQueries = new Map<string, KeptPage>();
const MAX_PAGE_SHAPES = 1000;
/**
 * Under test every page is built all the same, and must be sent as the page kept for its key would
 * be: a key that misses a difference fails.
 */
const CHECK_PAGE_SHAPES = process.env.NODE_ENV === 'test';

/**
 * A page of `list`, answering the SQL kept for its key instead of building it again (`build` builds
 * it from a copy of `list` the first time), as a prepared statement while there is room for one (see
 * `prepareShapedStatement`). With the SQL kept, `list` serves as the page: what a page adds to its
 * list takes no parameters of its own (its range is in the SQL, and its candidates and total are SQL
 * on a copy of the list).
 */
export function builtOncePer<Q extends ObjectLiteral>(
  key: string,
  build: () => SelectQueryBuilder<Q>,
  list: SelectQueryBuilder<Q>,
): SelectQueryBuilder<Q> {
  let kept = pageQueries.get(key);
  const check = kept !== undefined && CHECK_PAGE_SHAPES;
  if (kept === undefined) {
    kept = keptPageOf(build());
    if (pageQueries.size >= MAX_PAGE_SHAPES) pageQueries.clear();
    pageQueries.set(key, kept);
  }
  // TypeORM's runs of the page (with its parameters, on its connection) take the SQL from here.
  const { sql, sent } = kept;
  list.getQuery = () => sql;
  if (sent) list.getQueryAndParameters = () => sentWith(sent, list.getParameters());
  if (check) {
    const [built, values] = build().getQueryAndParameters();
    const [keptSql, keptValues] = list.getQueryAndParameters();
    if (built !== keptSql || JSON.stringify(values) !== JSON.stringify(keptValues)) {
      throw new Error(`Two queries of the kept page ${key}:\n${keptSql}\n${built}`);
    }
  }
  return list;
}

/** The SQL of every page kept so far, by key: what `npm run sql:sync` writes down. */
export function keptPageSql(): Map<string, string> {
  return new Map([...pageQueries].map(([key, { sql, sent }]) => [key, sent?.sql ?? sql]));
}

function keptPageOf<Q extends ObjectLiteral>(page: SelectQueryBuilder<Q>): KeptPage {
  const sql = page.getQuery();
  const parameters = page.getParameters();
  const kept: KeptPage = { sql };
  if (!Object.values(parameters).some((value) => Array.isArray(value) || typeof value === 'function')) {
    kept.sent = sentForm(page, Object.keys(parameters));
  }
  // As sent: a filter's list of ids takes as many parameters as it has ids, so pages of one key may differ.
  prepareShapedStatement(kept.sent?.sql ?? page.getQueryAndParameters()[0]);
  return kept;
}

/** The SQL of a kept page as sent, and the values of `parameters` for it, in order. */
function sentWith(sent: NonNullable<KeptPage['sent']>, parameters: ObjectLiteral): [string, unknown[]] {
  return [sent.sql, sent.order.map((name) => parameters[name])];
}
