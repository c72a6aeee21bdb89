import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { apiHarness, ANNA } from '../support/api';
import { bookings, properties, units } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { changeBlocks } from '../../src/server/services/availability';
import { hostStayQuote, publicStayQuote } from '../../src/server/services/stay-quote';
import { applyStayLifecycle } from '../../src/server/services/bookings/lifecycle';
import { cancelBooking, listBookings } from '../../src/server/services/bookings/bookings';
import { DEFAULT_PRICE_CONFIGURATION } from '../../src/server/services/unit-prices';
import { BookingListQuerySchema } from '../../src/shared/schemas/bookings';
import { DomainError } from '../../src/server/domain-errors';
import { toProblem } from '../../src/server/http/problem';

// A property's "today" is its own zone's (shared/domain/time/property-today.ts), on the real
// database (PGlite, or PostgreSQL with DATABASE_URL). Two hosts' worth of zones around their midnight:
//   Honolulu, Pacific/Honolulu, UTC−10 all year;  Sydney, Australia/Sydney, UTC+11 in November.
// At HNL_LATE = 2026-11-29 09:30 UTC it is still the 28th (23:30) in Honolulu;
// at SYD_EARLY = 2026-11-28 13:30 UTC it is already the 29th (00:30) in Sydney.
const HNL_LATE = new Date('2026-11-29T09:30:00Z');
const HNL_MIDNIGHT = new Date('2026-11-29T10:00:00Z');
const SYD_EARLY = new Date('2026-11-28T13:30:00Z');
const SYD_BEFORE_MIDNIGHT = new Date('2026-11-28T12:59:00Z');

let h: Awaited<ReturnType<typeof apiHarness>>;
let hostId: string;
let honolulu: { property: string; unit: string };
let sydney: { property: string; unit: string };
const actor = () => ({ host: { id: hostId }, staff: null });
const names = (r: { json: { invalidParams: { name: string }[] } }) => r.json.invalidParams.map((p) => p.name);

async function propertyAt(address: Record<string, unknown>) {
  const created = await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'single' } });
  expect(created.json.timeZone).toBe('UTC'); // no address yet
  const saved = await h.call('PUT', `/api/app/properties/${created.json.id}/location/address`, { as: ANNA, body: address });
  expect(saved.status).toBe(200);
  return { property: created.json.id as string, unit: created.json.unitIds[0] as string, timeZone: saved.json.timeZone as string };
}

beforeAll(async () => {
  h = await apiHarness();
  const hnl = await propertyAt({ countryCode: 'US', stateOrProvince: 'HI', city: 'Honolulu', street: 'Kalakaua Avenue', houseNumberOrName: '2255', postalCode: '96815' });
  const syd = await propertyAt({ countryCode: 'AU', stateOrProvince: 'NSW', city: 'Sydney', street: 'George Street', houseNumberOrName: '1', postalCode: '2000' });
  expect([hnl.timeZone, syd.timeZone]).toEqual(['Pacific/Honolulu', 'Australia/Sydney']);
  honolulu = hnl;
  sydney = syd;
  hostId = (await h.database.db.select({ hostId: units.hostId }).from(units).where(eq(units.id, hnl.unit)))[0].hostId;
  // A day's notice, every weekday a check-in and check-out day (the default configuration's other rules).
  for (const u of [hnl.unit, syd.unit]) await h.database.db.update(units).set({ priceConfiguration: { ...DEFAULT_PRICE_CONFIGURATION, minDaysOfNotice: 1 } }).where(eq(units.id, u));
});
afterAll(() => h.close());

/** The 400 a service throws, as the API answers it: the names of the offending fields. */
async function refusedFields(work: Promise<unknown>): Promise<string[]> {
  try {
    await work;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const problem = toProblem(error);
    expect(problem.status).toBe(400);
    return (problem.invalidParams ?? []).map((p) => p.name);
  }
  throw new Error('not refused');
}

describe('the zone of a property', () => {
  it('is taken from the address, can be set by hand (a bad one is a 400 naming timeZone) and given back to the address', async () => {
    const { property } = await propertyAt({ countryCode: 'IT', stateOrProvince: 'RM', city: 'Roma', street: 'Via del Corso', houseNumberOrName: '1', postalCode: '00186' });
    const path = `/api/app/properties/${property}`;
    expect((await h.call('GET', path, { as: ANNA })).json).toMatchObject({ timeZone: 'Europe/Rome', timeZoneSetByHost: false });

    for (const bad of ['Mars/Olympus', '+02:00', '', 42]) {
      const r = await h.call('PATCH', path, { as: ANNA, body: { timeZone: bad } });
      expect(r.status, String(bad)).toBe(400);
      expect(names(r)).toEqual(['timeZone']);
    }
    expect((await h.call('GET', path, { as: ANNA })).json.timeZone).toBe('Europe/Rome');

    const set = await h.call('PATCH', path, { as: ANNA, body: { timeZone: 'Europe/Malta' } });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ timeZone: 'Europe/Malta', timeZoneSetByHost: true });
    // Saving the location again keeps the host's choice.
    const moved = await h.call('PUT', `${path}/location/map`, { as: ANNA, body: { latitude: 41.9, longitude: 12.48 } });
    expect(moved.json).toMatchObject({ timeZone: 'Europe/Malta', timeZoneSetByHost: true });

    const back = await h.call('PATCH', path, { as: ANNA, body: { timeZone: null } });
    expect(back.json).toMatchObject({ timeZone: 'Europe/Rome', timeZoneSetByHost: false });
    // The pickers' list carries it too: the calendar page marks the property's today with it.
    await h.call('PATCH', path, { as: ANNA, body: { timeZone: 'Europe/Malta' } });
    const picker = await h.call('GET', '/api/app/property-list?limit=100', { as: ANNA });
    const listed = (picker.json.items as { id: string; timeZone: string }[]).find((p) => path.endsWith(`/${p.id}`));
    expect(listed?.timeZone).toBe('Europe/Malta');
  });

  it('follows a new country when the host has not chosen one', async () => {
    const { property } = await propertyAt({ countryCode: 'ES', city: 'Madrid', street: 'Calle Mayor', houseNumberOrName: '1', postalCode: '28013' });
    const auto = await h.call('PUT', `/api/app/properties/${property}/location/autocomplete`, { as: ANNA, body: { countryCode: 'NZ', city: 'Wellington' } });
    expect(auto.json.timeZone).toBe('Pacific/Auckland');
  });
});

describe('closing days on the property’s day', () => {
  it('Honolulu (UTC−10), still the 28th at 09:30 UTC on the 29th: the 28th may be closed, the 27th may not', async () => {
    const closed = await changeBlocks(h.database.db, actor(), honolulu.unit, { dateFrom: '2026-11-28' }, 'block', HNL_LATE);
    expect(closed).toMatchObject([{ dateFrom: '2026-11-28', dateTo: '2026-11-28', source: 'manual' }]);
    expect(await refusedFields(changeBlocks(h.database.db, actor(), honolulu.unit, { dateFrom: '2026-11-27' }, 'block', HNL_LATE))).toEqual(['dateFrom']);
    // From local midnight on the 28th is past.
    expect(await refusedFields(changeBlocks(h.database.db, actor(), honolulu.unit, { dateFrom: '2026-11-28', dateTo: '2026-11-29' }, 'block', HNL_MIDNIGHT))).toEqual(['dateFrom']);
    expect(await changeBlocks(h.database.db, actor(), honolulu.unit, { dateFrom: '2026-11-29' }, 'block', HNL_MIDNIGHT)).toMatchObject([{ dateFrom: '2026-11-28', dateTo: '2026-11-29' }]);
    await changeBlocks(h.database.db, actor(), honolulu.unit, { dateFrom: '2026-11-28', dateTo: '2026-11-29' }, 'unblock', HNL_MIDNIGHT);
  });

  it('Sydney (UTC+11), already the 29th at 13:30 UTC on the 28th: the 28th may not be closed, the 29th may', async () => {
    expect(await refusedFields(changeBlocks(h.database.db, actor(), sydney.unit, { dateFrom: '2026-11-28', dateTo: '2026-11-30' }, 'block', SYD_EARLY))).toEqual(['dateFrom']);
    // A minute before Sydney's midnight the 28th is still today there.
    expect(await changeBlocks(h.database.db, actor(), sydney.unit, { dateFrom: '2026-11-28' }, 'block', SYD_BEFORE_MIDNIGHT)).toHaveLength(1);
    expect(await changeBlocks(h.database.db, actor(), sydney.unit, { dateFrom: '2026-11-29' }, 'block', SYD_EARLY)).toMatchObject([{ dateFrom: '2026-11-28', dateTo: '2026-11-29' }]);
    await changeBlocks(h.database.db, actor(), sydney.unit, { dateFrom: '2026-11-29' }, 'unblock', SYD_EARLY);
  });
});

describe('minimum notice on the property’s day (one day’s notice)', () => {
  const checkInProblems = (q: { problems: { field: string; code: string }[] }) => q.problems.filter((p) => p.code === 'tooSoon' || p.code === 'inPast').map((p) => p.code);

  it('Honolulu: on the 28th local time, a check-in on the 29th is a day ahead', async () => {
    const q = await hostStayQuote(h.database.db, hostId, honolulu.unit, { checkIn: '2026-11-29', checkOut: '2026-12-01', guests: 1 }, HNL_LATE);
    expect(checkInProblems(q)).toEqual([]);
    const sameDay = await hostStayQuote(h.database.db, hostId, honolulu.unit, { checkIn: '2026-11-29', checkOut: '2026-12-01', guests: 1 }, HNL_MIDNIGHT);
    expect(checkInProblems(sameDay)).toEqual(['tooSoon']);
  });

  it('Sydney: on the 29th local time, a check-in on the 29th is too soon and the 28th is past, also for guests', async () => {
    const q = await hostStayQuote(h.database.db, hostId, sydney.unit, { checkIn: '2026-11-29', checkOut: '2026-12-01', guests: 1 }, SYD_EARLY);
    expect(checkInProblems(q)).toEqual(['tooSoon']);
    expect(checkInProblems(await hostStayQuote(h.database.db, hostId, sydney.unit, { checkIn: '2026-11-28', checkOut: '2026-12-01', guests: 1 }, SYD_EARLY))).toEqual(['inPast']);
    expect(checkInProblems(await hostStayQuote(h.database.db, hostId, sydney.unit, { checkIn: '2026-11-30', checkOut: '2026-12-02', guests: 1 }, SYD_EARLY))).toEqual([]);

    await h.database.db.update(units).set({ status: 'PUBLISHED' }).where(eq(units.id, sydney.unit));
    try {
      const guest = await publicStayQuote(h.database.db, sydney.unit, { checkIn: '2026-11-29', checkOut: '2026-12-01', guests: 1 }, SYD_EARLY);
      expect(checkInProblems(guest)).toEqual(['tooSoon']);
      const before = await publicStayQuote(h.database.db, sydney.unit, { checkIn: '2026-11-29', checkOut: '2026-12-01', guests: 1 }, new Date('2026-11-27T13:30:00Z'));
      expect(checkInProblems(before)).toEqual([]);
    } finally {
      await h.database.db.update(units).set({ status: 'IN_PROGRESS' }).where(eq(units.id, sydney.unit));
    }
  });
});

describe('stays move on the property’s day', () => {
  let seq = 0;
  async function booking(unitId: string, checkIn: string, checkOut: string, status = 'CONFIRMED') {
    const code = `HP-Z${String(++seq).padStart(5, '0')}`;
    await h.database.db.insert(bookings).values({ id: newId(), code, hostId, unitId, kind: 'booking', status, checkIn, checkOut, guests: 2, customerFirstName: 'Kai', customerLastName: 'Lee', totalAmount: 300 });
    return code;
  }
  const statusOf = async (code: string) => (await h.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.code, code)))[0].status;

  it('a stay leaving on the 29th completes at local midnight: in Sydney while it is the 28th in UTC, in Honolulu not before 10:00 UTC', async () => {
    const syd = await booking(sydney.unit, '2026-11-20', '2026-11-29');
    const hnl = await booking(honolulu.unit, '2026-11-20', '2026-11-29');
    await applyStayLifecycle(h.database.db, SYD_BEFORE_MIDNIGHT);
    expect([await statusOf(syd), await statusOf(hnl)]).toEqual(['CONFIRMED', 'CONFIRMED']);
    await applyStayLifecycle(h.database.db, SYD_EARLY);
    expect([await statusOf(syd), await statusOf(hnl)]).toEqual(['COMPLETED', 'CONFIRMED']);
    await applyStayLifecycle(h.database.db, HNL_LATE);
    expect(await statusOf(hnl)).toBe('CONFIRMED');
    await applyStayLifecycle(h.database.db, HNL_MIDNIGHT);
    expect(await statusOf(hnl)).toBe('COMPLETED');
  });

  it('the booking tabs and cancelling use each booking’s own property day', async () => {
    const hnl = await booking(honolulu.unit, '2026-12-27', '2026-12-31');
    const syd = await booking(sydney.unit, '2026-12-28', '2026-12-31');
    const query = (tab: string) => v.parse(BookingListQuerySchema, { 'criteria[tab]': tab, limit: '100' });
    const codes = async (tab: string, at: Date) =>
      (await listBookings(h.database.db, hostId, query(tab), at)).items.map((b) => b.publicId).filter((c) => c === hnl || c === syd);
    // 2026-12-28 09:30 UTC: the 27th in Honolulu, the 28th (20:30) in Sydney: both arrive today, both upcoming.
    const first = new Date('2026-12-28T09:30:00Z');
    expect(await codes('upcoming', first)).toEqual([hnl, syd]);
    expect(await codes('current', first)).toEqual([hnl, syd]);
    // 13:30 UTC: the 28th in Honolulu, already the 29th in Sydney: neither is upcoming (in UTC Sydney's would be).
    const second = new Date('2026-12-28T13:30:00Z');
    expect(await codes('upcoming', second)).toEqual([]);
    expect(await codes('current', second)).toEqual([hnl, syd]);

    // Sydney's check-out day (the 31st) comes at 13:00 UTC on the 30th; Honolulu's at 10:00 UTC on the 31st.
    const syd31 = new Date('2026-12-30T13:30:00Z');
    await expect(cancelBooking(h.database.db, actor(), syd, { reason: 'OTHER', explanation: 'Roof repairs' }, syd31)).rejects.toMatchObject({ kind: 'conflict' });
    const cancelled = await cancelBooking(h.database.db, actor(), hnl, { reason: 'OTHER', explanation: 'Roof repairs' }, syd31);
    expect(cancelled.status).toBe('CANCELLED');
  });
});

describe('properties created before zones existed', () => {
  it('have a zone: the backfill and the column default give UTC without an address', async () => {
    const rows = await h.database.db.select({ timeZone: properties.timeZone }).from(properties);
    expect(rows.every((r) => typeof r.timeZone === 'string' && r.timeZone.length > 0)).toBe(true);
  });
});
