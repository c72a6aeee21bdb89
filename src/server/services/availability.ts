import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { unitBlocks } from '../db/schema';
import { newId } from '../db/ids';
import { invalid } from '../domain-errors';
import { recordAudit } from './audit';
import type { Actor } from '../domain-types';
import { findUnit } from './units';
import { assertNightsFree } from './night-holds';
import { staysOfHostUnit, takenRanges, type Stay } from './availability-sources';
import { addDays, daysToNights, nightsToDays } from '../../shared/domain/availability/dates';
import { todayIn } from '../../shared/domain/time/property-today';
import { blockNights, nightsOf, normaliseNights, unblockNights, type Nights } from '../../shared/domain/availability/nights';
import { blockRangeProblems } from '../../shared/domain/availability/block-range';
import { dayStates, sharesNight } from '../../shared/domain/availability/day-states';
import { mergeCalendarEvents } from '../../shared/domain/availability/merge-events';
import type { BlockRequest, CalendarEvent, CalendarEvents, Unavailability } from '../../shared/schemas/availability';

// Availability of a unit (HC §3 Unavailability and Calendar event, HC §4
// Unavailabilities, Calendar marking and merging, HC §7 Availability). Days vs stays: see
// src/shared/schemas/availability.ts.

/** The calendar answers this many days past the asked end (HC §7: "extended by 14 days"). */
export const CALENDAR_TAIL_DAYS = 14;

/**
 * Every night (yyyy-MM-dd) in [dateFrom, dateTo] (both included) on which the unit cannot be
 * booked: active bookings, pending requests, open or confirmed inquiries, manual blocks, imported
 * events. Not host-scoped: callers find the unit for the host first.
 */
export async function takenNights(db: Db, unitId: string, range: { dateFrom: string; dateTo: string }): Promise<Set<string>> {
  const window = daysToNights(range);
  const ranges = normaliseNights(await takenRanges(db, unitId, window));
  return new Set(nightsOf(ranges, { first: range.dateFrom, last: range.dateTo }));
}

export function toUnavailability(s: Stay): Unavailability {
  const { dateFrom, dateTo } = nightsToDays(s);
  return {
    dateFrom,
    dateTo,
    source: s.source,
    booking: s.source === 'booking' ? s.code : null,
    bookingRequest: s.source === 'booking_request' ? s.code : null,
    inquiry: s.source === 'inquiry' || s.source === 'inquiry_confirmed' ? s.code : null,
    external: s.feedId,
  };
}


/** GET /properties/{unitId}/unavailabilities: days [dateFrom, dateTo], both included. */
export async function listUnavailabilities(db: Db, hostId: string, unitId: string, range: { dateFrom: string; dateTo: string }) {
  const stays = await staysOfHostUnit(db, hostId, unitId, daysToNights(range), { withLabels: false });
  return stays.map(toUnavailability);
}

type BlockAction = 'block' | 'unblock';

/**
 * Close (block) or open again (unblock) days [dateFrom, dateTo ?? dateFrom]. Only manual blocks
 * change: bookings and imported events are never touched; closing nights a stay holds is refused
 * (409 naming the nights and the stays). Blocks are kept merged (no two
 * overlapping or touching), computed here under the unit's row lock, since the table's exclusion
 * constraint only refuses overlaps. Answers the unit's unavailabilities over those days.
 */
export async function changeBlocks(db: Db, actor: Actor, unitId: string, body: BlockRequest, action: BlockAction, now = new Date()): Promise<Unavailability[]> {
  const days = { dateFrom: body.dateFrom, dateTo: body.dateTo ?? body.dateFrom };
  const range = daysToNights(days);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { unit, property } = await findUnit(tx, actor.host.id, unitId, true);
    // The schema checked formats, order and length; what is left is the day it is where the property is.
    if (blockRangeProblems(days, { today: todayIn(property.timeZone, now), closing: action === 'block' }).dateFrom === 'past') {
      throw invalid([{ name: 'dateFrom', reason: 'must not be in the past' }]);
    }
    // Closing is refused over a stay (a guest is coming); the unit's row lock, just taken, is the
    // one confirms and imports take, so a close and a confirm never both pass.
    if (action === 'block') await assertNightsFree(tx, 'close', unit.id, range, 'The dates cannot be closed', { locked: { preparationTime: 0 } });
    // The blocks the change can reach: those overlapping or touching the range.
    const near = await tx
      .select({ id: unitBlocks.id, from: unitBlocks.dateFrom, to: unitBlocks.dateTo })
      .from(unitBlocks)
      .where(and(eq(unitBlocks.unitId, unit.id), lte(unitBlocks.dateFrom, range.to), gte(unitBlocks.dateTo, range.from)));
    const next = action === 'block' ? blockNights(near, range) : unblockNights(near, range);
    if (!sameRanges(near, next)) {
      if (near.length) await tx.delete(unitBlocks).where(inArray(unitBlocks.id, near.map((b) => b.id)));
      if (next.length) await tx.insert(unitBlocks).values(next.map((n) => ({ id: newId(), hostId: unit.hostId, unitId: unit.id, dateFrom: n.from, dateTo: n.to })));
    }
    await recordAudit(tx, {
      ...actor,
      action: `unit.availability.${action}`,
      target: unit.id,
      detail: { dateFrom: days.dateFrom, dateTo: days.dateTo, before: near.map(({ from, to }) => ({ from, to })), after: next },
    });
    return (await staysOfHostUnit(tx, unit.hostId, unit.id, daysToNights(days), { withLabels: false })).map(toUnavailability);
  });
}

function sameRanges(a: readonly Nights[], b: readonly Nights[]) {
  const sa = normaliseNights(a);
  return sa.length === b.length && sa.every((r, i) => r.from === b[i].from && r.to === b[i].to);
}

const EVENT_SOURCE = {
  booking: 'booking',
  booking_request: 'booking_request',
  inquiry: 'inquiry',
  inquiry_confirmed: 'inquiry_confirmed',
  manual: 'manual',
  external_system: 'external',
} as const;

function toEvent(s: Stay, bookedNights: Nights[]): CalendarEvent {
  const external = s.source === 'external_system';
  return {
    id: s.id,
    dateFrom: s.from,
    dateTo: s.to,
    source: EVENT_SOURCE[s.source],
    booking: s.source === 'booking' ? s.code : null,
    bookingRequest: s.source === 'booking_request' ? s.code : null,
    inquiry: s.source === 'inquiry' || s.source === 'inquiry_confirmed' ? s.code : null,
    external,
    externalName: s.feedName,
    label: s.label,
    overlapsBooking: external && sharesNight(bookedNights, s),
    children: [],
  };
}

/** The calendar: events that touch days [dateFrom, dateTo + 14 days], merged, and every day's state. */
export async function calendarEvents(db: Db, hostId: string, query: { propertyUnitId: string; dateFrom: string; dateTo: string }): Promise<CalendarEvents> {
  const days = { dateFrom: query.dateFrom, dateTo: addDays(query.dateTo, CALENDAR_TAIL_DAYS) };
  // "Touch": a stay whose check-out day is dateFrom is in the answer too (the calendar draws its
  // last half-day), which is a stay holding the night before dateFrom.
  const window = { from: addDays(days.dateFrom, -1), to: addDays(days.dateTo, 1) };
  const stays = await staysOfHostUnit(db, hostId, query.propertyUnitId, window);
  // An imported event over a stay (a booking or a confirmed inquiry) is an overlap to show, as the feed's health counts it.
  const bookedNights = normaliseNights(stays.filter((s) => s.source === 'booking' || s.source === 'inquiry_confirmed'));
  const events = stays.map((s) => toEvent(s, bookedNights));
  return {
    unitId: query.propertyUnitId.toLowerCase(),
    dateFrom: days.dateFrom,
    dateTo: days.dateTo,
    events: mergeCalendarEvents(events),
    days: dayStates(stays, days.dateFrom, days.dateTo),
  };
}
