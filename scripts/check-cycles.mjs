// Fails on any import cycle: between files (madge --circular), and between folders (orders → shops →
// orders is a cycle even when no two files form one). Every folder counts, the infrastructure too.
// The layers below the domains (the backend's common, config, database, bus and sessions) import no
// domain, and no folder imports setup/: only setup/ and the app's root files wire every module
// together. The storefront's folders count one by one, and its own files are its wiring. Type-only imports are left out (package.json
// "madge"): they are erased when compiled, and so are tests.
import madge from 'madge';
import { readFileSync } from 'node:fs';

const { madge: madgeConfig } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

const TREES = [
  {
    root: 'backend/src',
    tsConfig: 'backend/tsconfig.json',
    extensions: ['ts'],
    layersBelowDomains: new Set(['common', 'config', 'database', 'bus', 'sessions']),
    wiring: 'setup',
  },
  {
    root: 'frontend/src',
    tsConfig: 'frontend/tsconfig.json',
    extensions: ['ts', 'tsx'],
    foldersWithin: new Set(['storefront']),
    layersBelowDomains: new Set(),
  },
];

/** Tests set up records of several domains; only the application's own imports count. */
const TESTS = /\.(e2e-)?spec\.tsx?$/;

/**
 * The folder of a file below the tree's root: `storefront/cart` within the storefront, whose own
 * files wire its folders together like the root's files do the tree's; undefined for those.
 */
function folderOf(file, foldersWithin = new Set()) {
  if (!file.includes('/') || file.startsWith('..')) return undefined;
  const [top, second, ...rest] = file.split('/');
  if (!foldersWithin.has(top)) return top;
  return rest.length > 0 ? `${top}/${second}` : undefined;
}

function folderGraph(fileGraph, foldersWithin) {
  const graph = new Map();
  for (const [file, imports] of Object.entries(fileGraph)) {
    const from = folderOf(file, foldersWithin);
    if (!from) continue;
    for (const imported of imports) {
      const to = folderOf(imported, foldersWithin);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  return graph;
}

/** The groups of folders that import each other, directly or round a loop (Tarjan's SCCs). */
function folderCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  const visit = (folder) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder));
    stack.push(folder);
    for (const next of graph.get(folder) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder), low.get(next)));
      } else if (stack.includes(next)) low.set(folder, Math.min(low.get(folder), index.get(next)));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const group = stack.splice(stack.indexOf(folder));
    if (group.length > 1) groups.push(group.sort());
  };
  for (const folder of graph.keys()) if (!index.has(folder)) visit(folder);
  return groups;
}

/** What breaks the layering: a layer below the domains importing above it, a folder importing the wiring. */
function layerBreaches(graph, { layersBelowDomains, wiring }) {
  const breaches = [];
  for (const [from, imported] of graph) {
    for (const to of imported) {
      if (to === wiring) breaches.push(`${from}/ imports ${wiring}/, which only the app's root files may`);
      else if (layersBelowDomains.has(from) && !layersBelowDomains.has(to))
        breaches.push(`${from}/ is below the domains but imports ${to}/`);
    }
  }
  return breaches;
}

let failed = false;
for (const tree of TREES) {
  const { root, tsConfig, extensions, foldersWithin } = tree;
  const result = await madge(root, { ...madgeConfig, tsConfig, fileExtensions: extensions, excludeRegExp: [TESTS] });
  const fileCycles = result.circular();
  const graph = folderGraph(result.obj(), foldersWithin);
  const cycles = folderCycles(graph);
  const breaches = layerBreaches(graph, tree);
  for (const cycle of fileCycles) console.error(`${root}: files import each other: ${cycle.join(' → ')}`);
  for (const group of cycles)
    console.error(`${root}: these folders import each other round a loop: ${group.join(', ')}`);
  for (const breach of breaches) console.error(`${root}: ${breach}`);
  if (fileCycles.length > 0 || cycles.length > 0 || breaches.length > 0) failed = true;
  else console.log(`${root}: no import cycle between files or folders, and the layers hold`);
}
process.exit(failed ? 1 : 0);
