// npm run bench:load — bounded load with autocannon on the read routes a host opens most, on a
// generated dataset (scripts/seed-scale.ts) in embedded PGlite, against a bare Hono route served
// by @hono/node-server on the same machine in the same run (the reference: what Node and Hono
// cost with no work). Prints requests/s, p50, p99, errors and non-2xx, and each p99 over the
// reference's p99. Asserts nothing about time (machines are shared and noisy).
//
// LOAD_SECONDS (30): per target. LOAD_CONNECTIONS (100). A request unanswered after 10 s
// (autocannon's default) is an error, a timeout; non-2xx answers are counted apart.
// Dataset: BENCH_UNITS (2,000), BENCH_EVENTS (200,000), BENCH_HOSTS (units / 100): the full size (10,000 / 1,000,000)
// takes minutes to generate on PGlite; the default keeps the full size's 100 units and 100
// events per unit per host. Also part of `npm run bench` with BENCH_LOAD=1.
// BENCH_DATABASE_URL (postgres://...): the dataset is generated in that PostgreSQL database
// (generated once: a database that already holds it is measured as it is, whatever its size) and the server child gets it as
// DATABASE_URL (pool of DATABASE_POOL_MAX, 10 by default); without it, embedded PGlite.
// LOAD_TARGETS: a comma-separated list of words; only the targets whose name holds one run (the
// bare reference always runs), e.g. LOAD_TARGETS=bookings,calendar.
// LOAD_CPU_PROF=<dir>: the server child runs with --cpu-prof and writes its profile there on exit.
// Run alone: npm run bench:load
import { execSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { serve as serveHono } from '@hono/node-server';
import { loadEnv } from '../../src/server/env';
import { isoDay, machineLoad, startChild } from './support/child-server';
import { cpuPerRequest, sampleCpu } from './support/cpu-time';
import { serverNodeFlags } from '../support/server-flags';
import { openDatabase } from '../../src/server/db/client';
import { issueAccessToken } from '../../src/server/auth/issue-token';
import { alreadySeeded, scaleHostEmail, scaleId, scaleUnitHost, seedScale, type ScaleSize } from '../../scripts/seed-scale';
import { MAX_ACCESS_TOKEN_LIFETIME_SECONDS } from '../../src/server/auth/verify-token';

const thisFile = fileURLToPath(import.meta.url);

const intEnv = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return process.env[name] && Number.isInteger(n) && n > 0 ? n : fallback;
};

// ---- the child: the real server and the bare route, each on its own port of 127.0.0.1 ----

async function serve() {
  const { startServer } = await import('../../src/server/server');
  const { createLogger } = await import('../../src/server/logger');
  const env = loadEnv();
  const running = await startServer(env, createLogger(env.LOG_LEVEL));
  const bare = new Hono().get('/bare', (c) => c.text('ok'));
  await new Promise<void>((resolve) => serveHono({ fetch: bare.fetch, port: Number(process.env.BARE_PORT), hostname: '127.0.0.1' }, () => resolve()));
  process.stdout.write('ready\n');
  process.on('SIGTERM', async () => {
    await running.close();
    process.exit(0);
  });
}

// ---- the parent: generate, start the child, drive ----



interface Target {
  name: string;
  url: string;
  /** A path and token per request: a random unit or host each time, as many hosts would ask. */
  next?: () => { path: string; token: string };
}

// LOAD_ACCEPT_ENCODING="gzip, br" asks as a browser does: answers above 1 KB then go out compressed,
// and their CPU per request includes the compressing (autocannon asks for no encoding by default).
const acceptEncoding: Record<string, string> = process.env.LOAD_ACCEPT_ENCODING ? { 'accept-encoding': process.env.LOAD_ACCEPT_ENCODING } : {};

async function drive(target: Target, connections: number, seconds: number) {
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          if (!target.next) return req;
          const { path: p, token } = target.next();
          return { ...req, path: p, headers: { ...req.headers, ...acceptEncoding, authorization: `Bearer ${token}` } };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * The database queries one request of the target makes, from its answer's Server-Timing header
 * (db/query-count.ts), and the answer's size in bytes as sent (compressed when asked so).
 */
async function oneAnswer(target: Target): Promise<{ queries: string; bytes: number }> {
  if (!target.next) return { queries: '-', bytes: 0 };
  const { path: p, token } = target.next();
  const answer = await fetch(`${target.url}${p}`, { headers: { authorization: `Bearer ${token}`, ...acceptEncoding } });
  const body = await answer.arrayBuffer();
  const sent = Number(answer.headers.get('content-length') ?? (answer.headers.get('content-encoding') ? NaN : body.byteLength));
  return { queries: /db;desc="(\d+) queries"/.exec(answer.headers.get('server-timing') ?? '')?.[1] ?? '?', bytes: sent };
}

/**
 * Requests autocannon gave up on are still in the server's queue: wait until it answers a cheap
 * route quickly again, so one target's backlog is not measured as the next target's latency.
 */
async function drained(base: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const t0 = Date.now();
    try {
      await (await fetch(`${base}/healthz`)).arrayBuffer();
      if (Date.now() - t0 < 100) return;
    } catch {
      /* busy */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.warn('the server was still busy after 180 s; the next figures include its backlog');
}

export async function benchLoad() {
  const units = intEnv('BENCH_UNITS', 2_000);
  const size: ScaleSize = { units, events: intEnv('BENCH_EVENTS', units * 100), hosts: intEnv('BENCH_HOSTS', Math.max(1, Math.ceil(units / 100))) };
  const seconds = intEnv('LOAD_SECONDS', 30);
  const connections = intEnv('LOAD_CONNECTIONS', 100);
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  console.log(`\n== load (autocannon): ${connections} connections, ${seconds} s per target, ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite'} ==`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'host-portal-bench-load-'));
  const port = 20000 + Math.floor(Math.random() * 900);
  const envVars: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    BARE_PORT: String(port + 1),
    DATA_DIR: dataDir,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  };
  const tokens: string[] = [];
  let child: ChildProcess | null = null;
  try {
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      if (databaseUrl && (await alreadySeeded(database))) {
        // Generating takes a while: a PostgreSQL database generated by an earlier run (of the same
        // BENCH_* sizes: nothing checks it) is measured as it is.
        console.log('dataset: already generated in BENCH_DATABASE_URL by an earlier run; reused');
      } else {
        const generated = await seedScale(database, size, () => undefined);
        const onDisk = databaseUrl ? '-' : execSync(`du -sm ${JSON.stringify(dataDir)}`).toString().split('\t')[0];
        console.log(
          `dataset: ${size.hosts} hosts; ${Object.entries(generated.rowCounts).map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`).join(', ')}; ` +
            `${(generated.databaseBytes / 1024 ** 2).toFixed(0)} MB (pg_database_size), ${onDisk} MB on disk; generated in ${(generated.generationMs / 1000).toFixed(1)} s`,
        );
      }
      const env = loadEnv(envVars);
      for (let h = 0; h < size.hosts; h++) tokens.push(await issueAccessToken({ db: database.db, env }, scaleHostEmail(h), MAX_ACCESS_TOKEN_LIFETIME_SECONDS));
    } finally {
      await database.close(); // the server process opens the directory next
    }
    // Node's flags as npm start gives them (the young generation's size changes the figures by a fifth).
    const profile = process.env.LOAD_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.LOAD_CPU_PROF)}`] : [];
    child = await startChild(thisFile, envVars, 180_000, [...serverNodeFlags(path.resolve(path.dirname(thisFile), '../..')), ...profile]);

    const base = `http://127.0.0.1:${port}`;
    const randomUnit = () => {
      const i = Math.floor(Math.random() * size.units);
      return { id: scaleId('unit', i), token: tokens[scaleUnitHost(size, i)] };
    };
    const randomHost = () => tokens[Math.floor(Math.random() * tokens.length)];
    const [from, to] = [isoDay(0), isoDay(364)];
    const targets: Target[] = [
      { name: 'bare Hono route (reference)', url: `http://127.0.0.1:${port + 1}/bare` },
      {
        name: 'calendar events (a unit, a year)',
        url: base,
        next: () => {
          const u = randomUnit();
          return { path: `/api/app/calendar/events?propertyUnitId=${u.id}&dateFrom=${from}&dateTo=${to}`, token: u.token };
        },
      },
      {
        name: 'price list (a unit, 365 days)',
        url: base,
        next: () => {
          const u = randomUnit();
          return { path: `/api/app/property-unit/${u.id}/price-list?dateFrom=${from}&dateTo=${to}`, token: u.token };
        },
      },
      { name: 'user info', url: base, next: () => ({ path: '/api/app/user/info', token: randomHost() }) },
      { name: 'notification count (user/notifications)', url: base, next: () => ({ path: '/api/app/user/notifications', token: randomHost() }) },
      { name: 'bookings list (all, page 1 of 20)', url: base, next: () => ({ path: '/api/app/bookings?criteria%5Btab%5D=all&page=1&limit=20', token: randomHost() }) },
      // seed-scale opens CONVERSATIONS_PER_HOST conversations with messages per host.
      { name: 'inbox (channels, page 1)', url: base, next: () => ({ path: '/api/app/messaging/channels?status=inbox&page=1&limit=20', token: randomHost() }) },
    ];
    const only = (process.env.LOAD_TARGETS ?? '').split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);
    const chosen = targets.filter((t, i) => i === 0 || only.length === 0 || only.some((w) => t.name.toLowerCase().includes(w)));
    console.log(`machine: ${machineLoad()}`);
    // The server's CPU per request is the budget; the database's is printed beside it (a
    // PostgreSQL server's backends; embedded PGlite runs inside the server process).
    const databaseProcess = databaseUrl ? 'postgres' : null;
    const rows: (Awaited<ReturnType<typeof drive>> & { name: string; queries: string; bytes: number; cpu: ReturnType<typeof cpuPerRequest> })[] = [];
    for (const target of chosen) {
      await drive(target, 10, 1); // warm-up: JIT, caches
      await drained(base);
      const { queries, bytes } = await oneAnswer(target); // after the warm-up: the first request also loads the signing keys
      const before = sampleCpu(child.pid, databaseProcess);
      const result = await drive(target, connections, seconds);
      // The bare route is served by the same process: its CPU is the server's too.
      rows.push({ name: target.name, queries, bytes, ...result, cpu: cpuPerRequest(before, sampleCpu(child.pid, databaseProcess), result.total) });
      await drained(base);
    }
    console.log(`machine after the runs: ${machineLoad()}`);
    const refP99 = rows[0].p99 || 1;
    const table = rows.map((r) => ({
      target: r.name,
      'requests/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      requests: r.total,
      'errors (timeouts)': `${r.errors} (${r.timeouts})`,
      'non-2xx': r.non2xx,
      'p99 / bare p99': (r.p99 / refP99).toFixed(1),
      'queries/req': r.queries,
      'answer bytes': Number.isNaN(r.bytes) ? '?' : r.bytes,
      'server CPU ms/req': r.cpu.server === null ? '-' : r.cpu.server.toFixed(2),
      'db CPU ms/req': r.cpu.database === null ? '-' : r.cpu.database.toFixed(2),
    }));
    console.table(table);
    return table;
  } finally {
    if (child) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve')) await serve();
else if (process.argv[1] === thisFile) await benchLoad();
