import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** The order of a list: a field it offers, and a direction. */
export type ListSort = [field: string, order: 'ASC' | 'DESC'];

/**
 * What a list may sort and filter on, as API field names mapped to SQL column expressions.
 * Field names come from the request, so they are looked up as own keys only (`columnOf`).
 */
export interface ListSpec {
  columns: Readonly<Record<string, string>>;
  /** The columns `q` searches, case-insensitively. */
  search: string[];
  defaultSort: ListSort;
  /** Fields besides `id` that hold ids: a filter value that is no id is a 400 before the database sees it. */
  idFields?: readonly string[];
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
  pageCandidates?: (list: SelectQueryBuilder<ObjectLiteral>, sort: ListSort, last: number) => string | undefined;
}

/** The columns of a list whose fields are all fields of one alias: `columnsOf('shop', ['id', 'name'])`. */
export function columnsOf(alias: string, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, `${alias}.${field}`]));
}

/** The SQL column of a field the list offers; undefined for any other name, `__proto__` included. */
export function columnOf(spec: ListSpec, field: string): string | undefined {
  return Object.hasOwn(spec.columns, field) ? spec.columns[field] : undefined;
}
