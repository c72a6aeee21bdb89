import { and, asc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, externalEvents, icalFeeds, unitBlocks } from '../db/schema';
import type { Nights } from '../../shared/domain/availability/nights';
import { notFound } from '../http/problem';
import { isUuid } from './properties';
import type { UnavailabilitySource } from '../../shared/schemas/availability';

// What holds a unit's nights (spec §3 Unavailability sources), read with the (unit, from, to)
// indexes: a row counts when it starts before the window ends and ends after it starts. Three
// queries, one per table, each selecting only the columns the answers need.

export type StaySource = Exclude<UnavailabilitySource, 'multi' | 'others'>;

/** One row that holds nights [from, to) of a unit. */
export interface Stay extends Nights {
  id: string;
  source: StaySource;
  /** The booking row's code (booking, request or inquiry). */
  code: string | null;
  /** Guest "First L." or the imported event's summary. */
  label: string | null;
  feedId: string | null;
  feedName: string | null;
}

const INQUIRY_OPEN = ['requested', 'action_needed'];

/** Bookings, pending requests and open or confirmed inquiries: the rows that hold nights. */
const activeBookingRows = or(
  and(eq(bookings.kind, 'booking'), ne(bookings.status, 'CANCELLED')),
  and(eq(bookings.kind, 'request'), eq(bookings.status, 'REQUESTED')),
  and(eq(bookings.kind, 'inquiry'), inArray(bookings.status, ['confirmed', ...INQUIRY_OPEN])),
);

function bookingSource(kind: string, status: string): StaySource {
  if (kind === 'booking') return 'booking';
  if (kind === 'request') return 'booking_request';
  return status === 'confirmed' ? 'inquiry_confirmed' : 'inquiry';
}

const guestLabel = (first: string, last: string) => `${first} ${last ? `${last.charAt(0)}.` : ''}`.trim();

/** Every row holding a night of [window.from, window.to) on the unit, sorted by start. */
export async function staysOf(db: Db, unitId: string, window: Nights, options: { withLabels?: boolean } = {}): Promise<Stay[]> {
  const labels = options.withLabels ?? true;
  const bookingRows = await db
    .select({
      id: bookings.id,
      code: bookings.code,
      kind: bookings.kind,
      status: bookings.status,
      from: bookings.checkIn,
      to: bookings.checkOut,
      first: bookings.customerFirstName,
      last: bookings.customerLastName,
    })
    .from(bookings)
    .where(and(eq(bookings.unitId, unitId), lt(bookings.checkIn, window.to), gt(bookings.checkOut, window.from), activeBookingRows))
    .orderBy(asc(bookings.checkIn));
  const blockRows = await db
    .select({ id: unitBlocks.id, from: unitBlocks.dateFrom, to: unitBlocks.dateTo })
    .from(unitBlocks)
    .where(and(eq(unitBlocks.unitId, unitId), lt(unitBlocks.dateFrom, window.to), gt(unitBlocks.dateTo, window.from)))
    .orderBy(asc(unitBlocks.dateFrom));
  const externalRows = await db
    .select({
      id: externalEvents.id,
      from: externalEvents.dateFrom,
      to: externalEvents.dateTo,
      summary: externalEvents.summary,
      feedId: externalEvents.feedId,
      feedName: icalFeeds.name,
    })
    .from(externalEvents)
    .innerJoin(icalFeeds, eq(icalFeeds.id, externalEvents.feedId))
    .where(and(eq(externalEvents.unitId, unitId), lt(externalEvents.dateFrom, window.to), gt(externalEvents.dateTo, window.from)))
    .orderBy(asc(externalEvents.dateFrom));

  const stays: Stay[] = [
    ...bookingRows.map((b) => ({
      id: b.id,
      from: b.from,
      to: b.to,
      source: bookingSource(b.kind, b.status),
      code: b.code,
      label: labels ? guestLabel(b.first, b.last) : null,
      feedId: null,
      feedName: null,
    })),
    ...blockRows.map((b) => ({ id: b.id, from: b.from, to: b.to, source: 'manual' as const, code: null, label: null, feedId: null, feedName: null })),
    ...externalRows.map((e) => ({
      id: e.id,
      from: e.from,
      to: e.to,
      source: 'external_system' as const,
      code: null,
      label: labels ? e.summary : null,
      feedId: e.feedId,
      feedName: e.feedName,
    })),
  ];
  return stays.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/** Only the nights: the cheapest read, for "is this stay bookable" questions. */
export async function takenRanges(db: Db, unitId: string, window: Nights): Promise<Nights[]> {
  const [a, b, c] = [
    await db
      .select({ from: bookings.checkIn, to: bookings.checkOut })
      .from(bookings)
      .where(and(eq(bookings.unitId, unitId), lt(bookings.checkIn, window.to), gt(bookings.checkOut, window.from), activeBookingRows)),
    await db
      .select({ from: unitBlocks.dateFrom, to: unitBlocks.dateTo })
      .from(unitBlocks)
      .where(and(eq(unitBlocks.unitId, unitId), lt(unitBlocks.dateFrom, window.to), gt(unitBlocks.dateTo, window.from))),
    await db
      .select({ from: externalEvents.dateFrom, to: externalEvents.dateTo })
      .from(externalEvents)
      .where(and(eq(externalEvents.unitId, unitId), lt(externalEvents.dateFrom, window.to), gt(externalEvents.dateTo, window.from))),
  ];
  return [...a, ...b, ...c];
}

interface StayRow extends Record<string, unknown> {
  src: 'unit' | 'booking' | 'manual' | 'external';
  id: string;
  code: string | null;
  kind: string | null;
  status: string | null;
  d_from: string | null;
  d_to: string | null;
  first: string | null;
  last: string | null;
  feed_id: string | null;
  feed_name: string | null;
}

/**
 * The host's unit and every row holding a night of [window.from, window.to), in ONE round trip
 * (the calendar is the busiest read of the portal): the first branch is the tenant check, a
 * foreign or missing unit answers 404 exactly like findUnit. Dates are cast to text so both
 * drivers hand back yyyy-MM-dd strings.
 */
export async function staysOfHostUnit(db: Db, hostId: string, unitId: string, window: Nights, options: { withLabels?: boolean } = {}): Promise<Stay[]> {
  if (!isUuid(unitId)) throw notFound('unit');
  const labels = options.withLabels ?? true;
  const result = await db.execute<StayRow>(sql`
    select 'unit' as src, u.id::text as id, null as code, null as kind, null as status, null as d_from, null as d_to, null as first, null as last, null as feed_id, null as feed_name
      from units u join properties p on p.id = u.property_id
      where u.id = ${unitId} and u.host_id = ${hostId} and u.deleted_at is null and p.deleted_at is null
    union all
    select 'booking', b.id::text, b.code, b.kind, b.status, b.check_in::text, b.check_out::text, b.customer_first_name, b.customer_last_name, null, null
      from bookings b
      where b.unit_id = ${unitId} and b.check_in < ${window.to} and b.check_out > ${window.from}
        and ((b.kind = 'booking' and b.status <> 'CANCELLED') or (b.kind = 'request' and b.status = 'REQUESTED')
          or (b.kind = 'inquiry' and b.status in ('confirmed', 'requested', 'action_needed')))
    union all
    select 'manual', m.id::text, null, null, null, m.date_from::text, m.date_to::text, null, null, null, null
      from unit_blocks m
      where m.unit_id = ${unitId} and m.date_from < ${window.to} and m.date_to > ${window.from}
    union all
    select 'external', e.id::text, null, null, null, e.date_from::text, e.date_to::text, e.summary, null, e.feed_id::text, f.name
      from external_events e join ical_feeds f on f.id = e.feed_id
      where e.unit_id = ${unitId} and e.date_from < ${window.to} and e.date_to > ${window.from}
  `);
  const rows = result.rows as StayRow[];
  if (!rows.some((r) => r.src === 'unit')) throw notFound('unit');
  const stays: Stay[] = [];
  for (const r of rows) {
    if (r.src === 'unit') continue;
    const base = { id: r.id, from: r.d_from!, to: r.d_to!, code: null, label: null, feedId: null, feedName: null };
    if (r.src === 'booking') stays.push({ ...base, source: bookingSource(r.kind!, r.status!), code: r.code, label: labels ? guestLabel(r.first!, r.last!) : null });
    else if (r.src === 'manual') stays.push({ ...base, source: 'manual' });
    else stays.push({ ...base, source: 'external_system', label: labels ? r.first : null, feedId: r.feed_id, feedName: r.feed_name });
  }
  return stays.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}
