import { Client } from 'pg';
import type { DataSource } from 'typeorm';

/** An SQL statement that changes rows (a session touch, say), as opposed to one that only reads. */
export const isWrite = (statement: string): boolean => /^\s*(INSERT|UPDATE|DELETE|MERGE)\b/i.test(statement);

/** An SQL statement as the `pg` driver sent it, with its parameters. */
export interface SentStatement {
  text: string;
  values: unknown[];
}

/**
 * The SQL statements sent to PostgreSQL while `run` runs, in order, with their parameters, as the
 * `pg` driver sends them: the API's and the session store's alike. Nothing else may use the database
 * meanwhile.
 */
export async function sentDuring(run: () => Promise<unknown>): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  const query = Client.prototype.query;
  const recording = function (this: Client, ...args: unknown[]) {
    const [first, values] = args as [string | { text?: string; values?: unknown[] } | undefined, unknown];
    if (typeof first === 'string') sent.push({ text: first, values: Array.isArray(values) ? values : [] });
    else sent.push({ text: first?.text ?? '', values: first?.values ?? [] });
    return (query as (...args: unknown[]) => unknown).apply(this, args);
  };
  Client.prototype.query = recording as typeof query;
  try {
    await run();
  } finally {
    Client.prototype.query = query;
  }
  return sent;
}

/** The text of the SQL statements sent while `run` runs, as `sentDuring`. */
export async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  return (await sentDuring(run)).map(({ text }) => text);
}

/** The plan PostgreSQL makes for a statement as it was sent (`EXPLAIN`, not run), line by line in one text. */
export async function queryPlan(dataSource: DataSource, { text, values }: SentStatement): Promise<string> {
  const rows: { 'QUERY PLAN': string }[] = await dataSource.query(`EXPLAIN ${text}`, values);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}
