import { Client, type ClientConfig } from 'pg';

/**
 * The SQL that PostgreSQL parses and plans once per connection rather than on every run: the hot
 * statements, whose text the API builds once (`BuiltQuery`, the kept pages of hot lists). Each is
 * sent as a named statement of the extended protocol, which `pg` parses on a connection at its first
 * run there; PostgreSQL then plans it anew for its first five runs and may keep a generic plan after
 * them. Planning a page of discovery costs PostgreSQL more than running it (docs/benchmarks.md,
 * "Prepared statements").
 *
 * A prepared statement takes memory in every server connection for as long as it lasts (about
 * 300 KB for a page of discovery), so the statements whose text a request shapes (a page, by its
 * range and filter) are prepared only up to `MAX_SHAPED_STATEMENTS`: the first ones asked, which the
 * hot pages are. The others run unnamed, as every other statement does.
 */
const statementNames = new Map<string, string>();
export const MAX_SHAPED_STATEMENTS = 32;
let shapedStatements = 0;

/** Prepares `sql`, a statement of fixed text in the code: there are as many as the code has. */
export function prepareStatement(sql: string): void {
  if (!statementNames.has(sql)) statementNames.set(sql, `mohalla_${statementNames.size}`);
}

/** Prepares `sql`, a statement whose text a request shaped, while fewer than the bound are. */
export function prepareShapedStatement(sql: string): void {
  if (statementNames.has(sql) || shapedStatements >= MAX_SHAPED_STATEMENTS) return;
  shapedStatements++;
  prepareStatement(sql);
}

/** The name a statement is prepared under on every connection; undefined for one not prepared. */
export function preparedStatementName(sql: string): string | undefined {
  return statementNames.get(sql);
}

type Query = (this: Client, config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * `pg`'s client (TypeORM's pool's), sending the prepared statements by their names. Not for the
 * embedded database: its connections share one session, where a name one connection prepared is
 * taken for the next.
 */
export class PreparingClient extends Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    const named: Query = function (config, values, callback) {
      // Looked up on each call, as `pg` has it now.
      const query = Client.prototype.query as Query;
      const name = typeof config === 'string' ? statementNames.get(config) : undefined;
      if (!name) return query.call(this, config, values, callback);
      return query.call(this, { name, text: config, values }, callback);
    };
    this.query = named as Client['query'];
  }
}
