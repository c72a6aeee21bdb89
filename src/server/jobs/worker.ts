import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { claimDue, complete, fail, type JobRow } from './queue';
import { countJobFailure } from './job-metrics';

// The worker polls the jobs table and runs due jobs with the handler registered for their queue.
// Polling (every few seconds) keeps it identical on PGlite and PostgreSQL; several server
// instances may each run one, the queue's SKIP LOCKED claim keeps them apart.

export interface JobResult {
  /** A recurring job: run again at this time (the row stays). Otherwise the row is deleted. */
  runAgainAt?: Date;
}

export interface JobHandler {
  run(job: JobRow): Promise<JobResult | void>;
  /** After this many failed attempts the row is kept as dead (jobs/dead-jobs.ts); default: retried forever with backoff. */
  maxAttempts?: number;
  /** How long a claim lasts before another worker may take the job again; default 300 s. */
  lockSeconds?: number;
}

export type JobHandlers = Record<string, JobHandler>;

/** One pass: claims due jobs of the registered queues and runs them one after another. Returns how many ran. */
export async function runDueJobs(db: Db, handlers: JobHandlers, options: { logger?: Logger; limit?: number } = {}): Promise<number> {
  const claimed = await claimDue(db, Object.keys(handlers), {
    limit: options.limit ?? 10,
    lockSeconds: Math.max(...Object.values(handlers).map((h) => h.lockSeconds ?? 300)),
  });
  for (const job of claimed) {
    const handler = handlers[job.queue]!;
    try {
      const result = await handler.run(job);
      await complete(db, job, result?.runAgainAt);
    } catch (error) {
      const outcome = await fail(db, job, error, { maxAttempts: handler.maxAttempts });
      countJobFailure(job.queue, outcome !== 'retry');
      options.logger?.warn({ err: error, jobId: job.id, queue: job.queue, attempts: job.attempts, outcome }, 'job failed');
    }
  }
  return claimed.length;
}

export interface Worker {
  /** Stops polling and waits for the pass under way (call before the database closes). */
  stop(): Promise<void>;
}

export function startWorker(db: Db, handlers: JobHandlers, options: { logger?: Logger; pollMs?: number } = {}): Worker {
  const pollMs = options.pollMs ?? 5000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      // A full batch means more may be due: go again at once rather than after the poll interval.
      while (!stopped && (await runDueJobs(db, handlers, { logger: options.logger })) === 10);
    } catch (error) {
      options.logger?.error({ err: error }, 'job worker pass failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = tick().finally(schedule);
    }, pollMs);
    timer.unref();
  };
  current = tick().finally(schedule);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
