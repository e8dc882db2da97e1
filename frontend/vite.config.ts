import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), routeList(), precompressAssets()],
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
