import { and, asc, desc, eq, gt, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postStayEvent } from '../messaging/stay-messages';
import { bookings } from '../../db/schema';
import { conflict } from '../../http/problem';
import { recordAudit } from '../audit';
import type { Actor } from '../properties';
import { todayUtc } from '../../../shared/domain/availability/dates';
import { bookingTabCriteria } from '../../../shared/domain/bookings/tabs';
import { isCancellableBooking, type BookingStatus } from '../../../shared/domain/bookings/statuses';
import { pagination } from '../../../shared/schemas/pagination';
import type { BookingCancel, BookingDetails, BookingList, BookingListItem, BookingListQuery } from '../../../shared/schemas/bookings';
import { decisionOf, detailFields, findStay, pageOfStays, searchCondition, stayFields, type StayRow } from './stay-rows';
import { ownerDecisionColumns } from './owner-decision';

// Bookings of a host (spec hosting-core §2 /bookings/{tab}, §3 Booking, §4 booking statuses, §7
// GET /api/app/bookings/{id}, POST .../cancel). A booking's publicId is its code.

function toListItem(row: StayRow): BookingListItem {
  return {
    ...stayFields(row),
    status: row.stay.status as BookingStatus,
    cancelledBy: row.stay.cancelledBy,
    bookingType: row.stay.bookingType,
  };
}

async function toDetails(db: Db, row: StayRow, today: string): Promise<BookingDetails> {
  const status = row.stay.status as BookingStatus;
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

/** GET /bookings: one tab (shared/domain/bookings/tabs.ts, today = the UTC day), search, unit, paging. */
export async function listBookings(db: Db, hostId: string, query: BookingListQuery, today = todayUtc()): Promise<BookingList> {
  const c = bookingTabCriteria(query['criteria[tab]'], today);
  const conditions: (SQL | undefined)[] = [
    eq(bookings.hostId, hostId),
    eq(bookings.kind, 'booking'),
    c.statuses === 'any' ? undefined : inArray(bookings.status, [...c.statuses]),
    c.checkInFrom ? gte(bookings.checkIn, c.checkInFrom) : undefined,
    c.checkInTo ? lte(bookings.checkIn, c.checkInTo) : undefined,
    c.checkOutAfter ? gt(bookings.checkOut, c.checkOutAfter) : undefined,
    query['criteria[unitId]'] ? eq(bookings.unitId, query['criteria[unitId]'].toLowerCase()) : undefined,
    searchCondition(query['criteria[search]']),
  ];
  const dir = c.order === 'checkInAsc' ? asc : desc;
  const { page, limit } = query;
  const { rows, total } = await pageOfStays(db, and(...conditions), [dir(bookings.checkIn), dir(bookings.createdAt), dir(bookings.id)], page, limit);
  return { items: rows.map(toListItem), pagination: pagination(page, limit, total) };
}

export async function getBooking(db: Db, hostId: string, code: string, today = todayUtc()): Promise<BookingDetails> {
  return toDetails(db, await findStay(db, hostId, 'booking', code), today);
}

/**
 * POST /bookings/{id}/cancel: the host cancels a confirmed booking whose check-out is still ahead
 * (shared rule isCancellableBooking). Its nights are free again at once: the no-double-booking
 * constraint and every availability read skip cancelled bookings.
 */
export async function cancelBooking(db: Db, actor: Actor, code: string, body: BookingCancel, today = todayUtc()): Promise<BookingDetails> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await findStay(tx, actor.host.id, 'booking', code, true);
    const status = row.stay.status as BookingStatus;
    if (!isCancellableBooking(status, row.stay.checkOut, today)) {
      throw conflict(
        status === 'CONFIRMED'
          ? `Booking ${row.stay.code} cannot be cancelled: its check-out day (${row.stay.checkOut}) has come.`
          : `Booking ${row.stay.code} cannot be cancelled: it is ${status.toLowerCase().replace(/_/g, ' ')}, only a confirmed booking can be.`,
      );
    }
    const now = new Date();
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
    return toDetails(tx, { stay, unit: row.unit }, today);
  });
}
