import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { JobHandlers } from './worker';
import { ICAL_SYNC_QUEUE, icalSyncHandler } from '../services/ical/job';

// Every queue the worker serves, by name. Another feature adds its queue here (request expiry,
// checkout completion, ...) with a handler in its own service folder.
export function jobHandlers(deps: { db: Db; env: Env; logger: Logger }): JobHandlers {
  return {
    [ICAL_SYNC_QUEUE]: icalSyncHandler(deps),
  };
}
