import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

// A small job queue on the `jobs` table (DESIGN: jobs are Postgres-backed). pg-boss needs Node 22
// and a PostgreSQL server; this works the same on embedded PGlite and on node-postgres.
//
// Life of a job:
//   enqueue()   inserts a row (queue, payload, run_at). With a `key` the row is unique: enqueueing the
//               same key again moves the existing row (new run_at/payload) instead of adding one —
//               e.g. one 'ical-sync:<feedId>' job per feed.
//   claimDue()  takes due rows with FOR UPDATE SKIP LOCKED and sets locked_until, so two workers (or
//               two server instances) never take the same row; a worker that dies leaves a row that
//               becomes due again when its lock expires.
//   complete()  deletes the row, or moves it to the next run (a recurring job) and clears the lock.
//   fail()      records last_error and backs off exponentially (attempts counts every claim); after the
//               handler's maxAttempts the row is kept as dead (dead_at set: the dead letter staff see
//               and may retry, jobs/dead-jobs.ts) and never claimed again.

export type JobRow = typeof jobs.$inferSelect;

export interface EnqueueOptions {
  /** Unique key: at most one row per key (a later enqueue reschedules it). */
  key?: string;
  /** When it becomes due; default now. */
  runAt?: Date;
}

export async function enqueue(db: Db, queue: string, payload: Record<string, unknown> = {}, options: EnqueueOptions = {}): Promise<void> {
  const runAt = options.runAt ?? new Date();
  const insert = db.insert(jobs).values({ queue, payload, runAt, key: options.key ?? null });
  if (!options.key) {
    await insert;
    return;
  }
  await insert.onConflictDoUpdate({
    target: jobs.key,
    set: { queue, payload, runAt, attempts: 0, lastError: null, deadAt: null },
  });
}

/** Removes a keyed job (e.g. the sync of a deleted feed). */
export async function removeJob(db: Db, key: string): Promise<void> {
  await db.delete(jobs).where(eq(jobs.key, key));
}

export async function findJob(db: Db, key: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.key, key)).limit(1);
  return row;
}

/**
 * Claims up to `limit` due jobs of the given queues for `lockSeconds`. The inner SELECT locks the
 * rows it picks and skips rows another transaction holds, so concurrent claims never overlap.
 */
export async function claimDue(db: Db, queues: string[], options: { limit?: number; lockSeconds?: number; now?: Date } = {}): Promise<JobRow[]> {
  if (queues.length === 0) return [];
  const now = options.now ?? new Date();
  const lockedUntil = new Date(now.getTime() + (options.lockSeconds ?? 300) * 1000);
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.queue, queues), isNull(jobs.deadAt), lte(jobs.runAt, now), or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now))))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(options.limit ?? 10)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ lockedUntil, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
}

/** Done: delete the row, or (recurring) move it to `runAgainAt`, unlocked and error-free. */
export async function complete(db: Db, job: JobRow, runAgainAt?: Date): Promise<void> {
  if (!runAgainAt) {
    await db.delete(jobs).where(eq(jobs.id, job.id));
    return;
  }
  await db.update(jobs).set({ runAt: runAgainAt, lockedUntil: null, attempts: 0, lastError: null }).where(eq(jobs.id, job.id));
}

/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min ... at most one hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/** Failed: keep the error, try again later (or, after `maxAttempts`, keep the row as dead). */
export async function fail(db: Db, job: JobRow, error: unknown, options: { maxAttempts?: number; now?: Date } = {}): Promise<'retry' | 'dead'> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const now = options.now ?? new Date();
  if (options.maxAttempts !== undefined && job.attempts >= options.maxAttempts) {
    await db.update(jobs).set({ deadAt: now, lockedUntil: null, lastError: message }).where(eq(jobs.id, job.id));
    return 'dead';
  }
  const runAt = new Date(now.getTime() + backoffSeconds(job.attempts) * 1000);
  await db.update(jobs).set({ runAt, lockedUntil: null, lastError: message }).where(eq(jobs.id, job.id));
  return 'retry';
}
