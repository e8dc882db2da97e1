import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Creating a PGlite database takes seconds; loading a snapshot of a fresh one takes a fraction
 * of that. Each test file then starts its own clean database from this snapshot.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const db = await PGlite.create();
  const snapshot = await db.dumpDataDir('none');
  await db.close();
  const file = join(tmpdir(), `mohalla-pglite-snapshot-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  process.env.MOHALLA_PGLITE_SNAPSHOT = file;
}
