import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, is, Placeholder } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA, MARIE } from '../support/api';
import { bookings, hosts, units } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { day, testCode } from './bookings-fixtures';
import { factsQuery } from '../../src/server/services/notifications';

// GET /api/app/user/notifications (AS §2.10, AS §3, AS §4): derived from the demo seed's
// real state, each one gone once its cause is resolved; read after PUT /api/app/user/interaction.
let h: Awaited<ReturnType<typeof apiHarness>>;

interface Item {
  interactionType: string;
  type: string;
  unitId: string;
  unitTitle: string;
  interacted: boolean;
  createdAt: string;
  deadline: string | null;
  action: { path: string };
}

const list = async (as: string) => {
  const r = await h.call('GET', '/api/app/user/notifications', { as });
  expect(r.status).toBe(200);
  return r.json as { items: Item[]; unread: number };
};
const ofType = (items: Item[], type: string) => items.filter((i) => i.type === type);
const hostId = async (email: string) => (await h.database.db.select({ id: hosts.id }).from(hosts).where(eq(hosts.email, email)))[0]!.id;
const unitsOf = async (email: string) =>
  h.database.db.select().from(units).where(and(eq(units.hostId, await hostId(email)), eq(units.status, 'PUBLISHED'))).orderBy(units.publishedAt);
const setBookingType = (unitId: string, bookingType: 'onLine' | 'onRequest') => h.database.db.update(units).set({ bookingType }).where(eq(units.id, unitId));

beforeAll(async () => {
  h = await apiHarness();
});
afterAll(() => h.close());

describe('GET /api/app/user/notifications', () => {
  it('needs a token', async () => {
    expect((await h.call('GET', '/api/app/user/notifications')).status).toBe(401);
  });

  it("gives a commission host its pending requests, newest first, each leading to the request's page with its deadline", async () => {
    const { items, unread } = await list(ALPINE);
    const pending = await h.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.hostId, await hostId(ALPINE)), eq(bookings.kind, 'request'), eq(bookings.status, 'REQUESTED')));
    expect(pending.length).toBeGreaterThan(0);
    const requests = ofType(items, 'newRequest');
    expect(requests.map((i) => i.interactionType).sort()).toEqual(pending.map((p) => `notification_newRequest_${p.code}`).sort());
    for (const p of pending) {
      const item = requests.find((i) => i.interactionType.endsWith(p.code))!;
      expect(item).toMatchObject({ unitId: p.unitId, action: { path: `/booking-request-details/${p.code}` }, interacted: false });
      expect(item.createdAt).toBe(p.createdAt.toISOString());
      expect(item.deadline).toBe(p.expirationTime!.toISOString());
    }
    const times = items.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(unread).toBe(items.length);
  });

  it('suggests promotions for every published unit without an active one, and stops once one is active', async () => {
    const [studio, family] = await unitsOf(ALPINE);
    const promos = ofType((await list(ALPINE)).items, 'discountPromotion');
    expect(promos.map((i) => i.unitId).sort()).toEqual([studio!.id, family!.id].sort());
    expect(promos.find((i) => i.unitId === studio!.id)).toMatchObject({
      interactionType: `notification_discountPromotion_${studio!.id}`,
      unitTitle: 'Studio Nordkette',
      action: { path: `/properties/${studio!.propertyId}/units/${studio!.id}/promotions` },
    });
    const on = await h.call('POST', `/api/app/property-unit/${studio!.id}/promotion`, { as: ALPINE, body: { type: 'last_minute', state: true } });
    expect(on.status).toBe(200);
    expect(ofType((await list(ALPINE)).items, 'discountPromotion').map((i) => i.unitId)).toEqual([family!.id]);
    await h.call('POST', `/api/app/property-unit/${studio!.id}/promotion`, { as: ALPINE, body: { type: 'last_minute', state: false } });
    expect(ofType((await list(ALPINE)).items, 'discountPromotion')).toHaveLength(2);
  });

  it('suggests instant booking: Some while some units are on request, All when every one is, nothing when none is', async () => {
    const [studio, family] = await unitsOf(ALPINE);
    const instant = async () => (await list(ALPINE)).items.filter((i) => i.type.startsWith('instantBooking'));
    // One notification for the host, keyed with the first unit on request; the bulk switch is on the requests tab.
    expect(await instant()).toEqual([expect.objectContaining({ type: 'instantBookingSome', interactionType: `notification_instantBookingSome_${family!.id}`, action: { path: '/bookings/requests' } })]);
    await setBookingType(studio!.id, 'onRequest');
    expect(await instant()).toEqual([expect.objectContaining({ type: 'instantBookingAll', interactionType: `notification_instantBookingAll_${studio!.id}` })]);
    const switched = await h.call('POST', '/api/app/property-units/change-booking-preference', { as: ALPINE, body: { bookingType: 'onLine' } });
    expect(switched.status).toBe(200);
    expect(await instant()).toEqual([]);
    await setBookingType(family!.id, 'onRequest');
    expect((await instant()).map((i) => i.type)).toEqual(['instantBookingSome']);
  });

  it("suggests instant booking to a single-unit host on the unit's booking policies page", async () => {
    const [cottage] = await unitsOf(MARIE);
    expect((await list(MARIE)).items.filter((i) => i.type.startsWith('instantBooking'))).toEqual([]);
    await setBookingType(cottage!.id, 'onRequest');
    expect((await list(MARIE)).items.filter((i) => i.type.startsWith('instantBooking'))).toEqual([
      expect.objectContaining({ type: 'instantBooking', unitId: cottage!.id, action: { path: `/properties/${cottage!.propertyId}/units/${cottage!.id}/booking-policies` } }),
    ]);
    await setBookingType(cottage!.id, 'onLine');
  });

  it('asks for the CIN of an Italian unit whose registration number is missing or invalid, until a valid one is set', async () => {
    const [villa] = await unitsOf(ANNA);
    const codice = async () => ofType((await list(ANNA)).items, 'requiredCodiceIdentificationNumber');
    expect(await codice()).toEqual([]);
    // A published unit cannot drop the number through the API: an older listing may lack it.
    await h.database.db.update(units).set({ regionalRequirements: { nationalIdentificationCode: 'RSSNNA80A41I726X' } }).where(eq(units.id, villa!.id));
    const patch = (registrationNumber: string) => h.call('PATCH', `/api/app/property-unit/${villa!.id}/regional-requirements`, { as: ANNA, body: { registrationNumber } });
    expect(await codice()).toEqual([
      expect.objectContaining({ unitId: villa!.id, unitTitle: 'Villa Aurora', action: { path: `/properties/${villa!.propertyId}/units/${villa!.id}/taxes-and-laws` } }),
    ]);
    expect((await patch('IT05')).status).toBe(400);
    expect(await codice()).toHaveLength(1);
    expect((await patch('IT052032C2ABCDEF12')).status).toBe(200);
    expect(await codice()).toEqual([]);
  });

  it('asks for the ideal guest until the guest profile is answered, keyed with the first published unit', async () => {
    const [villa] = await unitsOf(ANNA);
    expect(ofType((await list(ANNA)).items, 'describeIdealGuest')).toEqual([
      expect.objectContaining({ interactionType: `notification_describeIdealGuest_${villa!.id}`, action: { path: '/home?guest-profile=open' } }),
    ]);
    await h.database.db.update(hosts).set({ guestPreferences: { bookingTimes: ['earlyBird'] } }).where(eq(hosts.email, ANNA));
    expect(ofType((await list(ANNA)).items, 'describeIdealGuest')).toEqual([]);
    await h.database.db.update(hosts).set({ guestPreferences: null }).where(eq(hosts.email, ANNA));
  });

  it('a subscription host is not offered the requests tab: its bulk suggestion leads to the unit', async () => {
    const [, seaView] = await unitsOf(ANNA);
    const some = ofType((await list(ANNA)).items, 'instantBookingSome');
    expect(some).toEqual([expect.objectContaining({ unitId: seaView!.id, action: { path: `/properties/${seaView!.propertyId}/units/${seaView!.id}/booking-policies` } })]);
    expect(ofType((await list(ANNA)).items, 'newRequest')).toEqual([]);
  });

  it('is read after PUT interaction, one by one; the unread count follows', async () => {
    const before = await list(ALPINE);
    const [first, second] = before.items;
    const put = await h.call('PUT', '/api/app/user/interaction', { as: ALPINE, body: [{ interactionType: first!.interactionType, interacted: true }] });
    expect(put.status).toBe(200);
    const after = await list(ALPINE);
    expect(after.items.find((i) => i.interactionType === first!.interactionType)!.interacted).toBe(true);
    expect(after.items.find((i) => i.interactionType === second!.interactionType)!.interacted).toBe(false);
    expect(after.unread).toBe(before.unread - 1);
    // A new-request name (a request id, not a unit id) is taken by the interaction call too.
    const request = after.items.find((i) => i.type === 'newRequest' && !i.interacted)!;
    expect((await h.call('PUT', '/api/app/user/interaction', { as: ALPINE, body: [{ interactionType: request.interactionType, interacted: true }] })).status).toBe(200);
    expect((await list(ALPINE)).unread).toBe(before.unread - 2);
  });

  it('a request goes once it is answered (confirmed or rejected)', async () => {
    const requests = ofType((await list(ALPINE)).items, 'newRequest');
    expect(requests.length).toBeGreaterThanOrEqual(2);
    const id = (i: Item) => i.interactionType.replace('notification_newRequest_', '');
    expect((await h.call('POST', `/api/app/booking-requests/${id(requests[0]!)}/reject`, { as: ALPINE, body: { reason: 'OTHER', explanation: 'Closed for works.' } })).status).toBe(200);
    expect((await h.call('POST', `/api/app/booking-requests/${id(requests[1]!)}/confirm`, { as: ALPINE })).status).toBe(200);
    const left = ofType((await list(ALPINE)).items, 'newRequest').map(id);
    expect(left).not.toContain(id(requests[0]!));
    expect(left).not.toContain(id(requests[1]!));
  });

  it("shows only the host's own units; deleted units never appear", async () => {
    const anna = await list(ANNA);
    const annaUnits = new Set((await h.database.db.select({ id: units.id }).from(units).where(eq(units.hostId, await hostId(ANNA)))).map((u) => u.id));
    expect(anna.items.length).toBeGreaterThan(0);
    expect(anna.items.every((i) => annaUnits.has(i.unitId))).toBe(true);
    const [, seaView] = await unitsOf(ANNA);
    await h.database.db.update(units).set({ deletedAt: new Date() }).where(eq(units.id, seaView!.id));
    const after = await list(ANNA);
    expect(after.items.some((i) => i.unitId === seaView!.id)).toBe(false);
    expect(anna.items.some((i) => i.unitId === seaView!.id)).toBe(true);
  });

  it('shows the newest 50 of more pending requests than that, each with its own facts', async () => {
    const [unit] = await unitsOf(ALPINE);
    const host = await hostId(ALPINE);
    // 60 requests newer than anything seeded (a minute from now on, one second apart), on nights of their own.
    const base = Date.now() + 60_000;
    const made = Array.from({ length: 60 }, (_, i) => ({
      id: newId(),
      code: testCode(),
      hostId: host,
      unitId: unit!.id,
      kind: 'request' as const,
      status: 'REQUESTED',
      checkIn: day(500 + 2 * i),
      checkOut: day(501 + 2 * i),
      guests: 2,
      customerFirstName: 'Many',
      customerLastName: `Requests ${i}`,
      totalAmount: 100,
      expirationTime: new Date(base + 86_400_000 + i * 1000),
      createdAt: new Date(base + i * 1000),
    }));
    // Newer still, five on a unit then deleted: they take none of the 50 places.
    const [, gone] = await unitsOf(ALPINE);
    const onGone = made.slice(0, 5).map((r, i) => ({ ...r, id: newId(), code: testCode(), unitId: gone!.id, checkIn: day(700 + 2 * i), checkOut: day(701 + 2 * i), createdAt: new Date(base + 3_600_000 + i * 1000) }));
    await h.database.db.insert(bookings).values([...made, ...onGone]);
    await h.database.db.update(units).set({ deletedAt: new Date() }).where(eq(units.id, gone!.id));
    const { items, unread } = await list(ALPINE);
    const newest = made.slice(10).reverse(); // the last 50 made, newest first
    expect(items.map((i) => i.interactionType)).toEqual(newest.map((r) => `notification_newRequest_${r.code}`));
    expect(items.map((i) => [i.createdAt, i.deadline, i.unitId])).toEqual(newest.map((r) => [r.createdAt.toISOString(), r.expirationTime.toISOString(), unit!.id]));
    expect(unread).toBe(50);
  });
});

describe("the bell's facts statement", () => {
  it('takes only the host and the day as parameters: the constants are in its text, so PostgreSQL can keep one plan', () => {
    const { sql: text, params } = factsQuery(h.database.db).getQuery();
    const names = params.map((p) => (is(p, Placeholder) ? p.name : `value ${JSON.stringify(p)}`));
    expect(new Set(names)).toEqual(new Set(['hostId', 'since']));
    expect(text).toContain(`'PUBLISHED'`);
    expect(text).toContain(`'REQUESTED'`);
  });
});
