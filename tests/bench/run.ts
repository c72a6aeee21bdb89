// npm run bench — prints figures; asserts nothing about time (machines are shared and noisy).
// 1. First route's JavaScript (gzip): the entry chunk and everything it imports statically.
// 2. Cold start of the server on an empty DATA_DIR (migrations + seed + identity keys) until /healthz answers.
// 3. Warm start on the same DATA_DIR (ratio against the cold start).
// 4. GET /api/app/user/info latency at 20 concurrent clients: the first 100 requests after the start, then 1,000 more.
// 5. Price list (365 days) and calendar events (a year) on a generated dataset, embedded and on
//    PostgreSQL (tests/bench/pricing-availability.ts; BENCH_SCALE=0 skips it, BENCH_UNITS and
//    BENCH_EVENTS make it smaller).
// 6. Calendar render: 12 months with 1,000 events in Chromium, our month grid against FullCalendar
//    on the same data, medians and ratio (tests/bench/calendar-render.ts; BENCH_CALENDAR=0 skips it).
// 7. Messaging: 20 host and 20 guest event streams, 200 messages posted; acknowledgement and
//    delivery p50/p99, embedded and on PostgreSQL when DATABASE_URL is set
//    (tests/bench/messaging-latency.ts; BENCH_MESSAGING=0 skips it).
// 8. Statistics and DAC7: a unit's earnings, occupancy and performance for each of three years
//    of dense stays, the same on units of a 200-unit host and its DAC7 CSV, p50/p99, embedded and
//    on PostgreSQL when DATABASE_URL is set (tests/bench/insights.ts; BENCH_INSIGHTS=0 skips it).
// 9. Lighthouse performance score, LCP, TBT and CLS of the calendar and properties pages signed
//    in as a demo host, on the build of step 1 (tests/bench/lighthouse.ts; BENCH_LIGHTHOUSE=0 skips it).
// 10. Page loads in Chromium: a signed-out visit to the sign-in form, the sign-in, and reloads of
//    six pages, medians and request counts (tests/bench/page-load.ts; BENCH_PAGE_LOAD=0 skips it).
// 11. Confirm latency: POST /api/app/booking-requests/{id}/confirm at 20 concurrent clients, one unit
//    each and all on one unit, p50/p99, embedded and on PostgreSQL when DATABASE_URL is set
//    (tests/bench/confirm-latency.ts; BENCH_CONFIRM=0 skips it).
// 12. Load: autocannon at 100 connections on calendar events, price list, bookings list and inbox
//    against a bare Hono route (tests/bench/load.ts; off unless BENCH_LOAD=1: it takes minutes).
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { printQueriesPerRequest } from './support/queries-per-request';
import { serverNodeFlags } from '../support/server-flags';

const root = path.resolve(import.meta.dirname, '../..');

// Chunks the app start fetches to show '/' to a signed-in host: the router and shell, the home
// page and the English texts. They load in parallel with the start's API calls.
const FIRST_ROUTE_CHUNKS = ['src/client/app/app-root.tsx', 'src/client/app/pages/home-page.tsx', 'virtual:message-bundle/app/en-US'];

function firstRouteJs() {
  // Always a fresh build: a stale dist would measure yesterday's code.
  execSync('npx vite build --manifest', { cwd: root, stdio: 'ignore' });
  const manifestPath = path.join(root, 'dist/client/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
  const size = (files: Set<string>) => {
    let raw = 0, gz = 0;
    for (const f of files) {
      const buf = readFileSync(path.join(root, 'dist/client', f));
      raw += buf.length;
      gz += gzipSync(buf, { level: 9 }).length;
    }
    return { files: files.size, rawKB: raw / 1024, gzipKB: gz / 1024 };
  };
  const closure = (keys: string[]) => {
    const files = new Set<string>();
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(walk);
    };
    keys.forEach(walk);
    return files;
  };
  const entryKey = Object.entries(manifest).find(([, c]) => c.isEntry)![0];
  const missing = FIRST_ROUTE_CHUNKS.filter((k) => !manifest[k]);
  if (missing.length) console.warn(`not in the manifest (renamed?): ${missing.join(', ')}`);
  return { entry: size(closure([entryKey])), toShowHome: size(closure([entryKey, ...FIRST_ROUTE_CHUNKS])) };
}

async function waitHealthy(url: string, deadline: number) {
  while (performance.now() < deadline) {
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('server did not become healthy in time');
}

async function timeStart(dataDir: string, port: number) {
  const t0 = performance.now();
  // The compiled server, as `npm start` runs it.
  const child = spawn(process.execPath, [...serverNodeFlags(root), 'dist/server/main.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: 'ignore',
  });
  try {
    await waitHealthy(`http://127.0.0.1:${port}`, t0 + 120_000);
    return { ms: performance.now() - t0, child };
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }
}

async function latency(url: string, token: string, clients: number, perClient: number) {
  const samples: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < perClient; i++) {
        const t = performance.now();
        const r = await fetch(`${url}/api/app/user/info`, { headers: { authorization: `Bearer ${token}` } });
        await r.arrayBuffer();
        samples.push(performance.now() - t);
      }
    }),
  );
  samples.sort((a, b) => a - b);
  const q = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))];
  return { n: samples.length, p50: q(0.5), p99: q(0.99) };
}

const js = firstRouteJs();
// The server as `npm start` runs it, for the starts, Lighthouse and page loads below.
execSync('npm run build:server', { cwd: root, stdio: 'ignore' });
console.log(`first-route JS, entry + static imports: ${js.entry.files} files, ${js.entry.rawKB.toFixed(1)} KB raw, ${js.entry.gzipKB.toFixed(1)} KB gzip (budget 150 KB)`);
console.log(`first-route JS, everything to show '/' signed in: ${js.toShowHome.files} files, ${js.toShowHome.rawKB.toFixed(1)} KB raw, ${js.toShowHome.gzipKB.toFixed(1)} KB gzip (budget 150 KB)`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'host-portal-bench-'));
const port = 18000 + Math.floor(Math.random() * 1000);
const cold = await timeStart(dataDir, port);
console.log(`cold start (empty DATA_DIR, migrations + seed): ${cold.ms.toFixed(0)} ms`);
const token = execSync('npx tsx scripts/token.ts anna@demo.host-portal.test', {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'silent' },
}).toString().trim();
// The first requests after a start compile the server's code and fill its caches (signing keys,
// prepared statements): measured apart, so the steady figure is not a start-up figure.
const first = await latency(`http://127.0.0.1:${port}`, token, 20, 5);
console.log(`GET /api/app/user/info, 20 concurrent clients, the first 100 after the start: p50=${first.p50.toFixed(1)} ms p99=${first.p99.toFixed(1)} ms`);
const lat = await latency(`http://127.0.0.1:${port}`, token, 20, 50);
console.log(`GET /api/app/user/info, 20 concurrent clients, the next 1,000 (budget p99 <= 25 ms): n=${lat.n} p50=${lat.p50.toFixed(1)} ms p99=${lat.p99.toFixed(1)} ms`);
await printQueriesPerRequest(`http://127.0.0.1:${port}`, token);
cold.child.kill('SIGTERM');
await new Promise((r) => cold.child.once('exit', r));
const warm = await timeStart(dataDir, port + 1);
console.log(`warm start (existing DATA_DIR): ${warm.ms.toFixed(0)} ms (cold/warm ratio ${(cold.ms / warm.ms).toFixed(2)})`);
warm.child.kill('SIGTERM');
await new Promise((r) => warm.child.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });
if (process.env.BENCH_SCALE !== '0') await (await import('./pricing-availability')).benchPricingAvailability();
if (process.env.BENCH_CALENDAR !== '0') await (await import('./calendar-render')).benchCalendarRender();
if (process.env.BENCH_MESSAGING !== '0') await (await import('./messaging-latency')).benchMessagingLatency();
if (process.env.BENCH_INSIGHTS !== '0') await (await import('./insights')).benchInsights();
if (process.env.BENCH_LIGHTHOUSE !== '0') await (await import('./lighthouse')).benchLighthouse({ build: false });
if (process.env.BENCH_PAGE_LOAD !== '0') await (await import('./page-load')).benchPageLoad({ build: false });
if (process.env.BENCH_CONFIRM !== '0') await (await import('./confirm-latency')).benchConfirmLatency();
if (process.env.BENCH_LOAD === '1') await (await import('./load')).benchLoad();
