/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { parse } from '@formatjs/icu-messageformat-parser';

// The browser's texts are parsed at build time (react-intl accepts the ASTs), so the ICU parser
// (~10 KB gzip) is not shipped; a bad message fails the build instead of a page.
function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/src\/shared\/i18n\/(app|account|configuration|properties|listing|bookings|guest|messages|insights|legal)\/(?:[^/]+\/)*[^/]+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

// One config for the SPA build and for vitest. The dev server proxies the API, the
// identity server and the domain configuration to the Node process (scripts/dev.mjs).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

export default defineConfig(({ command }) => ({
  plugins: [react(), precompiledMessages()],
  resolve: {
    // Only the build ships pre-parsed texts; tests and the dev server keep the full parser.
    alias: command === 'build' ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] : [],
  },
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
}));
