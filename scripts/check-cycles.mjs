// Fails on any import cycle: between files (madge --circular), and between the domain folders
// (orders → shops → orders is a cycle even when no two files form one). `common/` imports no domain.
// The infrastructure folders (common, config, database) and the app's wiring at the root of a tree
// are not domains: database/ lists every entity for TypeORM. Type-only imports are left out
// (package.json "madge"): they are erased when compiled, and so are tests.
import madge from 'madge';
import { readFileSync } from 'node:fs';

const { madge: madgeConfig } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

const TREES = [
  { root: 'backend/src', tsConfig: 'backend/tsconfig.json', extensions: ['ts'] },
  { root: 'frontend/src', tsConfig: 'frontend/tsconfig.json', extensions: ['ts', 'tsx'] },
];

const INFRASTRUCTURE = new Set(['common', 'config', 'database']);
/** Tests set up records of several domains; only the application's own imports count. */
const TESTS = /\.(e2e-)?spec\.tsx?$/;

/** The top folder of a file below the tree's root; undefined for the root's own files. */
const folderOf = (file) => (file.includes('/') && !file.startsWith('..') ? file.split('/')[0] : undefined);

function folderGraph(fileGraph) {
  const graph = new Map();
  for (const [file, imports] of Object.entries(fileGraph)) {
    const from = folderOf(file);
    if (!from) continue;
    for (const imported of imports) {
      const to = folderOf(imported);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  return graph;
}

/** The groups of domain folders that import each other, directly or round a loop (Tarjan's SCCs). */
function folderCycles(graph) {
  const domains = [...graph.keys()].filter((folder) => !INFRASTRUCTURE.has(folder));
  const edges = (folder) => [...(graph.get(folder) ?? [])].filter((next) => !INFRASTRUCTURE.has(next));
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  const visit = (folder) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder));
    stack.push(folder);
    for (const next of edges(folder)) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder), low.get(next)));
      } else if (stack.includes(next)) low.set(folder, Math.min(low.get(folder), index.get(next)));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const group = stack.splice(stack.indexOf(folder));
    if (group.length > 1) groups.push(group.sort());
  };
  for (const folder of domains) if (!index.has(folder)) visit(folder);
  return groups;
}

/** Domain folders that `common/` imports. */
const domainsOfCommon = (graph) => [...(graph.get('common') ?? [])].filter((folder) => !INFRASTRUCTURE.has(folder));

let failed = false;
for (const { root, tsConfig, extensions } of TREES) {
  const result = await madge(root, { ...madgeConfig, tsConfig, fileExtensions: extensions, excludeRegExp: [TESTS] });
  const fileCycles = result.circular();
  const graph = folderGraph(result.obj());
  const cycles = folderCycles(graph);
  const fromCommon = domainsOfCommon(graph);
  for (const cycle of fileCycles) console.error(`${root}: files import each other: ${cycle.join(' → ')}`);
  for (const group of cycles)
    console.error(`${root}: these folders import each other round a loop: ${group.join(', ')}`);
  if (fromCommon.length > 0) console.error(`${root}: common/ imports the domain folders ${fromCommon.join(', ')}`);
  if (fileCycles.length > 0 || cycles.length > 0 || fromCommon.length > 0) failed = true;
  else console.log(`${root}: no import cycle between files or folders`);
}
process.exit(failed ? 1 : 0);
