import { defineConfig } from '@playwright/test';
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { consentPreset } from './support/consent-preset';
import { serverNodeFlags } from '../support/server-flags';

// Browser journeys against the real server (embedded database, demo data) in Debian's Chromium
// — no browser download exists on these machines. E2E_WORKERS workers (default 1), each with a
// server and a database of its own, so journeys in two workers never see each other's changes:
// Playwright sets TEST_PARALLEL_INDEX in a worker, which reads this file again and takes its own
// server's address. One worker by default: on a 2-core machine one browser and its server
// already keep both cores busy, and a second pair made every journey twice as slow.
// The servers are what `npm start` runs: the compiled server (dist/server/main.mjs) serving the
// built client (dist/client), both built once before by npm run test:e2e. Run by hand, a missing
// or stale build is made here first, in the runner, once, before any server starts.
if (process.env.TEST_WORKER_INDEX === undefined) execSync('node scripts/build-if-stale.mjs', { cwd: path.resolve(import.meta.dirname, '../..'), stdio: 'inherit' });
const workers = Number(process.env.E2E_WORKERS ?? 1);
const firstPort = Number(process.env.E2E_PORT ?? 8099);
const baseUrlOf = (index: number) => `http://127.0.0.1:${firstPort + index}`;
const baseURL = baseUrlOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'host-portal-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read the config; keep one directory

// Chromium's headless mode is the whole browser, window and address bar included, though nothing
// shows them: every page Playwright opens is a new window, and each window loaded the address
// bar's suggestion list, a web page of its own (chrome://omnibox-popup.top-chrome: about 100
// scripts and styles, in a renderer process of its own). In one map journey it made 730 of the
// browser's 900 requests. Turning the three WebUI omnibox popups off leaves the address bar's
// native popup, which no journey and no host's page sees; what pages get is unchanged. Twelve
// journeys cost Chromium 126.6 s of CPU without it, against 145.6 s with it.
// Chromium reads only the last --disable-features on its command line, so this one repeats the
// list Playwright passes first (its Chromium switches, in node_modules/playwright-core/lib/
// coreBundle.js; an upgrade of Playwright may change it) and adds the popups: the browser's
// child processes show in their command lines the list in force.
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch', 'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const disableFeatures = `--disable-features=${[...playwrightDisabledFeatures, 'WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'].join(',')}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.resolve(import.meta.dirname, '../../test-results'),
  use: {
    baseURL,
    // One browser context per worker, reset by Playwright between journeys (cookies, storage,
    // pages, routes; the config's storage state applied again), instead of a new one each time:
    // 127 s -> 114 s for three journey files here. What the reset leaves (permissions granted, the
    // offline switch) no journey depends on; telemetry.spec.ts goes back online itself. A
    // journey that needs a fresh browser makes one with browser.newContext().
    reuseContext: true,
    // A decided cookie consent, so the banner stays out of the journeys (support/consent-preset.ts).
    storageState: consentPreset(baseURL),
    launchOptions: {
      // Chromium as hosts have it: Playwright turns the back/forward cache off by default.
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', disableFeatures],
    },
    // A failed journey keeps its trace: every action with its timing, the console and the network.
    // Without DOM snapshots of every step: taking them made every journey about a twelfth slower
    // (118 s against 109 s for three files), and the screencast a fifth (150 s against 123 s).
    // The failure's own screenshot and the page's accessibility tree (error-context) are still
    // kept; E2E_TRACE_SNAPSHOTS=1 brings the snapshots back when a failure needs them.
    trace: { mode: 'retain-on-failure', snapshots: process.env.E2E_TRACE_SNAPSHOTS === '1', screenshots: false },
    screenshot: 'only-on-failure',
  },
  // The accessibility pass opens every page, and opening some changes the shared demo data (a
  // conversation is read, verification is started): it runs after the journeys, which expect
  // the data as seeded.
  projects: [
    { name: 'journeys', testIgnore: '**/accessibility.spec.ts' },
    { name: 'accessibility', testMatch: '**/accessibility.spec.ts', dependencies: ['journeys'] },
  ],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: ['node', ...serverNodeFlags(path.resolve(import.meta.dirname, '../..')), 'dist/server/main.mjs'].join(' '),
    cwd: path.resolve(import.meta.dirname, '../..'),
    url: `${baseUrlOf(index)}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The journeys import the server's own iCal export by URL, which is on 127.0.0.1.
    env: {
      PORT: String(firstPort + index),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, `server-${index}`),
      PUBLIC_URL: baseUrlOf(index),
      LOG_LEVEL: 'warn',
      ICAL_ALLOW_PRIVATE_URLS: 'true',
      // Every journey comes from 127.0.0.1, and more than ten of them register a host.
      REGISTRATIONS_PER_ADDRESS_HOUR: '100',
      // The fault switch (src/server/http/fault-switch.ts) for the machines' failure paths
      // (machine-paths-*.spec.ts); taken in production mode because HOST and PUBLIC_URL are loopback.
      FAULT_SWITCH: 'on',
    },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
