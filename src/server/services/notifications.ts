import { and, eq, gt, inArray, isNull, like, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { constantsInText, preparedPerDb } from '../db/prepared';
import { bookings, externalEvents, hosts, properties, units, userInteractions } from '../db/schema';
import { BOOKED_INQUIRY_STATUSES } from '../../shared/domain/availability/night-holds';
import {
  deriveNotifications,
  MAX_NOTIFICATIONS,
  unreadCount,
  type NotificationHostFacts,
  type NotificationOverlapFacts,
  type NotificationRequestFacts,
  type NotificationUnitFacts,
} from '../../shared/domain/notifications';
import type { NotificationList } from '../../shared/schemas/notifications';
import { todayIn } from '../../shared/domain/time/property-today';

// GET /api/app/user/notifications: the host's notifications, derived at read time from the
// account's current state (shared/domain/notifications.ts holds the rules), each read once its
// interaction name is stored as interacted (PUT /api/app/user/interaction). Only the host's own
// units that are not deleted (nor their property) take part. Imported events over stays are read
// as the pairs whose dates intersect from yesterday in UTC on (no zone's today is earlier), per
// unit: which of them clash, from the day it is at the property, is the shared rule's decision.

/** Narrows the booking rows to stays in SQL, from holdOfStay's own lists; the shared rule still decides. */
const isStay = or(and(eq(bookings.kind, 'booking'), ne(bookings.status, 'CANCELLED')), and(eq(bookings.kind, 'inquiry'), inArray(bookings.status, [...BOOKED_INQUIRY_STATUSES])));

// The host's facts are one prepared statement (db/prepared.ts), asked on every page by the bell:
// each part is built in PostgreSQL as JSON in the shape the shared rules read, and arrives as one
// document per part. Read as rows, the 100s of rows of a host with 100 units cost more of our CPU
// in the driver and the ORM's row mapping than the rules themselves (four statements, each row's
// columns decoded and mapped one by one).
const HOST = sql.placeholder('hostId');
const SINCE = sql.placeholder('since');
// The host's stays and imported events from yesterday on, each read once (the stays through the
// partial index bookings_host_stays_by_check_out_idx) and matched in memory: a few thousand rows
// for a host with 100 units. Looked up per imported event instead, each planner took its own index
// at its own cost: PostgreSQL 15 a btree, PostgreSQL 18 (embedded PGlite) the no-double-booking
// constraint's GiST for the unit alone, reading all of each unit's stays for every event.
// `materialized`: the planner must not fold either side back into a lookup per row of the other.
const STAYS = sql.raw('stays');
const IMPORTS = sql.raw('imports');
const stay = (column: string) => sql.raw(`stays.${column}`);
const imported = (column: string) => sql.raw(`imports.${column}`);
const staysAhead = sql`${STAYS} as materialized (select ${bookings.unitId} as unit_id, ${bookings.checkIn} as check_in, ${bookings.checkOut} as check_out,
    ${bookings.kind} as kind, ${bookings.status} as status, ${bookings.expirationTime} as expiration_time
  from ${bookings} where ${constantsInText(and(eq(bookings.hostId, HOST), gt(bookings.checkOut, SINCE), isStay))})`;
const importsAhead = sql`${IMPORTS} as materialized (select ${externalEvents.unitId} as unit_id, ${externalEvents.dateFrom} as date_from, ${externalEvents.dateTo} as date_to,
    ${externalEvents.updatedAt} as updated_at
  from ${externalEvents} where ${constantsInText(and(eq(externalEvents.hostId, HOST), gt(externalEvents.dateTo, SINCE)))})`;
const live = and(eq(units.hostId, HOST), isNull(units.deletedAt), isNull(properties.deletedAt));

/** An instant as Date#toISOString writes it (UTC, milliseconds, Z). */
const isoInstant = (column: SQL | AnyColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A jsonb member when it is a string, else null (what the rules expect of a text field). */
const jsonText = (column: AnyColumn, key: string) => sql`case when jsonb_typeof(${column} -> ${sql.raw(`'${key}'`)}) = 'string' then ${column} ->> ${sql.raw(`'${key}'`)} end`;
// A single-unit property's unit has no title of its own: the host knows it by the property's.
const unitRef = sql`json_build_object('unitId', ${units.id}, 'propertyId', ${units.propertyId}, 'title', coalesce(${units.title}, ${properties.title}, ''))`;
/** Joins the unit a row names (`on`), and its property. */
const joinUnit = (on: SQL) => sql`join ${units} on ${on} join ${properties} on ${properties.id} = ${units.propertyId}`;
/** The rows `from` yields, each as `row` builds it, as one JSON array (in `order`; [] when none). */
const jsonRows = (row: SQL, from: SQL, order?: SQL) => sql`(select coalesce(json_agg(${row}${order ? sql` order by ${order}` : sql``}), '[]'::json) from ${from})`;

/** Exported for its test: the statement's only parameters are the host and the day. */
export const factsQuery = preparedPerDb((db) =>
  db
    .select({
      // Published units, oldest first.
      units: sql<NotificationUnitFacts[]>`${jsonRows(
        sql`json_build_object('unitId', ${units.id}, 'propertyId', ${units.propertyId}, 'title', coalesce(${units.title}, ${properties.title}, ''),
          'publishedAt', ${isoInstant(sql`coalesce(${units.publishedAt}, ${units.createdAt})`)},
          'countryCode', ${jsonText(properties.location, 'countryCode')}, 'bookingType', ${units.bookingType},
          'promotions', ${units.promotions}, 'registrationNumber', ${jsonText(units.regionalRequirements, 'registrationNumber')})`,
        sql`${units} join ${properties} on ${eq(properties.id, units.propertyId)} where ${constantsInText(and(live, eq(units.status, 'PUBLISHED')))}`,
        sql`${units.publishedAt}, ${units.createdAt}, ${units.id}`,
      )}`,
      // Only the newest MAX_NOTIFICATIONS requests can be among the newest MAX_NOTIFICATIONS
      // notifications (equal times in sortNewestFirst's order of names: the codes, HP- and capitals or
      // digits). They are chosen first, among the live units' requests, and only they are joined to
      // their unit and written as JSON.
      requests: sql<NotificationRequestFacts[]>`${jsonRows(
        sql`json_build_object('requestId', ${bookings.code}, 'unit', ${unitRef}, 'createdAt', ${isoInstant(bookings.createdAt)}, 'expirationTime', ${isoInstant(bookings.expirationTime)})`,
        sql`${bookings} ${joinUnit(eq(units.id, bookings.unitId))}
          where ${bookings.id} in (select ${bookings.id} from ${bookings}
            where ${constantsInText(and(eq(bookings.hostId, HOST), eq(bookings.kind, 'request'), eq(bookings.status, 'REQUESTED')))}
              and ${bookings.unitId} in (select ${units.id} from ${units} join ${properties} on ${eq(properties.id, units.propertyId)} where ${constantsInText(live)})
            order by ${bookings.createdAt} desc, ${bookings.code} collate "C" limit ${sql.raw(String(MAX_NOTIFICATIONS))})`,
        sql`${bookings.createdAt} desc, ${bookings.code} collate "C"`,
      )}`,
      // Imported events over stays, as the pairs whose dates intersect from yesterday in UTC on (no
      // zone's today is earlier), one entry per unit: the nights each pair shares and what the rule
      // asks of its booking row. Which of them clash, from the day it is at the property, is the rule's.
      overlaps: sql<(Omit<NotificationOverlapFacts, 'today'> & { timeZone: string })[]>`${jsonRows(
        sql`clash.row`,
        sql`(with ${staysAhead}, ${importsAhead}
            select json_build_object('unit', ${unitRef}, 'timeZone', ${properties.timeZone}, 'pairs', json_agg(json_build_object(
              'from', greatest(${imported('date_from')}, ${stay('check_in')}), 'to', least(${imported('date_to')}, ${stay('check_out')}),
              'importedAt', ${isoInstant(imported('updated_at'))}, 'kind', ${stay('kind')}, 'status', ${stay('status')}, 'expirationTime', ${isoInstant(stay('expiration_time'))}))) as row
            from ${IMPORTS}
            join ${STAYS} on ${stay('unit_id')} = ${imported('unit_id')} and ${stay('check_in')} < ${imported('date_to')} and ${stay('check_out')} > ${imported('date_from')}
            ${joinUnit(sql`${units.id} = ${imported('unit_id')}`)}
            where ${constantsInText(live)}
            group by ${units.id}, ${properties.id}) clash`,
      )}`,
      read: sql<string[]>`(select coalesce(json_agg(${userInteractions.interactionType}), '[]'::json) from ${userInteractions}
        where ${constantsInText(and(eq(userInteractions.hostId, HOST), eq(userInteractions.interacted, true), like(userInteractions.interactionType, 'notification\\_%')))})`,
    })
    .from(hosts)
    .where(eq(hosts.id, HOST))
    .prepare('notification_facts'),
);

type NotificationHost = Pick<typeof hosts.$inferSelect, 'id' | 'commercialModel' | 'guestPreferences'>;

/** `host`: the caller's row as the sign-in check already read it (http/authenticate.ts), not read again. */
export async function listNotifications(db: Db, host: NotificationHost, now = new Date()): Promise<NotificationList> {
  const { facts, read } = await readNotificationFacts(db, host, now);
  const items = deriveNotifications(facts, now).map((n) => ({ ...n, interacted: read.has(n.interactionType) }));
  return { items, unread: unreadCount(items) };
}

/** What the rules read of the host's account (one prepared statement), and the names read already. */
async function readNotificationFacts(db: Db, host: NotificationHost, now: Date): Promise<{ facts: NotificationHostFacts; read: Set<string> }> {
  const since = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const [row] = await factsQuery(db).execute({ hostId: host.id, since });
  const todays = new Map<string, string>();
  const todayAt = (zone: string) => todays.get(zone) ?? todays.set(zone, todayIn(zone, now)).get(zone)!;
  const facts: NotificationHostFacts = {
    commercialModel: host.commercialModel,
    guestProfileAnswered: host.guestPreferences !== null,
    units: row?.units ?? [],
    pendingRequests: row?.requests ?? [],
    importOverlaps: (row?.overlaps ?? []).map(({ timeZone, ...unit }) => ({ ...unit, today: todayAt(timeZone) })),
  };
  return { facts, read: new Set(row?.read ?? []) };
}
