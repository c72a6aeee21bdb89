// Pricing and availability benchmark: the price list for 365 days and the calendar events for a year, on a
// generated dataset (scripts/seed-scale.ts; 10,000 units and 1,000,000 events by default),
// embedded (PGlite in a temp dir) and on PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL: a new
// database on that server, dropped afterwards). Prints figures; asserts nothing about time.
//
// The server runs in a child process (this file with --serve), as in production, so the load
// generator does not share its event loop. A bare Hono route served the same way in that
// process is the reference: the ratio to it is what the endpoint itself costs.
//
// BENCH_UNITS, BENCH_EVENTS, BENCH_HOSTS: a smaller dataset for a quick run.
// BENCH_SECONDS (10): how long the 100 concurrent clients run per endpoint.
// BENCH_CLIENTS (100), BENCH_SEQUENTIAL (300): concurrent clients; sequential calls per endpoint.
// Run alone: npx tsx tests/bench/pricing-availability.ts
import { execSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { getRequestListener } from '@hono/node-server';
import pg from 'pg';
import { loadEnv } from '../../src/server/env';
import { isoDay, machineLoad, startChild } from './support/child-server';
import { openDatabase } from '../../src/server/db/client';
import { issueAccessToken } from '../../src/server/auth/issue-token';
import { FULL_SIZE, scaleHostEmail, scaleId, scaleUnitHost, seedScale, type ScaleSize } from '../../scripts/seed-scale';
import { MAX_ACCESS_TOKEN_LIFETIME_SECONDS } from '../../src/server/auth/verify-token';

const thisFile = fileURLToPath(import.meta.url);

const intEnv = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return process.env[name] && Number.isInteger(n) && n > 0 ? n : fallback;
};

// ---- the child: the real server (startServer) and the reference route, on 127.0.0.1 ----

async function serve() {
  const { startServer } = await import('../../src/server/server');
  const { createLogger } = await import('../../src/server/logger');
  const env = loadEnv();
  const running = await startServer(env, createLogger(env.LOG_LEVEL));
  const reference = new Hono().get('/reference', (c) => c.json({ ok: true }));
  const refServer = createServer(getRequestListener(reference.fetch));
  await new Promise<void>((resolve) => refServer.listen(Number(process.env.REFERENCE_PORT), '127.0.0.1', resolve));
  process.stdout.write('ready\n');
  process.on('SIGTERM', async () => {
    refServer.close();
    await running.close();
    process.exit(0);
  });
}

// ---- the parent: generate, start the child, measure ----

interface Stats {
  n: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
}

function stats(samples: number[], errors: number, seconds: number): Stats {
  samples.sort((a, b) => a - b);
  const q = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] ?? NaN;
  return { n: samples.length, errors, seconds, p50: q(0.5), p95: q(0.95), p99: q(0.99) };
}

const fmt = (s: Stats) =>
  `n=${s.n} p50=${s.p50.toFixed(1)} ms p95=${s.p95.toFixed(1)} ms p99=${s.p99.toFixed(1)} ms ${(s.n / s.seconds).toFixed(0)} req/s` + (s.errors ? ` ERRORS=${s.errors}` : '');

type Call = () => { url: string; token?: string };

async function once(call: Call) {
  const { url, token } = call();
  const t = performance.now();
  const r = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  await r.arrayBuffer();
  return { ms: performance.now() - t, ok: r.status === 200 };
}

/** `count` calls one after another, but no longer than `maxSeconds`. */
async function sequential(call: Call, count: number, maxSeconds: number) {
  const samples: number[] = [];
  let errors = 0;
  const t0 = performance.now();
  while (samples.length + errors < count && performance.now() - t0 < maxSeconds * 1000) {
    const { ms, ok } = await once(call);
    if (ok) samples.push(ms);
    else errors++;
  }
  return stats(samples, errors, (performance.now() - t0) / 1000);
}

/** `clients` clients, each calling in a loop for `seconds`. */
async function concurrent(call: Call, clients: number, seconds: number) {
  const samples: number[] = [];
  let errors = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        try {
          const { ms, ok } = await once(call);
          if (ok) samples.push(ms);
          else errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  return stats(samples, errors, (performance.now() - t0) / 1000);
}



async function benchOne(kind: 'PGlite (embedded)' | 'PostgreSQL', size: ScaleSize, target: { dataDir?: string; databaseUrl?: string }) {
  console.log(`\n== ${kind}: ${size.units.toLocaleString('en-US')} units, ${size.events.toLocaleString('en-US')} events, ${size.hosts} hosts ==`);
  const port = 19000 + Math.floor(Math.random() * 900);
  const envVars: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    REFERENCE_PORT: String(port + 1),
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : { DATA_DIR: target.dataDir! }),
  };
  const env = loadEnv(envVars);

  // Generate, then sign a token per host with the key the server will verify with.
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  const tokens: string[] = [];
  try {
    const result = await seedScale(database, size, (line) => console.log(line));
    console.log(`generation: ${(result.generationMs / 1000).toFixed(1)} s; ${Object.entries(result.rowCounts).map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`).join(', ')}`);
    const onDisk = target.dataDir ? `; on disk ${execSync(`du -sm ${JSON.stringify(target.dataDir)}`).toString().split('\t')[0]} MB` : '';
    console.log(`database size: ${(result.databaseBytes / 1024 ** 2).toFixed(0)} MB (pg_database_size)${onDisk}`);
    for (let h = 0; h < size.hosts; h++) tokens.push(await issueAccessToken({ db: database.db, env }, scaleHostEmail(h), MAX_ACCESS_TOKEN_LIFETIME_SECONDS));
  } finally {
    await database.close(); // PGlite: the server process opens the directory next
  }

  const child = await startChild(thisFile, envVars, 120_000);
  try {
    const base = `http://127.0.0.1:${port}`;
    const randomUnit = () => {
      const i = Math.floor(Math.random() * size.units);
      return { id: scaleId('unit', i), token: tokens[scaleUnitHost(size, i)] };
    };
    const [from, to] = [isoDay(0), isoDay(364)];
    const endpoints: { name: string; call: Call }[] = [
      { name: 'reference: bare Hono route', call: () => ({ url: `http://127.0.0.1:${port + 1}/reference` }) },
      {
        name: 'GET /api/app/property-unit/{id}/price-list (365 days)',
        call: () => {
          const u = randomUnit();
          return { url: `${base}/api/app/property-unit/${u.id}/price-list?dateFrom=${from}&dateTo=${to}`, token: u.token };
        },
      },
    ];
    const eventsCall: Call = () => {
      const u = randomUnit();
      return { url: `${base}/api/app/calendar/events?propertyUnitId=${u.id}&dateFrom=${from}&dateTo=${to}`, token: u.token };
    };
    const probe = eventsCall();
    const probeBody = (await (await fetch(probe.url, { headers: { authorization: `Bearer ${probe.token}` } })).json()) as { events: unknown[]; days: unknown[] };
    console.log(`calendar events probe: ${probeBody.events.length} events, ${probeBody.days.length} days for one unit and a year`);
    endpoints.push({ name: 'GET /api/app/calendar/events (a year)', call: eventsCall });
    // The bookings list of a random host: the "all" tab (every stay of the host, newest first) and
    // the upcoming tab, first page of 20, as /bookings/{tab} asks for them.
    for (const tab of ['all', 'upcoming'] as const) {
      endpoints.push({
        name: `GET /api/app/bookings (tab ${tab}, page 1 of 20)`,
        call: () => ({ url: `${base}/api/app/bookings?criteria%5Btab%5D=${tab}&page=1&limit=20`, token: tokens[Math.floor(Math.random() * tokens.length)] }),
      });
    }

    console.log(`machine: ${machineLoad()}`);
    const count = intEnv('BENCH_SEQUENTIAL', 300);
    const clients = intEnv('BENCH_CLIENTS', 100);
    const seconds = intEnv('BENCH_SECONDS', 10);
    const p99s: Record<string, number> = {};
    for (const { name, call } of endpoints) {
      for (let i = 0; i < 20; i++) await once(call); // warm-up: JIT, connections, caches
      const seq = await sequential(call, count, 30);
      const conc = await concurrent(call, clients, seconds);
      p99s[name] = conc.p99;
      console.log(`${name}`);
      console.log(`  sequential, random units: ${fmt(seq)}`);
      console.log(`  ${clients} concurrent clients for ${seconds} s: ${fmt(conc)} (budget p99 < 25 ms)`);
    }
    const ref = p99s[endpoints[0].name];
    console.log(`machine after the runs: ${machineLoad()}`);
    for (const { name } of endpoints.slice(1)) console.log(`p99 ratio ${name} / reference at ${clients} clients: ${(p99s[name] / ref).toFixed(1)}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

export async function benchPricingAvailability() {
  const units = intEnv('BENCH_UNITS', FULL_SIZE.units);
  const size: ScaleSize = {
    units,
    events: intEnv('BENCH_EVENTS', FULL_SIZE.events),
    hosts: intEnv('BENCH_HOSTS', Math.min(FULL_SIZE.hosts, Math.ceil(units / 10))),
  };
  const full = size.units === FULL_SIZE.units && size.events === FULL_SIZE.events;
  console.log(`\nprice list and calendar events: ${full ? 'full size (10,000 units, 1,000,000 events)' : 'reduced size (BENCH_UNITS/BENCH_EVENTS)'}`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'host-portal-bench-scale-'));
  try {
    await benchOne('PGlite (embedded)', size, { dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('\n== PostgreSQL: skipped: set DATABASE_URL (or BENCH_DATABASE_URL) ==');
    return;
  }
  // A database of its own on that server, dropped afterwards.
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await benchOne('PostgreSQL', size, { databaseUrl: url.toString() });
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

if (process.argv.includes('--serve')) await serve();
else if (process.argv[1] === thisFile) await benchPricingAvailability();
