// Measures what a storefront visitor downloads before any lazy chunk: the entry chunk and its static
// imports, gzipped. Fails above the budget, or when react-admin code reaches the initial chunks or the
// storefront's own chunks. Run after `npm run build`; WEB_DIST_DIR names another build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const DIST = process.env.WEB_DIST_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../frontend/dist');
// Strings that only react-admin's code carries, and that survive minification.
const REACT_ADMIN_MARKERS = ['RaLayout', 'ra.action.', 'RaDatagrid', 'ra.notification.'];

const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');

/** The manifest key of `entry` and of every chunk it imports statically, transitively. */
function staticClosure(entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const imported of manifest[entry]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

function chunkFiles(keys) {
  return [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initialFiles = chunkFiles(staticClosure(entryKey));
if (!html.includes(manifest[entryKey].file)) {
  throw new Error(`index.html does not load the manifest's entry ${manifest[entryKey].file}: rebuild first`);
}

let failed = false;
let totalGzip = 0;
for (const file of initialFiles) {
  const source = readFileSync(path.join(DIST, file));
  const gzip = gzipSync(source, { level: 9 }).length;
  totalGzip += gzip;
  console.log(
    `${file.padEnd(40)} ${(source.length / 1024).toFixed(1).padStart(8)} KB raw ${(gzip / 1024).toFixed(1).padStart(7)} KB gzip`,
  );
}
const totalKb = totalGzip / 1024;
console.log(`Storefront initial JavaScript: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  failed = true;
}

// The storefront's pages, each a lazily loaded chunk of its own.
const storefrontEntries = Object.keys(manifest).filter(
  (key) => key.startsWith('src/storefront/') && manifest[key].isDynamicEntry,
);
if (storefrontEntries.length === 0) {
  throw new Error('No storefront page is a chunk of its own: update bench/bundle-size.mjs');
}
const storefrontFiles = storefrontEntries.flatMap((entry) => chunkFiles(staticClosure(entry)));
for (const file of new Set([...initialFiles, ...storefrontFiles])) {
  const source = readFileSync(path.join(DIST, file), 'utf8');
  const marker = REACT_ADMIN_MARKERS.find((candidate) => source.includes(candidate));
  if (marker) {
    console.error(`react-admin code ("${marker}") in ${file}, which the storefront downloads`);
    failed = true;
  }
}
if (!failed) console.log('No react-admin code in the storefront chunks.');
process.exit(failed ? 1 : 0);
