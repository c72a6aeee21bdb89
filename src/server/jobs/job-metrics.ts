import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

// What /metrics says about the job queue (http/metrics.ts). Failures are counted in this process
// as they happen (a counter: Prometheus takes rates of it, and restarts reset it as counters may);
// depth is read from the table at scrape time, since every instance shares it.

const failedAttempts = new Map<string, number>();
const deadLettered = new Map<string, number>();

/** A handler threw; `dead` when that was its last attempt (worker.ts). */
export function countJobFailure(queue: string, dead: boolean): void {
  failedAttempts.set(queue, (failedAttempts.get(queue) ?? 0) + 1);
  if (dead) deadLettered.set(queue, (deadLettered.get(queue) ?? 0) + 1);
}

export function jobFailureCounts(): { failedAttempts: ReadonlyMap<string, number>; deadLettered: ReadonlyMap<string, number> } {
  return { failedAttempts, deadLettered };
}

export interface QueueDepth {
  queue: string;
  /** Runnable now: due and not held by a worker. */
  due: number;
  /** Every live row of the queue, due or scheduled later. */
  pending: number;
  /** Given up and kept for staff (jobs/dead-jobs.ts). */
  dead: number;
}

export async function queueDepths(db: Db, now = new Date()): Promise<QueueDepth[]> {
  const rows = await db
    .select({
      queue: jobs.queue,
      due: sql<number>`count(*) filter (where ${jobs.deadAt} is null and ${jobs.runAt} <= ${now} and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= ${now}))`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${jobs.deadAt} is null)`.mapWith(Number),
      dead: sql<number>`count(*) filter (where ${jobs.deadAt} is not null)`.mapWith(Number),
    })
    .from(jobs)
    .groupBy(jobs.queue)
    .orderBy(jobs.queue);
  return rows;
}
