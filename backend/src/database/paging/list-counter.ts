import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ListSpec } from './list-spec';

/** The alias of the total selected beside each row of a page. */
export const TOTAL = 'list_total';

export type Totals = Record<typeof TOTAL, string>[];

/** Estimates by statement and parameters: the planner's figure moves slowly, the pages of a list come quickly. */
const estimates = new Map<string, { rows: number; until: number }>();
const ESTIMATE_KEPT_MS = 10_000;
const MAX_KEPT_ESTIMATES = 1000;

/**
 * The total of a list: selected beside the rows of a page, or counted on its own for a page beyond
 * the end; exact, or for a list with a cap exact up to it and the planner's estimate beyond.
 */
export class ListCounter<Q extends ObjectLiteral> {
  private readonly exactUpTo: number | undefined;
  private readonly bySortIndex: boolean;

  constructor(
    /** The list's query, filtered and sorted by the field asked, before its range. */
    private readonly list: SelectQueryBuilder<Q>,
    { exactCountUpTo, countBySortIndex }: ListSpec,
    /** For a hot list, the key of its SQL (see `keptPageKeys`): its parameters then tell one list from another. */
    private readonly listKey?: string,
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

  /** Which list an estimate is of: a hot list's key and parameters, without building its SQL; else its SQL. */
  private estimateKey(): string {
    if (this.listKey) return JSON.stringify([this.listKey, this.list.getParameters()]);
    return JSON.stringify(this.unsortedRows().getQueryAndParameters());
  }

  private unsortedRows(): SelectQueryBuilder<Q> {
    return this.list.clone().select('1').orderBy();
  }
}
