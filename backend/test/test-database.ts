import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';

export interface TestDatabase {
  url: string;
  /** Takes the database away, as an outage would. */
  stop(): Promise<void>;
}

/**
 * A clean database of its own for one test file: a fresh database on the PostgreSQL server at
 * TEST_DATABASE_URL, or else an embedded PGlite started from the global snapshot.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createServerDatabase(serverUrl) : createEmbeddedDatabase();
}

async function createServerDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `mohalla_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    stop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function createEmbeddedDatabase(): Promise<TestDatabase> {
  const snapshotFile = process.env.MOHALLA_PGLITE_SNAPSHOT;
  const snapshot = snapshotFile ? new Blob([readFileSync(snapshotFile)]) : undefined;
  const embedded = await startEmbeddedPostgres({ dataDir: 'memory', snapshot });
  let stopped = false;
  return {
    url: embedded.url,
    async stop() {
      if (stopped) return;
      stopped = true;
      await embedded.stop();
    },
  };
}
