// Which notifications a host has (AS §3 "Notifications", AS §4): derived from the
// current state of the host's account at read time, so a notification goes away as soon as its
// cause is resolved, and its createdAt is the time of the event that raised it. Read state is not
// here: a notification is unread until its interaction name is stored as interacted (AS §4).
// Pure rules, used by the server (services/notifications.ts) and the browser.

import { importOverlapInteraction, notificationInteraction, type NotificationType } from '../schemas/user-interactions';
import { daysBetween } from './availability/dates';
import { holdOfStay } from './availability/night-holds';
import { normaliseNights, type Nights } from './availability/nights';
import { calendarPath } from './bookings/stay-paths';
import { badgeText } from './navigation';
import { unitPromotions } from './promotions';
import { regionalIssues } from './regional-requirements';

/** At most this many notifications are answered, newest first. */
export const MAX_NOTIFICATIONS = 50;

/** What the rules need to know of one published unit of the host (deleted units are never given). */
export interface NotificationUnitFacts {
  unitId: string;
  propertyId: string;
  title: string;
  /** ISO instant the unit was published (its creation when unknown). */
  publishedAt: string;
  countryCode: string | null;
  bookingType: 'onLine' | 'onRequest' | null;
  promotions: Readonly<Record<string, unknown>>;
  registrationNumber: string | null;
}

export interface NotificationRequestFacts {
  /** The request's public id, its code (HP-XXXXXX): the API's and the details page's id. */
  requestId: string;
  /** The request's unit (not deleted; it need not be published any more). */
  unit: Pick<NotificationUnitFacts, 'unitId' | 'propertyId' | 'title'>;
  /** ISO instant the guest sent it. */
  createdAt: string;
  /** The host's answer deadline (ISO instant). */
  expirationTime: string | null;
}

/**
 * One unit's imported events and booking rows whose nights meet (the server reads the pairs whose
 * ranges intersect, grouped by unit; the rule decides which of them clash).
 */
export interface NotificationOverlapFacts {
  /** The unit (not deleted; it need not be published). */
  unit: Pick<NotificationUnitFacts, 'unitId' | 'propertyId' | 'title'>;
  /** The day it is at the unit's property (todayIn its zone): nights before it are history. */
  today: string;
  pairs: readonly NotificationOverlapPair[];
}

/**
 * An imported event and a booking row of one unit: the nights both hold [from, to), when an import
 * last wrote the event (ISO instant), and the booking row's kind, status and answer deadline (a
 * stay when holdOfStay says so: a booking not cancelled, a booked inquiry).
 */
export interface NotificationOverlapPair extends Nights {
  importedAt: string;
  kind: string;
  status: string;
  expirationTime: string | null;
}

export interface NotificationHostFacts {
  commercialModel: 'subscription' | 'commission';
  /** hosts.guest_preferences is set (the guest profile flow was completed). */
  guestProfileAnswered: boolean;
  /** Published units, oldest first. */
  units: readonly NotificationUnitFacts[];
  /** Requests waiting for the host's answer (status REQUESTED). */
  pendingRequests: readonly NotificationRequestFacts[];
  /** Imported events meeting booking rows, per unit of the host's. */
  importOverlaps: readonly NotificationOverlapFacts[];
}

export interface DerivedNotification {
  interactionType: string;
  type: NotificationType;
  unitId: string;
  unitTitle: string;
  createdAt: string;
  /** newRequest: the answer deadline, shown as a countdown; otherwise null. */
  deadline: string | null;
  /** importOverlap: how many nights clash, from the first to the day after the last; otherwise null. */
  nights: { count: number; from: string; to: string } | null;
  action: { path: string };
}

const unitPage = (u: Pick<NotificationUnitFacts, 'propertyId' | 'unitId'>, sub: string) => `/properties/${u.propertyId}/units/${u.unitId}/${sub}`;

/** The guest-profile modal opens on any signed-in page with this parameter (AS §2.8). */
export const GUEST_PROFILE_PATH = '/home?guest-profile=open';

/**
 * Where a notification's action leads. The bulk switch to instant booking lives on the requests
 * tab of the bookings page (commission hosts only, bookings/actions/booking-type-switch-banner);
 * everyone else switches a unit on its booking-policies page.
 */
export function notificationActionPath(
  type: NotificationType,
  target: { unit: Pick<NotificationUnitFacts, 'propertyId' | 'unitId'>; requestId?: string; commercialModel: NotificationHostFacts['commercialModel'] },
): string {
  switch (type) {
    case 'newRequest':
      return `/booking-request-details/${target.requestId}`;
    case 'discountPromotion':
      return unitPage(target.unit, 'promotions');
    case 'instantBookingAll':
    case 'instantBookingSome':
      return target.commercialModel === 'commission' ? '/bookings/requests' : unitPage(target.unit, 'booking-policies');
    case 'instantBooking':
      return unitPage(target.unit, 'booking-policies');
    case 'requiredCodiceIdentificationNumber':
      return unitPage(target.unit, 'taxes-and-laws');
    case 'describeIdealGuest':
      return GUEST_PROFILE_PATH;
    case 'importOverlap':
      return calendarPath(target.unit.unitId);
  }
}

export const hasActivePromotion = (u: Pick<NotificationUnitFacts, 'promotions'>) => unitPromotions(u.promotions).some((p) => p.status === 'ACTIVE');

/** An Italian unit needs a valid national identification code (CIN) in its registration number. */
export const needsCodiceIdentificationNumber = (u: Pick<NotificationUnitFacts, 'countryCode' | 'registrationNumber'>) =>
  (u.countryCode ?? '').toUpperCase() === 'IT' && regionalIssues('IT', { registrationNumber: u.registrationNumber }, true).some((i) => i.name === 'registrationNumber');

/**
 * The instant-booking suggestion of a host whose units are booked on request: one notification
 * for the host. A single-unit host gets instantBooking; otherwise instantBookingAll when every
 * published unit is on request, instantBookingSome when some are. The spec's name form needs a
 * unit id, so the host-wide ones are keyed with the first (oldest) unit on request.
 */
export function instantBookingSuggestion(units: readonly NotificationUnitFacts[]): { type: 'instantBooking' | 'instantBookingAll' | 'instantBookingSome'; unit: NotificationUnitFacts } | null {
  const onRequest = units.filter((u) => u.bookingType === 'onRequest');
  const first = onRequest[0];
  if (!first) return null;
  if (units.length === 1) return { type: 'instantBooking', unit: first };
  return { type: onRequest.length === units.length ? 'instantBookingAll' : 'instantBookingSome', unit: first };
}

/** One unit's clash between imported calendars and its stays. */
export interface ImportOverlap {
  unit: NotificationOverlapFacts['unit'];
  /** The nights both hold, normalised (sorted, apart). */
  nights: Nights[];
  /** When the newest clash came: the latest import that wrote one of the clashing events (ISO instant). */
  since: string;
}

/**
 * The clashes per unit: an imported event that shares a night with a stay (holdOfStay 'stay': a
 * booking not cancelled, a booked inquiry — what the calendar flags and the feed's health counts).
 * Requests and open inquiries do not count: they cannot be confirmed over imported nights.
 * Only the nights from tonight on count: a clash whose nights have passed is history (the guest
 * has come and gone, nothing can be moved), and a notification about it would never go away.
 * Units in the order given.
 */
export function importOverlaps(units: readonly NotificationOverlapFacts[], now = new Date()): ImportOverlap[] {
  const out: ImportOverlap[] = [];
  for (const { unit, today, pairs } of units) {
    const shared: Nights[] = [];
    let since = 0;
    for (const pair of pairs) {
      const from = pair.from > today ? pair.from : today;
      if (from >= pair.to || holdOfStay(pair, now) !== 'stay') continue;
      shared.push({ from, to: pair.to });
      since = Math.max(since, Date.parse(pair.importedAt));
    }
    if (shared.length > 0) out.push({ unit, nights: normaliseNights(shared), since: new Date(since).toISOString() });
  }
  return out;
}

/** How many nights, from the first to the day after the last (one stretch or several apart). */
export function overlapNights(nights: readonly Nights[]): { count: number; from: string; to: string } {
  return {
    count: nights.reduce((sum, r) => sum + daysBetween(r.from, r.to), 0),
    from: nights[0]!.from,
    to: nights[nights.length - 1]!.to,
  };
}

/** Every notification the facts call for, newest first, at most MAX_NOTIFICATIONS. */
export function deriveNotifications(facts: NotificationHostFacts, now = new Date()): DerivedNotification[] {
  const { commercialModel } = facts;
  const out: DerivedNotification[] = [];
  const add = (
    type: Exclude<NotificationType, 'importOverlap'>,
    unit: Pick<NotificationUnitFacts, 'unitId' | 'propertyId' | 'title'>,
    createdAt: string,
    extra: { requestId?: string; deadline?: string | null } = {},
  ) =>
    out.push({
      interactionType: notificationInteraction(type, extra.requestId ?? unit.unitId),
      type,
      unitId: unit.unitId,
      unitTitle: unit.title,
      createdAt,
      deadline: extra.deadline ?? null,
      nights: null,
      action: { path: notificationActionPath(type, { unit, requestId: extra.requestId, commercialModel }) },
    });

  // An import whose events share nights with stays: one per unit, from the newest clash, and keyed
  // by its time, so a new clash shows unread even when an earlier one was read; once every clash
  // of the unit is gone (the event or the stay), so is the notification.
  for (const overlap of importOverlaps(facts.importOverlaps, now)) {
    out.push({
      interactionType: importOverlapInteraction(overlap.unit.unitId, overlap.since),
      type: 'importOverlap',
      unitId: overlap.unit.unitId,
      unitTitle: overlap.unit.title,
      createdAt: overlap.since,
      deadline: null,
      nights: overlapNights(overlap.nights),
      action: { path: notificationActionPath('importOverlap', { unit: overlap.unit, commercialModel }) },
    });
  }

  // Requests are answered by commission hosts (HC §2 Bookings); a request of a unit
  // no longer published still waits for an answer, so its unit comes with the request's facts.
  if (commercialModel === 'commission') {
    for (const r of facts.pendingRequests) add('newRequest', r.unit, r.createdAt, { requestId: r.requestId, deadline: r.expirationTime });
  }
  for (const unit of facts.units) {
    if (!hasActivePromotion(unit)) add('discountPromotion', unit, unit.publishedAt);
    if (needsCodiceIdentificationNumber(unit)) add('requiredCodiceIdentificationNumber', unit, unit.publishedAt);
  }
  const instant = instantBookingSuggestion(facts.units);
  if (instant) add(instant.type, instant.unit, instant.unit.publishedAt);
  const firstUnit = facts.units[0];
  if (!facts.guestProfileAnswered && firstUnit) add('describeIdealGuest', firstUnit, firstUnit.publishedAt);

  return sortNewestFirst(out).slice(0, MAX_NOTIFICATIONS);
}

/** The order of String#localeCompare (the default locale), made once. */
const byName = new Intl.Collator();

/** Newest first; equal times keep a stable order by name. */
export function sortNewestFirst<T extends { createdAt: string; interactionType: string }>(items: readonly T[]): T[] {
  // Each time parsed once, not in every comparison, and one collator (what localeCompare makes on
  // each call): a host with 100s of units has 100s of notifications to sort on every bell check.
  const keyed = items.map((item) => ({ item, time: Date.parse(item.createdAt) }));
  keyed.sort((a, b) => b.time - a.time || byName.compare(a.item.interactionType, b.item.interactionType));
  return keyed.map((k) => k.item);
}

export const unreadCount = (items: readonly { interacted: boolean }[]) => items.filter((i) => !i.interacted).length;

/** The bell's badge: '1'…'10', then '10+'; nothing when all are read (AS §9, the navigation's rule). */
export const notificationBadge = (unread: number): string | undefined => badgeText(unread);

/** Names of the unread ones: what mark-all-as-read sends. */
export const unreadNames = (items: readonly { interactionType: string; interacted: boolean }[]) => items.filter((i) => !i.interacted).map((i) => i.interactionType);
