// Benchmark of a unit's statistics (earnings, occupancy, performance) and the DAC7
// report, on generated data in a fresh database: embedded PGlite, then PostgreSQL when
// BENCH_DATABASE_URL or DATABASE_URL is set (a new database on that server, dropped afterwards).
// Prints figures; asserts nothing about time.
//
// (a) one unit with three years of stays at a realistic density (about one stay every four
//     nights: bookings, some cancelled, requests answered, rejected or expired, inquiries), closed
//     dates and imported calendar events: each endpoint for each year, BENCH_CALLS (30) calls.
// (b) a host with BENCH_HOST_UNITS (200) units, each with BENCH_HOST_DAYS (400) days of stays:
//     the three endpoints on a few of its units, and its DAC7 CSV for the last full year.
// Calls go through createApp's request handler (app.request: routing, token check, validation,
// queries, JSON/CSV) without a socket; the token verifier maps the bearer to the host's subject,
// so signature checking (the same for every call) is left out.
// Run alone: npx tsx tests/bench/insights.ts
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../../src/server/env';
import { createApp } from '../../src/server/app';
import type { Database, Db } from '../../src/server/db/client';
import { bookings, externalEvents, hosts, icalFeeds, properties, unitBlocks, units } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { addDays } from '../../src/shared/domain/availability/dates';
import { onEachDatabase } from './support/each-database';

const thisFile = fileURLToPath(import.meta.url);
const intEnv = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return process.env[name] && Number.isInteger(n) && n > 0 ? n : fallback;
};
const CALLS = intEnv('BENCH_CALLS', 30);
const HOST_UNITS = intEnv('BENCH_HOST_UNITS', 200);
const HOST_DAYS = intEnv('BENCH_HOST_DAYS', 400);

// A small deterministic generator: the same data on every run and database.
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type BookingRow = typeof bookings.$inferInsert;
let codeSeq = 0;
const code = () => `HP-B${(codeSeq++).toString(36).toUpperCase().padStart(6, '0')}`;

/** Stays from `from` for `days` days: a stay (2-4 nights) and a gap (0-2 nights) in turn, so about one stay per four nights. */
function staysOf(hostId: string, unitId: string, from: string, days: number, rnd: () => number): BookingRow[] {
  const rows: BookingRow[] = [];
  const base = (checkIn: string, nights: number, createdAt: Date) => ({
    hostId,
    unitId,
    checkIn,
    checkOut: addDays(checkIn, nights),
    guests: 2,
    customerFirstName: 'Guest',
    customerLastName: `N${rows.length}`,
    totalAmount: Math.round(nights * (90 + rnd() * 120) * 100) / 100,
    currency: rnd() < 0.05 ? 'CHF' : 'EUR',
    createdAt,
    updatedAt: createdAt,
  });
  for (let d = 0; d < days; ) {
    const nights = 2 + Math.floor(rnd() * 3);
    const checkIn = addDays(from, d);
    const created = new Date(Date.parse(`${addDays(checkIn, -10 - Math.floor(rnd() * 60))}T09:00:00Z`) + Math.floor(rnd() * 10) * 3_600_000);
    const decided = new Date(created.getTime() + Math.floor(1 + rnd() * 40) * 3_600_000);
    const pick = rnd();
    if (pick < 0.6) {
      const cancelled = rnd() < 0.1;
      rows.push({ ...base(checkIn, nights, created), id: newId(), code: code(), kind: 'booking', status: cancelled ? 'CANCELLED' : 'NO_REVIEW_COLLECTED', bookingType: 'onLine', cancelledBy: cancelled ? (rnd() < 0.5 ? 'guest' : 'owner') : null, decidedAt: cancelled ? decided : null });
    } else if (pick < 0.8) {
      const requestId = newId();
      rows.push({ ...base(checkIn, nights, created), id: requestId, code: code(), kind: 'request', status: 'CONFIRMED', bookingType: 'onRequest', decidedAt: decided, decidedBy: 'OWNER' });
      rows.push({ ...base(checkIn, nights, decided), id: newId(), code: code(), kind: 'booking', status: 'NO_REVIEW_COLLECTED', bookingType: 'onRequest', sourceRequestId: requestId });
    } else if (pick < 0.9) {
      rows.push({ ...base(checkIn, nights, created), id: newId(), code: code(), kind: 'inquiry', status: 'no_review_collected', decidedAt: decided, decidedBy: 'OWNER' });
    } else {
      // A request that never became a stay (rejected or expired), and a booking on the same nights.
      const rejected = rnd() < 0.5;
      rows.push({ ...base(checkIn, nights, created), id: newId(), code: code(), kind: 'request', status: rejected ? 'REJECTED' : 'EXPIRED', bookingType: 'onRequest', decidedAt: rejected ? decided : null });
      rows.push({ ...base(checkIn, nights, decided), id: newId(), code: code(), kind: 'booking', status: 'NO_REVIEW_COLLECTED', bookingType: 'onLine' });
    }
    d += nights + Math.floor(rnd() * 3);
  }
  return rows;
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** A host with `count` single-unit properties: their unit ids. */
async function hostWithUnits(db: Db, subject: string, count: number): Promise<{ hostId: string; unitIds: string[] }> {
  const hostId = newId();
  await db.insert(hosts).values({ id: hostId, subject, email: `${subject}@bench.host-portal.test`, type: 'company', commercialModel: 'commission', companyName: 'Bench Stays', onboardingStatus: 'finished' });
  const props = Array.from({ length: count }, (_, i) => ({ id: newId(), hostId, propertyType: 'single' as const, title: `Property ${i}`, commercialModelPlan: i % 3 === 0 ? 'host_only' : null, location: { street: 'Bench street', houseNumberOrName: String(i), postalCode: '6020', city: 'Innsbruck', countryCode: 'AT' } }));
  await insertChunks(props, (c) => db.insert(properties).values(c));
  const unitRows = props.map((p, i) => ({ id: newId(), hostId, propertyId: p.id, status: 'PUBLISHED' as const, title: `Unit ${i}`, bookingType: 'onLine' as const }));
  await insertChunks(unitRows, (c) => db.insert(units).values(c));
  return { hostId, unitIds: unitRows.map((u) => u.id) };
}

/** Closed dates (5 nights every 60 days) and an imported calendar (3 nights every 11 days) over the days. */
async function blocksAndEvents(db: Db, hostId: string, unitId: string, from: string, days: number) {
  const blocks = [];
  for (let d = 30; d < days; d += 60) blocks.push({ id: newId(), hostId, unitId, dateFrom: addDays(from, d), dateTo: addDays(from, d + 5) });
  await insertChunks(blocks, (c) => db.insert(unitBlocks).values(c));
  const feedId = newId();
  await db.insert(icalFeeds).values({ id: feedId, hostId, unitId, name: 'Other channel', kind: 'url', url: 'https://calendar.example/bench.ics' });
  const events = [];
  for (let d = 3; d < days; d += 11) events.push({ id: newId(), feedId, hostId, unitId, uid: `e${d}`, dateFrom: addDays(from, d), dateTo: addDays(from, d + 3) });
  await insertChunks(events, (c) => db.insert(externalEvents).values(c));
}

function quantiles(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
  return { n: s.length, p50: q(0.5), p99: q(0.99) };
}
const fmt = (s: ReturnType<typeof quantiles>) => `n=${s.n} p50=${s.p50.toFixed(1)} ms p99=${s.p99.toFixed(1)} ms`;

async function measure(label: string, database: Database) {
  const db = database.db;
  const year = new Date().getUTCFullYear();
  const years = [year - 2, year - 1, year];
  const t0 = performance.now();
  const rnd = random(10);

  const single = await hostWithUnits(db, 'bench-insights-one', 1);
  const unitId = single.unitIds[0];
  const oneRows = staysOf(single.hostId, unitId, `${year - 2}-01-01`, 3 * 365, rnd);
  await insertChunks(oneRows, (c) => db.insert(bookings).values(c));
  await blocksAndEvents(db, single.hostId, unitId, `${year - 2}-01-01`, 3 * 365);

  const many = await hostWithUnits(db, 'bench-insights-many', HOST_UNITS);
  let manyRows = 0;
  for (const id of many.unitIds) {
    const rows = staysOf(many.hostId, id, `${year - 1}-01-01`, HOST_DAYS, rnd);
    manyRows += rows.length;
    await insertChunks(rows, (c) => db.insert(bookings).values(c));
    await blocksAndEvents(db, many.hostId, id, `${year - 1}-01-01`, HOST_DAYS);
  }
  await db.execute(sql`analyze`);
  console.log(`\n${label}: generated ${oneRows.length} stay rows on one unit (3 years) and ${manyRows} on ${HOST_UNITS} units of one host (${HOST_DAYS} days each) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const env = loadEnv({ PORT: '8080', LOG_LEVEL: 'silent' });
  const app = createApp({ database, env, logger: pino({ level: 'silent' }), verifyToken: async (token) => ({ sub: token }) });
  const call = async (path: string, subject: string) => {
    const t = performance.now();
    const res = await app.request(path, { headers: { authorization: `Bearer ${subject}` } });
    const body = await res.text();
    const ms = performance.now() - t;
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
    return { ms, bytes: Buffer.byteLength(body) };
  };
  const series = async (path: string, subject: string, n = CALLS) => {
    await call(path, subject); // warm-up (statement plans, caches)
    const samples: number[] = [];
    let bytes = 0;
    for (let i = 0; i < n; i++) {
      const r = await call(path, subject);
      samples.push(r.ms);
      bytes = r.bytes;
    }
    return { stats: quantiles(samples), bytes };
  };

  // The reference: the cheapest private call (token check and one host row), on the same handler.
  console.log(`${label} reference GET /api/app/user/info: ${fmt((await series('/api/app/user/info', 'bench-insights-one')).stats)}`);
  console.log(`${label} (a) one unit, three years:`);
  for (const y of years) {
    for (const tab of ['earnings', 'occupancy', 'performance']) {
      const { stats } = await series(`/api/app/insights/${unitId}/${tab}?year=${y}`, 'bench-insights-one');
      console.log(`  ${tab.padEnd(11)} ${y}: ${fmt(stats)}`);
    }
  }

  console.log(`${label} (b) a host with ${HOST_UNITS} units:`);
  const sample = [0, Math.floor(HOST_UNITS / 3), Math.floor((2 * HOST_UNITS) / 3), HOST_UNITS - 1].map((i) => many.unitIds[i]);
  for (const tab of ['earnings', 'occupancy', 'performance']) {
    for (const id of sample) await call(`/api/app/insights/${id}/${tab}?year=${year - 1}`, 'bench-insights-many'); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < CALLS; i++) samples.push((await call(`/api/app/insights/${sample[i % sample.length]}/${tab}?year=${year - 1}`, 'bench-insights-many')).ms);
    console.log(`  ${tab.padEnd(11)} ${year - 1}, ${sample.length} units in turn: ${fmt(quantiles(samples))}`);
  }
  const availability = await series('/api/app/report/dac7/availability', 'bench-insights-many');
  console.log(`  dac7 availability: ${fmt(availability.stats)}`);
  const report = await series(`/api/app/report/dac7/${year - 1}`, 'bench-insights-many', Math.min(CALLS, 20));
  console.log(`  dac7 ${year - 1} CSV: ${fmt(report.stats)}, ${(report.bytes / 1024).toFixed(0)} KB, ${HOST_UNITS * 4} quarter rows or more`);

  if (process.env.BENCH_EXPLAIN === '1') {
    const plan = await db.execute(sql`explain analyze select check_in, check_out, currency, total_amount from bookings where unit_id = ${unitId}::uuid and host_id = ${single.hostId}::uuid and kind = 'booking' and status <> 'CANCELLED' and check_in >= ${`${year - 1}-01-01`} and check_in < ${`${year}-01-01`}`);
    console.log((plan.rows as Record<string, string>[]).map((r) => `  ${Object.values(r)[0]}`).join('\n'));
    const dac7 = await db.execute(sql`explain analyze select unit_id, check_in, check_out, currency, total_amount, quote->'taxes' from bookings where host_id = ${many.hostId}::uuid and kind = 'booking' and status <> 'CANCELLED' and check_in >= ${`${year - 1}-01-01`} and check_in < ${`${year}-01-01`}`);
    console.log((dac7.rows as Record<string, string>[]).map((r) => `  ${Object.values(r)[0]}`).join('\n'));
  }
}

export async function benchInsights() {
  await onEachDatabase('insights', measure);
}

if (process.argv[1] === thisFile) await benchInsights();
