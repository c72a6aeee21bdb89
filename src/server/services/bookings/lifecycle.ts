import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { REVIEW_WINDOW_DAYS } from '../../../shared/domain/bookings/stay-lifecycle';
import { propertyTodaySql, zonesInUse } from '../property-time';
import { scheduleGuestStayMail } from './guest-stay-mail-job';
import type { GuestStayNews } from '../mail/guest-stay-mail';

// How time moves stays on (HC §4), set-based: the rules of nextStayStatus
// (shared/domain/bookings/stay-lifecycle.ts) as a few UPDATE ... WHERE statements, one per step,
// in one transaction. The steps run in the order of the chain, so a stay weeks overdue walks
// CONFIRMED -> COMPLETED -> IN_REVIEW_COLLECTION -> NO_REVIEW_COLLECTED in one run, exactly as
// applying nextStayStatus until it answers null would. Each statement only matches rows still in
// their "from" status, so a second run changes nothing (idempotent) and a host's decision made
// meanwhile (a confirmed request is no longer REQUESTED) is never overwritten.
// Every moved stay gets an audit row (actor: system) written by the same statement.
// Each step moves at most LIFECYCLE_BATCH stays per run, so one run never holds the database
// (one connection when embedded) for long however many stays fell due at once, e.g. on the first
// start over a large imported history; `more` says another run should follow at once.
// tests/server/stay-lifecycle.test.ts checks these statements against nextStayStatus itself.

export interface LifecycleStep {
  kind: 'booking' | 'request' | 'inquiry';
  from: readonly string[];
  to: string;
  /** The time condition on top of kind and status; `now` an instant, `today` the stay's property's day at `now` (a date expression). */
  due: (now: Date, today: SQL) => SQL;
  /** The guest hears of this move by mail (guest-stay-mail-job.ts), scheduled in the same transaction. */
  tellsGuest?: GuestStayNews;
}

// "today >= day" with day = check_out + n, written on dates so it works on both drivers.
const checkOutPlus = (n: number, today: SQL) => sql`b.check_out + ${n}::int <= ${today}`;

/** The chain, in the order it must run (a step's "to" may be the next step's "from"). */
export const LIFECYCLE_STEPS: readonly LifecycleStep[] = [
  { kind: 'request', from: ['REQUESTED'], to: 'EXPIRED', due: (now) => sql`b.expiration_time is not null and b.expiration_time <= ${now.toISOString()}::timestamptz`, tellsGuest: 'expired' },
  { kind: 'booking', from: ['CONFIRMED'], to: 'COMPLETED', due: (_now, today) => checkOutPlus(0, today) },
  { kind: 'booking', from: ['COMPLETED'], to: 'IN_REVIEW_COLLECTION', due: (_now, today) => checkOutPlus(1, today) },
  { kind: 'booking', from: ['IN_REVIEW_COLLECTION'], to: 'NO_REVIEW_COLLECTED', due: (_now, today) => checkOutPlus(1 + REVIEW_WINDOW_DAYS, today) },
  { kind: 'inquiry', from: ['requested', 'action_needed'], to: 'expired_checkout', due: (_now, today) => checkOutPlus(0, today) },
  { kind: 'inquiry', from: ['confirmed'], to: 'in_review_collection', due: (_now, today) => checkOutPlus(0, today) },
  { kind: 'inquiry', from: ['in_review_collection'], to: 'no_review_collected', due: (_now, today) => checkOutPlus(1 + REVIEW_WINDOW_DAYS, today) },
];

/** The most stays one step moves in one run. */
export const LIFECYCLE_BATCH = 1000;

export interface LifecycleOutcome {
  /** How many stays each step moved, keyed "kind:from->to" (only steps that moved any). */
  moved: Record<string, number>;
  total: number;
  /** A step filled its batch: more stays may be due, run again now. */
  more: boolean;
}

const stepName = (s: LifecycleStep) => `${s.kind}:${s.from.join('|')}->${s.to}`;

/** One step for the matching stays (optionally one stay), with their audit rows and guest mails; answers how many moved. */
async function runStep(tx: Db, step: LifecycleStep, now: Date, today: SQL, batch: number, onlyId?: string): Promise<number> {
  const from = sql.join(step.from.map((s) => sql`${s}`), sql`, `);
  const only = onlyId ? sql`and b.id = ${onlyId}::uuid` : sql``;
  // The due rows are locked (a host deciding on one of them at this moment keeps it: it is skipped
  // and its new status re-checked next run) and capped at one batch.
  const result = await tx.execute(sql`
    with due as (
      select b.id, b.status from bookings b
      where b.kind = ${step.kind} and b.status in (${from}) and ${step.due(now, today)} ${only}
      limit ${batch}
      for update skip locked
    ), moved as (
      update bookings b set status = ${step.to}, updated_at = now()
      from due old
      where b.id = old.id
      returning b.id, b.host_id, b.code, old.status as old_status
    )
    insert into audit_log (id, host_id, staff_id, action, target, detail)
    select gen_random_uuid(), m.host_id, null, 'stay.lifecycle', m.id::text,
           jsonb_build_object('actor', 'system', 'kind', ${step.kind}::text, 'code', m.code, 'from', m.old_status, 'to', ${step.to}::text, 'at', ${now.toISOString()}::text)
      from moved m
    returning target
  `);
  const news = step.tellsGuest;
  if (news) for (const row of result.rows as { target: string }[]) await scheduleGuestStayMail(tx, { stayId: row.target, news }, now);
  return result.rows.length;
}

/** Each stay's "today": the day at `now` in the zone of its unit's property (shared/domain/time/property-today.ts). */
const stayToday = async (tx: Db, now: Date) => propertyTodaySql(sql`b.unit_id`, await zonesInUse(tx), now);

/**
 * Applies every due step to the due stays (up to a batch per step), in one transaction. `now` is the job's clock (tests pass a
 * fixed one); a stay's "today" is that instant's day in its property's time zone, as for every other date rule of the server.
 */
export async function applyStayLifecycle(db: Db, now = new Date(), batch = LIFECYCLE_BATCH): Promise<LifecycleOutcome> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const today = await stayToday(tx, now);
    const moved: Record<string, number> = {};
    let total = 0;
    let more = false;
    for (const step of LIFECYCLE_STEPS) {
      const n = await runStep(tx, step, now, today, batch);
      if (n > 0) moved[stepName(step)] = n;
      if (n >= batch) more = true;
      total += n;
    }
    return { moved, total, more };
  });
}

/** The one-off expiry of one request at its expiration time (no-op when answered or not yet due). */
export async function expireRequest(db: Db, requestId: string, now = new Date()): Promise<boolean> {
  const step = LIFECYCLE_STEPS[0]!;
  // A request expires at an instant (REQUEST_ANSWER_HOURS after it was made): no day, no zone.
  return db.transaction(async (txn) => (await runStep(txn as unknown as Db, step, now, sql`null::date`, 1, requestId)) > 0);
}
