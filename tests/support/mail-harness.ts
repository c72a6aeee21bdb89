import { and, eq, like } from 'drizzle-orm';
import pino from 'pino';
import { apiHarness } from './api';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';
import { jobs, mailOutbox, mailSuppressions, rateLimits } from '../../src/server/db/schema';
import { loadEnv } from '../../src/server/env';
import { runDueJobs } from '../../src/server/jobs/worker';
import type { JobHandlers } from '../../src/server/jobs/worker';
import { MAIL_SEND_QUEUE } from '../../src/server/services/mail/outbox';
import { mailSendHandler } from '../../src/server/services/mail/send-job';
import { createMailTransport } from '../../src/server/services/mail/transport';
import type { MailKind } from '../../src/shared/domain/mail/outbox';

// What the notification-mail tests share: the API over a fresh database, a real SMTP receiver,
// the mail job runner pointed at it, and short reads of the outbox (tests/server/mail*.test.ts).

export async function mailHarness() {
  const h = await apiHarness();
  const smtp: SmtpReceiver = await startSmtpReceiver();
  const db = h.database.db;
  const logger = pino({ level: 'silent' });
  const env = loadEnv({ PORT: '8080', LOG_LEVEL: 'silent', SMTP_URL: smtp.url });
  const sender = { [MAIL_SEND_QUEUE]: mailSendHandler({ db, env, logger }, createMailTransport(env)) };
  return {
    h,
    smtp,
    db,
    /** Runs the due jobs of the mail queue (and any extra handlers) as the server would, sending to the receiver. */
    runJobs: (extra: JobHandlers = {}) => runDueJobs(db, { ...sender, ...extra }),
    /** Makes a keyed job due now (time passing). */
    makeDue: (key: string) => db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.key, key)),
    jobOf: async (key: string) => (await db.select().from(jobs).where(eq(jobs.key, key)))[0],
    mailsOf: (kind: MailKind, keyPrefix = '') => db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, kind), like(mailOutbox.key, `${kind}:${keyPrefix}%`))),
    /** What the receiver got for an address. */
    receivedBy: (address: string) => smtp.received.filter((m) => m.to.includes(address)),
    optOut: (address: string, kind: MailKind) => db.insert(mailSuppressions).values({ address, kind, reason: 'unsubscribed' }).onConflictDoNothing(),
    optIn: (address: string, kind: MailKind) => db.delete(mailSuppressions).where(and(eq(mailSuppressions.address, address), eq(mailSuppressions.kind, kind))),
    resetLimits: () => db.delete(rateLimits).where(like(rateLimits.key, 'guest-stays:%')),
    /** The id of the host's first unit whose "property / unit" title contains `titlePart`, read through the API. */
    unitOf: async (as: string, titlePart: string) => {
      for (const p of (await h.call('GET', '/api/app/properties', { as })).json.items) {
        for (const id of (await h.call('GET', `/api/app/properties/${p.id}`, { as })).json.unitIds as string[]) {
          const u = (await h.call('GET', `/api/app/property-unit/${id}`, { as })).json;
          if (`${p.title} / ${u.title ?? ''}`.includes(titlePart)) return id;
        }
      }
      throw new Error(`no unit ${titlePart}`);
    },
    close: async () => {
      await smtp.close();
      await h.close();
    },
  };
}
export type MailHarness = Awaited<ReturnType<typeof mailHarness>>;
