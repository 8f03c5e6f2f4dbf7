import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@garden/core': path.resolve(__dirname, '../core/src/index.ts'),
      // core's CSV import reads files with csv-parse; its Node build needs Buffer, its browser build brings its own.
      'csv-parse/sync': path.resolve(
        path.dirname(createRequire(path.resolve(__dirname, '../core/package.json')).resolve('csv-parse/sync')),
        '../esm/sync.js',
      ),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: 'http://localhost:8080', ws: true },
      '/api': 'http://localhost:8080',
      '/config.json': 'http://localhost:8080',
    },
  },
  // The manifest maps each source module to its chunk and static imports: the browser bench reads it.
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 2000 },
});
