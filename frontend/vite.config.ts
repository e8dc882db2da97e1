import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The manifest lets bench/bundle-size.mjs tell the initial chunks from the lazy ones.
  build: { manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
