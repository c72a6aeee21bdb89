import { describe, expect, it } from 'vitest';
import {
  deriveNotifications,
  GUEST_PROFILE_PATH,
  instantBookingSuggestion,
  MAX_NOTIFICATIONS,
  needsCodiceIdentificationNumber,
  notificationBadge,
  sortNewestFirst,
  unreadCount,
  unreadNames,
  importOverlaps,
  type NotificationHostFacts,
  type NotificationOverlapFacts,
  type NotificationOverlapPair,
  type NotificationUnitFacts,
} from '../../src/shared/domain/notifications';
import { notificationUnitId, UserInteractionWriteSchema } from '../../src/shared/schemas/user-interactions';
import * as v from 'valibot';

// AS §3 Notifications, AS §4: which notifications the account's state calls for.

const unit = (n: number, over: Partial<NotificationUnitFacts> = {}): NotificationUnitFacts => ({
  unitId: `0190a5b2-0000-7000-8000-00000000000${n}`,
  propertyId: `0190a5b2-0000-7000-9000-00000000000${n}`,
  title: `Unit ${n}`,
  publishedAt: `2026-0${n}-01T10:00:00.000Z`,
  countryCode: 'AT',
  bookingType: 'onLine',
  promotions: { new_listing: 'ACTIVE' },
  registrationNumber: null,
  ...over,
});
const host = (over: Partial<NotificationHostFacts> = {}): NotificationHostFacts => ({
  commercialModel: 'commission',
  guestProfileAnswered: true,
  units: [unit(1)],
  pendingRequests: [],
  importOverlaps: [],
  ...over,
});
const types = (facts: NotificationHostFacts) => deriveNotifications(facts).map((n) => n.type);

describe('deriveNotifications', () => {
  it('has nothing to say about a host whose units are all in order', () => {
    expect(deriveNotifications(host())).toEqual([]);
  });

  it('names a pending request by its code and leads to its details, with its deadline (commission hosts only)', () => {
    const request = { requestId: 'HP-N4HS7B', unit: unit(1), createdAt: '2026-11-20T08:00:00.000Z', expirationTime: '2026-11-21T08:00:00.000Z' };
    expect(deriveNotifications(host({ pendingRequests: [request] }))).toEqual([
      {
        interactionType: 'notification_newRequest_HP-N4HS7B',
        type: 'newRequest',
        unitId: unit(1).unitId,
        unitTitle: 'Unit 1',
        createdAt: request.createdAt,
        deadline: request.expirationTime,
        nights: null,
        action: { path: '/booking-request-details/HP-N4HS7B' },
      },
    ]);
    expect(types(host({ commercialModel: 'subscription', pendingRequests: [request] }))).toEqual([]);
  });

  it('suggests a promotion for a unit without an active one, on its promotions page', () => {
    const [n] = deriveNotifications(host({ units: [unit(1, { promotions: { new_listing: 'INACTIVE' } })] }));
    expect(n).toMatchObject({ type: 'discountPromotion', interactionType: `notification_discountPromotion_${unit(1).unitId}`, createdAt: unit(1).publishedAt });
    expect(n!.action.path).toBe(`/properties/${unit(1).propertyId}/units/${unit(1).unitId}/promotions`);
    expect(types(host({ units: [unit(1, { promotions: {} })] }))).toEqual(['discountPromotion']);
  });

  it('asks for the CIN of Italian units only, until it is valid', () => {
    expect(needsCodiceIdentificationNumber({ countryCode: 'IT', registrationNumber: null })).toBe(true);
    expect(needsCodiceIdentificationNumber({ countryCode: 'it', registrationNumber: 'IT05' })).toBe(true);
    expect(needsCodiceIdentificationNumber({ countryCode: 'IT', registrationNumber: 'it052032c2abcdef12' })).toBe(false);
    expect(needsCodiceIdentificationNumber({ countryCode: 'FR', registrationNumber: null })).toBe(false);
    const [n] = deriveNotifications(host({ units: [unit(1, { countryCode: 'IT' })] }));
    expect(n).toMatchObject({ type: 'requiredCodiceIdentificationNumber', action: { path: `/properties/${unit(1).propertyId}/units/${unit(1).unitId}/taxes-and-laws` } });
  });

  it('suggests instant booking once per host: single, all or some units on request, keyed with the first on request', () => {
    expect(instantBookingSuggestion([unit(1)])).toBeNull();
    expect(instantBookingSuggestion([unit(1, { bookingType: 'onRequest' })])).toMatchObject({ type: 'instantBooking', unit: { unitId: unit(1).unitId } });
    expect(instantBookingSuggestion([unit(1), unit(2, { bookingType: 'onRequest' }), unit(3, { bookingType: 'onRequest' })])).toMatchObject({
      type: 'instantBookingSome',
      unit: { unitId: unit(2).unitId },
    });
    expect(instantBookingSuggestion([unit(1, { bookingType: 'onRequest' }), unit(2, { bookingType: 'onRequest' })])).toMatchObject({ type: 'instantBookingAll', unit: { unitId: unit(1).unitId } });
    // The bulk switch lives on the requests tab, which only commission hosts have.
    const some = [unit(1), unit(2, { bookingType: 'onRequest' })];
    expect(deriveNotifications(host({ units: some }))[0]!.action.path).toBe('/bookings/requests');
    expect(deriveNotifications(host({ commercialModel: 'subscription', units: some }))[0]!.action.path).toBe(`/properties/${unit(2).propertyId}/units/${unit(2).unitId}/booking-policies`);
    expect(deriveNotifications(host({ units: [unit(1, { bookingType: 'onRequest' })] }))[0]!.action.path).toBe(`/properties/${unit(1).propertyId}/units/${unit(1).unitId}/booking-policies`);
  });

  it('asks for the ideal guest while the guest profile is unanswered and the host has a published unit', () => {
    const [n] = deriveNotifications(host({ guestProfileAnswered: false, units: [unit(2), unit(3)] }));
    expect(n).toMatchObject({ type: 'describeIdealGuest', interactionType: `notification_describeIdealGuest_${unit(2).unitId}`, action: { path: GUEST_PROFILE_PATH } });
    expect(types(host({ guestProfileAnswered: false, units: [] }))).toEqual([]);
  });

  it('answers newest first and at most 50, and every name it makes is one PUT interaction takes', () => {
    const requests = Array.from({ length: 60 }, (_, i) => ({
      requestId: `HP-${'ABCDEFGHJKLMNPQRSTUV'[i % 20]}${'ABC'[Math.floor(i / 20)]}2345`,
      unit: unit(1),
      createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
      expirationTime: null,
    }));
    const all = deriveNotifications(host({ pendingRequests: requests, guestProfileAnswered: false, units: [unit(1, { countryCode: 'IT', promotions: {} })] }));
    expect(all).toHaveLength(MAX_NOTIFICATIONS);
    expect(all[0]!.createdAt).toBe(requests[59]!.createdAt);
    const times = all.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const n of all) expect(v.is(UserInteractionWriteSchema, { interactionType: n.interactionType, interacted: true })).toBe(true);
  });
});

describe('imported calendar over a stay', () => {
  const booking = (from: string, to: string, over: Partial<Pick<NotificationOverlapPair, 'kind' | 'status' | 'expirationTime'>> = {}) => ({ from, to, kind: 'booking', status: 'CONFIRMED', expirationTime: null, ...over });
  type Row = ReturnType<typeof booking>;
  /** An imported event [from, to) an import wrote at importedAt, meeting a booking row: the pair as the server reads it (the nights both hold). */
  const pair = ([from, to, importedAt]: [string, string, string], row: Row): NotificationOverlapPair => ({
    ...row,
    from: from > row.from ? from : row.from,
    to: to < row.to ? to : row.to,
    importedAt,
  });
  /** A unit's pairs as the server groups them, on the day it is at the property. */
  const onUnit = (pairs: NotificationOverlapPair[], u = unit(1), today = '2026-11-28'): NotificationOverlapFacts => ({ unit: u, today, pairs });
  const overlapsOf = (units: NotificationOverlapFacts[]) => deriveNotifications(host({ importOverlaps: units })).filter((n) => n.type === 'importOverlap');

  it("names the unit, the nights and their dates, leads to the unit's calendar, and dates from the import", () => {
    const importedAt = '2026-11-28T09:30:00.000Z';
    expect(overlapsOf([onUnit([pair(['2027-04-05', '2027-04-08', importedAt], booking('2027-04-07', '2027-04-10'))])])).toEqual([
      {
        interactionType: `notification_importOverlap_${unit(1).unitId}_${Date.parse(importedAt)}`,
        type: 'importOverlap',
        unitId: unit(1).unitId,
        unitTitle: 'Unit 1',
        createdAt: importedAt,
        deadline: null,
        nights: { count: 1, from: '2027-04-07', to: '2027-04-08' },
        action: { path: `/calendar/${unit(1).unitId}` },
      },
    ]);
  });

  it('counts only stays sharing a night: not touching ones, cancelled bookings, requests or open inquiries; booked inquiries do', () => {
    const at = '2026-11-28T09:30:00.000Z';
    const event: [string, string, string] = ['2027-04-05', '2027-04-08', at];
    expect(overlapsOf([onUnit([pair(event, booking('2027-04-08', '2027-04-10')), pair(event, booking('2027-04-01', '2027-04-05'))])])).toEqual([]);
    expect(overlapsOf([onUnit([pair(event, booking('2027-04-06', '2027-04-07', { status: 'CANCELLED' }))])])).toEqual([]);
    expect(overlapsOf([onUnit([pair(event, booking('2027-04-06', '2027-04-07', { kind: 'request', status: 'REQUESTED' }))])])).toEqual([]);
    expect(overlapsOf([onUnit([pair(event, booking('2027-04-06', '2027-04-07', { kind: 'inquiry', status: 'requested' }))])])).toEqual([]);
    expect(overlapsOf([onUnit([pair(event, booking('2027-04-06', '2027-04-07', { kind: 'inquiry', status: 'confirmed' }))])])).toHaveLength(1);
    // A unit whose pairs are none of them a stay has no notification, beside one that has.
    const cancelled = onUnit([pair(event, booking('2027-04-06', '2027-04-07', { status: 'CANCELLED' }))]);
    expect(overlapsOf([cancelled, onUnit([pair(event, booking('2027-04-06', '2027-04-07'))], unit(2))]).map((n) => n.unitId)).toEqual([unit(2).unitId]);
  });

  it('counts the nights from the day it is at the property on: a clash whose nights have passed is history', () => {
    const at = '2026-11-20T09:30:00.000Z';
    const stay = booking('2026-11-20', '2026-12-02');
    const onDay = (event: [string, string], today: string) => onUnit([pair([...event, at], stay)], unit(1), today);
    // All shared nights before today: nothing to act on.
    expect(overlapsOf([onDay(['2026-11-21', '2026-11-25'], '2026-11-28')])).toEqual([]);
    // The last shared night is tonight: still a clash, one night.
    expect(overlapsOf([onDay(['2026-11-21', '2026-11-29'], '2026-11-28')])[0]).toMatchObject({ nights: { count: 1, from: '2026-11-28', to: '2026-11-29' } });
    // Partly past: only the nights from today on are named.
    expect(overlapsOf([onDay(['2026-11-25', '2026-12-01'], '2026-11-28')])[0]).toMatchObject({ nights: { count: 3, from: '2026-11-28', to: '2026-12-01' } });
    // The same clash the day before (another zone's today) still names all its nights.
    expect(overlapsOf([onDay(['2026-11-25', '2026-12-01'], '2026-11-24')])[0]).toMatchObject({ nights: { count: 6, from: '2026-11-25', to: '2026-12-01' } });
  });

  it('is one per unit: the shared nights counted once, from the first to the day after the last', () => {
    const at = '2026-11-28T09:30:00.000Z';
    const stay = booking('2027-04-01', '2027-04-20');
    const [n, ...rest] = overlapsOf([
      onUnit([
        pair(['2027-04-03', '2027-04-06', at], stay),
        pair(['2027-04-05', '2027-04-07', at], stay), // shares the night of the 5th with the first
        pair(['2027-04-15', '2027-04-16', at], stay),
      ]),
      onUnit([pair(['2027-05-01', '2027-05-03', at], booking('2027-05-02', '2027-05-05'))], unit(2)),
    ]);
    expect(rest.map((r) => r.unitId)).toEqual([unit(2).unitId]);
    expect(n).toMatchObject({ unitId: unit(1).unitId, nights: { count: 5, from: '2027-04-03', to: '2027-04-16' } });
    expect(importOverlaps([onUnit([pair(['2027-04-03', '2027-04-06', at], stay), pair(['2027-04-15', '2027-04-16', at], stay)])])[0]!.nights).toEqual([
      { from: '2027-04-03', to: '2027-04-06' },
      { from: '2027-04-15', to: '2027-04-16' },
    ]);
  });

  it('a new clash gives a new read name (unread again); once the newest goes, the earlier name is back', () => {
    const stay = booking('2027-04-01', '2027-04-20');
    const first = pair(['2027-04-03', '2027-04-06', '2026-11-01T08:00:00.000Z'], stay);
    const later = pair(['2027-04-10', '2027-04-12', '2026-11-20T08:00:00.000Z'], stay);
    const [before] = overlapsOf([onUnit([first])]);
    const [after] = overlapsOf([onUnit([first, later])]);
    expect(after!.interactionType).not.toBe(before!.interactionType);
    expect(after!.createdAt).toBe(later.importedAt);
    expect(overlapsOf([onUnit([later, first])])[0]!.interactionType).toBe(after!.interactionType);
    expect(overlapsOf([onUnit([first])])[0]!.interactionType).toBe(before!.interactionType);
    expect(overlapsOf([])).toEqual([]);
    // The name is one PUT interaction takes, and it names the unit (the server checks the unit is the host's).
    expect(v.is(UserInteractionWriteSchema, { interactionType: after!.interactionType, interacted: true })).toBe(true);
    expect(notificationUnitId(after!.interactionType)).toBe(unit(1).unitId);
    expect(v.is(UserInteractionWriteSchema, { interactionType: `notification_importOverlap_${unit(1).unitId}`, interacted: true })).toBe(false);
  });
});

describe('read state', () => {
  const items = [
    { interactionType: 'b', interacted: false, createdAt: '2026-11-01T00:00:00Z' },
    { interactionType: 'a', interacted: true, createdAt: '2026-11-02T00:00:00Z' },
    { interactionType: 'c', interacted: false, createdAt: '2026-11-01T00:00:00Z' },
  ];
  it('counts and names the unread ones', () => {
    expect(unreadCount(items)).toBe(2);
    expect(unreadNames(items)).toEqual(['b', 'c']);
  });
  it('sorts newest first, equal times by name', () => {
    expect(sortNewestFirst(items).map((i) => i.interactionType)).toEqual(['a', 'b', 'c']);
  });
  it('shows the badge up to 10, then 10+, and nothing when all are read', () => {
    expect(notificationBadge(0)).toBeUndefined();
    expect(notificationBadge(1)).toBe('1');
    expect(notificationBadge(10)).toBe('10');
    expect(notificationBadge(11)).toBe('10+');
  });
});
