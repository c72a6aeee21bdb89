import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { apiHarness, ALPINE, ANNA, STAFF } from '../support/api';
import { BookingDetailsSchema, BookingListSchema } from '../../src/shared/schemas/bookings';
import { isOnTab } from '../../src/shared/domain/bookings/tabs';
import { addStay, auditRows, day, freshUnit, names, stayByCode, today, type Harness } from './bookings-fixtures';

// GET /api/app/bookings (tabs, search, unit, paging), GET /bookings/{id}, POST /bookings/{id}/cancel.

let h: Harness;
let unitId: string;
let hostId: string;
const code: Record<string, string> = {};

beforeAll(async () => {
  h = await apiHarness();
  ({ unitId, hostId } = await freshUnit(h, ALPINE));
  const add = async (key: string, status: string, from: number, to: number, extra: Partial<Parameters<typeof addStay>[1]> = {}) => {
    code[key] = (await addStay(h, { kind: 'booking', status, checkIn: day(from), checkOut: day(to), unitId, hostId, ...extra })).code;
  };
  await add('later', 'CONFIRMED', 10, 13, { first: 'Greta', last: 'Lindqvist', phone: '---' });
  await add('sooner', 'CONFIRMED', 5, 8, { phone: '+49 170 1234567' });
  await add('current', 'CONFIRMED', -2, 2);
  await add('completed', 'COMPLETED', -20, -15);
  await add('reviewing', 'IN_REVIEW_COLLECTION', -10, -8);
  await add('cancelled', 'CANCELLED', 30, 33, { cancelledBy: 'guest' });
  // Requests and inquiries of the unit are never bookings.
  await addStay(h, { kind: 'request', status: 'REQUESTED', checkIn: day(40), checkOut: day(42), unitId, hostId, expirationTime: new Date(Date.now() + 3_600_000) });
});
afterAll(() => h.close());

const list = (query: string, as = ALPINE) => h.call('GET', `/api/app/bookings?criteria[unitId]=${unitId}&${query}`, { as });
const codes = (r: { json: { items: { publicId: string }[] } }) => r.json.items.map((i) => i.publicId);

describe('GET /api/app/bookings', () => {
  it('lists each tab with its rule and order (today is the UTC day)', async () => {
    const tabs = {
      upcoming: [code.sooner, code.later],
      current: [code.current],
      completed: [code.reviewing, code.completed],
      cancelled: [code.cancelled],
      all: [code.cancelled, code.later, code.sooner, code.current, code.reviewing, code.completed],
    };
    for (const [tab, expected] of Object.entries(tabs)) {
      const r = await list(`criteria[tab]=${tab}`);
      expect(r.status, tab).toBe(200);
      expect(v.is(BookingListSchema, r.json), tab).toBe(true);
      expect(codes(r), tab).toEqual(expected);
      // The shared rule says the same as the server's query.
      for (const item of r.json.items) expect(isOnTab(tab as never, item, today()), `${tab} ${item.publicId}`).toBe(true);
    }
    // Without a tab: upcoming.
    expect(codes(await list(''))).toEqual(tabs.upcoming);
  });

  it("reads the host's time zones only for the tabs that compare with today", async () => {
    const queries = async (tab: string) => {
      const r = await h.call('GET', `/api/app/bookings?criteria[tab]=${tab}`, { as: ALPINE });
      expect(r.status).toBe(200);
      return Number(/db;desc="(\d+) queries"/.exec(r.headers.get('server-timing') ?? '')?.[1]);
    };
    const [all, completed, cancelled, upcoming, current] = [await queries('all'), await queries('completed'), await queries('cancelled'), await queries('upcoming'), await queries('current')];
    expect(all).toBeGreaterThan(0);
    expect([completed, cancelled]).toEqual([all, all]);
    expect([upcoming, current]).toEqual([all + 1, all + 1]);
  });

  it('answers the list item shape: nights, customer, unit summary, cancelled by', async () => {
    const r = await list('criteria[tab]=cancelled');
    expect(r.json.items[0]).toMatchObject({
      publicId: code.cancelled,
      checkIn: day(30),
      checkOut: day(33),
      duration: 3,
      guests: 2,
      status: 'CANCELLED',
      cancelledBy: 'guest',
      bookingType: 'onLine',
      totalAmount: 300,
      currency: 'EUR',
      customer: { firstName: 'Lena', lastName: 'Vogel' },
      propertyUnitSummary: { publicId: unitId },
    });
    expect(r.json.items[0].customer.email).toBeUndefined();
  });

  it('searches the code or the guest name, case-insensitive', async () => {
    expect(codes(await list('criteria[tab]=all&criteria[search]=lindQ'))).toEqual([code.later]);
    expect(codes(await list('criteria[tab]=all&criteria[search]=greta%20lindqvist'))).toEqual([code.later]);
    expect(codes(await list(`criteria[tab]=all&criteria[search]=${code.current.toLowerCase()}`))).toEqual([code.current]);
    expect(codes(await list('criteria[tab]=all&criteria[search]=nobody%25'))).toEqual([]);
  });

  it('pages: page from 1, limit, next, pages, total; past the end is empty with the total', async () => {
    let r = await list('criteria[tab]=all&limit=4');
    expect(r.json.pagination).toEqual({ current: 1, next: 2, pages: 2, total: 6 });
    expect(r.json.items).toHaveLength(4);
    r = await list('criteria[tab]=all&limit=4&page=2');
    expect(r.json.pagination).toEqual({ current: 2, next: null, pages: 2, total: 6 });
    expect(codes(r)).toEqual([code.reviewing, code.completed]);
    r = await list('criteria[tab]=all&limit=4&page=3');
    expect(r.json).toEqual({ items: [], pagination: { current: 3, next: null, pages: 2, total: 6 } });
  });

  it('filters by unit and keeps every host to its own bookings', async () => {
    const all = await h.call('GET', '/api/app/bookings?criteria[tab]=all&limit=100', { as: ALPINE });
    expect(all.json.pagination.total).toBeGreaterThan(6); // the seed's bookings of alpine are there too
    expect(codes(await list('criteria[tab]=all', ANNA))).toEqual([]);
    const anna = await h.call('GET', '/api/app/bookings?criteria[tab]=all&limit=100', { as: ANNA });
    expect(codes(anna)).not.toContain(code.later);
  });

  it('names every bad query field (400)', async () => {
    const r = await h.call('GET', '/api/app/bookings?criteria[tab]=soon&criteria[unitId]=x&page=0&limit=101', { as: ALPINE });
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['criteria[tab]', 'criteria[unitId]', 'limit', 'page']);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
  });

  it('answers every tab, empty, to a host without properties (no time zones to read)', async () => {
    for (const tab of ['upcoming', 'current', 'completed', 'cancelled', 'all']) {
      const r = await h.call('GET', `/api/app/bookings?criteria[tab]=${tab}`, { as: STAFF });
      expect(r.status, tab).toBe(200);
      expect(r.json, tab).toEqual({ items: [], pagination: { current: 1, next: null, pages: 0, total: 0 } });
    }
  });

  it('needs a token', async () => {
    expect((await h.call('GET', '/api/app/bookings')).status).toBe(401);
  });
});

describe('GET /api/app/bookings/{id}', () => {
  it('answers the details by code, with the phone rule and the cancel action', async () => {
    const r = await h.call('GET', `/api/app/bookings/${code.later}`, { as: ALPINE });
    expect(r.status).toBe(200);
    expect(v.is(BookingDetailsSchema, r.json)).toBe(true);
    expect(r.json).toMatchObject({
      publicId: code.later,
      code: code.later,
      status: 'CONFIRMED',
      customer: { firstName: 'Greta', lastName: 'Lindqvist', email: 'lena@guest.example', phoneNumber: null },
      bookingRequest: null,
      cancellation: null,
      availableActions: ['cancel'],
    });
    expect((await h.call('GET', `/api/app/bookings/${code.sooner}`, { as: ALPINE })).json.customer.phoneNumber).toBe('+49 170 1234567');
    // A stay in progress can still be cancelled; a finished one cannot.
    expect((await h.call('GET', `/api/app/bookings/${code.current}`, { as: ALPINE })).json.availableActions).toEqual(['cancel']);
    expect((await h.call('GET', `/api/app/bookings/${code.completed}`, { as: ALPINE })).json.availableActions).toEqual([]);
  });

  it('answers 404 for another host\'s booking, a missing code, or a request\'s code', async () => {
    for (const [as, id] of [
      [ANNA, code.later],
      [ALPINE, 'HP-ZZZZZZ'],
      [ALPINE, 'not a code'],
    ]) {
      const r = await h.call('GET', `/api/app/bookings/${encodeURIComponent(id)}`, { as });
      expect(r.status, `${as} ${id}`).toBe(404);
    }
  });
});

describe('POST /api/app/bookings/{id}/cancel', () => {
  const cancel = (id: string, body: unknown, as = ALPINE) => h.call('POST', `/api/app/bookings/${id}/cancel`, { as, body });

  it('names the bad fields (400) and changes nothing', async () => {
    let r = await cancel(code.later, { reason: 'BORED' });
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['reason']);
    r = await cancel(code.later, { reason: 'OTHER' });
    expect(names(r)).toEqual(['explanation']);
    r = await cancel(code.later, { reason: 'OTHER', explanation: '   ' });
    expect(names(r)).toEqual(['explanation']);
    r = await cancel(code.later, { reason: 'GUEST_ASKED_TO_CANCEL', subReason: 'DAMAGE' });
    expect(names(r)).toEqual(['subReason']);
    r = await cancel(code.later, { reason: 'PAYMENT_ISSUE', explanation: 'x'.repeat(1001) });
    expect(names(r)).toEqual(['explanation']);
    r = await cancel(code.later, { reason: 'PAYMENT_ISSUE', refund: true });
    expect(names(r)).toEqual(['refund']);
    expect((await stayByCode(h, code.later)).status).toBe('CONFIRMED');
  });

  it('answers 404 for another host\'s booking', async () => {
    expect((await cancel(code.later, { reason: 'PAYMENT_ISSUE' }, ANNA)).status).toBe(404);
    expect((await stayByCode(h, code.later)).status).toBe('CONFIRMED');
  });

  it('cancels a confirmed booking: CANCELLED by owner, the decision kept, an audit row, the nights free again', async () => {
    const r = await cancel(code.later, { reason: 'PROPERTY_UNAVAILABLE', subReason: 'DOUBLE_BOOKED', explanation: 'Booked on another site.' });
    expect(r.status).toBe(200);
    expect(v.is(BookingDetailsSchema, r.json)).toBe(true);
    expect(r.json).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'owner',
      availableActions: [],
      cancellation: { reason: 'PROPERTY_UNAVAILABLE', subReason: 'DOUBLE_BOOKED', explanation: 'Booked on another site.', message: null, by: 'OWNER' },
    });
    const row = await stayByCode(h, code.later);
    expect(row).toMatchObject({ status: 'CANCELLED', cancelledBy: 'owner', decisionReason: 'PROPERTY_UNAVAILABLE', decidedBy: 'OWNER' });
    expect(row.decidedAt).toBeInstanceOf(Date);
    expect(await auditRows(h, 'booking.cancel', row.id)).toHaveLength(1);
    // The cancelled booking no longer holds its nights: another booking may take them.
    await addStay(h, { kind: 'booking', status: 'CONFIRMED', checkIn: day(10), checkOut: day(13), unitId, hostId });
    const events = await h.call('GET', `/api/app/calendar/events?propertyUnitId=${unitId}&dateFrom=${day(10)}&dateTo=${day(12)}`, { as: ALPINE });
    expect(JSON.stringify(events.json.events)).not.toContain(code.later);
  });

  it('refuses (409) what cannot be cancelled, saying why', async () => {
    let r = await cancel(code.later, { reason: 'PAYMENT_ISSUE' });
    expect(r.status).toBe(409);
    expect(r.json.detail).toMatch(/cancelled/);
    r = await cancel(code.completed, { reason: 'PAYMENT_ISSUE' });
    expect(r.status).toBe(409);
    expect(r.json.detail).toMatch(/completed.*only a confirmed booking/);
    const other = await freshUnit(h, ALPINE);
    const leavingToday = await addStay(h, { kind: 'booking', status: 'CONFIRMED', checkIn: day(-3), checkOut: today(), ...other });
    r = await cancel(leavingToday.code, { reason: 'PAYMENT_ISSUE' });
    expect(r.status).toBe(409);
    expect(r.json.detail).toMatch(/check-out day/);
    expect((await stayByCode(h, leavingToday.code)).status).toBe('CONFIRMED');
  });

  it('an OTHER reason keeps its explanation; no sub-reason is fine', async () => {
    const r = await cancel(code.sooner, { reason: 'OTHER', explanation: '  Family emergency  ' });
    expect(r.status).toBe(200);
    expect(r.json.cancellation).toMatchObject({ reason: 'OTHER', subReason: null, explanation: 'Family emergency' });
  });
});
