import { Client } from 'pg';

/** An SQL statement that changes rows (a session touch, say), as opposed to one that only reads. */
export const isWrite = (statement: string): boolean => /^\s*(INSERT|UPDATE|DELETE|MERGE)\b/i.test(statement);

/**
 * The SQL statements sent to PostgreSQL while `run` runs, in order, as the `pg` driver sends them:
 * the API's and the session store's alike. Nothing else may use the database meanwhile.
 */
export async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const query = Client.prototype.query;
  const counting = function (this: Client, ...args: unknown[]) {
    const [first] = args as [string | { text?: string }];
    statements.push(typeof first === 'string' ? first : (first?.text ?? ''));
    return (query as (...args: unknown[]) => unknown).apply(this, args);
  };
  Client.prototype.query = counting as typeof query;
  try {
    await run();
  } finally {
    Client.prototype.query = query;
  }
  return statements;
}
