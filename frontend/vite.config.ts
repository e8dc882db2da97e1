import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import brandColours from './src/brand-colours.json' with { type: 'json' };
import { EVERY_PAGE_CUSTOMER_READS, ROUTE_PRELOADS } from './src/route-preloads';
import { appRoutePatterns } from './src/routes';

/** Writes the app's routes to dist/routes.json: the server answers 404 for any other path. */
function routeList(): Plugin {
  return {
    name: 'mohalla-route-list',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: `${JSON.stringify(appRoutePatterns(), null, 2)}\n`,
      });
    },
  };
}

/**
 * Writes dist/preloads.json: for each route of src/route-preloads.ts, the chunks of its page that the
 * entry does not already load, and its reads, which the server names in the route's HTML.
 */
function routePreloadList(): Plugin {
  return {
    name: 'mohalla-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      const withEntry = new Set(
        chunks.filter(({ isEntry }) => isEntry).flatMap((entry) => chunkClosure(entry, bundle)),
      );
      const routes = Object.entries(ROUTE_PRELOADS).map(
        ([pattern, { page, customerReads = [], shopkeeperReads = [] }]) => {
          const pageModule = fileURLToPath(new URL(`./src/${page}`, import.meta.url));
          const pageChunk = chunks.find(({ facadeModuleId }) => facadeModuleId === pageModule);
          if (!pageChunk) throw new Error(`route-preloads.ts: no chunk loads ${page} (for ${pattern})`);
          const modules = chunkClosure(pageChunk, bundle).filter((fileName) => !withEntry.has(fileName));
          return { pattern, modules: modules.map((fileName) => `/${fileName}`), customerReads, shopkeeperReads };
        },
      );
      this.emitFile({
        type: 'asset',
        fileName: 'preloads.json',
        source: `${JSON.stringify({ everyPageCustomerReads: EVERY_PAGE_CUSTOMER_READS, routes }, null, 2)}\n`,
      });
    },
  };
}

/** The chunk's file and those of every chunk it imports statically, at any depth. */
function chunkClosure(chunk: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const output = bundle[fileName];
    if (output?.type === 'chunk') output.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...files];
}

const COMPRESSIBLE_ASSET = /^assets\/.+\.(js|css|svg|json)$/;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each script and stylesheet of dist/assets, at
 * the highest levels, which are too slow for each request: the server sends the copy the browser accepts.
 */
function precompressAssets(): Plugin {
  return {
    name: 'mohalla-precompress-assets',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      const files = Object.values(bundle).filter(({ fileName }) => COMPRESSIBLE_ASSET.test(fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          const path = join(dir!, file.fileName);
          const [brotli, gzipped] = await Promise.all([
            toBrotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            toGzip(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, brotli), writeFile(`${path}.gz`, gzipped)]);
        }),
      );
    },
  };
}

/**
 * Fewer, larger chunks than the bundler's default (one per set of importers, often under 1 KB): over
 * HTTP/1.1 a page's dozen tiny files cost several round trips, one after the other.
 */
const CHUNK_GROUPS = [
  // What the entry needs, in the entry's chunk: one request for every first visit.
  { name: 'initial', tags: ['$initial' as const], priority: 2 },
  // What three or more lazily loaded parts share (MUI's components and ours), in one chunk that every
  // page after the first finds in the cache. Not react-admin: only the two back offices share it.
  { name: 'shared', test: /node_modules[\\/]@mui[\\/]|[\\/]frontend[\\/]src[\\/]/, minShareCount: 3, priority: 1 },
];

/**
 * The installable app: the web app manifest, and the service worker of src/service-worker/sw.ts, given
 * the list of the build's files to keep (main.tsx registers it). The server sends both without a long
 * cache (backend/src/web/serve-web-app.ts), so a new version is found at the next visit.
 */
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  // main.tsx registers it itself, after the page's load; not a script of its own in index.html.
  injectRegister: false,
  // The icons are among the files of globPatterns already.
  includeManifestIcons: false,
  manifest: {
    name: 'Mohalla',
    short_name: 'Mohalla',
    description: 'Order groceries, bakes and daily needs from the shops of your neighbourhood.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brandColours.primary,
    background_color: brandColours.background,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The app's shell: the page, its code and styles, the icons. Not the .br/.gz copies (the browser
    // fetches with its own Accept-Encoding), nor the server's lists (routes.json, preloads.json).
    globPatterns: ['**/*.{html,js,css,woff2,svg,png}'],
    // The assets' names change with their content: kept as they are, they need no revision.
    dontCacheBustURLsMatching: /^assets\//,
    rollupFormat: 'iife',
  },
});

export default defineConfig({
  plugins: [react(), routeList(), routePreloadList(), precompressAssets(), installableApp],
  // Only react-admin imports react-router-dom; see the module it gets instead.
  resolve: {
    alias: [
      {
        find: /^react-router-dom$/,
        replacement: fileURLToPath(new URL('./src/backoffice/react-router-dom.ts', import.meta.url)),
      },
    ],
  },
  build: {
    // The manifest lets bench/bundle-size.mjs tell the initial chunks from the lazy ones.
    manifest: true,
    // Every browser that runs the app has modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
