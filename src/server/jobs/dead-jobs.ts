import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { pagination } from '../../shared/schemas/pagination';
import type { DeadJob, DeadJobPage } from '../../shared/schemas/dead-jobs';
import { notFound } from '../domain-errors';

// The dead letter: jobs whose handler failed its last attempt stay in the jobs table with dead_at
// set (queue.ts fail()). Staff list them (routes/dead-jobs-staff.ts) and may put one back as due.

const isDead = isNotNull(jobs.deadAt);

function deadJobOf(row: typeof jobs.$inferSelect): DeadJob {
  return {
    id: String(row.id),
    queue: row.queue,
    payload: row.payload,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    diedAt: row.deadAt!.toISOString(),
  };
}

/** Dead jobs, the most recent death first. */
export async function listDeadJobs(db: Db, page: number, limit: number): Promise<DeadJobPage> {
  const [{ total }] = await db.select({ total: count() }).from(jobs).where(isDead);
  const rows = await db.select().from(jobs).where(isDead).orderBy(desc(jobs.deadAt), desc(jobs.id)).limit(limit).offset((page - 1) * limit);
  return { items: rows.map(deadJobOf), pagination: pagination(page, limit, total) };
}

/**
 * Puts a dead job back as due now with a fresh count of attempts (its handler gets maxAttempts
 * again). A job that is not dead (unknown, already retried) is 404: retrying twice runs it once.
 */
export async function retryDeadJob(db: Db, id: string, now = new Date()): Promise<void> {
  if (!/^\d{1,18}$/.test(id)) throw notFound('dead job');
  const revived = await db
    .update(jobs)
    .set({ deadAt: null, attempts: 0, runAt: now, lockedUntil: null })
    .where(and(eq(jobs.id, Number(id)), isDead))
    .returning({ id: jobs.id });
  if (revived.length === 0) throw notFound('dead job');
}
