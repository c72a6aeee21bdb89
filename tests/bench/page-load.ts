// Page loads as a host has them, in Debian's Chromium with its defaults, on the built app served
// by the real server (fresh embedded database, demo data). Part of `npm run bench`
// (BENCH_PAGE_LOAD=0 skips it); alone: npx tsx tests/bench/page-load.ts [base URL]
//
// For each of ROUNDS new browser contexts (an empty HTTP cache, as a first visit):
// - a signed-out visit of /properties until the identity server's sign-in form shows;
// - from the Sign in click until the properties page shows its heading;
// then, in the same tab (cached scripts), a full load of each of PAGES until its heading shows
// and no spinner is left. Medians in ms and the number of requests each load made. The figures
// are a local loop's (no network latency): they measure the waterfall of the app's own start.
import { execSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { freePort } from '../../scripts/lib/free-port';
import { startServer } from './lighthouse';
import { machineLoad } from './support/child-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HOST = 'anna@demo.host-portal.test';
const PAGES = ['/', '/properties', '/messages', '/insights', '/account/profile', '/calendar'];
const ROUNDS = Number(process.env.BENCH_PAGE_LOAD_ROUNDS ?? 5);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function counted<T>(page: Page, run: () => Promise<T>): Promise<{ ms: number; requests: number }> {
  let requests = 0;
  const count = () => void requests++;
  page.on('request', count);
  const t0 = performance.now();
  await run();
  const ms = performance.now() - t0;
  page.off('request', count);
  return { ms, requests };
}

async function shown(page: Page) {
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.locator('.spinner:visible, [aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
}

export async function benchPageLoad(options: { build?: boolean; base?: string } = {}) {
  console.log('\n== Page loads (Chromium, local loop, medians) ==');
  if (options.build !== false && !options.base) execSync('npm run build', { cwd: root, stdio: 'ignore' });
  let server: ChildProcess | null = null;
  let dataDir: string | null = null;
  let base = options.base;
  if (!base) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'host-portal-bench-page-load-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startServer(port, dataDir);
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const figures: Record<string, { ms: number[]; requests: number[] }> = {};
  const record = (name: string, f: { ms: number; requests: number }) => {
    figures[name] ??= { ms: [], requests: [] };
    figures[name].ms.push(f.ms);
    figures[name].requests.push(f.requests);
  };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext({ baseURL: base });
      const page = await context.newPage();
      record('signed out → sign-in form', await counted(page, async () => {
        await page.goto('/properties');
        await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 30_000 });
      }));
      await page.getByLabel('Email').fill(HOST);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      record('Sign in → /properties shown', await counted(page, async () => {
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL(/\/properties$/);
        await shown(page);
      }));
      for (const target of PAGES) {
        record(`reload ${target}`, await counted(page, async () => {
          await page.goto(target);
          await shown(page);
        }));
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server?.kill('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(machineLoad());
  for (const [name, f] of Object.entries(figures)) {
    console.log(`${name.padEnd(34)} ${String(Math.round(median(f.ms))).padStart(6)} ms  ${String(median(f.requests)).padStart(4)} requests`);
  }
  return figures;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchPageLoad({ base: process.argv[2] });
}
