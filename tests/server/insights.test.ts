import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA } from '../support/api';
import { bookings, externalEvents, icalFeeds, properties, unitBlocks, units } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { publicSettings } from '../../src/server/config/settings';
import { addStay, freshUnit, names, type Harness, type StayInput } from './bookings-fixtures';

// A unit's statistics through the real API, on stays written into a unit made for this file (the
// years 2033 and 2034 hold nothing of the demo seed), with figures worked out by hand.

let h: Harness;
let unit: { unitId: string; hostId: string };
let other: { unitId: string; hostId: string };
beforeAll(async () => {
  h = await apiHarness();
  unit = await freshUnit(h, ALPINE);
  other = await freshUnit(h, ALPINE);
  const [row] = await h.database.db.select({ propertyId: units.propertyId }).from(units).where(eq(units.id, unit.unitId));
  await h.database.db.update(properties).set({ commercialModelPlan: 'host_only' }).where(eq(properties.id, row.propertyId)); // 15 %
});
afterAll(() => h.close());

const I = (unitId: string, tab: string, year?: number | string) => `/api/app/insights/${unitId}/${tab}${year === undefined ? '' : `?year=${year}`}`;
const at = (iso: string) => new Date(iso);

async function stay(input: Partial<StayInput> & Pick<StayInput, 'kind' | 'status' | 'checkIn' | 'checkOut'>, extra: { amount?: number; currency?: string; decidedAt?: Date; sourceRequestId?: string; bookingType?: 'onLine' | 'onRequest' } = {}) {
  const s = await addStay(h, { ...unit, ...input });
  const set: Partial<typeof bookings.$inferInsert> = {};
  if (extra.amount !== undefined) set.totalAmount = extra.amount;
  if (extra.currency) set.currency = extra.currency;
  if (extra.decidedAt) set.decidedAt = extra.decidedAt;
  if (extra.sourceRequestId) set.sourceRequestId = extra.sourceRequestId;
  if (extra.bookingType) set.bookingType = extra.bookingType;
  if (Object.keys(set).length > 0) await h.database.db.update(bookings).set(set).where(eq(bookings.id, s.id));
  return s;
}

beforeAll(async () => {
  // Earnings of 2033: two EUR bookings in March (one over the month end), one CHF in July; a
  // cancelled booking and a request earn nothing.
  await stay({ kind: 'booking', status: 'COMPLETED', checkIn: '2033-03-10', checkOut: '2033-03-14', createdAt: at('2033-01-05T10:00:00Z') }, { amount: 1234.56 });
  await stay({ kind: 'booking', status: 'NO_REVIEW_COLLECTED', checkIn: '2033-03-29', checkOut: '2033-04-02', createdAt: at('2033-02-01T10:00:00Z') }, { amount: 200.1 });
  await stay({ kind: 'booking', status: 'COMPLETED', checkIn: '2033-07-01', checkOut: '2033-07-03', createdAt: at('2033-02-03T10:00:00Z') }, { amount: 99.99, currency: 'CHF' });
  await stay({ kind: 'booking', status: 'CANCELLED', checkIn: '2033-08-01', checkOut: '2033-08-05', cancelledBy: 'guest', createdAt: at('2033-02-10T10:00:00Z') }, { amount: 800, decidedAt: at('2033-05-02T10:00:00Z') });
  // Requests of 2033: one confirmed after 2 hours (its booking made from it), one rejected after 30 hours, one expired, one open.
  const confirmed = await stay({ kind: 'request', status: 'CONFIRMED', checkIn: '2033-10-01', checkOut: '2033-10-04', createdAt: at('2033-06-01T08:00:00Z') }, { amount: 500, decidedAt: at('2033-06-01T10:00:00Z') });
  await stay({ kind: 'booking', status: 'CANCELLED', checkIn: '2033-10-01', checkOut: '2033-10-04', cancelledBy: 'owner', createdAt: at('2033-06-01T10:00:00Z') }, { amount: 500, sourceRequestId: confirmed.id, bookingType: 'onRequest', decidedAt: at('2033-07-15T10:00:00Z') });
  await stay({ kind: 'request', status: 'REJECTED', checkIn: '2033-11-01', checkOut: '2033-11-04', createdAt: at('2033-06-10T08:00:00Z') }, { decidedAt: at('2033-06-11T14:00:00Z') });
  await stay({ kind: 'request', status: 'EXPIRED', checkIn: '2033-11-10', checkOut: '2033-11-12', createdAt: at('2033-06-20T08:00:00Z') });
  await stay({ kind: 'request', status: 'REQUESTED', checkIn: '2033-12-10', checkOut: '2033-12-12', createdAt: at('2033-12-20T08:00:00Z') });
  // Occupancy over new year: a confirmed inquiry 30 Dec 2033 - 3 Jan 2034 (2 + 2 nights), closed
  // 2-6 Jan 2034 (its 2nd is booked: 3 closed nights), an imported event 1-10 Jan (4 nights left).
  await stay({ kind: 'inquiry', status: 'in_review_collection', checkIn: '2033-12-30', checkOut: '2034-01-03', createdAt: at('2033-12-01T08:00:00Z') });
  await stay({ kind: 'inquiry', status: 'rejected', checkIn: '2034-01-20', checkOut: '2034-01-25', createdAt: at('2033-12-02T08:00:00Z') });
  await h.database.db.insert(unitBlocks).values({ id: newId(), ...unit, dateFrom: '2034-01-02', dateTo: '2034-01-06' });
  const feedId = newId();
  await h.database.db.insert(icalFeeds).values({ id: feedId, ...unit, name: 'Other channel', kind: 'url', url: 'https://calendar.example/a.ics' });
  await h.database.db.insert(externalEvents).values({ id: newId(), feedId, ...unit, uid: 'e1', dateFrom: '2034-01-01', dateTo: '2034-01-10' });
});

describe('earnings of a unit', () => {
  it('answers twelve months per currency by check-in month, with the plan’s commission', async () => {
    const r = await h.call('GET', I(unit.unitId, 'earnings', 2033), { as: ALPINE });
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({ unitId: unit.unitId, year: 2033 });
    expect(r.json.currencies.map((c: { currency: string }) => c.currency)).toEqual(['CHF', 'EUR']);
    const eur = r.json.currencies[1];
    expect(eur.months).toHaveLength(12);
    // 1234.56 × 15 % = 185.184 -> 185.18; 200.10 × 15 % = 30.015 -> 30.02
    expect(eur.months[2]).toEqual({ month: 3, stays: 2, gross: 1434.66, commission: 215.2, net: 1219.46 });
    expect(eur.months[3]).toEqual({ month: 4, stays: 0, gross: 0, commission: 0, net: 0 });
    expect(eur.total).toMatchObject({ stays: 2, gross: 1434.66, commission: 215.2, net: 1219.46 });
    expect(r.json.currencies[0].months[6]).toEqual({ month: 7, stays: 1, gross: 99.99, commission: 15, net: 84.99 });
  });

  it('equals the account earnings tab for the same stays', async () => {
    const [stats, account] = await Promise.all([h.call('GET', I(unit.unitId, 'earnings', 2033), { as: ALPINE }), h.call('GET', '/api/app/user/earnings?year=2033', { as: ALPINE })]);
    expect(account.status).toBe(200);
    const fromStats = stats.json.currencies
      .flatMap((c: any) => c.months.filter((m: any) => m.stays > 0).map((m: any) => ({ month: m.month, currency: c.currency, count: m.stays, gross: m.gross, commission: m.commission, net: m.net })))
      .sort((a: any, b: any) => a.month - b.month || a.currency.localeCompare(b.currency));
    const fromAccount = account.json.months.flatMap((m: any) => m.totals.map((t: any) => ({ month: m.month, ...t })));
    expect(fromAccount.length).toBeGreaterThan(0);
    expect(fromStats).toEqual(fromAccount);
    expect(stats.json.currencies.map((c: any) => ({ currency: c.currency, count: c.total.stays, gross: c.total.gross, commission: c.total.commission, net: c.total.net }))).toEqual(account.json.totals);
  });

  it('lists the years the unit has stays in, newest first; the current year for a unit without', async () => {
    const r = await h.call('GET', I(unit.unitId, 'earnings', 2034), { as: ALPINE });
    expect(r.json.years).toEqual([2034, 2033]);
    expect(r.json.currencies).toEqual([]);
    const empty = await h.call('GET', I(other.unitId, 'earnings'), { as: ALPINE });
    expect(empty.json).toMatchObject({ year: new Date().getUTCFullYear(), years: [new Date().getUTCFullYear()], currencies: [] });
  });
});

describe('occupancy of a unit', () => {
  it('splits nights over the new year and counts booked, closed and imported nights once each', async () => {
    const r2033 = await h.call('GET', I(unit.unitId, 'occupancy', 2033), { as: ALPINE });
    expect(r2033.status, r2033.text).toBe(200);
    const months = r2033.json.months;
    expect(months).toHaveLength(12);
    expect(months[2]).toMatchObject({ month: 3, nights: 31, bookedNights: 7, closedNights: 0 }); // 10-13 and 29-31 March
    expect(months[3]).toMatchObject({ month: 4, bookedNights: 1 }); // 1 April
    expect(months[7].bookedNights).toBe(0); // the cancelled booking
    expect(months[9].bookedNights).toBe(0); // the request's booking was cancelled; a request holds no nights
    expect(months[10].bookedNights).toBe(0);
    expect(months[11]).toMatchObject({ month: 12, bookedNights: 2 });
    expect(r2033.json.total).toMatchObject({ nights: 365, bookedNights: 7 + 1 + 2 + 2, closedNights: 0, availableNights: 365 });

    const jan = (await h.call('GET', I(unit.unitId, 'occupancy', 2034), { as: ALPINE })).json.months[0];
    expect(jan).toEqual({ month: 1, nights: 31, closedNights: 3, availableNights: 28, bookedNights: 2, externalNights: 4, rate: 0.0714, rateWithExternal: 0.2143 });
  });
});

describe('performance of a unit', () => {
  it('counts requests by outcome, the response times, bookings made and cancelled', async () => {
    const r = await h.call('GET', I(unit.unitId, 'performance', 2033), { as: ALPINE });
    expect(r.status, r.text).toBe(200);
    expect(r.json.requests).toEqual({ received: 6, converted: 2, rejected: 2, expired: 1, open: 1, conversionRate: 0.4 });
    // Answered: confirmed after 120 min, rejected after 30 h (1800 min); the inquiries hold no decision time.
    expect(r.json.response).toEqual({ answered: 2, medianMinutes: 960, within24HoursRate: 0.5 });
    expect(r.json.bookings).toEqual({ made: 5, instant: 4, fromRequests: 1, cancelled: 2, cancelledByGuest: 1, cancelledByHost: 1, cancellationRate: 0.4 });
    expect(r.json.months.map((m: any) => m.requests)).toEqual([0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 3]);
    expect(r.json.months.map((m: any) => m.bookings)).toEqual([1, 3, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]); // 5 Jan; 1, 3 and 10 Feb; 1 Jun
    expect(r.json.months.map((m: any) => m.cancellations)).toEqual([0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0]);
  });
});

describe('access and input', () => {
  it('answers 401 without a token', async () => {
    for (const tab of ['earnings', 'occupancy', 'performance']) expect((await h.call('GET', I(unit.unitId, tab))).status).toBe(401);
  });

  it('answers 404 for another host’s unit, an unknown id, a malformed id and a deleted unit', async () => {
    const anna = await freshUnit(h, ANNA);
    const gone = await freshUnit(h, ALPINE);
    await h.database.db.update(units).set({ deletedAt: new Date(), status: 'DELETED' }).where(eq(units.id, gone.unitId));
    for (const tab of ['earnings', 'occupancy', 'performance']) {
      for (const id of [anna.unitId, newId(), 'not-a-unit', gone.unitId]) {
        const r = await h.call('GET', I(id, tab, 2033), { as: ALPINE });
        expect(r.status, `${tab} ${id}`).toBe(404);
        expect(r.headers.get('content-type')).toContain('application/problem+json');
      }
    }
    expect((await h.call('GET', I(anna.unitId, 'performance'), { as: ANNA })).status).toBe(200);
  });

  it('answers 400 naming year for a malformed or out-of-range year', async () => {
    for (const year of ['33', '2033x', '1999', '2101']) {
      const r = await h.call('GET', I(unit.unitId, 'occupancy', year), { as: ALPINE });
      expect(r.status, year).toBe(400);
      expect(names(r)).toEqual(['year']);
    }
  });

  it('answers 404 for earnings and occupancy while the settings hide their tabs; performance stays', async () => {
    const saved = { ...publicSettings };
    try {
      publicSettings.earningsStatisticsEnabled = false;
      expect((await h.call('GET', I(unit.unitId, 'earnings', 2033), { as: ALPINE })).status).toBe(404);
      expect((await h.call('GET', I(unit.unitId, 'occupancy', 2033), { as: ALPINE })).status).toBe(200);
      publicSettings.occupancyStatisticsEnabled = false;
      expect((await h.call('GET', I(unit.unitId, 'occupancy', 2033), { as: ALPINE })).status).toBe(404);
      expect((await h.call('GET', I(unit.unitId, 'performance', 2033), { as: ALPINE })).status).toBe(200);
    } finally {
      Object.assign(publicSettings, saved);
    }
    expect((await h.call('GET', I(unit.unitId, 'earnings', 2033), { as: ALPINE })).status).toBe(200);
  });
});
