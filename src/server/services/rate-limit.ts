import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

/**
 * Fixed-window counter in the database, so every server instance shares it. One statement:
 * a fresh window starts at 1, an open one counts up; the caller is refused past `limit`.
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + make_interval(secs => ${windowSeconds}) else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  const retryAfter = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
  return { allowed: row.count <= limit, retryAfter };
}

/**
 * Takes back one hit of the current window: for limits that count failures only (sign-in), a
 * success is forgiven, so a host signing in from several devices is never locked out.
 */
export async function forgiveRateLimitHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
}

/**
 * A wait that grows with the failures of one key instead of a lock: the first `freeFailures`
 * cost nothing, then each failure makes the next attempt wait `firstWaitSeconds`, doubled per
 * further failure up to `maxWaitSeconds`, measured from the last failure. Failures are forgotten
 * `forgetSeconds` after the last one. A refused attempt (still waiting) is not a failure, so it
 * never pushes the wait: whoever waits it out gets an attempt judged.
 */
export interface FailureWait {
  freeFailures: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  forgetSeconds: number;
}

/** Seconds to wait after `failures` failures in a row. */
export function failureWaitSeconds(failures: number, policy: FailureWait): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.firstWaitSeconds * 2 ** (failures - policy.freeFailures), policy.maxWaitSeconds);
}

/**
 * Claims the next attempt of `key` at `now`: refused with the seconds left while the wait runs.
 * A claimed attempt counts as a failure at once (its row: `count` failures, `resetAt` = last
 * failure + forgetSeconds), so attempts sent together get one turn between them; a success takes
 * it back with `clearFailureWait`. The claim is a compare-and-set on the row: of two claims on the
 * same row one wins, the other reads the row again and waits. The sweep deletes forgotten rows.
 */
export async function claimFailureTurn(db: Db, key: string, policy: FailureWait, now: Date): Promise<RateLimitResult> {
  for (let tries = 0; tries < 5; tries++) {
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
    const remembered = row !== undefined && row.resetAt.getTime() > now.getTime();
    const failures = remembered ? row.count : 0;
    if (remembered) {
      const lastFailure = row.resetAt.getTime() - policy.forgetSeconds * 1000;
      const waitUntil = lastFailure + failureWaitSeconds(failures, policy) * 1000;
      if (waitUntil > now.getTime()) return { allowed: false, retryAfter: Math.ceil((waitUntil - now.getTime()) / 1000) };
    }
    const next = { count: failures + 1, resetAt: new Date(now.getTime() + policy.forgetSeconds * 1000) };
    const claimed = row
      ? await db
          .update(rateLimits)
          .set(next)
          .where(and(eq(rateLimits.key, key), eq(rateLimits.count, row.count), sql`date_trunc('milliseconds', ${rateLimits.resetAt}) = ${row.resetAt.toISOString()}::timestamptz`))
          .returning({ key: rateLimits.key })
      : await db.insert(rateLimits).values({ key, ...next }).onConflictDoNothing().returning({ key: rateLimits.key });
    if (claimed.length > 0) return { allowed: true, retryAfter: 0 };
  }
  // Others keep winning the row: this attempt waits like one that came a moment too early.
  return { allowed: false, retryAfter: 1 };
}

/** A success: the failures of `key` are over, the next ones start free again. */
export async function clearFailureWait(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes the rows of windows that have ended (they count nothing any more); answers how many. */
export async function sweepEndedRateLimits(db: Db): Promise<number> {
  const gone = await db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= now()`).returning({ key: rateLimits.key });
  return gone.length;
}
