import { ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL or Redis server of a test's own, on a spare port, that the test may stop and start
 * again as an outage would, never the machine's own.
 */
export interface ThrowawayServer {
  url: string;
  stop(): Promise<void>;
  /** Starts it again on the same port, with the data it had (nothing when it runs). */
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  destroy(): Promise<void>;
}

export interface ThrowawayRedis extends ThrowawayServer {
  /** Freezes the server (SIGSTOP): connections stay open but nothing answers. */
  pause(): void;
  resume(): void;
}

/** The folder of PostgreSQL's initdb and pg_ctl (Debian's layout first, then PATH), if installed. */
export function findPostgresBinaries(): string | undefined {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  const folders = [...versions.map((version) => join(debian, version, 'bin')), ...searchPath()];
  return folders.find((folder) => existsSync(join(folder, 'initdb')) && existsSync(join(folder, 'pg_ctl')));
}

export function findRedisServer(): string | undefined {
  return searchPath()
    .map((folder) => join(folder, 'redis-server'))
    .find((file) => existsSync(file));
}

function searchPath(): string[] {
  return (process.env.PATH ?? '').split(delimiter).filter(Boolean);
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('No TCP port was assigned');
  return address.port;
}

/** A fresh PostgreSQL cluster in a temporary folder, trusting local connections, on 127.0.0.1 only. */
export async function startThrowawayPostgres(binaries: string): Promise<ThrowawayServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mohalla-outage-pg-'));
  const pg = (command: string, args: string[]) => run(...asPostgresUser(join(binaries, command), args));
  let running = false;
  if (isRoot()) chownSync(dataDir, postgresUserId('-u'), postgresUserId('-g'));
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const serverOptions = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const server: ThrowawayServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      if (running) return;
      await pg('pg_ctl', ['-D', dataDir, '-l', join(dataDir, 'server.log'), '-o', serverOptions, '-w', 'start']);
      running = true;
    },
    async stop() {
      await pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

/** PostgreSQL refuses to run as root: the tests, when they run as root, run it as `postgres`. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

function postgresUserId(flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
}

/** A Redis that keeps nothing on disk: a restart loses its data, as a crash of a cache would. */
export async function startThrowawayRedis(redisServer: string): Promise<ThrowawayRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const server: ThrowawayRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child ??= await spawnRedis(redisServer, port);
    },
    async stop() {
      if (!child) return;
      const exited = once(child, 'exit');
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      await exited;
      child = undefined;
    },
    destroy: () => server.stop(),
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
  };
  await server.start();
  return server;
}

async function spawnRedis(redisServer: string, port: number): Promise<ChildProcess> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn(redisServer, args, { stdio: ['ignore', 'pipe', 'ignore'] });
  const stdout = child.stdout!;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`redis-server exited with ${code}: ${output}`));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('Ready to accept connections')) return;
      stdout.off('data', onData);
      stdout.resume();
      child.off('exit', onExit);
      resolve();
    };
    stdout.on('data', onData);
    child.once('exit', onExit);
  });
  return child;
}
