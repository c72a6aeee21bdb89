import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { JobHandlers } from './worker';
import { ICAL_SYNC_QUEUE, icalSyncHandler } from '../services/ical/job';
import { REQUEST_EXPIRY_QUEUE, STAY_LIFECYCLE_QUEUE, requestExpiryHandler, stayLifecycleHandler } from '../services/bookings/lifecycle-job';
import { RATE_LIMIT_SWEEP_QUEUE, rateLimitSweepHandler } from '../services/rate-limit-sweep-job';
import { MAIL_SEND_QUEUE, mailSendHandler } from '../services/mail/send-job';
import { REQUEST_REMINDER_QUEUE, requestReminderHandler } from '../services/bookings/request-reminder-job';
import { GUEST_STAY_MAIL_QUEUE, guestStayMailHandler } from '../services/bookings/guest-stay-mail-job';
import { SUBSCRIPTION_ENDING_QUEUE, subscriptionEndingHandler } from '../services/subscription-ending-job';

// Every queue the worker serves, by name. Another feature adds its queue here (request expiry,
// checkout completion, ...) with a handler in its own service folder. For example:
//
//   // services/requests/expiry-job.ts
//   export const REQUEST_EXPIRY_QUEUE = 'request-expiry';
//   export const requestExpiryHandler = (deps) => ({
//     maxAttempts: 10,                       // give up after 10 failures (kept as a dead job for staff); default: retry forever
//     async run(job) { await expireRequest(deps.db, String(job.payload.requestId)); },  // throw = retry with backoff
//   });
//   // where a request is created, in the same transaction (a key makes it one job per request):
//   await enqueue(tx, REQUEST_EXPIRY_QUEUE, { requestId }, { key: `request-expiry:${requestId}`, runAt: expiresAt });
//
// A handler returning { runAgainAt } keeps its row as a recurring job (see services/ical/job.ts).
// Handlers must tolerate running twice (a worker that dies mid-job leaves it to be claimed again
// after its lock expires), so make them idempotent.
export function jobHandlers(deps: { db: Db; env: Env; logger: Logger }): JobHandlers {
  return {
    [ICAL_SYNC_QUEUE]: icalSyncHandler(deps),
    // Stays moved on by time: the recurring sweep and each request's own expiry (services/bookings/lifecycle-job.ts).
    [STAY_LIFECYCLE_QUEUE]: stayLifecycleHandler(deps),
    [REQUEST_EXPIRY_QUEUE]: requestExpiryHandler(deps),
    // Rate-limit windows that ended (services/rate-limit-sweep-job.ts).
    [RATE_LIMIT_SWEEP_QUEUE]: rateLimitSweepHandler(deps),
    // Outbound e-mail: one job per mail in the outbox (services/mail/send-job.ts).
    [MAIL_SEND_QUEUE]: mailSendHandler(deps),
    // The host's reminder before a booking request expires (services/bookings/request-reminder-job.ts).
    [REQUEST_REMINDER_QUEUE]: requestReminderHandler(deps),
    // The guest's mails about their stay (services/bookings/guest-stay-mail-job.ts).
    [GUEST_STAY_MAIL_QUEUE]: guestStayMailHandler(deps),
    // The host's mail a few days before their subscription ends (services/subscription-ending-job.ts).
    [SUBSCRIPTION_ENDING_QUEUE]: subscriptionEndingHandler(deps),
  };
}
