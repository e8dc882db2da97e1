import { DataSource } from 'typeorm';

/** Numbers naming the locks that keep two API processes from doing start-up work at once. */
export const STARTUP_LOCKS = { migrations: 727_001, startupData: 727_002 } as const;

/** Runs `work` while holding a PostgreSQL session-level advisory lock. */
export async function withAdvisoryLock<T>(dataSource: DataSource, lockId: number, work: () => Promise<T>): Promise<T> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [lockId]);
    return await work();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    await lock.release();
  }
}

export async function runMigrations(dataSource: DataSource): Promise<void> {
  await withAdvisoryLock(dataSource, STARTUP_LOCKS.migrations, () => dataSource.runMigrations({ transaction: 'all' }));
}
