import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { TEXT_SEARCH_SETTINGS } from '../common/text-search';
import { ConnectionTurnQueue } from './pglite-connection-turns';

export interface EmbeddedPostgres {
  /** A `pg` connection string for the embedded server (a unix socket, never a network port). */
  url: string;
  db: PGlite;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** A directory that keeps the data across restarts, or `memory`. */
  dataDir: string;
  /** A tarball from `dumpDataDir()` to start from (only with `memory`). */
  snapshot?: Blob;
}

/**
 * The contrib modules the migrations create extensions of (`CREATE EXTENSION IF NOT EXISTS`). Imported
 * when needed: the package's types describe only their ES module builds.
 */
async function contribExtensions() {
  const [{ cube }, { earthdistance }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite/contrib/cube'),
    import('@electric-sql/pglite/contrib/earthdistance'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return { cube, earthdistance, pg_trgm };
}

/** The connection strings that reach an embedded server of this process, directly or through a proxy. */
const embeddedUrls = new Set<string>();

/**
 * Whether `url` reaches an embedded server of this process: one session that every connection
 * shares, so that a statement prepared by one connection is there for all of them.
 */
export function isEmbeddedDatabase(url: string): boolean {
  return embeddedUrls.has(url);
}

/** Records that `proxyUrl` reaches the database at `databaseUrl`, through a proxy of this process. */
export function recordProxy(proxyUrl: string, databaseUrl: string): void {
  if (embeddedUrls.has(databaseUrl)) embeddedUrls.add(proxyUrl);
}

/** Must cover every pool that connects: TypeORM's and the session store's. */
const MAX_CONNECTIONS = 40;

/**
 * Runs PGlite behind its PostgreSQL wire-protocol server so that TypeORM, the session store and
 * everything else reach it through the ordinary `pg` driver, exactly as they reach a real server.
 */
/**
 * PGlite does not lock its directory, and two processes writing one directory corrupt it: a pid
 * file refuses the second one while the first is alive.
 */
function claimDataDir(dir: string): { path: string; release(): void } {
  const path = resolve(dir);
  mkdirSync(path, { recursive: true });
  const pidFile = join(path, 'mohalla.pid');
  const holder = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : undefined;
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(`The embedded database in ${path} is in use by process ${holder}. Stop it first.`);
  }
  writeFileSync(pidFile, String(process.pid));
  return { path, release: () => rmSync(pidFile, { force: true }) };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = options.dataDir === 'memory' ? undefined : claimDataDir(options.dataDir);
  const extensions = await contribExtensions();
  const db = dataDir
    ? await PGlite.create({ dataDir: dataDir.path, extensions })
    : await PGlite.create({ loadDataDir: options.snapshot, extensions });
  // PGlite is one session that every connection shares: its settings are set once, here.
  for (const [name, value] of Object.entries(TEXT_SEARCH_SETTINGS)) {
    await db.query('SELECT set_config($1, $2, false)', [name, value]);
  }
  const socketDir = mkdtempSync(join(tmpdir(), 'mohalla-pg-'));
  const server = new PGLiteSocketServer({
    db,
    path: join(socketDir, '.s.PGSQL.5432'),
    maxConnections: MAX_CONNECTIONS,
  });
  // Replaces the library's queue, which interleaves concurrent connections' queries (see ConnectionTurnQueue).
  (server as unknown as { queryQueue: ConnectionTurnQueue }).queryQueue = new ConnectionTurnQueue(db);
  await server.start();
  const url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
  embeddedUrls.add(url);
  return {
    url,
    db,
    async stop() {
      embeddedUrls.delete(url);
      await server.stop();
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
      dataDir?.release();
    },
  };
}
