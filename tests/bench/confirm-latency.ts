// Confirm latency: POST /api/app/booking-requests/{id}/confirm at 20 concurrent clients, p50/p99,
// on embedded PGlite, then on PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set (a new
// database on that server, dropped afterwards). Prints figures; asserts nothing about time.
//
// Four mixes, each BENCH_CONFIRM_ROUNDS (10) confirms per client, every one of them succeeding:
//   (a) one unit per client: confirms never wait for each other's unit;
//   (b) all clients on ONE unit, on nights of their own: every confirm takes that unit's nights
//       lock (the night-holds rule), so this is the mix where the lock can cost.
// (a) and (b) carry closed dates and an imported calendar nearby, so the holds read has rows.
// The night-holds check has no switch (the confirm without it is gone), so its cost is measured
// as what it reads: one unit per client again,
//   (c) bare: the unit holds nothing but the requests being confirmed;
//   (d) crowded: the same, among BENCH_CONFIRM_HOLDERS (200) stays, as many closed nights and as
//       many imported events of its own, half before the requests' nights, half after, none on
//       them (3 x 200 rows of the unit that the holds read's index ranges pass over or stop at).
// d/c is printed as a ratio of p50 and p99: how much more a confirm costs on a busy calendar.
// Calls go through createApp's request handler (app.request) without a socket; the token verifier
// maps the bearer to the host's subject. Run alone: npx tsx tests/bench/confirm-latency.ts
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { loadEnv } from '../../src/server/env';
import { createApp } from '../../src/server/app';
import type { Database, Db } from '../../src/server/db/client';
import { bookings, externalEvents, hosts, icalFeeds, properties, unitBlocks, units } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { addDays, todayUtc } from '../../src/shared/domain/availability/dates';
import { onEachDatabase } from './support/each-database';

const thisFile = fileURLToPath(import.meta.url);
const CLIENTS = 20;
const ROUNDS = Number(process.env.BENCH_CONFIRM_ROUNDS) > 0 ? Number(process.env.BENCH_CONFIRM_ROUNDS) : 10;
const HOLDERS = Number(process.env.BENCH_CONFIRM_HOLDERS) > 0 ? Number(process.env.BENCH_CONFIRM_HOLDERS) : 200;

let codeSeq = 0;
const code = () => `HP-C${(codeSeq++).toString(36).toUpperCase().padStart(6, '0')}`;

async function benchHost(db: Db, subject: string, unitCount: number) {
  const hostId = newId();
  await db.insert(hosts).values({ id: hostId, subject, email: `${subject}@bench.host-portal.test`, type: 'company', commercialModel: 'commission', companyName: 'Bench Stays', onboardingStatus: 'finished' });
  const unitIds: string[] = [];
  for (let i = 0; i < unitCount; i++) {
    const propertyId = newId();
    await db.insert(properties).values({ id: propertyId, hostId, propertyType: 'single', title: `Property ${i}`, location: { street: 'Bench street', houseNumberOrName: String(i), postalCode: '6020', city: 'Innsbruck', countryCode: 'AT' } });
    const unitId = newId();
    await db.insert(units).values({ id: unitId, hostId, propertyId, status: 'PUBLISHED', title: `Unit ${i}`, bookingType: 'onRequest' });
    unitIds.push(unitId);
  }
  return { hostId, unitIds };
}

/**
 * Pending requests of 2 nights, one every 3 nights from day 30, `count` of them, on the unit.
 * Around them: 'nearby' closed dates and an imported event just before; 'none'; or `holders`
 * stays, closed nights and imported events, one night each, half before the requests, half after.
 */
async function pendingRequests(db: Db, hostId: string, unitId: string, first: number, count: number, around: 'nearby' | 'none' | { holders: number } = 'nearby'): Promise<string[]> {
  const start = addDays(todayUtc(), 30 + first * 3);
  const rows: (typeof bookings.$inferInsert)[] = Array.from({ length: count }, (_, i) => ({
    id: newId(), code: code(), hostId, unitId, kind: 'request', status: 'REQUESTED', checkIn: addDays(start, i * 3), checkOut: addDays(start, i * 3 + 2),
    guests: 2, customerFirstName: 'Bench', customerLastName: 'Guest', totalAmount: 300, expirationTime: new Date(Date.now() + 86_400_000), bookingType: 'onRequest',
  }));
  await db.insert(bookings).values(rows);
  if (around === 'none') return rows.map((r) => r.code!);
  const feedId = newId();
  await db.insert(icalFeeds).values({ id: feedId, hostId, unitId, name: 'Other channel', kind: 'file' });
  if (around === 'nearby') {
    // The third night of every stretch is free, but nights before the first request are held.
    await db.insert(unitBlocks).values({ id: newId(), hostId, unitId, dateFrom: addDays(start, -4), dateTo: addDays(start, -2) });
    await db.insert(externalEvents).values({ id: newId(), feedId, hostId, unitId, uid: `e-${unitId}-${first}`, dateFrom: addDays(start, -2), dateTo: addDays(start, -1) });
    return rows.map((r) => r.code!);
  }
  // Triples of nights (a stay, a closed night, an imported night), before and after the requests' nights.
  const before = Math.ceil(around.holders / 2);
  const firstNight = (k: number) => (k < before ? addDays(start, -3 * (before - k) - 1) : addDays(start, count * 3 + 1 + 3 * (k - before)));
  const stays: (typeof bookings.$inferInsert)[] = [];
  const closed: (typeof unitBlocks.$inferInsert)[] = [];
  const imported: (typeof externalEvents.$inferInsert)[] = [];
  for (let k = 0; k < around.holders; k++) {
    const d = firstNight(k);
    stays.push({ id: newId(), code: code(), hostId, unitId, kind: 'booking', status: 'CONFIRMED', checkIn: d, checkOut: addDays(d, 1), guests: 2, customerFirstName: 'Bench', customerLastName: 'Holder', totalAmount: 100, bookingType: 'onRequest' });
    closed.push({ id: newId(), hostId, unitId, dateFrom: addDays(d, 1), dateTo: addDays(d, 2) });
    imported.push({ id: newId(), feedId, hostId, unitId, uid: `h-${unitId}-${k}`, dateFrom: addDays(d, 2), dateTo: addDays(d, 3) });
  }
  for (let i = 0; i < around.holders; i += 500) {
    await db.insert(bookings).values(stays.slice(i, i + 500));
    await db.insert(unitBlocks).values(closed.slice(i, i + 500));
    await db.insert(externalEvents).values(imported.slice(i, i + 500));
  }
  return rows.map((r) => r.code!);
}

function quantiles(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
  return { n: s.length, p50: q(0.5), p99: q(0.99) };
}

async function run(app: ReturnType<typeof createApp>, subject: string, perClient: string[][]) {
  const samples: number[] = [];
  let failures = 0;
  await Promise.all(
    perClient.map(async (codes) => {
      for (const c of codes) {
        const t0 = performance.now();
        const res = await app.request(`/api/app/booking-requests/${c}/confirm`, { method: 'POST', headers: { authorization: `Bearer ${subject}` } });
        await res.arrayBuffer();
        samples.push(performance.now() - t0);
        if (res.status !== 200) failures++;
      }
    }),
  );
  return { ...quantiles(samples), failures };
}

async function measure(label: string, database: Database) {
  const env = loadEnv({ PORT: '8080', LOG_LEVEL: 'silent' });
  const app = createApp({ database, env, logger: pino({ level: 'silent' }), verifyToken: async (token) => ({ sub: token }) });
  const db = database.db;

  const spread = await benchHost(db, 'bench-confirm-spread', CLIENTS);
  const spreadCodes = await Promise.all(spread.unitIds.map((u) => pendingRequests(db, spread.hostId, u, 0, ROUNDS)));
  const shared = await benchHost(db, 'bench-confirm-shared', 1);
  const sharedCodes: string[][] = [];
  for (let c = 0; c < CLIENTS; c++) sharedCodes.push(await pendingRequests(db, shared.hostId, shared.unitIds[0]!, c * (ROUNDS + 2), ROUNDS));

  const bare = await benchHost(db, 'bench-confirm-bare', CLIENTS);
  const bareCodes = await Promise.all(bare.unitIds.map((u) => pendingRequests(db, bare.hostId, u, 0, ROUNDS, 'none')));
  const crowded = await benchHost(db, 'bench-confirm-crowded', CLIENTS);
  const crowdedCodes: string[][] = [];
  for (const u of crowded.unitIds) crowdedCodes.push(await pendingRequests(db, crowded.hostId, u, 0, ROUNDS, { holders: HOLDERS }));

  const a = await run(app, 'bench-confirm-spread', spreadCodes);
  const b = await run(app, 'bench-confirm-shared', sharedCodes);
  // Alternated halves would even out drift; the two runs are short and back to back instead.
  const c = await run(app, 'bench-confirm-bare', bareCodes);
  const d = await run(app, 'bench-confirm-crowded', crowdedCodes);
  const fmt = (s: Awaited<ReturnType<typeof run>>) => `n=${s.n} p50=${s.p50.toFixed(1)} ms p99=${s.p99.toFixed(1)} ms${s.failures ? ` (${s.failures} not 200!)` : ''}`;
  console.log(`confirm request, ${CLIENTS} concurrent clients, ${label}: one unit each ${fmt(a)}; all on one unit ${fmt(b)}`);
  console.log(
    `confirm request, ${CLIENTS} concurrent clients, ${label}: no other holders ${fmt(c)}; among ${HOLDERS} stays + ${HOLDERS} closed + ${HOLDERS} imported nights ${fmt(d)}; crowded/bare p50 x${(d.p50 / c.p50).toFixed(2)} p99 x${(d.p99 / c.p99).toFixed(2)}`,
  );
}

export async function benchConfirmLatency() {
  await onEachDatabase('confirm latency', measure);
}

if (process.argv[1] === thisFile) await benchConfirmLatency();
