import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { consentPreset } from '../e2e/support/consent-preset';

// The scale-out journey (sign-in-and-api.spec.ts) in Debian's Chromium, against the proxy that
// scripts/scale-out-check.ts started (SCALE_OUT_URL): no web server of its own. Not part of
// npm run test:e2e; the check runs it.
const baseURL = process.env.SCALE_OUT_URL;
if (!baseURL) throw new Error('SCALE_OUT_URL is not set: run npm run scale-out:check');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: process.env.SCALE_OUT_OUTPUT_DIR ?? path.resolve(import.meta.dirname, '../../test-results/scale-out'),
  use: {
    baseURL,
    storageState: consentPreset(baseURL),
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
  },
});
