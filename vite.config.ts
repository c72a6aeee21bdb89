/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One config for the SPA build and for vitest. The dev server proxies the API, the
// identity server and the domain configuration to the Node process (scripts/dev.mjs).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/client', sourcemap: true },
  server: {
    host: '127.0.0.1',
    // changeOrigin off: the identity server builds its absolute URLs (sign-out form, redirects)
    // from the Host header, which must stay the address the browser uses.
    proxy: Object.fromEntries(['/api', '/auth', '/config', '/healthz'].map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 30000,
    pool: 'forks',
  },
});
