import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, conversationMembers, conversations, externalEvents, icalFeeds, messages, properties, unitBlocks, units } from '../db/schema';
import type { HostRow } from '../domain-types';
import { isPendingRequestSql } from './bookings/pending';
import { unreadConversationCount } from './messaging/channels';
import { latestUnansweredReviews, unansweredReviewCount } from './reviews/host-reviews';
import { addDays } from '../../shared/domain/availability/dates';
import { FALLBACK_TIME_ZONE, todayIn } from '../../shared/domain/time/property-today';
import { stayPath } from '../../shared/domain/bookings/stay-paths';
import { conversationPath } from '../../shared/domain/messaging/inbox';
import { earningOf, effectivePlan, totalsByCurrency } from '../../shared/domain/earnings';
import { occupancyOfYear } from '../../shared/domain/insights/occupancy';
import { shareOf } from '../../shared/domain/insights/calendar-year';
import {
  STAYED_BOOKING_STATUSES,
  isHeldStay,
  STAYED_INQUIRY_STATUSES,
  TODAY_LIST_LIMIT,
  TODAY_REVIEW_LIMIT,
  TODAY_UNREAD_LIMIT,
  monthAfter,
  monthBefore,
  monthOfDay,
  nightsOf,
  snippetOf,
  stayMovements,
  todaySections,
} from '../../shared/domain/today';
import type { Today, TodayMovement, TodayStay } from '../../shared/schemas/today';

// GET /api/app/today (the Today page, '/'): what needs the host now, in one answer. Every query
// is the host's own rows (host_id first, on the (host, kind, …) indexes of bookings, the host index
// of conversations); they run together, not one after the other. "Today" of a stay is its unit's
// property's day (shared/domain/time/property-today.ts); the page's own day (the month of the
// statistics) is the host's properties' zone, UTC without one or when they differ.

const OPEN_INQUIRY = ['requested', 'action_needed'];

/** A unit goes by its own title, a single-unit property's by its property's (as the unit selectors show it). */
const unitTitle = sql<string>`coalesce(${units.title}, ${properties.title}, '')`;

const stayColumns = {
  id: bookings.id,
  code: bookings.code,
  kind: bookings.kind,
  status: bookings.status,
  first: bookings.customerFirstName,
  last: bookings.customerLastName,
  unitId: bookings.unitId,
  unitTitle,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  guests: bookings.guests,
  expirationTime: bookings.expirationTime,
  timeZone: properties.timeZone,
};
const staysOf = (db: Db) => db.select(stayColumns).from(bookings).innerJoin(units, eq(units.id, bookings.unitId)).innerJoin(properties, eq(properties.id, units.propertyId));
type StayLine = Omit<Awaited<ReturnType<ReturnType<typeof staysOf>['where']>>[number], 'expirationTime'> & { expirationTime: Date | string | null };


function toStay(row: StayLine): TodayStay {
  return {
    code: row.code,
    kind: row.kind,
    status: row.status,
    guestName: `${row.first} ${row.last}`.trim(),
    unitId: row.unitId,
    unitTitle: row.unitTitle,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: nightsOf(row),
    guests: row.guests,
    expirationTime: row.expirationTime ? new Date(row.expirationTime).toISOString() : null,
    path: stayPath(row.kind, row.code),
  };
}

const monthStart = (month: string) => `${month}-01`;

export async function todayOfHost(db: Db, host: HostRow, now = new Date()): Promise<Today> {
  const sections = todaySections(host);
  const zoneRows = await db.selectDistinct({ timeZone: properties.timeZone }).from(properties).where(eq(properties.hostId, host.id));
  const zones = zoneRows.map((z) => z.timeZone);
  const hostZone = zones.length === 1 ? zones[0]! : FALLBACK_TIME_ZONE;
  const today = todayIn(hostZone, now);
  const tomorrow = addDays(today, 1);
  // The days any of the host's zones can have today and tomorrow: the query's bounds; each row is
  // then placed on its own property's day.
  const todays = (zones.length > 0 ? zones : [FALLBACK_TIME_ZONE]).map((z) => todayIn(z, now)).sort();
  const earliest = todays[0]!;
  const latestTomorrow = addDays(todays[todays.length - 1]!, 1);

  const thisMonth = monthOfDay(today);
  const lastMonth = monthBefore(thisMonth);
  const from = monthStart(lastMonth);
  const to = monthStart(monthAfter(thisMonth));

  const held = or(
    and(eq(bookings.kind, 'booking'), inArray(bookings.status, [...STAYED_BOOKING_STATUSES])),
    and(eq(bookings.kind, 'inquiry'), inArray(bookings.status, [...STAYED_INQUIRY_STATUSES])),
  );

  const [waiting, moving, unreadCount, latestUnread, unanswered, latestReviews, feeds, earningRows, liveUnits] = await Promise.all([
    // Requests and open inquiries waiting for the host (few: a request expires within hours).
    sections.requests || sections.inquiries
      ? staysOf(db)
          .where(
            and(
              eq(bookings.hostId, host.id),
              or(
                sections.requests ? and(eq(bookings.kind, 'request'), isPendingRequestSql(now)) : undefined,
                sections.inquiries ? and(eq(bookings.kind, 'inquiry'), inArray(bookings.status, OPEN_INQUIRY)) : undefined,
              ),
            ),
          )
          .orderBy(asc(bookings.expirationTime), asc(bookings.checkIn), asc(bookings.id))
      : Promise.resolve([]),
    // Stays that hold their nights around today: checked in by tomorrow, not checked out before today.
    staysOf(db)
      .where(and(eq(bookings.hostId, host.id), inArray(bookings.kind, ['booking', 'inquiry']), held, lte(bookings.checkIn, latestTomorrow), gte(bookings.checkOut, earliest)))
      .orderBy(asc(bookings.checkIn), asc(bookings.id)),
    unreadConversationCount(db, host.id),
    db
      .select({
        id: conversations.id,
        at: conversations.lastMessageAt,
        guestName: conversationMembers.displayName,
        body: sql<string | null>`(select m.body from ${messages} m where m.conversation_id = ${conversations.id} and m.sender_role <> 'host' order by m.created_at desc limit 1)`,
      })
      .from(conversations)
      .leftJoin(conversationMembers, and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.role, 'guest')))
      .where(
        and(
          eq(conversations.hostId, host.id),
          sql`exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id} and m.sender_role <> 'host'
            and m.created_at > coalesce((select cm.last_read_at from ${conversationMembers} cm where cm.conversation_id = ${conversations.id} and cm.role = 'host'), '-infinity'::timestamptz))`,
        ),
      )
      .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id))
      .limit(TODAY_UNREAD_LIMIT),
    unansweredReviewCount(db, host.id),
    latestUnansweredReviews(db, host.id, TODAY_REVIEW_LIMIT),
    // Imports whose last attempt failed, on the host's units that are not deleted.
    db
      .select({ id: icalFeeds.id, name: icalFeeds.name, unitId: units.id, propertyId: units.propertyId, unitTitle, lastError: icalFeeds.lastError, lastAttemptAt: icalFeeds.lastAttemptAt })
      .from(units)
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .innerJoin(icalFeeds, eq(icalFeeds.unitId, units.id))
      .where(and(eq(units.hostId, host.id), isNull(units.deletedAt), isNull(properties.deletedAt), eq(icalFeeds.hostId, host.id), isNotNull(icalFeeds.lastError)))
      .orderBy(asc(icalFeeds.name), asc(icalFeeds.id)),
    // The earnings statistics' stays (services/insights/unit-statistics.ts): bookings not cancelled, by check-in month.
    db
      .select({ checkIn: bookings.checkIn, currency: bookings.currency, totalAmount: bookings.totalAmount, plan: properties.commercialModelPlan })
      .from(bookings)
      .innerJoin(units, eq(units.id, bookings.unitId))
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .where(and(eq(bookings.hostId, host.id), eq(bookings.kind, 'booking'), sql`${bookings.status} <> 'CANCELLED'`, gte(bookings.checkIn, from), lt(bookings.checkIn, to))),
    // Occupancy is of the host's published units.
    db
      .select({ id: units.id })
      .from(units)
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .where(and(eq(units.hostId, host.id), eq(units.status, 'PUBLISHED'), isNull(units.deletedAt), isNull(properties.deletedAt))),
  ]);

  const stays = (waiting as StayLine[]).map(toStay);
  const requests = stays.filter((s) => s.kind === 'request');
  // Inquiries have no deadline: soonest check-in first.
  const inquiries = stays.filter((s) => s.kind === 'inquiry').sort((a, b) => a.checkIn.localeCompare(b.checkIn) || a.code.localeCompare(b.code));

  const arrivals: TodayMovement[] = [];
  const departures: TodayMovement[] = [];
  const staying: TodayStay[] = [];
  for (const row of moving as StayLine[]) {
    if (!isHeldStay(row)) continue; // the query's rule, once more in its shared form
    const stay = toStay(row);
    for (const m of stayMovements(row, todayIn(row.timeZone, now))) {
      if (m.section === 'staying') staying.push(stay);
      else (m.section === 'arrivals' ? arrivals : departures).push({ ...stay, day: m.day });
    }
  }
  const byDay = (a: TodayMovement, b: TodayMovement) => (a.day === b.day ? 0 : a.day === 'today' ? -1 : 1);
  arrivals.sort(byDay);
  departures.sort(byDay);

  const money = earningRows.map((r) => ({ checkIn: r.checkIn, currency: r.currency, ...earningOf(r.totalAmount, effectivePlan(r.plan, host)) }));
  const monthTotals = (month: string, currency: string) => {
    const t = totalsByCurrency(money.filter((l) => l.currency === currency && l.checkIn.startsWith(month)))[0];
    return { month, stays: t?.count ?? 0, gross: t?.gross ?? 0, net: t?.net ?? 0 };
  };
  const earnings = totalsByCurrency(money).map(({ currency }) => ({ currency, thisMonth: monthTotals(thisMonth, currency), lastMonth: monthTotals(lastMonth, currency) }));

  return {
    today,
    tomorrow,
    sections,
    requests: { count: requests.length, items: requests.slice(0, TODAY_LIST_LIMIT) },
    inquiries: { count: inquiries.length, items: inquiries.slice(0, TODAY_LIST_LIMIT) },
    arrivals,
    departures,
    staying,
    unread: {
      count: unreadCount,
      latest: latestUnread.map((c) => ({
        channelId: c.id,
        guestName: c.guestName ?? '',
        snippet: snippetOf(c.body ?? ''),
        at: c.at ? new Date(c.at).toISOString() : null,
        path: conversationPath('all', c.id),
      })),
    },
    reviews: {
      unanswered,
      path: '/insights/reviews',
      latest: latestReviews.map((r) => ({
        reviewId: r.publicId,
        guestName: r.guestName,
        rating: r.rating,
        unitTitle: r.unitTitle,
        snippet: snippetOf(r.comment),
        path: `/insights/reviews/${r.unitId}`,
      })),
    },
    failingFeeds: feeds.map((f) => ({
      feedId: f.id,
      name: f.name,
      unitId: f.unitId,
      unitTitle: f.unitTitle,
      lastError: f.lastError ?? '',
      lastAttemptAt: f.lastAttemptAt ? new Date(f.lastAttemptAt).toISOString() : null,
      path: `/properties/${encodeURIComponent(f.propertyId)}/units/${encodeURIComponent(f.unitId)}/calendar-sync`,
    })),
    earnings,
    occupancy: await occupancyOfMonths(
      db,
      host.id,
      liveUnits.map((u) => u.id),
      lastMonth,
      thisMonth,
      { from, to },
    ),
  };
}

/**
 * Occupancy of the host's units in two months, by the statistics' rule (shared/domain/insights/
 * occupancy.ts: booked over closed over imported, per night): the nights of every unit summed.
 */
async function occupancyOfMonths(db: Db, hostId: string, unitIds: string[], lastMonth: string, thisMonth: string, range: { from: string; to: string }) {
  const empty = (month: string) => ({ month, bookedNights: 0, availableNights: 0, rate: null });
  if (unitIds.length === 0) return { thisMonth: empty(thisMonth), lastMonth: empty(lastMonth) };
  const [booked, closed, external] = await Promise.all([
    db
      .select({ unitId: bookings.unitId, from: bookings.checkIn, to: bookings.checkOut })
      .from(bookings)
      .where(
        and(
          eq(bookings.hostId, hostId),
          inArray(bookings.unitId, unitIds),
          lt(bookings.checkIn, range.to),
          gt(bookings.checkOut, range.from),
          or(and(eq(bookings.kind, 'booking'), sql`${bookings.status} <> 'CANCELLED'`), and(eq(bookings.kind, 'inquiry'), inArray(bookings.status, [...STAYED_INQUIRY_STATUSES]))),
        ),
      ),
    db
      .select({ unitId: unitBlocks.unitId, from: unitBlocks.dateFrom, to: unitBlocks.dateTo })
      .from(unitBlocks)
      .where(and(eq(unitBlocks.hostId, hostId), inArray(unitBlocks.unitId, unitIds), lt(unitBlocks.dateFrom, range.to), gt(unitBlocks.dateTo, range.from))),
    db
      .select({ unitId: externalEvents.unitId, from: externalEvents.dateFrom, to: externalEvents.dateTo })
      .from(externalEvents)
      .where(and(eq(externalEvents.hostId, hostId), inArray(externalEvents.unitId, unitIds), lt(externalEvents.dateFrom, range.to), gt(externalEvents.dateTo, range.from))),
  ]);
  const monthFigures = (month: string) => {
    const year = Number(month.slice(0, 4));
    const m = Number(month.slice(5, 7));
    let bookedNights = 0;
    let availableNights = 0;
    for (const unitId of unitIds) {
      const ofUnit = <T extends { unitId: string }>(rows: T[]) => rows.filter((r) => r.unitId === unitId);
      const figures = occupancyOfYear(year, { booked: ofUnit(booked), closed: ofUnit(closed), external: ofUnit(external) }).months[m - 1]!;
      bookedNights += figures.bookedNights;
      availableNights += figures.availableNights;
    }
    return { month, bookedNights, availableNights, rate: shareOf(bookedNights, availableNights) };
  };
  return { thisMonth: monthFigures(thisMonth), lastMonth: monthFigures(lastMonth) };
}
