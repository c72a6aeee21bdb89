import { and, asc, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { constantsInText } from '../../db/prepared';
import { postStayEvent } from '../messaging/stay-messages';
import { bookings } from '../../db/schema';
import { conflict } from '../../domain-errors';
import { recordAudit } from '../audit';
import type { Actor } from '../../domain-types';
import { comparedWithPropertyToday, propertyTodayValues, todayOfUnit, zonesInUse } from '../property-time';
import { bookingTabCriteria } from '../../../shared/domain/bookings/tabs';
import { isCancellableBooking, type BookingStatus } from '../../../shared/domain/bookings/statuses';
import { pagination } from '../../../shared/schemas/pagination';
import type { BookingCancel, BookingDetails, BookingList, BookingListItem, BookingListQuery } from '../../../shared/schemas/bookings';
import { decisionOf, detailFields, findStay, pageOfStays, searchCondition, searchPattern, stayFields, type ListStayRow, type StayListShape, type StayRow } from './stay-rows';
import { ownerDecisionColumns } from './owner-decision';

// Bookings of a host (HC §2 /bookings/{tab}, HC §3 Booking, HC §4 booking statuses, HC §7
// GET /api/app/bookings/{id}, POST .../cancel). A booking's publicId is its code.

function toListItem(row: ListStayRow): BookingListItem {
  return {
    ...stayFields(row),
    status: row.stay.status as BookingStatus,
    cancelledBy: row.stay.cancelledBy,
    bookingType: row.stay.bookingType,
  };
}

/** `now` is the clock; whether the check-out has come is decided on the property's day. */
async function toDetails(db: Db, row: StayRow, now: Date): Promise<BookingDetails> {
  const status = row.stay.status as BookingStatus;
  const today = await todayOfUnit(db, row.unit.id, now);
  let bookingRequest: string | null = null;
  if (row.stay.sourceRequestId) {
    const [source] = await db.select({ code: bookings.code }).from(bookings).where(eq(bookings.id, row.stay.sourceRequestId)).limit(1);
    bookingRequest = source?.code ?? null;
  }
  return {
    ...toListItem(row),
    ...detailFields(row),
    bookingRequest,
    cancellation: status === 'CANCELLED' ? decisionOf(row.stay) : null,
    availableActions: isCancellableBooking(status, row.stay.checkOut, today) ? ['cancel'] : [],
  };
}

// Stands for "today" in the tab criteria: each booking's today is its property's (comparedWithPropertyToday).
const TODAY = 'today';

/**
 * GET /bookings: one tab (shared/domain/bookings/tabs.ts), search, unit, paging. "today" is each
 * booking's property's day at `now`: upcoming and current differ between a host's properties in
 * different zones.
 */
export async function listBookings(db: Db, hostId: string, query: BookingListQuery, now = new Date()): Promise<BookingList> {
  const tab = query['criteria[tab]'];
  const c = bookingTabCriteria(tab, TODAY);
  const days = [c.checkInFrom, c.checkInTo, c.checkOutAfter].filter((day) => day !== undefined);
  if (days.some((day) => day !== TODAY)) throw new Error(`booking tab criteria name a day other than today: ${days.join(', ')}`);
  // Only the tabs that compare with today (upcoming, current) need the host's zones read.
  const zones = days.length > 0 ? await zonesInUse(db, hostId) : [];
  const unitId = query['criteria[unitId]'] ? query['criteria[unitId]'].toLowerCase() : undefined;
  const pattern = searchPattern(query['criteria[search]']);
  const shape: StayListShape = {
    key: `bookings_${tab}_zones${zones.length}_unit${Number(unitId !== undefined)}_search${Number(pattern !== undefined)}`,
    where: () => {
      const today = (column: SQLWrapper, op: '>=' | '<=' | '>') => comparedWithPropertyToday(column, op, bookings.unitId, zones.length);
      return and(
        eq(bookings.hostId, sql.placeholder('hostId')),
        // The kind and the tab's statuses in the statement's text (constantsInText): as parameters,
        // PostgreSQL planned each call afresh.
        constantsInText(and(eq(bookings.kind, 'booking'), c.statuses === 'any' ? undefined : inArray(bookings.status, [...c.statuses]))),
        c.checkInFrom === undefined ? undefined : today(bookings.checkIn, '>='),
        c.checkInTo === undefined ? undefined : today(bookings.checkIn, '<='),
        c.checkOutAfter === undefined ? undefined : today(bookings.checkOut, '>'),
        unitId === undefined ? undefined : eq(bookings.unitId, sql.placeholder('unitId')),
        pattern === undefined ? undefined : searchCondition(sql.placeholder('pattern')),
      );
    },
    orderBy: () => {
      const dir = c.order === 'checkInAsc' ? asc : desc;
      return [dir(bookings.checkIn), dir(bookings.createdAt), dir(bookings.id)];
    },
  };
  const { page, limit } = query;
  // The tabs that compare with today need its values, also for a host without properties yet (no zones: UTC).
  const values = { hostId, unitId, pattern, ...(days.length > 0 && propertyTodayValues(zones, now)) };
  const { rows, total } = await pageOfStays(db, shape, values, page, limit);
  return { items: rows.map(toListItem), pagination: pagination(page, limit, total) };
}

export async function getBooking(db: Db, hostId: string, code: string, now = new Date()): Promise<BookingDetails> {
  return toDetails(db, await findStay(db, hostId, 'booking', code), now);
}

/**
 * POST /bookings/{id}/cancel: the host cancels a confirmed booking whose check-out is still ahead
 * (shared rule isCancellableBooking). Its nights are free again at once: the no-double-booking
 * constraint and every availability read skip cancelled bookings.
 */
export async function cancelBooking(db: Db, actor: Actor, code: string, body: BookingCancel, now = new Date()): Promise<BookingDetails> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await findStay(tx, actor.host.id, 'booking', code, true);
    const today = await todayOfUnit(tx, row.unit.id, now);
    const status = row.stay.status as BookingStatus;
    if (!isCancellableBooking(status, row.stay.checkOut, today)) {
      throw conflict(
        status === 'CONFIRMED'
          ? `Booking ${row.stay.code} cannot be cancelled: its check-out day (${row.stay.checkOut}) has come.`
          : `Booking ${row.stay.code} cannot be cancelled: it is ${status.toLowerCase().replace(/_/g, ' ')}, only a confirmed booking can be.`,
      );
    }
    const [stay] = await tx
      .update(bookings)
      .set({ status: 'CANCELLED', cancelledBy: 'owner', ...ownerDecisionColumns(body, now) })
      .where(eq(bookings.id, row.stay.id))
      .returning();
    await postStayEvent(tx, { stay, event: 'cancelled', code: stay.code, at: now });
    await recordAudit(tx, {
      ...actor,
      action: 'booking.cancel',
      target: stay.id,
      detail: { code: stay.code, reason: body.reason, subReason: body.subReason ?? null, checkIn: stay.checkIn, checkOut: stay.checkOut },
    });
    return toDetails(tx, { stay, unit: row.unit }, now);
  });
}
