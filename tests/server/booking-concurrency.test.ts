import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { apiHarness, ALPINE } from '../support/api';
import { bookings } from '../../src/server/db/schema';
import { addStay, day, freshUnit, type Harness } from './bookings-fixtures';
import { scaledMs } from '../support/time-scale';

// No double booking: no two active bookings of a unit ever overlap. 50 pending requests of one unit
// whose nights all overlap are confirmed at the same moment; the exclusion constraint lets
// exactly one through and every other confirm gets a 409 that says the nights are booked.
// Runs on embedded PGlite and on PostgreSQL (DATABASE_URL), where the confirms really are
// concurrent transactions on a pool of connections.

const REQUESTS = 50;
let h: Harness;
let unitId: string;
let hostId: string;
const codes: string[] = [];

beforeAll(async () => {
  h = await apiHarness();
  ({ unitId, hostId } = await freshUnit(h, ALPINE));
  for (let i = 0; i < REQUESTS; i++) {
    // Every request shares at least the night of day(100) with every other one.
    const from = 95 + (i % 6);
    const stay = await addStay(h, {
      kind: 'request',
      status: 'REQUESTED',
      checkIn: day(from),
      checkOut: day(from + 1 + (5 - (i % 6)) + 1),
      unitId,
      hostId,
      expirationTime: new Date(Date.now() + 86_400_000),
      first: `Guest${i}`,
    });
    codes.push(stay.code);
  }
}, scaledMs(120_000));
afterAll(() => h.close());

describe('50 concurrent confirms of overlapping requests', () => {
  it('exactly one wins; 49 get 409 with a clear message; one active booking holds the nights', async () => {
    const answers = await Promise.all(codes.map((c) => h.call('POST', `/api/app/booking-requests/${c}/confirm`, { as: ALPINE })));
    const winner = answers.find((a) => a.status === 200)!;
    const byStatus = new Map<number, number>();
    for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    expect(Object.fromEntries(byStatus)).toEqual({ 200: 1, 409: REQUESTS - 1 });
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.json.type).toBe('urn:host-portal:problem:conflict');
      expect(a.json.detail).toMatch(/^Booking request HP-\w+ cannot be confirmed: the nights \d{4}-\d{2}-\d{2}(, \d{4}-\d{2}-\d{2})* are not free \(.*stay HP-\w+ holds them/);
      expect(a.json.nights.length).toBeGreaterThan(0);
      expect(a.json.holders).toEqual([expect.objectContaining({ kind: 'stay', code: winner.json.booking })]);
    }
    expect(winner.json.status).toBe('CONFIRMED');

    const active = await h.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.unitId, unitId), eq(bookings.kind, 'booking'), ne(bookings.status, 'CANCELLED')));
    expect(active).toHaveLength(1);
    expect(active[0].code).toBe(winner.json.booking);
    // The losers are untouched: still pending, none half-confirmed.
    const requests = await h.database.db.select({ status: bookings.status }).from(bookings).where(inArray(bookings.code, codes));
    expect(requests.filter((r) => r.status === 'CONFIRMED')).toHaveLength(1);
    expect(requests.filter((r) => r.status === 'REQUESTED')).toHaveLength(REQUESTS - 1);
  }, scaledMs(120_000));

  it('the same request confirmed 10 times at once makes one booking (the request row is locked)', async () => {
    const other = await freshUnit(h, ALPINE);
    const { code, id } = await addStay(h, { kind: 'request', status: 'REQUESTED', checkIn: day(120), checkOut: day(123), ...other, expirationTime: new Date(Date.now() + 86_400_000) });
    const answers = await Promise.all(Array.from({ length: 10 }, () => h.call('POST', `/api/app/booking-requests/${code}/confirm`, { as: ALPINE })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.json.detail).toMatch(/no longer pending: it is confirmed/);
    expect(await h.database.db.select().from(bookings).where(eq(bookings.sourceRequestId, id))).toHaveLength(1);
  }, scaledMs(60_000));
});
