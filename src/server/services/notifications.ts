import { and, asc, desc, eq, gt, inArray, isNull, like, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { bookings, externalEvents, hosts, properties, units, userInteractions } from '../db/schema';
import { BOOKED_INQUIRY_STATUSES } from '../../shared/domain/availability/night-holds';
import { deriveNotifications, MAX_NOTIFICATIONS, unreadCount, type NotificationUnitFacts } from '../../shared/domain/notifications';
import type { NotificationList } from '../../shared/schemas/notifications';
import { todayIn } from '../../shared/domain/time/property-today';

// GET /api/app/user/notifications: the host's notifications, derived at read time from the
// account's current state (shared/domain/notifications.ts holds the rules), each read once its
// interaction name is stored as interacted (PUT /api/app/user/interaction). Only the host's own
// units that are not deleted (nor their property) take part. Imported events over stays are read
// as the pairs whose dates intersect from yesterday in UTC on (no zone's today is earlier): which
// of them clash, from the day it is at the property, is the shared rule's decision.

const countryOf = (location: Record<string, unknown> | null) => (typeof location?.countryCode === 'string' ? location.countryCode : null);
const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** Narrows the booking rows to stays in SQL, from holdOfStay's own lists; the shared rule still decides. */
const isStay = or(and(eq(bookings.kind, 'booking'), ne(bookings.status, 'CANCELLED')), and(eq(bookings.kind, 'inquiry'), inArray(bookings.status, [...BOOKED_INQUIRY_STATUSES])));

// The four reads of a host's facts, prepared once per database (db/prepared.ts): the bell asks on every page.
const HOST = sql.placeholder('hostId');
const SINCE = sql.placeholder('since');
const live = and(eq(units.hostId, HOST), isNull(units.deletedAt), isNull(properties.deletedAt));
const factQueries = preparedPerDb((db) => ({
  units: db
    // The columns the rules read, not the whole row: a unit's row carries large documents
    // (price configuration, descriptions) that cost time to read and map for each of 100s of units.
    .select({
      unit: {
        id: units.id,
        propertyId: units.propertyId,
        title: units.title,
        publishedAt: units.publishedAt,
        createdAt: units.createdAt,
        bookingType: units.bookingType,
        promotions: units.promotions,
        regionalRequirements: units.regionalRequirements,
      },
      propertyTitle: properties.title,
      location: properties.location,
    })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(live, eq(units.status, 'PUBLISHED')))
    .orderBy(asc(units.publishedAt), asc(units.createdAt), asc(units.id))
    .prepare('notification_units'),
  requests: db
    .select({ code: bookings.code, createdAt: bookings.createdAt, expirationTime: bookings.expirationTime, unitId: units.id, propertyId: units.propertyId, unitTitle: units.title, propertyTitle: properties.title })
    .from(bookings)
    .innerJoin(units, eq(units.id, bookings.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(bookings.hostId, HOST), eq(bookings.kind, 'request'), eq(bookings.status, 'REQUESTED'), live))
    // Only the newest MAX_NOTIFICATIONS requests can be among the newest MAX_NOTIFICATIONS
    // notifications (equal times in sortNewestFirst's order of names: the codes, HP- and capitals or digits).
    .orderBy(desc(bookings.createdAt), sql`${bookings.code} collate "C"`)
    .limit(MAX_NOTIFICATIONS)
    .prepare('notification_requests'),
  overlaps: db
    .select({
      eventId: externalEvents.id,
      eventFrom: externalEvents.dateFrom,
      eventTo: externalEvents.dateTo,
      importedAt: externalEvents.updatedAt,
      stayId: bookings.id,
      stayFrom: bookings.checkIn,
      stayTo: bookings.checkOut,
      kind: bookings.kind,
      status: bookings.status,
      expirationTime: bookings.expirationTime,
      unitId: units.id,
      propertyId: units.propertyId,
      unitTitle: units.title,
      propertyTitle: properties.title,
      timeZone: properties.timeZone,
    })
    .from(externalEvents)
    .innerJoin(bookings, and(eq(bookings.unitId, externalEvents.unitId), lt(bookings.checkIn, externalEvents.dateTo), gt(bookings.checkOut, externalEvents.dateFrom), gt(bookings.checkOut, SINCE)))
    .innerJoin(units, eq(units.id, externalEvents.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(externalEvents.hostId, HOST), gt(externalEvents.dateTo, SINCE), isStay, live))
    .prepare('notification_overlaps'),
  read: db
    .select({ name: userInteractions.interactionType })
    .from(userInteractions)
    .where(and(eq(userInteractions.hostId, HOST), eq(userInteractions.interacted, true), like(userInteractions.interactionType, 'notification\\_%')))
    .prepare('notification_reads'),
}));

/** `host`: the caller's row as the sign-in check already read it (http/authenticate.ts), not read again. */
export async function listNotifications(db: Db, host: Pick<typeof hosts.$inferSelect, 'id' | 'commercialModel' | 'guestPreferences'>, now = new Date()): Promise<NotificationList> {
  const q = factQueries(db);
  const args = { hostId: host.id };
  const since = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const [unitRows, requestRows, overlapRows, readRows] = await Promise.all([q.units.execute(args), q.requests.execute(args), q.overlaps.execute({ ...args, since }), q.read.execute(args)]);
  const todays = new Map<string, string>();
  const todayAt = (zone: string) => todays.get(zone) ?? todays.set(zone, todayIn(zone, now)).get(zone)!;

  const facts: NotificationUnitFacts[] = unitRows.map(({ unit, propertyTitle, location }) => ({
    unitId: unit.id,
    propertyId: unit.propertyId,
    // A single-unit property's unit has no title of its own: the host knows it by the property's.
    title: unit.title ?? propertyTitle ?? '',
    publishedAt: (unit.publishedAt ?? unit.createdAt).toISOString(),
    countryCode: countryOf(location),
    bookingType: unit.bookingType,
    promotions: unit.promotions,
    registrationNumber: textOf(unit.regionalRequirements.registrationNumber),
  }));
  const derived = deriveNotifications({
    commercialModel: host.commercialModel,
    guestProfileAnswered: host.guestPreferences !== null,
    units: facts,
    pendingRequests: requestRows.map((r) => ({
      requestId: r.code,
      unit: { unitId: r.unitId, propertyId: r.propertyId, title: r.unitTitle ?? r.propertyTitle ?? '' },
      createdAt: r.createdAt.toISOString(),
      expirationTime: r.expirationTime?.toISOString() ?? null,
    })),
    importOverlaps: overlapRows.map((r) => ({
      unit: { unitId: r.unitId, propertyId: r.propertyId, title: r.unitTitle ?? r.propertyTitle ?? '' },
      event: { id: r.eventId, from: r.eventFrom, to: r.eventTo, importedAt: r.importedAt.toISOString() },
      stay: { id: r.stayId, from: r.stayFrom, to: r.stayTo, kind: r.kind, status: r.status, expirationTime: r.expirationTime?.toISOString() ?? null },
      today: todayAt(r.timeZone),
    })),
  }, now);
  const read = new Set(readRows.map((r) => r.name));
  const items = derived.map((n) => ({ ...n, interacted: read.has(n.interactionType) }));
  return { items, unread: unreadCount(items) };
}
