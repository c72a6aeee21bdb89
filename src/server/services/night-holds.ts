import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conflict, type DomainError } from '../domain-errors';
import { addDays } from '../../shared/domain/availability/dates';
import { nightsOf, type Nights } from '../../shared/domain/availability/nights';
import { holdOfStay, refusalsOf, refusedNights, type Hold, type NightWrite, type Refusal } from '../../shared/domain/availability/night-holds';
import type { PriceConfiguration } from '../../shared/schemas/price-configuration';

// The server's side of the night-holds rule (src/shared/domain/availability/night-holds.ts).
//
// The unit's row lock is THE lock of its nights. Closed nights and imported events live in other
// tables than stays, so no exclusion constraint can span them; the row lock orders the writes:
//   - closing, importing and guests take it exclusively (FOR UPDATE): each sees every write before it;
//   - confirms take it shared (FOR SHARE): a confirm never runs beside a close, an import or a guest
//     of the unit, so it sees what they wrote (and they see its stay), but confirms of one unit
//     run side by side. Between two confirms the exclusion constraint bookings_no_double_booking
//     (migration 0004) decides, as it always has: the loser's insert fails with SQLSTATE 23P01,
//     and heldByWinnerProblem names the nights the winner took.
// Then the holds are read and the rule asked, all in the write's transaction.

export type NightsLock = 'exclusive' | 'shared';

/** Locks the unit's row until the transaction ends; answers its preparation time (0 when none is set). */
export async function lockUnitNights(tx: Db, unitId: string, lock: NightsLock = 'exclusive'): Promise<{ preparationTime: number }> {
  const mode = lock === 'exclusive' ? sql`for update` : sql`for share`;
  const result = await tx.execute<{ cfg: PriceConfiguration | null }>(sql`select price_configuration as cfg from units where id = ${unitId} ${mode}`);
  const cfg = (result.rows[0] as { cfg: PriceConfiguration | string | null } | undefined)?.cfg;
  const parsed = typeof cfg === 'string' ? (JSON.parse(cfg) as PriceConfiguration) : cfg;
  return { preparationTime: Number(parsed?.preparationTime ?? 0) || 0 };
}

interface HoldRow extends Record<string, unknown> {
  src: 'booking' | 'manual' | 'external';
  id: string;
  code: string | null;
  kind: string | null;
  status: string | null;
  expires: string | Date | null;
  d_from: string;
  d_to: string;
  feed_id: string | null;
  feed_name: string | null;
}

/** Every hold on the unit's nights [window.from, window.to) at `now`, in one round trip. */
export async function holdsOfUnit(db: Db, unitId: string, window: Nights, options: { exceptStayId?: string; now?: Date } = {}): Promise<Hold[]> {
  const now = options.now ?? new Date();
  const result = await db.execute<HoldRow>(sql`
    select 'booking' as src, b.id::text as id, b.code, b.kind, b.status, b.expiration_time as expires, b.check_in::text as d_from, b.check_out::text as d_to, null as feed_id, null as feed_name
      from bookings b
      where b.unit_id = ${unitId} and b.check_in < ${window.to} and b.check_out > ${window.from}
    union all
    select 'manual', m.id::text, null, null, null, null, m.date_from::text, m.date_to::text, null, null
      from unit_blocks m
      where m.unit_id = ${unitId} and m.date_from < ${window.to} and m.date_to > ${window.from}
    union all
    select 'external', e.id::text, null, null, null, null, e.date_from::text, e.date_to::text, e.feed_id::text, f.name
      from external_events e join ical_feeds f on f.id = e.feed_id
      where e.unit_id = ${unitId} and e.date_from < ${window.to} and e.date_to > ${window.from}
  `);
  const holds: Hold[] = [];
  for (const r of result.rows as HoldRow[]) {
    const nights = { id: r.id, from: r.d_from, to: r.d_to };
    if (r.src === 'manual') holds.push({ ...nights, kind: 'closed' });
    else if (r.src === 'external') holds.push({ ...nights, kind: 'imported', feedId: r.feed_id, feedName: r.feed_name });
    else if (r.id !== options.exceptStayId) {
      const kind = holdOfStay({ kind: r.kind!, status: r.status!, expirationTime: r.expires }, now);
      if (kind) holds.push({ ...nights, kind, code: r.code });
    }
  }
  return holds;
}

const describeHold = (r: Refusal) => {
  const { hold } = r;
  if (hold.kind === 'closed') return 'you closed them';
  if (hold.kind === 'imported') return `the imported calendar "${hold.feedName ?? ''}" holds them (another channel sold them)`;
  if (hold.kind === 'stay') return `stay ${hold.code} holds them`;
  return `${hold.kind === 'request' ? 'booking request' : 'inquiry'} ${hold.code} holds them`;
};

/** 409 problem+json naming the nights and, per holder, which nights it holds (and the feed of an import). */
export function nightsHeldProblem(what: string, refusals: readonly Refusal[]): DomainError {
  const nights = refusedNights(refusals);
  const reasons = refusals.map((r) => `${r.nights.join(', ')}: ${describeHold(r)}`).join('; ');
  return conflict(`${what}: the nights ${nights.join(', ')} are not free (${reasons}).`, {
    nights,
    holders: refusals.map((r) => ({ kind: r.hold.kind, code: r.hold.code ?? null, feedId: r.hold.feedId ?? null, feedName: r.hold.feedName ?? null, nights: r.nights })),
  });
}

/**
 * Under the unit's lock: throws the 409 when a hold refuses `write` of nights `wanted`.
 * `locked` is what lockUnitNights answered when the caller took the lock already (else it is
 * taken here); `exceptStayId` is the stay being confirmed (it does not refuse itself).
 */
export async function assertNightsFree(
  tx: Db,
  write: NightWrite,
  unitId: string,
  wanted: Nights,
  what: string,
  options: { exceptStayId?: string; locked?: { preparationTime: number } } = {},
): Promise<void> {
  const { preparationTime } = options.locked ?? (await lockUnitNights(tx, unitId));
  const prep = write === 'confirm' ? preparationTime : 0;
  const window = { from: addDays(wanted.from, -prep), to: addDays(wanted.to, prep) };
  const refusals = refusalsOf(write, wanted, await holdsOfUnit(tx, unitId, window, options), { preparationTime: prep });
  if (refusals.length) throw nightsHeldProblem(what, refusals);
}

/**
 * The 409 of a confirm that lost the race to another confirm (SQLSTATE 23P01, in a savepoint the
 * caller rolled back): the winner has committed, so reading the holds again names it.
 */
export async function heldByWinnerProblem(tx: Db, unitId: string, wanted: Nights, what: string, exceptStayId: string): Promise<DomainError> {
  const refusals = refusalsOf('confirm', wanted, await holdsOfUnit(tx, unitId, wanted, { exceptStayId }));
  if (refusals.length) return nightsHeldProblem(what, refusals);
  // Cancelled again in between: still refused, for all of its nights.
  const nights = nightsOf([wanted]);
  return conflict(`${what}: the nights ${nights.join(', ')} were just taken by another stay.`, { nights, holders: [] });
}
