// Lighthouse performance of the calendar, properties, bookings and messages pages as a signed-in
// demo host, on the built app served by the compiled server as `npm start` runs it (fresh embedded
// database, demo data), in Debian's Chromium.
// Part of `npm run bench` (BENCH_LIGHTHOUSE=0 skips it); alone: npx tsx tests/bench/lighthouse.ts [desktop|mobile]
// (one preset), BENCH_LIGHTHOUSE_PAGES=/calendar,/messages for some pages only, BENCH_BUILD=0 to
// measure the build already in dist/, BENCH_LIGHTHOUSE_REPORTS=dir to keep each JSON report.
//
// The app keeps its OIDC session in the tab's sessionStorage, so a token in a header cannot stand
// in for it and a new tab would start signed out: puppeteer signs in on the real identity pages,
// and Lighthouse then measures in that same tab (lighthouse(url, flags, config, page)) with its
// storage reset off. The HTTP cache is cleared before each page, so every page loads cold.
// Two presets, each with its own goal: desktop (simulated 40 ms RTT, 10 Mbit/s; hosts manage
// listings at a desk) and mobile (Lighthouse's default: a mid-range phone, 150 ms RTT, 1.6 Mbit/s,
// the CPU slowed 4×; hosts answer guests on the go).
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ACCEPT_ALL, CONSENT_STORAGE_KEY, consentRecord, serializeConsent } from '../../src/shared/domain/cookie-consent';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { freePort } from '../../scripts/lib/free-port';
import { serverNodeFlags } from '../support/server-flags';

const thisFile = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(thisFile), '../..');
// A commission host: only they have the bookings pages (a subscription host's guests book off-site).
const HOST = 'alpine@demo.host-portal.test';
/** The page asked for, and where it settles: /calendar opens the first unit's calendar. */
const PAGES: { path: string; settles: RegExp }[] = [
  { path: '/calendar', settles: /^\/calendar\/[0-9a-f-]{36}$/ },
  { path: '/properties', settles: /^\/properties$/ },
  { path: '/bookings', settles: /^\/bookings(\/[a-z]+)?$/ },
  { path: '/messages', settles: /^\/messages$/ },
];
export const PRESETS = { desktop: { config: desktopConfig, goal: 95 }, mobile: { config: undefined, goal: 90 } } as const;
export type Preset = keyof typeof PRESETS;


/** The compiled server (npm run build) on a fresh DATA_DIR, serving dist/client; resolves once /healthz answers. */
export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATABASE_URL: undefined, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn' };
  const child = spawn(process.execPath, [...serverNodeFlags(root), 'dist/server/main.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) while starting`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer /healthz within 180 s');
}

export interface LighthouseFigures {
  preset: Preset;
  page: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

export async function benchLighthouse(options: { build?: boolean; presets?: Preset[] } = {}): Promise<LighthouseFigures[]> {
  const presets = options.presets ?? (Object.keys(PRESETS) as Preset[]);
  console.log(`\n== Lighthouse (${presets.join(' and ')} presets, signed in as a demo host, cold HTTP cache) ==`);
  if (options.build !== false) execSync('npm run build', { cwd: root, stdio: 'ignore' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'host-portal-bench-lighthouse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  let browser: Awaited<ReturnType<typeof puppeteer.launch>> | null = null;
  try {
    server = await startServer(port, dataDir);
    browser = await puppeteer.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const page = await browser.newPage();
    // A returning host has decided on cookies: no banner over the page being measured.
    await page.goto(`${base}/healthz`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CONSENT_STORAGE_KEY, serializeConsent(consentRecord(ACCEPT_ALL))] as const);
    // Sign in on the real identity pages the app redirects to. Each wait names itself when it times out.
    const step = async <T>(name: string, wait: Promise<T>): Promise<T> => {
      try {
        return await wait;
      } catch (e) {
        throw new Error(`signing in: ${name} (at ${page.url()}): ${(e as Error).message}`, { cause: e });
      }
    };
    await step('open /properties', page.goto(`${base}/properties`));
    await step('the sign-in form', page.waitForSelector('input[name="email"]', { timeout: 60_000 }));
    await page.type('input[name="email"]', HOST);
    await page.type('input[name="password"]', DEMO_PASSWORD);
    await step('submit', Promise.all([page.waitForNavigation({ timeout: 60_000 }), page.click('button[type="submit"]')]));
    await step('back on /properties', page.waitForFunction(() => location.pathname === '/properties', { timeout: 60_000 }));
    // The list shown: the app has started and the session holds its token.
    await step('the properties list', page.waitForSelector('main h1', { timeout: 60_000 }));

    const cdp = await page.createCDPSession();
    const figures: LighthouseFigures[] = [];
    let version = '';
    const onlyPages = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
    const unknown = onlyPages?.filter((name) => !PAGES.some((pg) => pg.path === name)) ?? [];
    if (unknown.length) throw new Error(`BENCH_LIGHTHOUSE_PAGES: no page ${unknown.join(', ')} (${PAGES.map((pg) => pg.path).join(', ')})`);
    const pages = onlyPages ? PAGES.filter((pg) => onlyPages.includes(pg.path)) : PAGES;
    for (const preset of presets) for (const { path: p, settles } of pages) {
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(`${base}${p}`, { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error', output: 'json' }, PRESETS[preset].config, page);
      if (!result) throw new Error(`Lighthouse gave no result for ${p}`);
      const { lhr } = result;
      version = lhr.lighthouseVersion;
      if (!settles.test(new URL(lhr.finalDisplayedUrl).pathname)) throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl}, not ${p} (signed out?)`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      // BENCH_LIGHTHOUSE_REPORTS=dir keeps each report (open in Lighthouse's viewer), to see what moved or waited.
      const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
      if (reports) mkdirSync(reports, { recursive: true });
      if (reports) writeFileSync(path.join(reports, `${preset}${p.replace(/\//g, '-')}.json`), JSON.stringify(lhr));
      figures.push({
        preset,
        page: p,
        score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        fcpMs: Math.round(audit('first-contentful-paint')),
      });
      if (lhr.runtimeError) console.warn(`${p}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    console.log(`Lighthouse ${version}, ${await browser.version()}`);
    console.table(figures.map((f) => ({ preset: f.preset, page: f.page, 'performance score': f.score, goal: `≥ ${PRESETS[f.preset].goal}`, 'LCP ms': f.lcpMs, 'TBT ms': f.tbtMs, CLS: f.cls, 'FCP ms': f.fcpMs })));
    return figures;
  } finally {
    await browser?.close();
    if (server) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === thisFile) {
  const only = process.argv[2] as Preset | undefined;
  await benchLighthouse({ build: process.env.BENCH_BUILD !== '0', presets: only ? [only] : undefined });
}
