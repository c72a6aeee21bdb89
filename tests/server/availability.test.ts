import { demoToday } from '../../src/server/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA } from '../support/api';
import { auditLog, bookings, externalEvents, icalFeeds, unitBlocks } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { takenNights } from '../../src/server/services/availability';
import { addDays, todayUtc } from '../../src/shared/domain/availability/dates';

let h: Awaited<ReturnType<typeof apiHarness>>;
let unit: string;
let annaHost: string;
let alpineUnit: string;
let feedId: string;
// Everything happens well in the future, so "not in the past" never interferes.
const T = addDays(todayUtc(), 30);
const d = (n: number) => addDays(T, n);

beforeAll(async () => {
  h = await apiHarness();
  unit = (await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'single' } })).json.unitIds[0];
  const alpineProperty = (await h.call('GET', '/api/app/properties', { as: ALPINE })).json.items[0];
  alpineUnit = (await h.call('GET', `/api/app/properties/${alpineProperty.id}`, { as: ALPINE })).json.unitIds[0];
  const u = await h.call('GET', `/api/app/property-unit/${unit}`, { as: ANNA });
  expect(u.status).toBe(200);
  annaHost = (await h.database.db.query.units.findFirst({ where: (t, { eq: e }) => e(t.id, unit) }))!.hostId;
  feedId = newId();
  await h.database.db.insert(icalFeeds).values({ id: feedId, hostId: annaHost, unitId: unit, name: 'Airbnb', kind: 'url', url: 'https://example.test/a.ics' });
});
afterAll(() => h.close());

const names = (r: { json: { invalidParams: { name: string }[] } }) => r.json.invalidParams.map((p) => p.name);
const path = (suffix: string, id = unit) => `/api/app/properties/${id}/unavailabilities${suffix}`;
const blocks = async () =>
  (await h.database.db.select({ from: unitBlocks.dateFrom, to: unitBlocks.dateTo }).from(unitBlocks).where(eq(unitBlocks.unitId, unit))).sort((a, b) => (a.from < b.from ? -1 : 1));
const auditCount = async (action: string) => (await h.database.db.select().from(auditLog).where(and(eq(auditLog.target, unit), eq(auditLog.action, action)))).length;
let codeSeq = 0;
async function addBooking(kind: 'booking' | 'request' | 'inquiry', status: string, checkIn: string, checkOut: string, unitId = unit, hostId = annaHost) {
  const code = `HP-T${String(++codeSeq).padStart(5, '0')}`;
  await h.database.db.insert(bookings).values({ id: newId(), code, hostId, unitId, kind, status, checkIn, checkOut, guests: 2, customerFirstName: 'Lena', customerLastName: 'Vogel', totalAmount: 300 });
  return code;
}
async function addExternal(from: string, to: string, summary = 'Reserved') {
  const id = newId();
  await h.database.db.insert(externalEvents).values({ id, feedId, hostId: annaHost, unitId: unit, uid: id, dateFrom: from, dateTo: to, summary });
  return id;
}
async function clear() {
  const db = h.database.db;
  await db.delete(unitBlocks).where(eq(unitBlocks.unitId, unit));
  await db.delete(bookings).where(eq(bookings.unitId, unit));
  await db.delete(externalEvents).where(eq(externalEvents.unitId, unit));
}

describe('block and unblock', () => {
  it('blocks one day when the end is left out, and merges touching and overlapping blocks', async () => {
    await clear();
    let r = await h.call('POST', path('/block'), { as: ANNA, body: { dateFrom: d(0) } });
    expect(r.status).toBe(200);
    expect(r.json).toEqual([{ dateFrom: d(0), dateTo: d(0), source: 'manual', booking: null, bookingRequest: null, inquiry: null, external: null }]);
    expect(await blocks()).toEqual([{ from: d(0), to: d(1) }]);
    // Touching on the right, separate one further on.
    await h.call('POST', path('/block'), { as: ANNA, body: { dateFrom: d(1), dateTo: d(2) } });
    await h.call('POST', path('/block'), { as: ANNA, body: { dateFrom: d(5), dateTo: d(6) } });
    expect(await blocks()).toEqual([{ from: d(0), to: d(3) }, { from: d(5), to: d(7) }]);
    // Bridging both: one block.
    r = await h.call('POST', path('/block'), { as: ANNA, body: { dateFrom: d(2), dateTo: d(5) } });
    expect(r.json).toEqual([expect.objectContaining({ dateFrom: d(0), dateTo: d(6), source: 'manual' })]);
    expect(await blocks()).toEqual([{ from: d(0), to: d(7) }]);
    expect(await auditCount('unit.availability.block')).toBe(4);
  });

  it('unblock cuts the manual blocks (end defaults to start) and never touches bookings or imported events', async () => {
    await clear();
    await h.call('POST', path('/block'), { as: ANNA, body: { dateFrom: d(0), dateTo: d(9) } });
    const code = await addBooking('booking', 'CONFIRMED', d(3), d(5));
    await addExternal(d(7), d(8));
    let r = await h.call('POST', path('/unblock'), { as: ANNA, body: { dateFrom: d(4) } });
    expect(r.status).toBe(200);
    expect(await blocks()).toEqual([{ from: d(0), to: d(4) }, { from: d(5), to: d(10) }]);
    r = await h.call('POST', path('/unblock'), { as: ANNA, body: { dateFrom: d(3), dateTo: d(8) } });
    expect(await blocks()).toEqual([{ from: d(0), to: d(3) }, { from: d(9), to: d(10) }]);
    // The answer still shows what the host cannot open: the booking and the imported event.
    expect(r.json.map((u: { source: string }) => u.source)).toEqual(['booking', 'external_system']);
    expect(r.json[0]).toMatchObject({ dateFrom: d(3), dateTo: d(4), booking: code });
    expect(r.json[1]).toMatchObject({ dateFrom: d(7), dateTo: d(7), external: feedId });
    expect(await auditCount('unit.availability.unblock')).toBe(2);
  });

  it('block then unblock of the same days restores the blocks', async () => {
    await clear();
    await h.call('POST', path('/block'), { as: ANNA, body: { dateFrom: d(0), dateTo: d(1) } });
    await h.call('POST', path('/block'), { as: ANNA, body: { dateFrom: d(10), dateTo: d(12) } });
    const before = await blocks();
    await h.call('POST', path('/block'), { as: ANNA, body: { dateFrom: d(4), dateTo: d(6) } });
    await h.call('POST', path('/unblock'), { as: ANNA, body: { dateFrom: d(4), dateTo: d(6) } });
    expect(await blocks()).toEqual(before);
  });

  it('concurrent overlapping blocks of one unit end as one merged block (the unit row is locked)', async () => {
    await clear();
    const answers = await Promise.all([0, 2, 4, 6].map((n) => h.call('POST', path('/block'), { as: ANNA, body: { dateFrom: d(n), dateTo: d(n + 2) } })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await blocks()).toEqual([{ from: d(0), to: d(9) }]);
  });

  it('the calendar variants do the same with unitId in the body', async () => {
    await clear();
    const r = await h.call('POST', '/api/app/calendar/block', { as: ANNA, body: { unitId: unit, dateFrom: d(2), dateTo: d(3) } });
    expect(r.status).toBe(200);
    expect(await blocks()).toEqual([{ from: d(2), to: d(4) }]);
    await h.call('POST', '/api/app/calendar/unblock', { as: ANNA, body: { unitId: unit, dateFrom: d(3) } });
    expect(await blocks()).toEqual([{ from: d(2), to: d(3) }]);
    expect((await h.call('POST', '/api/app/calendar/block', { as: ANNA, body: { unitId: alpineUnit, dateFrom: d(2) } })).status).toBe(404);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    await clear();
    const audits = await auditCount('unit.availability.block');
    const past = await h.call('POST', path('/block'), { as: ANNA, body: { dateFrom: addDays(todayUtc(), -1), dateTo: d(0) } });
    expect(past.status).toBe(400);
    expect(past.json.invalidParams).toEqual([{ name: 'dateFrom', reason: 'must not be in the past' }]);
    const order = await h.call('POST', path('/block'), { as: ANNA, body: { dateFrom: d(3), dateTo: d(1) } });
    expect(order.status).toBe(400);
    expect(names(order)).toEqual(['dateTo']);
    expect(names(await h.call('POST', path('/block'), { as: ANNA, body: { dateFrom: '2026-13-01' } }))).toEqual(['dateFrom']);
    expect(names(await h.call('POST', path('/block'), { as: ANNA, body: { dateFrom: d(0), dateTo: d(500) } }))).toEqual(['dateTo']);
    expect(names(await h.call('POST', '/api/app/calendar/block', { as: ANNA, body: { dateFrom: d(0) } }))).toEqual(['unitId']);
    expect(await blocks()).toEqual([]);
    expect(await auditCount('unit.availability.block')).toBe(audits);
  });

  it('answers 404 for a foreign unit and 401 without a token', async () => {
    expect((await h.call('POST', path('/block', alpineUnit), { as: ANNA, body: { dateFrom: d(0) } })).status).toBe(404);
    expect((await h.call('GET', `${path('', alpineUnit)}?dateFrom=${d(0)}&dateTo=${d(1)}`, { as: ANNA })).status).toBe(404);
    expect((await h.call('GET', `/api/app/calendar/events?propertyUnitId=${alpineUnit}&dateFrom=${d(0)}&dateTo=${d(1)}`, { as: ANNA })).status).toBe(404);
    expect((await h.call('POST', path('/block'), { body: { dateFrom: d(0) } })).status).toBe(401);
    expect((await h.call('GET', `${path('')}?dateFrom=${d(0)}&dateTo=${d(1)}`)).status).toBe(401);
    expect((await h.call('POST', path('/block', newId()), { as: ANNA, body: { dateFrom: d(0) } })).status).toBe(404);
  });
});

describe('unavailabilities', () => {
  it('names every source, as days both ends included', async () => {
    await clear();
    const booking = await addBooking('booking', 'CONFIRMED', d(0), d(2));
    await addBooking('booking', 'CANCELLED', d(2), d(4));
    const request = await addBooking('request', 'REQUESTED', d(4), d(5));
    await addBooking('request', 'REJECTED', d(5), d(6));
    const open = await addBooking('inquiry', 'action_needed', d(6), d(7));
    const confirmed = await addBooking('inquiry', 'confirmed', d(8), d(9));
    await addBooking('inquiry', 'rejected', d(9), d(10));
    await addExternal(d(10), d(12));
    await h.call('POST', path('/block'), { as: ANNA, body: { dateFrom: d(13) } });
    const r = await h.call('GET', `${path('')}?dateFrom=${d(1)}&dateTo=${d(13)}`, { as: ANNA });
    expect(r.status).toBe(200);
    expect(r.json).toEqual([
      { dateFrom: d(0), dateTo: d(1), source: 'booking', booking, bookingRequest: null, inquiry: null, external: null },
      { dateFrom: d(4), dateTo: d(4), source: 'booking_request', booking: null, bookingRequest: request, inquiry: null, external: null },
      { dateFrom: d(6), dateTo: d(6), source: 'inquiry', booking: null, bookingRequest: null, inquiry: open, external: null },
      { dateFrom: d(8), dateTo: d(8), source: 'inquiry_confirmed', booking: null, bookingRequest: null, inquiry: confirmed, external: null },
      { dateFrom: d(10), dateTo: d(11), source: 'external_system', booking: null, bookingRequest: null, inquiry: null, external: feedId },
      { dateFrom: d(13), dateTo: d(13), source: 'manual', booking: null, bookingRequest: null, inquiry: null, external: null },
    ]);
    // A booking's check-out day is free: asking from d(2) leaves it out.
    const later = await h.call('GET', `${path('')}?dateFrom=${d(2)}&dateTo=${d(3)}`, { as: ANNA });
    expect(later.json).toEqual([]);
  });

  it('takenNights lists the nights of every holding source within the range', async () => {
    // Same data as above.
    const nights = await takenNights(h.database.db, unit, { dateFrom: d(1), dateTo: d(13) });
    expect([...nights].sort()).toEqual([d(1), d(4), d(6), d(8), d(10), d(11), d(13)]);
  });

  it('400 names the query field', async () => {
    const r = await h.call('GET', `${path('')}?dateFrom=${d(3)}&dateTo=${d(1)}`, { as: ANNA });
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['dateTo']);
    expect(names(await h.call('GET', `${path('')}?dateFrom=x&dateTo=${d(1)}`, { as: ANNA }))).toContain('dateFrom');
  });
});

describe('calendar events', () => {
  it('merges overlapping or touching events into multi events, runs 14 days past dateTo, and states every day', async () => {
    await clear();
    const before = await addBooking('booking', 'CONFIRMED', d(-4), d(-2)); // ends before dateFrom: left out
    const checkingOut = await addBooking('inquiry', 'confirmed', d(-2), d(0)); // check-out on dateFrom: touches, so in
    const b1 = await addBooking('booking', 'CONFIRMED', d(0), d(3));
    const ext = await addExternal(d(2), d(4), 'Airbnb (Not available)');
    await h.call('POST', path('/block'), { as: ANNA, body: { dateFrom: d(4), dateTo: d(4) } }); // touches the external event
    const b2 = await addBooking('booking', 'CONFIRMED', d(8), d(10));
    const lone = await addExternal(d(12), d(13), 'Owner stay');
    const tail = await addBooking('request', 'REQUESTED', d(23), d(25)); // within dateTo + 14
    await addBooking('booking', 'CONFIRMED', d(40), d(42)); // beyond it
    const r = await h.call('GET', `/api/app/calendar/events?propertyUnitId=${unit}&dateFrom=${d(0)}&dateTo=${d(10)}`, { as: ANNA });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ unitId: unit, dateFrom: d(0), dateTo: d(24) });
    const events = r.json.events;
    expect(events.map((e: { source: string }) => e.source)).toEqual(['multi', 'booking', 'external', 'booking_request']);
    expect(JSON.stringify(events)).not.toContain(before);
    const multi = events[0];
    expect(multi).toMatchObject({ dateFrom: d(-2), dateTo: d(5), overlapsBooking: true });
    expect(multi.children.map((c: { source: string }) => c.source)).toEqual(['inquiry_confirmed', 'booking', 'external', 'manual']);
    expect(multi.children[0]).toMatchObject({ inquiry: checkingOut });
    multi.children.shift();
    expect(multi.id).toContain(ext);
    expect(multi.children[0]).toMatchObject({ booking: b1, label: 'Lena V.', external: false, overlapsBooking: false });
    expect(multi.children[1]).toMatchObject({ external: true, externalName: 'Airbnb', label: 'Airbnb (Not available)', overlapsBooking: true });
    expect(events[1]).toMatchObject({ booking: b2, dateFrom: d(8), dateTo: d(10), children: [] });
    expect(events[2]).toMatchObject({ id: lone, overlapsBooking: false, externalName: 'Airbnb' });
    expect(events[3]).toMatchObject({ bookingRequest: tail });
    const days = r.json.days as { date: string; state: string }[];
    expect(days).toHaveLength(25);
    const blocked = days.filter((x) => x.state === 'blocked').map((x) => x.date);
    expect(blocked).toEqual([d(0), d(1), d(2), d(3), d(4), d(8), d(9), d(12), d(23), d(24)]);
  });

  it('400 names the query field', async () => {
    const r = await h.call('GET', `/api/app/calendar/events?dateFrom=${d(0)}&dateTo=${d(1)}`, { as: ANNA });
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['propertyUnitId']);
    expect(names(await h.call('GET', `/api/app/calendar/events?propertyUnitId=${unit}&dateFrom=${d(5)}&dateTo=${d(1)}`, { as: ANNA }))).toEqual(['dateTo']);
  });
});

describe('demo stays (seed)', () => {
  it('alpine has bookings and a block that touches one (a multi event); anna open inquiries (no request: she is a subscription host)', async () => {
    const today = demoToday(); // the seed places the demo stays from the demo zone's day
    const alpineProperty = (await h.call('GET', '/api/app/properties', { as: ALPINE })).json.items[0];
    const unitIds: string[] = (await h.call('GET', `/api/app/properties/${alpineProperty.id}`, { as: ALPINE })).json.unitIds;
    const answers = await Promise.all(
      unitIds.map(async (id) => (await h.call('GET', `/api/app/calendar/events?propertyUnitId=${id}&dateFrom=${addDays(today, -30)}&dateTo=${addDays(today, 40)}`, { as: ALPINE })).json),
    );
    const events = answers.flatMap((a) => a.events);
    const multi = events.find((e: { source: string }) => e.source === 'multi');
    expect(multi.children.map((c: { source: string; booking: string | null }) => [c.source, c.booking])).toEqual([
      ['booking', 'HP-9HC3LB'],
      ['manual', null],
    ]);
    expect(events.some((e: { booking: string }) => e.booking === 'HP-2VN6DP')).toBe(false); // cancelled
    expect(events.some((e: { booking: string }) => e.booking === 'HP-7K2Q9M')).toBe(true); // completed, in the past
    const annaProperties = (await h.call('GET', '/api/app/properties', { as: ANNA })).json.items;
    const sources: string[] = [];
    for (const p of annaProperties) {
      for (const id of (await h.call('GET', `/api/app/properties/${p.id}`, { as: ANNA })).json.unitIds as string[]) {
        if (id === unit) continue; // this file's own unit
        const r = await h.call('GET', `${path('', id)}?dateFrom=${today}&dateTo=${addDays(today, 90)}`, { as: ANNA });
        sources.push(...r.json.map((u: { source: string }) => u.source));
      }
    }
    expect(sources.sort()).toEqual(['inquiry', 'inquiry', 'manual']);
  });
});
