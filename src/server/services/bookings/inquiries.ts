import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { constantsInText } from '../../db/prepared';
import { bookings } from '../../db/schema';
import { conflict, DomainError } from '../../domain-errors';
import { recordAudit } from '../audit';
import type { Actor } from '../../domain-types';
import { staysOfHostUnit, type Stay } from '../availability-sources';
import { toUnavailability } from '../availability';
import { todayOfUnit } from '../property-time';
import { isCancellableInquiry, isOpenInquiry, type InquiryStatus } from '../../../shared/domain/bookings/statuses';
import { pagination } from '../../../shared/schemas/pagination';
import type { BookingCancel, InquiryDetails, InquiryList, InquiryListItem, InquiryListQuery, InquiryReject, OverlappingUnavailabilities } from '../../../shared/schemas/bookings';
import { decisionOf, detailFields, findStay, pageOfStays, searchCondition, searchPattern, stayFields, type ListStayRow, type StayListShape, type StayRow } from './stay-rows';
import { isNoDoubleBooking } from './conflicts';
import { ownerDecisionColumns } from './owner-decision';
import { postStayEvent, postStayMessage } from '../messaging/stay-messages';
import { assertNightsFree, heldByWinnerProblem, lockUnitNights } from '../night-holds';

// Inquiries of a host (HC §2 /inquiries, HC §3 Booking inquiry, HC §4 inquiry statuses,
// HC §7 booking-inquiries calls). An inquiry is confirmed in its own row (status confirmed), which
// then holds its nights like a booking: the no-double-booking constraint covers it.

const OPEN: InquiryStatus[] = ['requested', 'action_needed'];

function toListItem(row: ListStayRow): InquiryListItem {
  return { ...stayFields(row), status: row.stay.status as InquiryStatus };
}

/**
 * What else holds the inquiry's nights on its unit: bookings, requests, other inquiries, manual
 * blocks and imported events, read by the availability sources (one round trip). A unit deleted
 * since has nothing left to overlap.
 */
async function overlappingStays(db: Db, row: StayRow): Promise<Stay[]> {
  try {
    const stays = await staysOfHostUnit(db, row.stay.hostId, row.stay.unitId, { from: row.stay.checkIn, to: row.stay.checkOut }, { withLabels: false });
    return stays.filter((s) => s.id !== row.stay.id);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not-found') return [];
    throw error;
  }
}

/** `now` is the clock; whether the check-out has come is decided on the property's day. */
async function toDetails(db: Db, row: StayRow, now = new Date()): Promise<InquiryDetails> {
  const status = row.stay.status as InquiryStatus;
  const today = await todayOfUnit(db, row.unit.id, now);
  return {
    ...toListItem(row),
    ...detailFields(row),
    guestMessage: row.stay.guestMessage ?? null,
    rejection: status === 'rejected' ? decisionOf(row.stay) : null,
    cancellation: status === 'cancelled' ? decisionOf(row.stay) : null,
    overlappingCount: (await overlappingStays(db, row)).length,
    availableActions: isOpenInquiry(status) ? ['confirm', 'reject'] : isCancellableInquiry(status, row.stay.checkOut, today) ? ['cancel'] : [],
  };
}

/** GET /booking-inquiries: open ones (soonest check-in first) or all (newest first), search, unit, paging. */
export async function listInquiries(db: Db, hostId: string, query: InquiryListQuery): Promise<InquiryList> {
  const open = query['criteria[status]'] === 'open';
  const values = { hostId, unitId: query['criteria[unitId]'] ? query['criteria[unitId]'].toLowerCase() : undefined, pattern: searchPattern(query['criteria[search]']) };
  const shape: StayListShape = {
    key: `inquiries_${open ? 'open' : 'all'}_unit${Number(values.unitId !== undefined)}_search${Number(values.pattern !== undefined)}`,
    where: () =>
      and(
        eq(bookings.hostId, sql.placeholder('hostId')),
        // As bookings.ts: constants in the text keep the plan.
        constantsInText(and(eq(bookings.kind, 'inquiry'), open ? inArray(bookings.status, OPEN) : undefined)),
        values.unitId === undefined ? undefined : eq(bookings.unitId, sql.placeholder('unitId')),
        values.pattern === undefined ? undefined : searchCondition(sql.placeholder('pattern')),
      ),
    orderBy: () => (open ? [asc(bookings.checkIn), asc(bookings.id)] : [desc(bookings.createdAt), desc(bookings.id)]),
  };
  const { page, limit } = query;
  const { rows, total } = await pageOfStays(db, shape, values, page, limit);
  return { items: rows.map(toListItem), pagination: pagination(page, limit, total) };
}

export async function getInquiry(db: Db, hostId: string, code: string): Promise<InquiryDetails> {
  return toDetails(db, await findStay(db, hostId, 'inquiry', code));
}

/** GET /booking-inquiries/{id}/overlapping-unavailabilities: a page of what shares its nights (days, both ends included). */
export async function overlappingUnavailabilities(db: Db, hostId: string, code: string, paging: { page: number; limit: number }): Promise<OverlappingUnavailabilities> {
  const row = await findStay(db, hostId, 'inquiry', code);
  const all = (await overlappingStays(db, row)).map(toUnavailability);
  const { page, limit } = paging;
  return { items: all.slice((page - 1) * limit, page * limit), pagination: pagination(page, limit, all.length) };
}

const notOpen = (row: StayRow) => conflict(`Inquiry ${row.stay.code} is no longer open: it is ${row.stay.status.replace(/_/g, ' ')}.`);

/**
 * POST /booking-inquiries/{id}/confirm. Under the unit's nights lock (taken first, shared with
 * other confirms), the night-holds rule refuses a confirm over a stay, closed nights or an
 * imported event: 409 naming the nights and what holds them; a concurrent confirm that won is
 * named the same way.
 */
export async function confirmInquiry(db: Db, actor: Actor, code: string): Promise<InquiryDetails> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const seen = await findStay(tx, actor.host.id, 'inquiry', code);
    const locked = await lockUnitNights(tx, seen.stay.unitId, 'shared');
    const row = await findStay(tx, actor.host.id, 'inquiry', code, true);
    if (!isOpenInquiry(row.stay.status as InquiryStatus)) throw notOpen(row);
    const { checkIn, checkOut, unitId } = row.stay;
    await assertNightsFree(tx, 'confirm', unitId, { from: checkIn, to: checkOut }, `Inquiry ${row.stay.code} cannot be confirmed`, { exceptStayId: row.stay.id, locked });
    const now = new Date();
    let stay;
    try {
      // In a savepoint: when a concurrent confirm won (23P01), the holds can be read again to name it.
      [stay] = await tx.transaction((sp) =>
        sp.update(bookings).set({ status: 'confirmed', decidedBy: 'OWNER', decidedAt: now, updatedAt: now }).where(eq(bookings.id, row.stay.id)).returning(),
      );
    } catch (error) {
      if (isNoDoubleBooking(error)) throw await heldByWinnerProblem(tx, unitId, { from: checkIn, to: checkOut }, `Inquiry ${row.stay.code} cannot be confirmed`, row.stay.id);
      throw error;
    }
    await postStayEvent(tx, { stay, event: 'confirmed', code: stay.code, at: now });
    await recordAudit(tx, { ...actor, action: 'booking-inquiry.confirm', target: stay.id, detail: { code: stay.code, checkIn, checkOut } });
    return toDetails(tx, { stay, unit: row.unit });
  });
}

/** POST /booking-inquiries/{id}/reject: reason, explanation (OTHER only, HC §5), optional message to the guest. */
export async function rejectInquiry(db: Db, actor: Actor, code: string, body: InquiryReject): Promise<InquiryDetails> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await findStay(tx, actor.host.id, 'inquiry', code, true);
    if (!isOpenInquiry(row.stay.status as InquiryStatus)) throw notOpen(row);
    const now = new Date();
    const [stay] = await tx
      .update(bookings)
      .set({ status: 'rejected', ...ownerDecisionColumns(body, now) })
      .where(eq(bookings.id, row.stay.id))
      .returning();
    // The message to the guest is the host's message in the inquiry's conversation.
    // The decision, then the host's own words to the guest (a millisecond later, so the chat
    // always shows them in that order).
    const conversationId = await postStayEvent(tx, { stay, event: 'rejected', code: stay.code, at: now });
    await postStayMessage(tx, { stay: { ...stay, conversationId }, senderRole: 'host', body: body.message, clientMessageId: `reject-${stay.code}`, at: new Date(now.getTime() + 1) });
    await recordAudit(tx, { ...actor, action: 'booking-inquiry.reject', target: stay.id, detail: { code: stay.code, reason: body.reason } });
    return toDetails(tx, { stay: { ...stay, conversationId }, unit: row.unit });
  });
}

/**
 * POST /booking-inquiries/{id}/cancel: a confirmed inquiry whose check-out is still ahead, with
 * the booking's cancel payload (reason, sub-reason, explanation). Its nights are free at once:
 * the no-double-booking rule and the calendar count only confirmed inquiries. The guest reads
 * the cancellation in the chat.
 */
export async function cancelInquiry(db: Db, actor: Actor, code: string, body: BookingCancel, now = new Date()): Promise<InquiryDetails> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await findStay(tx, actor.host.id, 'inquiry', code, true);
    const today = await todayOfUnit(tx, row.unit.id, now);
    const status = row.stay.status as InquiryStatus;
    if (!isCancellableInquiry(status, row.stay.checkOut, today)) {
      throw conflict(
        status === 'confirmed'
          ? `Inquiry ${row.stay.code} cannot be cancelled: its check-out day (${row.stay.checkOut}) has come.`
          : `Inquiry ${row.stay.code} cannot be cancelled: it is ${status.replace(/_/g, ' ')}, only a confirmed inquiry can be.`,
      );
    }
    const [stay] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledBy: 'owner', ...ownerDecisionColumns(body, now) })
      .where(eq(bookings.id, row.stay.id))
      .returning();
    await postStayEvent(tx, { stay, event: 'cancelled', code: stay.code, at: now });
    await recordAudit(tx, {
      ...actor,
      action: 'booking-inquiry.cancel',
      target: stay.id,
      detail: { code: stay.code, reason: body.reason, subReason: body.subReason ?? null, checkIn: stay.checkIn, checkOut: stay.checkOut },
    });
    return toDetails(tx, { stay, unit: row.unit }, now);
  });
}
