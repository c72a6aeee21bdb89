import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { apiHarness, ALPINE, ANNA } from '../support/api';
import { bookings } from '../../src/server/db/schema';
import { BookingDetailsSchema, BookingRequestDetailsSchema, BookingRequestListSchema } from '../../src/shared/schemas/bookings';
import { addStay, auditRows, day, freshUnit, names, stayByCode, type Harness } from './bookings-fixtures';

// Booking requests: pending count, list, details, confirm (a new booking in one transaction) and
// reject; the shell's counts; the confirmed booking on the calendar.

let h: Harness;
let unitId: string;
let hostId: string;
const code: Record<string, string> = {};
const HOUR = 3_600_000;
let baseline: number;

const pendingCount = async (as = ALPINE) => {
  const r = await h.call('GET', '/api/app/booking-requests-pending-count', { as });
  expect(r.status).toBe(200);
  return r.json.count as number;
};
/** Pending requests of the host counted straight from the table, to compare the API with. */
const pendingInDb = async () =>
  (
    await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.hostId, hostId), eq(bookings.kind, 'request'), eq(bookings.status, 'REQUESTED'), sql`(${bookings.expirationTime} is null or ${bookings.expirationTime} > now())`))
  )[0].n;

beforeAll(async () => {
  h = await apiHarness();
  ({ unitId, hostId } = await freshUnit(h, ALPINE));
  baseline = await pendingCount();
  const t0 = Date.now() - 10 * HOUR;
  let n = 0;
  const add = async (key: string, status: string, from: number, to: number, extra: Partial<Parameters<typeof addStay>[1]> = {}) => {
    code[key] = (await addStay(h, { kind: 'request', status, checkIn: day(from), checkOut: day(to), unitId, hostId, createdAt: new Date(t0 + ++n * 60_000), ...extra })).code;
  };
  await add('inFiveHours', 'REQUESTED', 20, 24, { expirationTime: new Date(Date.now() + 5 * HOUR), first: 'Hannah', last: 'Keller', phone: 'none', guestMessage: 'We arrive late.' });
  await add('inOneHour', 'REQUESTED', 30, 32, { expirationTime: new Date(Date.now() + HOUR) });
  await add('lapsed', 'REQUESTED', 40, 42, { expirationTime: new Date(Date.now() - HOUR) });
  await add('rejected', 'REJECTED', 50, 52);
  await add('expired', 'EXPIRED', 60, 62);
  // Shares nights with inFiveHours: once that one is confirmed, this one cannot be.
  await add('overlapping', 'REQUESTED', 22, 26, { expirationTime: new Date(Date.now() + 10 * HOUR) });
});
afterAll(() => h.close());

const list = (query: string, as = ALPINE) => h.call('GET', `/api/app/booking-requests?criteria[unitId]=${unitId}&${query}`, { as });
const codes = (r: { json: { items: { publicId: string }[] } }) => r.json.items.map((i) => i.publicId);
const confirm = (id: string, as = ALPINE) => h.call('POST', `/api/app/booking-requests/${id}/confirm`, { as });
const reject = (id: string, body: unknown, as = ALPINE) => h.call('POST', `/api/app/booking-requests/${id}/reject`, { as, body });

describe('pending count and lists', () => {
  it('counts requests still waiting for an answer (REQUESTED, not past expirationTime), in user info too', async () => {
    expect(await pendingCount()).toBe(baseline + 3);
    expect(await pendingCount()).toBe(await pendingInDb());
    const info = await h.call('GET', '/api/app/user/info', { as: ALPINE });
    expect(info.json.counts.pendingBookings).toBe(baseline + 3);
  });

  it('lists pending requests, the most urgent first; all requests newest first', async () => {
    let r = await list('');
    expect(r.status).toBe(200);
    expect(v.is(BookingRequestListSchema, r.json)).toBe(true);
    expect(codes(r)).toEqual([code.inOneHour, code.inFiveHours, code.overlapping]);
    expect(r.json.items[0]).toMatchObject({ status: 'REQUESTED', duration: 2, propertyUnitSummary: { publicId: unitId } });
    expect(Date.parse(r.json.items[0].expirationTime)).toBeGreaterThan(Date.now());
    r = await list('criteria[status]=all');
    expect(codes(r)).toEqual([code.overlapping, code.expired, code.rejected, code.lapsed, code.inOneHour, code.inFiveHours]);
  });

  it('filters check-in up to and check-out from, searches, pages', async () => {
    expect(codes(await list(`criteria[status]=all&criteria[checkIn][to]=${day(30)}&criteria[checkOut][from]=${day(25)}`))).toEqual([code.overlapping, code.inOneHour]);
    expect(codes(await list('criteria[status]=all&criteria[search]=KELL'))).toEqual([code.inFiveHours]);
    const r = await list('criteria[status]=all&limit=4&page=2');
    expect(r.json.pagination).toEqual({ current: 2, next: null, pages: 2, total: 6 });
    expect(codes(r)).toEqual([code.inOneHour, code.inFiveHours]);
    expect(codes(await list('criteria[status]=all', ANNA))).toEqual([]);
  });

  it('names bad query fields (400)', async () => {
    const r = await list('criteria[status]=old&criteria[checkIn][to]=2026-13-40&criteria[checkOut][from]=tomorrow&limit=x');
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['criteria[checkIn][to]', 'criteria[checkOut][from]', 'criteria[status]', 'limit']);
  });
});

describe('GET /api/app/booking-requests/{id}', () => {
  it('answers the details: guest message, phone rule, actions while pending', async () => {
    const r = await h.call('GET', `/api/app/booking-requests/${code.inFiveHours}`, { as: ALPINE });
    expect(r.status).toBe(200);
    expect(v.is(BookingRequestDetailsSchema, r.json)).toBe(true);
    expect(r.json).toMatchObject({
      code: code.inFiveHours,
      status: 'REQUESTED',
      guestMessage: 'We arrive late.',
      customer: { firstName: 'Hannah', lastName: 'Keller', phoneNumber: null },
      booking: null,
      rejection: null,
      availableActions: ['confirm', 'reject'],
    });
    // Past its expiration time a request is no longer the host's to answer.
    expect((await h.call('GET', `/api/app/booking-requests/${code.lapsed}`, { as: ALPINE })).json.availableActions).toEqual([]);
  });

  it('answers 404 for another host\'s request and for a missing one', async () => {
    expect((await h.call('GET', `/api/app/booking-requests/${code.inFiveHours}`, { as: ANNA })).status).toBe(404);
    expect((await h.call('GET', '/api/app/booking-requests/HP-ZZZZZZ', { as: ALPINE })).status).toBe(404);
  });
});

describe('POST /api/app/booking-requests/{id}/confirm', () => {
  it('answers 404 for another host\'s request and writes nothing', async () => {
    expect((await confirm(code.inFiveHours, ANNA)).status).toBe(404);
    expect((await stayByCode(h, code.inFiveHours)).status).toBe('REQUESTED');
  });

  it('confirms: the request stays (CONFIRMED) and a new booking holds its nights; the count goes down', async () => {
    const r = await confirm(code.inFiveHours);
    expect(r.status).toBe(200);
    expect(v.is(BookingRequestDetailsSchema, r.json)).toBe(true);
    expect(r.json).toMatchObject({ code: code.inFiveHours, status: 'CONFIRMED', availableActions: [], rejection: null });
    const bookingCode = r.json.booking as string;
    expect(bookingCode).toMatch(/^HP-[A-HJ-NP-Z2-9]{6}$/);
    expect(bookingCode).not.toBe(code.inFiveHours);

    const request = await stayByCode(h, code.inFiveHours);
    expect(request).toMatchObject({ kind: 'request', status: 'CONFIRMED', decidedBy: 'OWNER' });
    const booking = await stayByCode(h, bookingCode);
    expect(booking).toMatchObject({
      kind: 'booking',
      status: 'CONFIRMED',
      bookingType: 'onRequest',
      sourceRequestId: request.id,
      unitId,
      hostId,
      checkIn: day(20),
      checkOut: day(24),
      customerFirstName: 'Hannah',
      customerLastName: 'Keller',
      totalAmount: 300,
      guestMessage: 'We arrive late.',
    });
    const details = await h.call('GET', `/api/app/bookings/${bookingCode}`, { as: ALPINE });
    expect(v.is(BookingDetailsSchema, details.json)).toBe(true);
    expect(details.json).toMatchObject({ bookingRequest: code.inFiveHours, bookingType: 'onRequest', status: 'CONFIRMED', availableActions: ['cancel'] });
    expect(await auditRows(h, 'booking-request.confirm', request.id)).toHaveLength(1);

    expect(await pendingCount()).toBe(baseline + 2);
    expect((await h.call('GET', '/api/app/user/info', { as: ALPINE })).json.counts.pendingBookings).toBe(baseline + 2);
  });

  it('shows the confirmed booking on the calendar as a booking, no longer as a request', async () => {
    const r = await h.call('GET', `/api/app/calendar/events?propertyUnitId=${unitId}&dateFrom=${day(19)}&dateTo=${day(25)}`, { as: ALPINE });
    expect(r.status).toBe(200);
    const flat = (r.json.events as { source: string; booking: string | null; bookingRequest: string | null; children: unknown[] }[]).flatMap((e) => [e, ...(e.children as typeof e[])]);
    const requestId = (await stayByCode(h, code.inFiveHours)).id;
    const [booking] = await h.database.db.select().from(bookings).where(eq(bookings.sourceRequestId, requestId));
    expect(flat.some((e) => e.source === 'booking' && e.booking === booking.code)).toBe(true);
    expect(flat.some((e) => e.bookingRequest === code.inFiveHours)).toBe(false);
  });

  it('refuses (409) a request whose nights are now booked, and writes nothing', async () => {
    const before = (await h.database.db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(eq(bookings.unitId, unitId)))[0].n;
    const r = await confirm(code.overlapping);
    expect(r.status).toBe(409);
    expect(r.json.type).toBe('urn:host-portal:problem:conflict');
    expect(r.json.detail).toMatch(/cannot be confirmed: the nights .* are not free \(.*stay HP-\w+ holds them/);
    expect(r.json.detail).toContain(day(22));
    expect(r.json.nights).toContain(day(22));
    expect((await stayByCode(h, code.overlapping)).status).toBe('REQUESTED');
    expect((await h.database.db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(eq(bookings.unitId, unitId)))[0].n).toBe(before);
  });

  it('refuses (409) what is no longer pending: confirmed, expired in time, rejected, expired', async () => {
    for (const key of ['inFiveHours', 'lapsed', 'rejected', 'expired']) {
      const r = await confirm(code[key]);
      expect(r.status, key).toBe(409);
      expect(r.json.detail, key).toMatch(/no longer pending/);
    }
    expect((await confirm(code.lapsed)).json.detail).toMatch(/expired at/);
  });
});

describe('POST /api/app/booking-requests/{id}/reject', () => {
  it('names the bad fields by the HC §5 rules (400) and writes nothing', async () => {
    const cases: [unknown, string[]][] = [
      [{ reason: 'NO_REASON' }, ['reason']],
      [{}, ['reason']],
      [{ reason: 'OTHER' }, ['explanation']],
      // An explanation belongs to OTHER, or goes with a sub-reason.
      [{ reason: 'RATES_MISMATCH', explanation: 'Too cheap.' }, ['explanation']],
      [{ reason: 'RATES_MISMATCH', subReason: 'REPAIRS' }, ['subReason']],
      [{ reason: 'SELF_MANAGED_BOOKING', subReason: 'X', explanation: 'y' }, ['subReason']],
      [{ reason: 'OTHER', explanation: 'x'.repeat(1001) }, ['explanation']],
      [{ reason: 'OTHER', explanation: 'ok', note: 1 }, ['note']],
    ];
    for (const [body, expected] of cases) {
      const r = await reject(code.inOneHour, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(names(r), JSON.stringify(body)).toEqual(expected);
    }
    expect((await stayByCode(h, code.inOneHour)).status).toBe('REQUESTED');
  });

  it('answers 404 for another host\'s request', async () => {
    expect((await reject(code.inOneHour, { reason: 'RATES_MISMATCH' }, ANNA)).status).toBe(404);
  });

  it('rejects with reason, sub-reason and explanation; the count goes down', async () => {
    const r = await reject(code.inOneHour, { reason: 'RATES_MISMATCH', subReason: 'PRICE_TOO_LOW', explanation: 'The season price applies.' });
    expect(r.status).toBe(200);
    expect(v.is(BookingRequestDetailsSchema, r.json)).toBe(true);
    expect(r.json).toMatchObject({
      status: 'REJECTED',
      booking: null,
      availableActions: [],
      rejection: { reason: 'RATES_MISMATCH', subReason: 'PRICE_TOO_LOW', explanation: 'The season price applies.', message: null, by: 'OWNER' },
    });
    const row = await stayByCode(h, code.inOneHour);
    expect(row).toMatchObject({ status: 'REJECTED', decisionReason: 'RATES_MISMATCH', decisionSubReason: 'PRICE_TOO_LOW', decidedBy: 'OWNER' });
    expect(await auditRows(h, 'booking-request.reject', row.id)).toHaveLength(1);
    expect(await pendingCount()).toBe(baseline + 1);
  });

  it('refuses (409) to reject what is no longer pending', async () => {
    const r = await reject(code.inOneHour, { reason: 'OTHER', explanation: 'again' });
    expect(r.status).toBe(409);
    expect(r.json.detail).toMatch(/no longer pending: it is rejected/);
  });

  it('the count never goes below zero: rejecting the last pending request of the unit leaves the seed\'s', async () => {
    expect((await reject(code.overlapping, { reason: 'OTHER', explanation: 'Dates taken.' })).status).toBe(200);
    const count = await pendingCount();
    expect(count).toBe(baseline);
    expect(count).toBe(await pendingInDb());
    expect(count).toBeGreaterThanOrEqual(0);
    expect(codes(await list(''))).toEqual([]);
  });
});
