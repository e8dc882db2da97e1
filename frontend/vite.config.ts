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

export default defineConfig({
  plugins: [react(), routeList()],
  // The manifest lets bench/bundle-size.mjs tell the initial chunks from the lazy ones.
  build: { manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
