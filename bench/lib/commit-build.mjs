// Another commit's build, for a side-by-side run against this checkout's: CI's Lighthouse gate
// builds the last landed commit (.ci/landed-build), and the bench can run an earlier API beside
// this one. The commit is checked out in a git worktree under the system's temporary folder, with
// this checkout's dependencies linked in (node_modules, and the workspaces' own if they exist), and
// built by its own scripts. A build is kept, and used again while its commit and this checkout's
// installed dependencies are the same.
//
//   node bench/lib/commit-build.mjs <commit> [backend|web]    builds the API (and the web app it
//                                                             serves, by default) and prints the folder
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEPENDENCIES = ['node_modules', 'backend/node_modules', 'frontend/node_modules'];
/** What each part builds: the web app is served by the API, so Lighthouse needs both. */
const WORKSPACES = { backend: ['backend'], web: ['backend', 'frontend'] };

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** The full hash of a commit named any way git knows (a short hash, a tag, HEAD~1). */
export const commitOf = (name) => git('rev-parse', '--verify', '--end-of-options', `${name}^{commit}`);

/** Links this checkout's installed dependencies into the worktree, replacing links to another checkout's. */
function linkDependencies(dir) {
  for (const folder of DEPENDENCIES) {
    const target = path.join(ROOT, folder);
    const link = path.join(dir, folder);
    if (!existsSync(target)) continue;
    const present = lstatSync(link, { throwIfNoEntry: false });
    if (present?.isSymbolicLink() && readlinkSync(link) === target) continue;
    if (present) rmSync(link, { recursive: true, force: true });
    symlinkSync(target, link, 'dir');
  }
}

/** Which build a workspace's marker describes: the commit and the dependencies it was built with. */
function buildMark(commit) {
  const installed = path.join(ROOT, 'node_modules/.package-lock.json');
  const lock = existsSync(installed) ? installed : path.join(ROOT, 'package-lock.json');
  return `${commit} ${createHash('sha256').update(readFileSync(lock)).digest('hex')}\n`;
}

/**
 * Builds `name`'s API (`part` 'backend') or its API and web app ('web') in a worktree, unless it is
 * built there already; answers the worktree's folder. Build output goes to this process's stderr.
 */
export function buildCommit(name, part = 'web') {
  const commit = commitOf(name);
  const dir = path.join(tmpdir(), `mohalla-build-${commit.slice(0, 12)}`);
  const mark = buildMark(commit);
  const markOf = (workspace) => path.join(dir, workspace, '.bench-build');
  const marked = (workspace, expected) =>
    existsSync(markOf(workspace)) && readFileSync(markOf(workspace), 'utf8') === expected;
  if (!marked('.', `${commit}\n`)) {
    rmSync(dir, { recursive: true, force: true });
    git('worktree', 'prune');
    git('worktree', 'add', '--detach', '--force', dir, commit);
    writeFileSync(markOf('.'), `${commit}\n`);
  }
  linkDependencies(dir);
  for (const workspace of WORKSPACES[part]) {
    if (marked(workspace, mark)) continue;
    console.error(`Building ${workspace} of ${commit.slice(0, 12)} in ${dir}`);
    execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: dir, stdio: ['ignore', 2, 2] });
    writeFileSync(markOf(workspace), mark);
  }
  return dir;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [name, part = 'web'] = process.argv.slice(2);
  if (!name || !WORKSPACES[part]) {
    console.error('usage: node bench/lib/commit-build.mjs <commit> [backend|web]');
    process.exit(2);
  }
  console.log(buildCommit(name, part));
}
