// Builds the workspaces whose inputs changed since their last build, for `npm start`: a second start
// with nothing changed skips both builds (about a minute) instead of repeating them.
//
// A workspace's inputs are its sources and build configuration and the root lockfile; their hash
// (path, size, modification time and content of every file) is kept in the build's output folder
// after a build succeeds. The stamp is removed before a build, so a failed build is retried.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMP = '.inputs-hash';

/**
 * What each workspace's build reads and writes. `exclude` names files under the inputs that the build
 * does not read (tests) or writes itself (the API types generated from openapi.json).
 */
export const WORKSPACES = [
  {
    name: 'backend',
    inputs: ['backend/src', 'backend/package.json', 'backend/tsconfig.json', 'backend/tsconfig.build.json'],
    exclude: [/\.spec\.ts$/, /\.e2e-spec\.ts$/],
    output: 'backend/dist',
    built: 'backend/dist/main.js',
  },
  {
    name: 'frontend',
    inputs: [
      'frontend/src',
      'frontend/public',
      'frontend/index.html',
      'frontend/openapi.json',
      'frontend/package.json',
      'frontend/tsconfig.json',
      'frontend/vite.config.ts',
    ],
    exclude: [/^frontend\/src\/api\/schema\.d\.ts$/],
    output: 'frontend/dist',
    built: 'frontend/dist/index.html',
  },
];

/** Inputs every workspace shares: the installed dependencies and the root manifest. */
const SHARED_INPUTS = ['package.json', 'package-lock.json'];

function filesUnder(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      relative(root, join(entry.parentPath ?? entry.path, entry.name))
        .split(sep)
        .join('/'),
    );
}

/** The hash of everything the workspace's build reads. */
export function inputsHash(root, workspace) {
  const files = [...SHARED_INPUTS, ...workspace.inputs]
    .flatMap((path) => filesUnder(root, path))
    .filter((file) => !workspace.exclude.some((pattern) => pattern.test(file)))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const full = join(root, file);
    const { size, mtimeMs } = statSync(full);
    hash.update(`${file}\0${size}\0${mtimeMs}\0`);
    hash.update(readFileSync(full));
  }
  return hash.digest('hex');
}

/** Whether the workspace must be built: no output, or inputs not the ones its last build read. */
export function buildDecision(root, workspace) {
  const hash = inputsHash(root, workspace);
  const stamp = join(root, workspace.output, STAMP);
  const current = existsSync(join(root, workspace.built)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
  return { build: !current, hash };
}

/** Forgets the last build, before one starts: a build that fails must not count as done. */
export function forgetBuild(root, workspace) {
  rmSync(join(root, workspace.output, STAMP), { force: true });
}

/** Records that the workspace's output was built from inputs with this hash. */
export function recordBuild(root, workspace, hash) {
  writeFileSync(join(root, workspace.output, STAMP), hash);
}

function main() {
  for (const workspace of WORKSPACES) {
    const { build, hash } = buildDecision(ROOT, workspace);
    if (!build) {
      console.log(`${workspace.name}: unchanged since its last build, not rebuilt`);
      continue;
    }
    forgetBuild(ROOT, workspace);
    execFileSync('npm', ['run', 'build', '-w', workspace.name], { cwd: ROOT, stdio: 'inherit' });
    recordBuild(ROOT, workspace, hash);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
