import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { apiHarness, ALPINE } from '../support/api';
import { auditLog, bookings, jobs, units } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { addDays, todayUtc } from '../../src/shared/domain/availability/dates';
import { BOOKING_STATUSES, INQUIRY_STATUSES, REQUEST_STATUSES } from '../../src/shared/domain/bookings/statuses';
import { nextStayStatus, REVIEW_WINDOW_DAYS, type Stay } from '../../src/shared/domain/bookings/stay-lifecycle';
import { applyStayLifecycle, expireRequest } from '../../src/server/services/bookings/lifecycle';
import { STAY_LIFECYCLE_KEY, STAY_LIFECYCLE_MINUTES, requestExpiryKey, scheduleStayLifecycle } from '../../src/server/services/bookings/lifecycle-job';
import { jobHandlers } from '../../src/server/jobs/handlers';
import { runDueJobs } from '../../src/server/jobs/worker';

// The stay-lifecycle job on the real database (PGlite, or PostgreSQL with DATABASE_URL): its
// set-based statements must give every stay exactly the status the shared rule (nextStayStatus,
// applied until it answers null) gives it, at a fixed `now`, and a second run must change nothing.

let h: Awaited<ReturnType<typeof apiHarness>>;
let alpineHost: string;
beforeAll(async () => {
  h = await apiHarness();
  alpineHost = (await h.database.db.query.hosts.findFirst({ where: (t, { eq: e }) => e(t.email, ALPINE) }))!.id;
});
afterAll(() => h.close());

const NOW = new Date('2031-03-10T12:00:00.000Z');
const TODAY = todayUtc(NOW);
const HOUR = 3_600_000;

/** Where the shared rule says a stay ends up: steps applied until none applies. */
function expectedStatus(stay: Stay, now: Date): string {
  let current = stay;
  for (let i = 0; i < 10; i++) {
    const next = nextStayStatus(current, now.toISOString(), todayUtc(now));
    if (next === null) return current.status;
    current = { ...current, status: next } as Stay;
  }
  throw new Error('the rule did not settle');
}

async function freshUnit(): Promise<string> {
  const created = await h.call('POST', '/api/app/properties', { as: ALPINE, body: { propertyType: 'single' } });
  return created.json.unitIds[0];
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
let seq = 0;
/** HP-L and five characters of the codes' alphabet, unique within the file. */
function code(): string {
  let tail = '';
  for (let n = ++seq, i = 0; i < 5; i++, n = Math.floor(n / ALPHABET.length)) tail = ALPHABET[n % ALPHABET.length] + tail;
  return `HP-L${tail}`;
}
interface Row {
  id: string;
  stay: Stay;
}

// Check-outs around every boundary: today, the day review collection opens, the day it closes.
const CHECK_OUT_OFFSETS = [-30, -(REVIEW_WINDOW_DAYS + 2), -(REVIEW_WINDOW_DAYS + 1), -REVIEW_WINDOW_DAYS, -2, -1, 0, 1, 5];
// Expiration times around now (ms); null = none.
const EXPIRATION_OFFSETS = [null, -HOUR, -1, 0, 1, HOUR];

/** Every kind x status x check-out (x expiration for requests), one unit per kind and status so no two active stays overlap. */
async function insertGrid(now: Date): Promise<Row[]> {
  const today = todayUtc(now);
  const rows: Row[] = [];
  const values: (typeof bookings.$inferInsert)[] = [];
  const add = async (kind: Stay['kind'], statuses: readonly string[], expirations: readonly (number | null)[]) => {
    for (const status of statuses) {
      const unitId = await freshUnit();
      for (const offset of CHECK_OUT_OFFSETS) {
        for (const exp of expirations) {
          const checkOut = addDays(today, offset);
          const expirationTime = exp === null ? null : new Date(now.getTime() + exp);
          const id = newId();
          values.push({
            id, code: code(), hostId: alpineHost, unitId, kind, status, checkIn: addDays(checkOut, -1), checkOut, guests: 2,
            customerFirstName: 'Grid', customerLastName: 'Guest', totalAmount: 100, expirationTime,
          });
          const stay = (kind === 'request' ? { kind, status, checkOut, expirationTime: expirationTime?.toISOString() ?? null } : { kind, status, checkOut }) as Stay;
          rows.push({ id, stay });
        }
      }
    }
  };
  await add('booking', BOOKING_STATUSES, [null]);
  await add('request', REQUEST_STATUSES, EXPIRATION_OFFSETS);
  await add('inquiry', INQUIRY_STATUSES, [null]);
  await h.database.db.insert(bookings).values(values);
  return rows;
}

const statusesOf = async (ids: string[]) =>
  new Map((await h.database.db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(inArray(bookings.id, ids))).map((r) => [r.id, r.status]));
const lifecycleAudits = async (ids: string[]) =>
  h.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'stay.lifecycle'), inArray(auditLog.target, ids)));

describe('stay lifecycle sweep', () => {
  it('the demo seed is already where time puts it: a sweep right after seeding moves nothing', async () => {
    const outcome = await applyStayLifecycle(h.database.db, new Date());
    expect(outcome).toEqual({ moved: {}, total: 0, more: false });
  });

  let grid: Row[];
  it('moves every stay to the status nextStayStatus gives it at a fixed now (every kind, status and boundary)', async () => {
    grid = await insertGrid(NOW);
    const ids = grid.map((r) => r.id);
    const outcome = await applyStayLifecycle(h.database.db, NOW);
    const after = await statusesOf(ids);
    const wrong = grid
      .map((r) => ({ stay: r.stay, expected: expectedStatus(r.stay, NOW), got: after.get(r.id) }))
      .filter((x) => x.expected !== x.got);
    expect(wrong).toEqual([]);
    // Something moved along every step of the chain (the grid covers each one).
    expect(Object.keys(outcome.moved).sort()).toEqual([
      'booking:COMPLETED->IN_REVIEW_COLLECTION',
      'booking:CONFIRMED->COMPLETED',
      'booking:IN_REVIEW_COLLECTION->NO_REVIEW_COLLECTED',
      'inquiry:confirmed->in_review_collection',
      'inquiry:in_review_collection->no_review_collected',
      'inquiry:requested|action_needed->expired_checkout',
      'request:REQUESTED->EXPIRED',
    ]);
  });

  it('spot checks of the boundaries, in words', async () => {
    const after = await statusesOf(grid.map((r) => r.id));
    const find = (kind: string, status: string, offset: number, exp: number | null = null) =>
      after.get(
        grid.find(
          (r) =>
            r.stay.kind === kind &&
            r.stay.status === status &&
            r.stay.checkOut === addDays(TODAY, offset) &&
            (kind !== 'request' || (r.stay as { expirationTime: string | null }).expirationTime === (exp === null ? null : new Date(NOW.getTime() + exp).toISOString())),
        )!.id,
      );
    // A request expires at its expiration time, not a millisecond before; without one it waits.
    expect(find('request', 'REQUESTED', 5, 0)).toBe('EXPIRED');
    expect(find('request', 'REQUESTED', 5, 1)).toBe('REQUESTED');
    expect(find('request', 'REQUESTED', 5, null)).toBe('REQUESTED');
    expect(find('request', 'REJECTED', 5, -HOUR)).toBe('REJECTED');
    // A booking leaving today is completed; one that left yesterday is in review collection, which
    // closes REVIEW_WINDOW_DAYS after it opened; one weeks ago walks the whole chain in one run.
    expect(find('booking', 'CONFIRMED', 1)).toBe('CONFIRMED');
    expect(find('booking', 'CONFIRMED', 0)).toBe('COMPLETED');
    expect(find('booking', 'CONFIRMED', -1)).toBe('IN_REVIEW_COLLECTION');
    expect(find('booking', 'CONFIRMED', -REVIEW_WINDOW_DAYS)).toBe('IN_REVIEW_COLLECTION');
    expect(find('booking', 'CONFIRMED', -(REVIEW_WINDOW_DAYS + 1))).toBe('NO_REVIEW_COLLECTED');
    expect(find('booking', 'CANCELLED', -30)).toBe('CANCELLED');
    expect(find('booking', 'REVIEW_COLLECTED', -30)).toBe('REVIEW_COLLECTED');
    // Inquiries: unanswered ones expire at check-out, confirmed ones go through review collection.
    expect(find('inquiry', 'requested', 0)).toBe('expired_checkout');
    expect(find('inquiry', 'action_needed', -1)).toBe('expired_checkout');
    expect(find('inquiry', 'requested', 1)).toBe('requested');
    expect(find('inquiry', 'confirmed', 0)).toBe('in_review_collection');
    expect(find('inquiry', 'confirmed', -30)).toBe('no_review_collected');
    expect(find('inquiry', 'rejected', -30)).toBe('rejected');
  });

  it('writes one audit row per step a stay took, as the system', async () => {
    const audits = await lifecycleAudits(grid.map((r) => r.id));
    let steps = 0;
    for (const r of grid) {
      let current = r.stay;
      for (let next = nextStayStatus(current, NOW.toISOString(), TODAY); next !== null; next = nextStayStatus(current, NOW.toISOString(), TODAY)) {
        steps++;
        current = { ...current, status: next } as Stay;
      }
    }
    expect(audits).toHaveLength(steps);
    expect(audits.every((a) => a.hostId === alpineHost && a.staffId === null && (a.detail as { actor: string }).actor === 'system')).toBe(true);
    const walked = grid.find((r) => r.stay.kind === 'booking' && r.stay.status === 'CONFIRMED' && r.stay.checkOut === addDays(TODAY, -30))!;
    const chain = audits.filter((a) => a.target === walked.id).map((a) => [(a.detail as { from: string }).from, (a.detail as { to: string }).to]);
    expect(chain).toEqual([
      ['CONFIRMED', 'COMPLETED'],
      ['COMPLETED', 'IN_REVIEW_COLLECTION'],
      ['IN_REVIEW_COLLECTION', 'NO_REVIEW_COLLECTED'],
    ]);
  });

  it('is idempotent: a second run at the same now changes nothing and writes no audit', async () => {
    const ids = grid.map((r) => r.id);
    const before = await statusesOf(ids);
    const auditsBefore = (await lifecycleAudits(ids)).length;
    expect(await applyStayLifecycle(h.database.db, NOW)).toEqual({ moved: {}, total: 0, more: false });
    expect(await statusesOf(ids)).toEqual(before);
    expect((await lifecycleAudits(ids)).length).toBe(auditsBefore);
  });
});

describe('stay lifecycle in batches', () => {
  it('moves at most a batch per step and run, says more is due, and ends where one big run would', async () => {
    // A year later than the grid above, so these stays are its own (fresh units, new codes).
    const later = new Date(NOW.getTime() + 400 * 86_400_000);
    const rows = await insertGrid(later);
    const ids = rows.map((r) => r.id);
    const first = await applyStayLifecycle(h.database.db, later, 3);
    expect(first.more).toBe(true);
    expect(Math.max(...Object.values(first.moved))).toBe(3);
    let runs = 1;
    for (let outcome = first; outcome.more; runs++) outcome = await applyStayLifecycle(h.database.db, later, 3);
    expect(runs).toBeGreaterThan(2);
    const after = await statusesOf(ids);
    expect(rows.filter((r) => after.get(r.id) !== expectedStatus(r.stay, later))).toEqual([]);
  });
});

describe('a request’s own expiry', () => {
  async function guestRequest(from: number) {
    const [{ id: family }] = await h.database.db.select({ id: units.id }).from(units).where(eq(units.title, 'Family apartment Patscherkofel'));
    const r = await h.call('POST', `/api/public/property-units/${family}/stays`, {
      body: { checkIn: addDays(todayUtc(), from), checkOut: addDays(todayUtc(), from + 3), guests: 2, firstName: 'Eli', lastName: 'Roth', email: 'eli@guest.example' },
    });
    expect(r.status).toBe(201);
    expect(r.json.kind).toBe('request');
    return (await h.database.db.select().from(bookings).where(eq(bookings.code, r.json.publicId)))[0]!;
  }

  it('expires at its expiration time, not before; an answered request is left alone', async () => {
    const request = await guestRequest(200);
    const at = request.expirationTime!;
    expect(await expireRequest(h.database.db, request.id, new Date(at.getTime() - 1))).toBe(false);
    expect(await expireRequest(h.database.db, request.id, at)).toBe(true);
    expect((await h.database.db.select().from(bookings).where(eq(bookings.id, request.id)))[0]!.status).toBe('EXPIRED');
    expect(await expireRequest(h.database.db, request.id, new Date(at.getTime() + HOUR))).toBe(false);

    const answered = await guestRequest(210);
    await h.database.db.update(bookings).set({ status: 'REJECTED' }).where(eq(bookings.id, answered.id));
    expect(await expireRequest(h.database.db, answered.id, new Date(answered.expirationTime!.getTime() + HOUR))).toBe(false);
    expect((await h.database.db.select().from(bookings).where(eq(bookings.id, answered.id)))[0]!.status).toBe('REJECTED');
  });

  it('through the worker: the request-expiry job runs when due and is gone; the sweep job stays, due again in a few minutes', async () => {
    const request = await guestRequest(220);
    const handlers = jobHandlers({ db: h.database.db, env: h.env, logger: pino({ level: 'silent' }) });
    // Time passes: the deadline (and the job's run time) is now behind us.
    const past = new Date(Date.now() - 1000);
    await h.database.db.update(bookings).set({ expirationTime: past }).where(eq(bookings.id, request.id));
    await h.database.db.update(jobs).set({ runAt: past }).where(eq(jobs.key, requestExpiryKey(request.id)));
    await scheduleStayLifecycle(h.database.db);
    const started = Date.now();
    expect(await runDueJobs(h.database.db, handlers)).toBeGreaterThanOrEqual(2);
    expect((await h.database.db.select().from(bookings).where(eq(bookings.id, request.id)))[0]!.status).toBe('EXPIRED');
    expect(await h.database.db.select().from(jobs).where(eq(jobs.key, requestExpiryKey(request.id)))).toEqual([]);
    const [sweep] = await h.database.db.select().from(jobs).where(eq(jobs.key, STAY_LIFECYCLE_KEY));
    expect(sweep!.runAt.getTime() - started).toBeGreaterThanOrEqual(STAY_LIFECYCLE_MINUTES * 60_000 - 1000);
    expect(sweep!.lockedUntil).toBeNull();
  });
});
