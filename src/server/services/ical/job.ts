import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { enqueue, removeJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { syncUrlFeed } from './sync';

// One recurring job per URL feed ('ical-sync:<feedId>'), created with the feed and removed with
// it. Each run re-reads the calendar and schedules itself ICAL_SYNC_MINUTES later; a failed read is
// not a job failure (it is recorded on the feed, which the host sees), so the rhythm stays. A
// calendar too costly to read (stopped at the parser's time or memory limit) ends the job
// instead: re-reading it would only spend a worker's limit again every interval, and after a
// restart. The feed shows the failure; "sync now" or a new address schedules the job again.

export const ICAL_SYNC_QUEUE = 'ical-sync';
export const icalSyncKey = (feedId: string) => `ical-sync:${feedId}`;

const nextRun = (env: Env, from = new Date()) => new Date(from.getTime() + env.ICAL_SYNC_MINUTES * 60_000);

/** After a sync (create, sync now, URL change): the next one is a full interval away. */
export async function scheduleFeedSync(db: Db, env: Env, feedId: string): Promise<void> {
  await enqueue(db, ICAL_SYNC_QUEUE, { feedId }, { key: icalSyncKey(feedId), runAt: nextRun(env) });
}

export async function unscheduleFeedSync(db: Db, feedId: string): Promise<void> {
  await removeJob(db, icalSyncKey(feedId));
}

export function icalSyncHandler(deps: { db: Db; env: Env; logger: Logger }): JobHandler {
  return {
    lockSeconds: 120,
    async run(job) {
      const feedId = String(job.payload.feedId ?? '');
      const outcome = await syncUrlFeed(deps.db, deps.env, feedId);
      if (!outcome.ok && 'gone' in outcome) return; // the feed is gone (or became a file): the job ends
      if (!outcome.ok && outcome.paused) {
        deps.logger.warn({ feedId, reason: outcome.error }, 'iCal feed too costly to read; automatic sync paused');
        return;
      }
      if (!outcome.ok) deps.logger.info({ feedId, reason: outcome.error }, 'iCal feed sync failed; events kept');
      return { runAgainAt: nextRun(deps.env) };
    },
  };
}
