/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { messageBundles } from './scripts/vite/message-bundles';
import { precompress } from './scripts/vite/precompress';
import { startPreloads } from './scripts/vite/start-preloads';
import { clientTestFiles } from './scripts/vite/client-test-files';
import { codeSplitting } from './scripts/vite/code-splitting';
import { scaledMs } from './tests/support/time-scale';

// Client test files that run in isolated threads: not in a VM context, and not sharing a module
// graph with other files (see the client projects below).
const crossRealmClientTests = [
  // Streams a Response body across realms (the download progress of src/client/api/fetch-client.ts), which hangs in a VM context.
  'tests/client/insights/dac7-dialog.test.tsx',
  // Opens a lazily imported menu; in a VM context that late import of react fails to link
  // (ERR_VM_MODULE_LINK_FAILURE) unless an earlier file in the same worker loaded it first.
  'tests/client/language-switch.test.tsx',
  // Stubs EventSource for the guest chat it opens; in a shared module graph it failed once in six
  // runs (the chat's stay never showed), so it keeps a graph of its own until the leak is found.
  'tests/client/guest-stay/guest-stay-page.test.tsx',
];

// One config for the SPA build and for vitest. The dev server proxies the API, the
// identity server and the domain configuration to the Node process (scripts/dev.mjs).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

// The client test files are read only for a test run (mode 'test'), not for every build or dev start.
export default defineConfig(({ command, mode }) => {
  const clientTests = mode === 'test' ? clientTestFiles(import.meta.dirname) : { mocking: [], sharing: [] };
  return {
  plugins: [react(), messageBundles(import.meta.dirname), startPreloads(import.meta.dirname), precompress()],
  resolve: {
    // Only the build ships pre-parsed texts; tests and the dev server keep the full parser.
    alias: command === 'build' ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] : [],
  },
  // Source maps are made for the error tracker but 'hidden': the scripts carry no sourceMappingURL
  // comment pointing at a file the server does not serve (SERVE_SOURCE_MAPS, src/server/app.ts).
  build: {
    outDir: 'dist/client',
    sourcemap: 'hidden',
    // One file for the start, few for each page (scripts/vite/code-splitting.ts). Copying shared
    // chunks into their readers needs the entry's unused exports to be droppable (it has none).
    rolldownOptions: { preserveEntrySignatures: false, output: { codeSplitting: codeSplitting(import.meta.dirname) } },
  },
  server: {
    host: '127.0.0.1',
    // changeOrigin off: the identity server builds its absolute URLs (sign-out form, redirects)
    // from the Host header, which must stay the address the browser uses.
    proxy: Object.fromEntries(['/api', '/auth', '/config', '/healthz'].map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  // Three projects, each run the cheapest way that keeps it honest. Pure rules and machines share
  // one module graph per thread; server files start from the run's template databases
  // (tests/support/database-templates.ts); client files each get their own module graph and DOM.
  // 3 workers on the machines' 2 cores: a client file spends about half its time waiting on
  // timers (debounces, retries, findBy polling) and a server file a third, so two workers leave
  // the cores idle, while four only add a module graph and a heap each to collect: npm test took
  // 253 s with two, 237 s with three and 252 s with four, measured one after another. Against a
  // PostgreSQL server (DATABASE_URL) the server shares those cores: two workers there (110 s for
  // tests/server against 155 s with four, measured side by side).
  // The run is bound by CPU, so V8's helper threads cost more than they save: `npm test` starts
  // vitest with --single-threaded-gc (package.json), and the server files' processes also run
  // PGlite's WebAssembly without the optimizing tier (--liftoff-only; a test database lives for
  // seconds, too short for the optimized code to pay back its compiling). Together: 536 s of CPU
  // and 277 s down to 487 s and 251 s with four workers.
  test: {
    testTimeout: scaledMs(20_000),
    hookTimeout: scaledMs(30_000),
    maxWorkers: process.env.DATABASE_URL ? 2 : 3,
    projects: [
      { extends: true, test: { name: 'pure', include: ['tests/{shared,machines,spec,scripts}/**/*.test.ts'], environment: 'node', pool: 'threads', isolate: false } },
      { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node', pool: 'forks', isolate: false, execArgv: ['--single-threaded-gc', '--liftoff-only'], globalSetup: ['tests/support/database-templates.ts'] } },
      // Client files that mock no module share one module graph per thread (each still gets its
      // own DOM). A file that mocks modules gets a new context per file (vmThreads, a third faster
      // than isolated threads). The few that cannot run in a VM context run in isolated threads.
      { extends: true, test: { name: 'client', include: clientTests.sharing, exclude: crossRealmClientTests, environment: 'node', pool: 'threads', isolate: false, setupFiles: ['tests/support/client-setup.ts'] } },
      { extends: true, test: { name: 'client-mocking', include: clientTests.mocking, exclude: crossRealmClientTests, environment: 'node', pool: 'vmThreads', setupFiles: ['tests/support/client-setup.ts'] } },
      { extends: true, test: { name: 'client-threads', include: crossRealmClientTests, environment: 'node', pool: 'threads', setupFiles: ['tests/support/client-setup.ts'] } },
    ],
  },
};
});
