import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildServer, externalPackages } from '../../scripts/build-server';
import { freePort } from '../../scripts/lib/free-port';
import { parseWorkerEntry } from '../../src/server/services/ical/parse-isolated';
import type { ParseWorkerMessage } from '../../src/server/services/ical/parse-isolated';
import { scaledMs } from '../support/time-scale';

// What `npm start` runs: the server bundled by esbuild (scripts/build-server.ts), started with
// plain node. Built into a folder of its own inside the project (the compiled server finds its
// run-time files from the project root: src/server/paths.ts), on a free port, on an empty DATA_DIR
// (GEOCODER=nominatim at an address never asked: no filling the places table in the background,
// seconds of CPU here).
describe('the compiled server', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  let outdir = '';
  let dataDir = '';
  let child: ChildProcess | undefined;
  let base = '';
  let output = '';

  beforeAll(async () => {
    mkdirSync(path.join(root, '.tmp'), { recursive: true });
    outdir = mkdtempSync(path.join(root, '.tmp/compiled-server-'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'compiled-server-data-'));
    await buildServer(outdir);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [path.join(outdir, 'main.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn', GEOCODER: 'nominatim', GEOCODER_URL: 'http://127.0.0.1:9' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
      if (Date.now() > deadline) throw new Error(`no /healthz within 60 s:\n${output}`);
      const ok = await fetch(`${base}/healthz`).then((r) => r.status === 200, () => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }, scaledMs(120_000));

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }, scaledMs(30_000));

  it('writes the bundle, the parse worker and the empty-database template, with source maps', () => {
    for (const file of ['main.mjs', 'main.mjs.map', 'parse-worker.mjs', 'parse-worker.mjs.map', 'pglite-template.tar']) expect(existsSync(path.join(outdir, file)), file).toBe(true);
  });

  it('bundles the packages, leaving in node_modules only those that read files beside their own', async () => {
    const external = await externalPackages();
    // sharp loads its native addon, pino its transport worker, PGlite its WebAssembly: beside their code.
    expect(external).toEqual(expect.arrayContaining(['@electric-sql/pglite', 'pino', 'sharp']));
    expect(external).not.toContain('hono');
    const bundle = readFileSync(path.join(outdir, 'main.mjs'), 'utf8');
    const imported = new Set([...bundle.matchAll(/^import [^'"]*["']([^'"]+)["'];?$/gm)].map((m) => m[1]!).filter((spec) => !spec.startsWith('node:')));
    const packageOf = (spec: string) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');
    expect(imported.size).toBeGreaterThan(0);
    for (const spec of imported) expect(external, spec).toContain(packageOf(spec));
  });

  it('started from the template on an empty DATA_DIR, migrated, and answers health', async () => {
    expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    const res = await fetch(`${base}/healthz`);
    expect(await res.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('reads the database (a public list) and the translation files', async () => {
    const articles = await fetch(`${base}/api/public/knowledge-articles?hl=en-US`);
    expect(articles.status).toBe(200);
    const translations = await fetch(`${base}/api/public/ui-translations?hl=de-DE&scope=auth`);
    expect(translations.status).toBe(200);
    const { messages } = (await translations.json()) as { messages: Record<string, string> };
    expect(Object.keys(messages).length).toBeGreaterThan(10);
  });

  it('serves the identity pages’ stylesheet (read from src/server/auth/pages)', async () => {
    const res = await fetch(`${base}/auth/assets/auth.css`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/css/);
    expect((await res.text()).length).toBeGreaterThan(100);
  });

  it('the compiled server starts the compiled parse worker; run from src, the tsx starter', () => {
    expect(parseWorkerEntry(pathToFileURL(path.join(outdir, 'main.mjs'))).href).toBe(pathToFileURL(path.join(outdir, 'parse-worker.mjs')).href);
    expect(parseWorkerEntry().pathname).toMatch(/src\/server\/services\/ical\/parse-worker-start\.mjs$/);
  });

  it('the compiled parse worker parses a calendar with plain node (no TypeScript loader)', async () => {
    const worker = new Worker(pathToFileURL(path.join(outdir, 'parse-worker.mjs')), { execArgv: [] });
    try {
      const text = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', 'BEGIN:VEVENT', 'UID:a@test', 'DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270305', 'SUMMARY:Reserved', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
      const answer = await new Promise<ParseWorkerMessage>((resolve, reject) => {
        worker.on('message', (message: ParseWorkerMessage) => message.kind !== 'started' && message.kind !== 'rule' && resolve(message));
        worker.once('error', reject);
        worker.postMessage({ id: 1, text, today: '2027-01-01' });
      });
      expect(answer).toMatchObject({ id: 1, kind: 'events', events: [{ uid: 'a@test', dateFrom: '2027-03-01', dateTo: '2027-03-05' }] });
    } finally {
      await worker.terminate();
    }
  });
});
