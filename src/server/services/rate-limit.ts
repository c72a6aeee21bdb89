import { sql } from 'drizzle-orm';
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

/** Deletes the rows of windows that have ended (they count nothing any more); answers how many. */
export async function sweepEndedRateLimits(db: Db): Promise<number> {
  const gone = await db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= now()`).returning({ key: rateLimits.key });
  return gone.length;
}
