import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { constantsInText } from '../../db/prepared';
import { postStayEvent } from '../messaging/stay-messages';
import { bookings } from '../../db/schema';
import { newId } from '../../db/ids';
import { conflict } from '../../domain-errors';
import { recordAudit } from '../audit';
import type { Actor } from '../../domain-types';
import type { RequestStatus } from '../../../shared/domain/bookings/statuses';
import { pagination } from '../../../shared/schemas/pagination';
import type { BookingRequestDetails, BookingRequestList, BookingRequestListItem, BookingRequestListQuery, RequestReject } from '../../../shared/schemas/bookings';
import { decisionOf, detailFields, findStay, pageOfStays, searchCondition, searchPattern, stayFields, type ListStayRow, type StayListShape, type StayRow } from './stay-rows';
import { isPendingRequestRow, isPendingRequestSql, stayCounts } from './pending';
import { isNoDoubleBooking } from './conflicts';
import { withFreshStayCode } from './stay-code';
import { ownerDecisionColumns } from './owner-decision';
import { assertNightsFree, heldByWinnerProblem, lockUnitNights } from '../night-holds';

// Booking requests of a host (HC §3 Booking request, HC §4 request statuses, HC §7
// booking-requests calls). Confirming keeps the request row (CONFIRMED) and inserts a NEW booking
// row pointing at it, in one transaction; the no-double-booking exclusion constraint decides
// between concurrent confirms of overlapping requests (the loser gets 409).

function toListItem(row: ListStayRow): BookingRequestListItem {
  return {
    ...stayFields(row),
    status: row.stay.status as RequestStatus,
    expirationTime: row.stay.expirationTime ? new Date(row.stay.expirationTime).toISOString() : null,
  };
}

async function toDetails(db: Db, row: StayRow): Promise<BookingRequestDetails> {
  const [made] = await db.select({ code: bookings.code }).from(bookings).where(eq(bookings.sourceRequestId, row.stay.id)).limit(1);
  return {
    ...toListItem(row),
    ...detailFields(row),
    guestMessage: row.stay.guestMessage ?? null,
    booking: made?.code ?? null,
    rejection: row.stay.status === 'REJECTED' ? decisionOf(row.stay) : null,
    availableActions: isPendingRequestRow(row.stay) ? ['confirm', 'reject'] : [],
  };
}

/** GET /booking-requests-pending-count: the host's requests still waiting for an answer. */
export async function pendingRequestCount(db: Db, hostId: string): Promise<{ count: number }> {
  return { count: (await stayCounts(db, hostId)).pendingBookings };
}

/**
 * GET /booking-requests: pending (REQUESTED, not expired; the most urgent first) or all (newest
 * first), with search, unit, check-in up to and check-out from.
 */
export async function listBookingRequests(db: Db, hostId: string, query: BookingRequestListQuery): Promise<BookingRequestList> {
  const pending = query['criteria[status]'] === 'pending';
  const values = {
    hostId,
    unitId: query['criteria[unitId]'] ? query['criteria[unitId]'].toLowerCase() : undefined,
    checkInTo: query['criteria[checkIn][to]'] || undefined,
    checkOutFrom: query['criteria[checkOut][from]'] || undefined,
    pattern: searchPattern(query['criteria[search]']),
  };
  const has = (name: keyof typeof values) => values[name] !== undefined;
  const shape: StayListShape = {
    key: `requests_${pending ? 'pending' : 'all'}_unit${Number(has('unitId'))}_to${Number(has('checkInTo'))}_from${Number(has('checkOutFrom'))}_search${Number(has('pattern'))}`,
    where: () =>
      and(
        eq(bookings.hostId, sql.placeholder('hostId')),
        constantsInText(eq(bookings.kind, 'request')), // as bookings.ts: a constant in the text keeps the plan
        pending ? isPendingRequestSql() : undefined,
        has('unitId') ? eq(bookings.unitId, sql.placeholder('unitId')) : undefined,
        has('checkInTo') ? lte(bookings.checkIn, sql.placeholder('checkInTo')) : undefined,
        has('checkOutFrom') ? gte(bookings.checkOut, sql.placeholder('checkOutFrom')) : undefined,
        has('pattern') ? searchCondition(sql.placeholder('pattern')) : undefined,
      ),
    orderBy: () =>
      pending ? [sql`${bookings.expirationTime} asc nulls last`, asc(bookings.checkIn), asc(bookings.id)] : [desc(bookings.createdAt), desc(bookings.id)],
  };
  const { page, limit } = query;
  const { rows, total } = await pageOfStays(db, shape, values, page, limit);
  return { items: rows.map(toListItem), pagination: pagination(page, limit, total) };
}

export async function getBookingRequest(db: Db, hostId: string, code: string): Promise<BookingRequestDetails> {
  return toDetails(db, await findStay(db, hostId, 'request', code));
}

const notPending = (row: StayRow) =>
  conflict(
    row.stay.status === 'REQUESTED'
      ? `Booking request ${row.stay.code} is no longer pending: it expired at ${new Date(row.stay.expirationTime!).toISOString()}.`
      : `Booking request ${row.stay.code} is no longer pending: it is ${row.stay.status.toLowerCase()}.`,
  );

/**
 * POST /booking-requests/{id}/confirm. Under the unit's nights lock, the night-holds rule refuses
 * a confirm over a stay, closed nights or an imported event (409 naming the nights and holders);
 * the request row is locked too, so the same request confirmed twice at once yields one booking.
 * Between concurrent confirms the exclusion constraint decides (SQLSTATE 23P01 -> the same 409).
 */
export async function confirmBookingRequest(db: Db, actor: Actor, code: string): Promise<BookingRequestDetails> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // The unit's nights lock first (shared: confirms of one unit run side by side), then the request's row.
    const seen = await findStay(tx, actor.host.id, 'request', code);
    const locked = await lockUnitNights(tx, seen.stay.unitId, 'shared');
    const row = await findStay(tx, actor.host.id, 'request', code, true);
    if (!isPendingRequestRow(row.stay)) throw notPending(row);
    const r = row.stay;
    await assertNightsFree(tx, 'confirm', r.unitId, { from: r.checkIn, to: r.checkOut }, `Booking request ${r.code} cannot be confirmed`, { exceptStayId: r.id, locked });
    const now = new Date();
    let booking: { id: string; code: string };
    try {
      booking = await withFreshStayCode(tx, async (sp, newCode) => {
        const [made] = await sp
          .insert(bookings)
          .values({
            id: newId(),
            code: newCode,
            hostId: r.hostId,
            unitId: r.unitId,
            kind: 'booking',
            status: 'CONFIRMED',
            checkIn: r.checkIn,
            checkOut: r.checkOut,
            guests: r.guests,
            customerFirstName: r.customerFirstName,
            customerLastName: r.customerLastName,
            customerEmail: r.customerEmail,
            customerPhone: r.customerPhone,
            customerLanguage: r.customerLanguage,
            totalAmount: r.totalAmount,
            currency: r.currency,
            quote: r.quote,
            bookingType: 'onRequest',
            sourceRequestId: r.id,
            guestMessage: r.guestMessage,
            conversationId: r.conversationId,
          })
          .returning({ id: bookings.id, code: bookings.code });
        return made;
      });
    } catch (error) {
      if (isNoDoubleBooking(error)) throw await heldByWinnerProblem(tx, r.unitId, { from: r.checkIn, to: r.checkOut }, `Booking request ${r.code} cannot be confirmed`, r.id);
      throw error;
    }
    const [stay] = await tx
      .update(bookings)
      .set({ status: 'CONFIRMED', decidedBy: 'OWNER', decidedAt: now, updatedAt: now })
      .where(eq(bookings.id, r.id))
      .returning();
    // The guest reads it in the chat, under the booking's code (the stay's code from now on).
    await postStayEvent(tx, { stay, event: 'confirmed', code: booking.code, at: now });
    await recordAudit(tx, {
      ...actor,
      action: 'booking-request.confirm',
      target: r.id,
      detail: { code: r.code, booking: booking.code, bookingId: booking.id, checkIn: r.checkIn, checkOut: r.checkOut },
    });
    return toDetails(tx, { stay, unit: row.unit });
  });
}

/** POST /booking-requests/{id}/reject: reason, optional sub-reason, explanation per HC §5 (checked by the schema). */
export async function rejectBookingRequest(db: Db, actor: Actor, code: string, body: RequestReject): Promise<BookingRequestDetails> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await findStay(tx, actor.host.id, 'request', code, true);
    if (!isPendingRequestRow(row.stay)) throw notPending(row);
    const now = new Date();
    const [stay] = await tx
      .update(bookings)
      .set({ status: 'REJECTED', ...ownerDecisionColumns(body, now) })
      .where(eq(bookings.id, row.stay.id))
      .returning();
    await postStayEvent(tx, { stay, event: 'rejected', code: stay.code, at: now });
    await recordAudit(tx, {
      ...actor,
      action: 'booking-request.reject',
      target: stay.id,
      detail: { code: stay.code, reason: body.reason, subReason: body.subReason ?? null },
    });
    return toDetails(tx, { stay, unit: row.unit });
  });
}
