// Where the bench data lives: its own database on the PostgreSQL server at DATABASE_URL.
import pg from 'pg';

export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The password of every user the generator creates. */
export const BENCH_PASSWORD = 'bench-password-1';

/** The bench database for a scale: the full set and the smoke set live side by side. */
export function benchDatabase(scale) {
  return (
    process.env.BENCH_DATABASE ?? (scale >= 1 ? 'mohalla_bench' : `mohalla_bench_${String(scale).replace('.', '_')}`)
  );
}

export function databaseUrl(database) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on a connection of its own. */
export async function query(url, sql, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** What the generator writes on the database it filled, so that a run knows the data matches its scale. */
export const dataMark = (scale) => `mohalla bench data, scale ${scale}`;

export async function hasData(database, scale) {
  const [row] = await query(
    SERVER_URL,
    'SELECT shobj_description(oid, $2) AS mark FROM pg_database WHERE datname = $1',
    [database, 'pg_database'],
  );
  return row?.mark === dataMark(scale);
}
