import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { applyStayLifecycle, expireRequest } from './lifecycle';

// Background jobs that move stays on with time (src/server/jobs):
// - 'stay-lifecycle': one recurring job (key 'stay-lifecycle') that sweeps every stay due, every
//   STAY_LIFECYCLE_MINUTES. Scheduled at server start; it also catches up after downtime, since it
//   compares dates rather than counting runs.
// - 'request-expiry': one job per booking request ('request-expiry:<id>'), due at its expiration
//   time and enqueued in the transaction that creates the request, so a request expires on time
//   rather than up to one sweep late. If the host answered first it finds nothing to do.

export const STAY_LIFECYCLE_QUEUE = 'stay-lifecycle';
export const STAY_LIFECYCLE_KEY = 'stay-lifecycle';
/** Check-outs are days, so a few minutes is plenty; the request expiry has its own on-time job. */
export const STAY_LIFECYCLE_MINUTES = 5;

export const REQUEST_EXPIRY_QUEUE = 'request-expiry';
export const requestExpiryKey = (requestId: string) => `request-expiry:${requestId}`;

/** At server start: the sweep runs now and then every STAY_LIFECYCLE_MINUTES (one row, whatever the number of instances). */
export async function scheduleStayLifecycle(db: Db, now = new Date()): Promise<void> {
  await enqueue(db, STAY_LIFECYCLE_QUEUE, {}, { key: STAY_LIFECYCLE_KEY, runAt: now });
}

/** In the transaction that creates a request: expire it at its expiration time unless answered. */
export async function scheduleRequestExpiry(tx: Db, requestId: string, expiresAt: Date): Promise<void> {
  await enqueue(tx, REQUEST_EXPIRY_QUEUE, { requestId }, { key: requestExpiryKey(requestId), runAt: expiresAt });
}

export function stayLifecycleHandler(deps: { db: Db; logger: Logger }): JobHandler {
  return {
    lockSeconds: 120,
    async run() {
      const now = new Date();
      const outcome = await applyStayLifecycle(deps.db, now);
      if (outcome.total > 0) deps.logger.info({ moved: outcome.moved }, 'stay lifecycle: stays moved on');
      // A full batch: the rest is due too, so the next batch runs at once (in its own transaction).
      return { runAgainAt: outcome.more ? new Date() : new Date(now.getTime() + STAY_LIFECYCLE_MINUTES * 60_000) };
    },
  };
}

export function requestExpiryHandler(deps: { db: Db }): JobHandler {
  return {
    // A bad payload or a vanished row would fail the same way forever.
    maxAttempts: 10,
    async run(job) {
      const requestId = String(job.payload.requestId ?? '');
      if (!/^[0-9a-f-]{36}$/i.test(requestId)) return;
      await expireRequest(deps.db, requestId);
    },
  };
}
