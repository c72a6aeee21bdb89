import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { enqueue } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import { sweepEndedRateLimits } from './rate-limit';

// Every visitor address and account a limit ever counted leaves a row in rate_limits; a row whose
// window has ended counts nothing. One recurring job (one row, whatever the number of instances)
// deletes them every RATE_LIMIT_SWEEP_MINUTES, so the table holds only the windows still open.

export const RATE_LIMIT_SWEEP_QUEUE = 'rate-limit-sweep';
export const RATE_LIMIT_SWEEP_MINUTES = 60;

/** At server start: the sweep runs now and then every hour. */
export async function scheduleRateLimitSweep(db: Db, now = new Date()): Promise<void> {
  await enqueue(db, RATE_LIMIT_SWEEP_QUEUE, {}, { key: RATE_LIMIT_SWEEP_QUEUE, runAt: now });
}

export function rateLimitSweepHandler(deps: { db: Db; logger: Logger }): JobHandler {
  return {
    lockSeconds: 120,
    async run() {
      const swept = await sweepEndedRateLimits(deps.db);
      if (swept > 0) deps.logger.debug({ swept }, 'rate limits: ended windows deleted');
      return { runAgainAt: new Date(Date.now() + RATE_LIMIT_SWEEP_MINUTES * 60_000) };
    },
  };
}
