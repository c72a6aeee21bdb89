// Calendar benchmark: render time of a 12-month calendar with 1,000 events in Chromium, with
// our month grid (the real CalendarMonth) and with FullCalendar's day grid on the same data, in
// the same run and the same page (tests/bench/calendar-render.entry.tsx). Prints medians and the
// ratio; asserts nothing about time (DESIGN budget: < 50 ms).
//
// The harness page is built with vite into a temp directory and served by a tiny static server on
// 127.0.0.1; Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) loads it through Playwright.
// BENCH_CALENDAR_RUNS (15), BENCH_CALENDAR_EVENTS (1000), BENCH_CALENDAR_WARMUP (3).
// Run alone: npx tsx tests/bench/calendar-render.ts
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import type { BenchResult, Sample } from './calendar-render.entry';

const thisFile = fileURLToPath(import.meta.url);
const benchDir = path.dirname(thisFile);

const intEnv = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return process.env[name] && Number.isInteger(n) && n > 0 ? n : fallback;
};

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

function serveStatic(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, pathname === '/' ? 'calendar-render.html' : pathname);
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` })));
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const summary = (samples: Sample[]) => ({
  dom: median(samples.map((s) => s.domMs)),
  layout: median(samples.map((s) => s.layoutMs)),
  frame: median(samples.map((s) => s.frameMs)),
  min: Math.min(...samples.map((s) => s.layoutMs)),
  max: Math.max(...samples.map((s) => s.layoutMs)),
  nodes: samples[0]?.nodes ?? 0,
});

export async function benchCalendarRender() {
  const runs = intEnv('BENCH_CALENDAR_RUNS', 15);
  const events = intEnv('BENCH_CALENDAR_EVENTS', 1000);
  const warmup = intEnv('BENCH_CALENDAR_WARMUP', 3);
  const outDir = mkdtempSync(path.join(tmpdir(), 'calendar-bench-'));
  let server: Server | null = null;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    // A production build (minified React), as hosts get it.
    await build({
      configFile: false,
      root: benchDir,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, rollupOptions: { input: path.join(benchDir, 'calendar-render.html') } },
    });
    const served = await serveStatic(outDir);
    server = served.server;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(served.url);
    await page.waitForFunction(() => typeof window.runCalendarBench === 'function');
    const result: BenchResult = await page.evaluate((o) => window.runCalendarBench(o), { events, runs, warmup });
    if (errors.length) throw new Error(`the benchmark page failed: ${errors.join('; ')}`);

    const ours = summary(result.ours);
    const fc = summary(result.fullCalendar);
    const line = (name: string, s: ReturnType<typeof summary>) =>
      `  ${name.padEnd(13)} median ${s.dom.toFixed(1).padStart(7)} ms DOM built, ${s.layout.toFixed(1).padStart(7)} ms to layout, ${s.frame.toFixed(1).padStart(7)} ms to next frame (layout min ${s.min.toFixed(1)}, max ${s.max.toFixed(1)}; ${s.nodes} elements)`;
    console.log(`calendar render, 12 months with ${events} events in Chromium, ${runs} runs each (after ${warmup} warm-up), alternating:`);
    console.log(line('our grid', ours));
    console.log(line('FullCalendar', fc));
    console.log(`  ratio FullCalendar / ours: ${(fc.layout / ours.layout).toFixed(2)} to layout, ${(fc.frame / ours.frame).toFixed(2)} to next frame (DESIGN budget for ours: < 50 ms)`);
    return { ours, fullCalendar: fc };
  } finally {
    await browser.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === thisFile) await benchCalendarRender();
