import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { mailOutbox, mailSuppressions } from '../../db/schema';
import type { JobHandler } from '../../jobs/worker';
import { createMailTransport, smtpResponseCode, type MailTransport } from './transport';
import { ALL_MAIL_KINDS, MAIL_MAX_ATTEMPTS, MAIL_SKIPPED, isPermanentSmtpFailure, mailRetryDelaySeconds, type MailSkipped } from '../../../shared/domain/mail/outbox';

export { MAIL_SEND_QUEUE } from './outbox';

// Sends one queued mail (the job enqueueMail added with it). Without SMTP_URL the mail is marked
// sent to the embedded mailbox. Over SMTP:
//   accepted               -> sent;
//   5xx (permanent)        -> bounced, and the address is suppressed for every kind of mail;
//   anything else          -> tried again after mailRetryDelaySeconds, and marked failed after
//                             MAIL_MAX_ATTEMPTS tries.
// A mail that is no longer queued is left alone, so a job run twice (a restart, a second worker
// after an expired lock) sends nothing twice. The one gap left: the SMTP server accepted the mail
// and the process died before the row was marked sent — that mail goes out again (at least once).

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

/** Why this recipient must not get this kind of mail (a bounce, an opt-out), or null. */
async function suppressionOf(db: Db, address: string, kind: string): Promise<MailSkipped | null> {
  const rows = await db
    .select({ reason: mailSuppressions.reason, kind: mailSuppressions.kind })
    .from(mailSuppressions)
    .where(and(eq(mailSuppressions.address, address.toLowerCase()), inArray(mailSuppressions.kind, [kind, ALL_MAIL_KINDS])));
  if (rows.length === 0) return null;
  return rows.some((r) => r.reason === 'bounced') ? MAIL_SKIPPED.bounced : MAIL_SKIPPED.unsubscribed;
}

export function mailSendHandler(deps: { db: Db; env: Env; logger: Logger }, transport: MailTransport | null = createMailTransport(deps.env)): JobHandler {
  const { db } = deps;
  return {
    // Longer than nodemailer's timeouts together (transport.ts), so no second worker takes the job mid-send.
    lockSeconds: 120,
    async run(job) {
      const mailId = String(job.payload.mailId);
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId)).limit(1);
      if (!mail || mail.status !== 'queued') return;

      const suppressed = await suppressionOf(db, mail.recipient, mail.kind);
      if (suppressed) {
        await db.update(mailOutbox).set({ status: 'failed', lastError: suppressed }).where(eq(mailOutbox.id, mail.id));
        return;
      }
      if (!transport) {
        await db.update(mailOutbox).set({ status: 'sent', transport: 'mailbox', sentAt: new Date() }).where(eq(mailOutbox.id, mail.id));
        return;
      }

      const attempts = mail.attempts + 1;
      try {
        await transport.send({ id: mail.id, recipient: mail.recipient, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers });
      } catch (error) {
        const code = smtpResponseCode(error);
        const lastError = errorText(error);
        if (isPermanentSmtpFailure(code)) {
          await db.transaction(async (txn) => {
            const tx = txn as unknown as Db;
            await tx.update(mailOutbox).set({ status: 'bounced', attempts, lastError }).where(eq(mailOutbox.id, mail.id));
            await tx
              .insert(mailSuppressions)
              .values({ address: mail.recipient.toLowerCase(), kind: ALL_MAIL_KINDS, reason: 'bounced', detail: lastError })
              .onConflictDoUpdate({ target: [mailSuppressions.address, mailSuppressions.kind], set: { reason: 'bounced', detail: lastError } });
          });
          deps.logger.warn({ mailId: mail.id, responseCode: code }, 'mail bounced');
          return;
        }
        if (attempts >= MAIL_MAX_ATTEMPTS) {
          await db.update(mailOutbox).set({ status: 'failed', attempts, lastError }).where(eq(mailOutbox.id, mail.id));
          deps.logger.warn({ mailId: mail.id, responseCode: code, attempts }, 'mail given up');
          return;
        }
        const nextAttemptAt = new Date(Date.now() + mailRetryDelaySeconds(attempts) * 1000);
        await db.update(mailOutbox).set({ attempts, nextAttemptAt, lastError }).where(eq(mailOutbox.id, mail.id));
        deps.logger.info({ mailId: mail.id, responseCode: code, attempts, nextAttemptAt }, 'mail deferred');
        // The job stays and runs again then (the outbox row counts the attempts).
        return { runAgainAt: nextAttemptAt };
      }
      await db.update(mailOutbox).set({ status: 'sent', transport: 'smtp', attempts, sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, mail.id));
    },
  };
}
