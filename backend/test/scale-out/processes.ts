import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../throwaway-servers';

const REPO = resolve(__dirname, '../../..');
const BUILT_API = join(REPO, 'backend/dist/main.js');
/** The built web app, which nginx serves the files of and the API the pages of. */
export const BUILT_WEB_APP = join(REPO, 'frontend/dist');

export interface Running {
  url: string;
  stop(): Promise<void>;
}

export interface ApiProcess extends Running {
  /** Ends it at once, as a crash would (SIGKILL): nothing of its own shutdown runs. */
  kill(): Promise<void>;
}

async function until(ready: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await delay(200);
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await Promise.race([exited, delay(10_000).then(() => child.kill('SIGKILL'))]);
}

/** `npm run create-admin` of the build, as an operator runs it beside the API processes; rejects when it fails. */
export async function runCreateAdmin(env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, [join(REPO, 'backend/dist/setup/create-admin.js')], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`create-admin exited with ${code}`);
}

/** The built API (`npm run build`) as production runs it, in a process of its own, on `port` or a free one. */
export async function startApiProcess(env: Record<string, string>, port?: number): Promise<ApiProcess> {
  if (!existsSync(BUILT_API)) throw new Error(`${BUILT_API} is missing: run npm run build first`);
  port ??= await freePort();
  const child = spawn(process.execPath, [BUILT_API], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${url}/api/health`)).ok, `The API on port ${port}`);
  return {
    url,
    stop: () => stopProcess(child),
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Debian's nginx with deploy/nginx.conf, the web front of docker-compose, as it is but for what
 * only Docker has: the port, Docker's DNS and the `api` service's name (here an upstream of the
 * given processes), the paths of the snippet and of the built web app, and the MIME types the
 * image's nginx.conf includes.
 */
export async function startNginx(apiUrls: string[]): Promise<Running> {
  if (!existsSync(BUILT_WEB_APP)) throw new Error(`${BUILT_WEB_APP} is missing: run npm run build first`);
  const dir = mkdtempSync(join(tmpdir(), 'mohalla-nginx-'));
  const port = await freePort();
  const server = readFileSync(join(REPO, 'deploy/nginx.conf'), 'utf8')
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace(/^\s*resolver .*$/m, '')
    .replace('set $api http://api:3000;', 'set $api http://mohalla_api;')
    .replace('root /usr/share/nginx/html;', `root ${BUILT_WEB_APP};`)
    .replaceAll(
      'include snippets/mohalla-security-headers.conf;',
      `include ${join(REPO, 'deploy/security-headers.conf')};`,
    );
  const upstreams = apiUrls.map((url) => `server ${new URL(url).host};`).join(' ');
  writeFileSync(join(dir, 'server.conf'), server);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;' : ''} daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn; events {}
     http {
       include /etc/nginx/mime.types;
       access_log off;
       client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
       uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
       upstream mohalla_api { ${upstreams} }
       include ${dir}/server.conf;
     }`,
  );
  const child = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${url}/api/health`)).ok, 'nginx');
  return {
    url,
    async stop() {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
