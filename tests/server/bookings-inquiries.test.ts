import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { apiHarness, ALPINE, ANNA, MARIE } from '../support/api';
import { asc } from 'drizzle-orm';
import { bookings, messages, unitBlocks } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { InquiryDetailsSchema, InquiryListSchema, OverlappingUnavailabilitiesSchema } from '../../src/shared/schemas/bookings';
import { addStay, auditRows, day, freshUnit, names, stayByCode, today, type Harness } from './bookings-fixtures';

// Inquiries (subscription and hybrid hosts): list, details with the overlapping count, confirm
// (refused on booked or closed nights), reject (HC §5: explanation only with OTHER; message to the
// guest), overlapping unavailabilities; counts.inquiries in the user info.

let h: Harness;
let unitId: string;
let hostId: string;
const code: Record<string, string> = {};
let bookingCode: string;

beforeAll(async () => {
  h = await apiHarness();
  ({ unitId, hostId } = await freshUnit(h, ANNA));
  const t0 = Date.now() - 3_600_000;
  let n = 0;
  const add = async (key: string, status: string, from: number, to: number, extra: Partial<Parameters<typeof addStay>[1]> = {}) => {
    code[key] = (await addStay(h, { kind: 'inquiry', status, checkIn: day(from), checkOut: day(to), unitId, hostId, createdAt: new Date(t0 + ++n * 60_000), ...extra })).code;
  };
  await add('booked', 'requested', 40, 45, { first: 'Oliver', last: 'Smith', phone: 'n/a', guestMessage: 'Is the pool heated?' });
  await add('free', 'action_needed', 50, 52, { phone: '+33 6 12 34 56 78' });
  await add('rejected', 'rejected', 55, 57);
  await add('closed', 'requested', 60, 63);
  bookingCode = (await addStay(h, { kind: 'booking', status: 'CONFIRMED', checkIn: day(41), checkOut: day(43), unitId, hostId })).code;
  await h.database.db.insert(unitBlocks).values({ id: newId(), hostId, unitId, dateFrom: day(61), dateTo: day(62) });
});
afterAll(() => h.close());

const list = (query: string, as = ANNA) => h.call('GET', `/api/app/booking-inquiries?criteria[unitId]=${unitId}&${query}`, { as });
const codes = (r: { json: { items: { publicId: string }[] } }) => r.json.items.map((i) => i.publicId);
const details = (id: string, as = ANNA) => h.call('GET', `/api/app/booking-inquiries/${id}`, { as });
const confirm = (id: string, as = ANNA) => h.call('POST', `/api/app/booking-inquiries/${id}/confirm`, { as });
const reject = (id: string, body: unknown, as = ANNA) => h.call('POST', `/api/app/booking-inquiries/${id}/reject`, { as, body });

describe('GET /api/app/booking-inquiries', () => {
  it('lists all (newest first) or open ones (soonest first), searches, pages', async () => {
    let r = await list('');
    expect(r.status).toBe(200);
    expect(v.is(InquiryListSchema, r.json)).toBe(true);
    expect(codes(r)).toEqual([code.closed, code.rejected, code.free, code.booked]);
    expect(codes(await list('criteria[status]=open'))).toEqual([code.booked, code.free, code.closed]);
    expect(codes(await list('criteria[search]=oLiVeR'))).toEqual([code.booked]);
    r = await list('limit=3&page=2');
    expect(r.json.pagination).toEqual({ current: 2, next: null, pages: 2, total: 4 });
    expect(codes(r)).toEqual([code.booked]);
    expect(codes(await list('', ALPINE))).toEqual([]);
  });

  it('names bad query fields (400)', async () => {
    const r = await list('criteria[status]=closed&page=-1');
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['criteria[status]', 'page']);
  });

  it('counts the host\'s inquiries in the user info', async () => {
    const [{ n }] = await h.database.db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(and(eq(bookings.hostId, hostId), eq(bookings.kind, 'inquiry')));
    expect(n).toBeGreaterThanOrEqual(4);
    expect((await h.call('GET', '/api/app/user/info', { as: ANNA })).json.counts.inquiries).toBe(n);
    expect((await h.call('GET', '/api/app/user/info', { as: MARIE })).json.counts.inquiries).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /api/app/booking-inquiries/{id} and its overlapping unavailabilities', () => {
  it('answers the details: phone rule, guest message, what overlaps, actions while open', async () => {
    const r = await details(code.booked);
    expect(r.status).toBe(200);
    expect(v.is(InquiryDetailsSchema, r.json)).toBe(true);
    expect(r.json).toMatchObject({
      code: code.booked,
      status: 'requested',
      customer: { firstName: 'Oliver', lastName: 'Smith', phoneNumber: null },
      guestMessage: 'Is the pool heated?',
      overlappingCount: 1,
      rejection: null,
      availableActions: ['confirm', 'reject'],
    });
    expect((await details(code.free)).json).toMatchObject({ customer: { phoneNumber: '+33 6 12 34 56 78' }, overlappingCount: 0 });
    expect((await details(code.closed)).json.overlappingCount).toBe(1);
    expect((await details(code.rejected)).json.availableActions).toEqual([]);
  });

  it('pages the overlapping unavailabilities (days, both ends included), never the inquiry itself', async () => {
    let r = await h.call('GET', `/api/app/booking-inquiries/${code.booked}/overlapping-unavailabilities`, { as: ANNA });
    expect(r.status).toBe(200);
    expect(v.is(OverlappingUnavailabilitiesSchema, r.json)).toBe(true);
    expect(r.json).toEqual({
      items: [{ dateFrom: day(41), dateTo: day(42), source: 'booking', booking: bookingCode, bookingRequest: null, inquiry: null, external: null }],
      pagination: { current: 1, next: null, pages: 1, total: 1 },
    });
    r = await h.call('GET', `/api/app/booking-inquiries/${code.closed}/overlapping-unavailabilities?page=2&limit=1`, { as: ANNA });
    expect(r.json).toEqual({ items: [], pagination: { current: 2, next: null, pages: 1, total: 1 } });
    r = await h.call('GET', `/api/app/booking-inquiries/${code.closed}/overlapping-unavailabilities?limit=0`, { as: ANNA });
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['limit']);
  });

  it('answers 404 for another host\'s inquiry and a missing one', async () => {
    expect((await details(code.booked, ALPINE)).status).toBe(404);
    expect((await h.call('GET', `/api/app/booking-inquiries/${code.booked}/overlapping-unavailabilities`, { as: ALPINE })).status).toBe(404);
    expect((await details('HP-ZZZZZZ')).status).toBe(404);
    expect((await confirm(code.free, ALPINE)).status).toBe(404);
    expect((await reject(code.free, { reason: 'OVERBOOKING' }, ALPINE)).status).toBe(404);
    expect((await stayByCode(h, code.free)).status).toBe('action_needed');
  });
});

describe('POST /api/app/booking-inquiries/{id}/confirm', () => {
  it('refuses (409) when a booking holds one of its nights, and writes nothing', async () => {
    const r = await confirm(code.booked);
    expect(r.status).toBe(409);
    expect(r.json.detail).toMatch(/^Inquiry HP-\w+ cannot be confirmed: the nights .* are not free \(.*stay HP-\w+ holds them/);
    expect(r.json.holders.map((x: { kind: string }) => x.kind)).toEqual(['stay']);
    expect(r.json.nights.length).toBeGreaterThan(0);
    expect((await stayByCode(h, code.booked)).status).toBe('requested');
  });

  it('refuses (409) when the host closed one of its nights, saying so', async () => {
    const r = await confirm(code.closed);
    expect(r.status).toBe(409);
    expect(r.json.detail).toMatch(/you closed them/);
    expect(r.json.detail).toContain(day(61));
    expect(r.json.nights).toContain(day(61));
    expect(r.json.holders).toEqual([expect.objectContaining({ kind: 'closed', code: null })]);
    expect((await stayByCode(h, code.closed)).status).toBe('requested');
  });

  it('confirms an open inquiry: it holds its nights (calendar: inquiry_confirmed), with an audit row', async () => {
    const r = await confirm(code.free);
    expect(r.status).toBe(200);
    expect(v.is(InquiryDetailsSchema, r.json)).toBe(true);
    // Confirmed, it holds its nights like a booking and can be cancelled like one.
    expect(r.json).toMatchObject({ status: 'confirmed', availableActions: ['cancel'] });
    const row = await stayByCode(h, code.free);
    expect(row).toMatchObject({ status: 'confirmed', decidedBy: 'OWNER' });
    expect(await auditRows(h, 'booking-inquiry.confirm', row.id)).toHaveLength(1);
    const events = await h.call('GET', `/api/app/calendar/events?propertyUnitId=${unitId}&dateFrom=${day(50)}&dateTo=${day(52)}`, { as: ANNA });
    expect(events.json.events.some((e: { source: string; inquiry: string }) => e.source === 'inquiry_confirmed' && e.inquiry === code.free)).toBe(true);
    // The nights are held: a booking on them is refused by the database.
    await expect(addStay(h, { kind: 'booking', status: 'CONFIRMED', checkIn: day(51), checkOut: day(53), unitId, hostId })).rejects.toThrow();
  });

  it('refuses (409) what is not open', async () => {
    for (const key of ['free', 'rejected']) {
      const r = await confirm(code[key]);
      expect(r.status, key).toBe(409);
      expect(r.json.detail, key).toMatch(/no longer open/);
    }
  });
});

describe('POST /api/app/booking-inquiries/{id}/reject', () => {
  it('names the bad fields by the HC §5 rules (400) and writes nothing', async () => {
    const cases: [unknown, string[]][] = [
      [{ reason: 'RATES_MISMATCH', explanation: 'why' }, ['explanation']],
      [{ reason: 'OTHER' }, ['explanation']],
      [{ reason: 'SELF_MANAGED_BOOKING' }, ['reason']],
      [{ reason: 'OVERBOOKING', message: 'x'.repeat(2001) }, ['message']],
      [{ reason: 'OVERBOOKING', subReason: 'X' }, ['subReason']],
    ];
    for (const [body, expected] of cases) {
      const r = await reject(code.booked, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(names(r), JSON.stringify(body)).toEqual(expected);
    }
    expect((await stayByCode(h, code.booked)).status).toBe('requested');
  });

  it('rejects with reason, explanation and a message to the guest', async () => {
    const r = await reject(code.booked, { reason: 'OTHER', explanation: 'Renovation.', message: 'Sorry, we are closed then.' });
    expect(r.status).toBe(200);
    expect(v.is(InquiryDetailsSchema, r.json)).toBe(true);
    expect(r.json).toMatchObject({
      status: 'rejected',
      availableActions: [],
      rejection: { reason: 'OTHER', subReason: null, explanation: 'Renovation.', message: 'Sorry, we are closed then.', by: 'OWNER' },
    });
    const row = await stayByCode(h, code.booked);
    expect(row).toMatchObject({ decisionReason: 'OTHER', decisionExplanation: 'Renovation.', decisionMessage: 'Sorry, we are closed then.' });
    expect(await auditRows(h, 'booking-inquiry.reject', row.id)).toHaveLength(1);
  });

  it('rejects without a message; refuses (409) a second time', async () => {
    const r = await reject(code.closed, { reason: 'OUTDATED_BOOKING_CALENDAR' });
    expect(r.status).toBe(200);
    expect(r.json.rejection).toMatchObject({ reason: 'OUTDATED_BOOKING_CALENDAR', explanation: null, message: null });
    const again = await reject(code.closed, { reason: 'OVERBOOKING' });
    expect(again.status).toBe(409);
    expect(again.json.detail).toMatch(/no longer open: it is rejected/);
  });
});

describe('POST /api/app/booking-inquiries/{id}/cancel', () => {
  const cancel = (id: string, body: unknown, as = ANNA) => h.call('POST', `/api/app/booking-inquiries/${id}/cancel`, { as, body });
  let confirmed: string;
  beforeAll(async () => {
    confirmed = (await addStay(h, { kind: 'inquiry', status: 'confirmed', checkIn: day(70), checkOut: day(74), unitId, hostId })).code;
  });

  it('names the bad fields by the booking\'s cancel rules (400) and changes nothing', async () => {
    const cases: [unknown, string[]][] = [
      [{ reason: 'BORED' }, ['reason']],
      [{ reason: 'OTHER' }, ['explanation']],
      [{ reason: 'GUEST_ASKED_TO_CANCEL', subReason: 'DAMAGE' }, ['subReason']],
      [{ reason: 'PAYMENT_ISSUE', message: 'hi' }, ['message']],
    ];
    for (const [body, expected] of cases) {
      const r = await cancel(confirmed, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(names(r), JSON.stringify(body)).toEqual(expected);
    }
    expect((await stayByCode(h, confirmed)).status).toBe('confirmed');
  });

  it('answers 404 for another host\'s inquiry', async () => {
    expect((await cancel(confirmed, { reason: 'PAYMENT_ISSUE' }, ALPINE)).status).toBe(404);
    expect((await stayByCode(h, confirmed)).status).toBe('confirmed');
  });

  it('cancels a confirmed inquiry: cancelled by the host, the decision kept, an audit row, the chat told, the nights free again', async () => {
    const before = await h.call('GET', `/api/app/calendar/events?propertyUnitId=${unitId}&dateFrom=${day(70)}&dateTo=${day(73)}`, { as: ANNA });
    expect(JSON.stringify(before.json.events)).toContain(confirmed);

    const r = await cancel(confirmed, { reason: 'PROPERTY_UNAVAILABLE', subReason: 'DOUBLE_BOOKED', explanation: 'Booked elsewhere.' });
    expect(r.status, r.text).toBe(200);
    expect(v.is(InquiryDetailsSchema, r.json)).toBe(true);
    expect(r.json).toMatchObject({
      status: 'cancelled',
      availableActions: [],
      rejection: null,
      cancellation: { reason: 'PROPERTY_UNAVAILABLE', subReason: 'DOUBLE_BOOKED', explanation: 'Booked elsewhere.', message: null, by: 'OWNER' },
    });
    const row = await stayByCode(h, confirmed);
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'owner', decisionReason: 'PROPERTY_UNAVAILABLE', decidedBy: 'OWNER' });
    expect(await auditRows(h, 'booking-inquiry.cancel', row.id)).toHaveLength(1);
    // The guest reads it in the stay's conversation (opened for it).
    const said = await h.database.db.select().from(messages).where(eq(messages.conversationId, row.conversationId!)).orderBy(asc(messages.createdAt));
    expect(said.map((m) => [m.senderRole, m.body])).toEqual([['system', `stay-event:cancelled:${confirmed}`]]);
    // The calendar shows the nights free, and a booking may take them.
    const after = await h.call('GET', `/api/app/calendar/events?propertyUnitId=${unitId}&dateFrom=${day(70)}&dateTo=${day(73)}`, { as: ANNA });
    expect(JSON.stringify(after.json.events)).not.toContain(confirmed);
    await addStay(h, { kind: 'booking', status: 'CONFIRMED', checkIn: day(71), checkOut: day(73), unitId, hostId });
    // The host's list shows it as cancelled, no longer as open.
    expect(codes(await list('criteria[status]=open'))).not.toContain(confirmed);
    expect((await list('')).json.items.find((i: { publicId: string }) => i.publicId === confirmed).status).toBe('cancelled');
  });

  it('refuses (409) what cannot be cancelled, saying why, and changes nothing', async () => {
    let r = await cancel(confirmed, { reason: 'PAYMENT_ISSUE' });
    expect(r.status).toBe(409);
    expect(r.json.detail).toMatch(/it is cancelled, only a confirmed inquiry can be/);
    const open = await addStay(h, { kind: 'inquiry', status: 'requested', checkIn: day(80), checkOut: day(82), unitId, hostId });
    r = await cancel(open.code, { reason: 'PAYMENT_ISSUE' });
    expect(r.status).toBe(409);
    expect(r.json.detail).toMatch(/it is requested, only a confirmed inquiry can be/);
    const other = await freshUnit(h, ANNA);
    const leavingToday = await addStay(h, { kind: 'inquiry', status: 'confirmed', checkIn: day(-3), checkOut: today(), ...other });
    expect((await details(leavingToday.code)).json.availableActions).toEqual([]);
    r = await cancel(leavingToday.code, { reason: 'PAYMENT_ISSUE' });
    expect(r.status).toBe(409);
    expect(r.json.detail).toMatch(/check-out day/);
    expect((await stayByCode(h, leavingToday.code)).status).toBe('confirmed');
  });
});
