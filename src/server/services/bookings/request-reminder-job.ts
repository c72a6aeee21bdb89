import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { enqueueMail } from '../mail/outbox';
import { requestExpiringMail } from '../mail/request-expiring-mail';
import { stayMailSource } from '../mail/stay-mail-source';
import { unsubscribeSigner } from '../mail/unsubscribe';

// 'request-reminder': one job per booking request ('request-reminder:<id>'), due
// REQUEST_REMINDER_HOURS before the request expires, enqueued in the transaction that creates the
// request (guest-stays.ts) like its expiry job (lifecycle-job.ts). It writes the host's reminder
// mail only while the request is still unanswered and not yet expired; the mail's key is the
// request's, so a second run (a restart, a retry) writes nothing more.

export const REQUEST_REMINDER_QUEUE = 'request-reminder';
export const REQUEST_REMINDER_HOURS = 6;
export const requestReminderKey = (requestId: string) => `request-reminder:${requestId}`;

export async function scheduleRequestReminder(tx: Db, requestId: string, expiresAt: Date, now = new Date()): Promise<void> {
  const at = new Date(Math.max(now.getTime(), expiresAt.getTime() - REQUEST_REMINDER_HOURS * 3_600_000));
  await enqueue(tx, REQUEST_REMINDER_QUEUE, { requestId }, { key: requestReminderKey(requestId), runAt: at });
}

/** Writes the reminder if the request still waits for the host; answers whether it did. */
export async function remindOfRequest(db: Db, requestId: string, publicUrl: string, now = new Date()): Promise<boolean> {
  const sign = await unsubscribeSigner(db);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Lock the request so an answer at the same moment is either before or after this check.
    const [locked] = await tx.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.id, requestId), eq(bookings.kind, 'request'))).for('update');
    if (!locked) return false;
    const source = await stayMailSource(tx, requestId);
    if (!source || source.status !== 'REQUESTED' || !source.expirationTime || source.expirationTime <= now) return false;
    const mail = await requestExpiringMail({ stay: source.facts, expiresAt: source.expirationTime, host: source.host, publicUrl, sign });
    return (await enqueueMail(tx, mail, now)).created;
  });
}

export function requestReminderHandler(deps: { db: Db; env: { publicUrl: string } }): JobHandler {
  return {
    maxAttempts: 10,
    async run(job) {
      const requestId = String(job.payload.requestId ?? '');
      if (!/^[0-9a-f-]{36}$/i.test(requestId)) return;
      await remindOfRequest(deps.db, requestId, deps.env.publicUrl);
    },
  };
}
