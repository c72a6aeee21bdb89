// Which notifications a host has (account-and-shell §3 "Notifications", §4): derived from the
// current state of the host's account at read time, so a notification goes away as soon as its
// cause is resolved, and its createdAt is the time of the event that raised it. Read state is not
// here: a notification is unread until its interaction name is stored as interacted (§4).
// Pure rules, used by the server (services/notifications.ts) and the browser.

import { notificationInteraction, type NotificationType } from '../schemas/user-interactions';
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

export interface NotificationHostFacts {
  commercialModel: 'subscription' | 'commission';
  /** hosts.guest_preferences is set (the guest profile flow was completed). */
  guestProfileAnswered: boolean;
  /** Published units, oldest first. */
  units: readonly NotificationUnitFacts[];
  /** Requests waiting for the host's answer (status REQUESTED). */
  pendingRequests: readonly NotificationRequestFacts[];
}

export interface DerivedNotification {
  interactionType: string;
  type: NotificationType;
  unitId: string;
  unitTitle: string;
  createdAt: string;
  /** newRequest: the answer deadline, shown as a countdown; otherwise null. */
  deadline: string | null;
  action: { path: string };
}

const unitPage = (u: Pick<NotificationUnitFacts, 'propertyId' | 'unitId'>, sub: string) => `/properties/${u.propertyId}/units/${u.unitId}/${sub}`;

/** The guest-profile modal opens on any signed-in page with this parameter (account-and-shell §2.8). */
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
export function instantBookingSuggestion(units: readonly NotificationUnitFacts[]): { type: NotificationType; unit: NotificationUnitFacts } | null {
  const onRequest = units.filter((u) => u.bookingType === 'onRequest');
  const first = onRequest[0];
  if (!first) return null;
  if (units.length === 1) return { type: 'instantBooking', unit: first };
  return { type: onRequest.length === units.length ? 'instantBookingAll' : 'instantBookingSome', unit: first };
}

/** Every notification the facts call for, newest first, at most MAX_NOTIFICATIONS. */
export function deriveNotifications(facts: NotificationHostFacts): DerivedNotification[] {
  const { commercialModel } = facts;
  const out: DerivedNotification[] = [];
  const add = (type: NotificationType, unit: Pick<NotificationUnitFacts, 'unitId' | 'propertyId' | 'title'>, createdAt: string, extra: { requestId?: string; deadline?: string | null } = {}) =>
    out.push({
      interactionType: notificationInteraction(type, extra.requestId ?? unit.unitId),
      type,
      unitId: unit.unitId,
      unitTitle: unit.title,
      createdAt,
      deadline: extra.deadline ?? null,
      action: { path: notificationActionPath(type, { unit, requestId: extra.requestId, commercialModel }) },
    });

  // Requests are answered by commission hosts (spec hosting-core §2 Bookings); a request of a unit
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

/** Newest first; equal times keep a stable order by name. */
export function sortNewestFirst<T extends { createdAt: string; interactionType: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.interactionType.localeCompare(b.interactionType));
}

export const unreadCount = (items: readonly { interacted: boolean }[]) => items.filter((i) => !i.interacted).length;

/** The bell's badge: '1'…'10', then '10+'; nothing when all are read (§9, the navigation's rule). */
export const notificationBadge = (unread: number): string | undefined => badgeText(unread);

/** Names of the unread ones: what mark-all-as-read sends. */
export const unreadNames = (items: readonly { interactionType: string; interacted: boolean }[]) => items.filter((i) => !i.interacted).map((i) => i.interactionType);
