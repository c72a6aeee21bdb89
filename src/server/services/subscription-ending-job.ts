import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hosts, subscriptions } from '../db/schema';
import { enqueue } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import { ABOUT_TO_EXPIRE_DAYS } from '../../shared/domain/subscription-rules';
import type { MailKind } from '../../shared/domain/mail/outbox';
import { enqueueMail } from './mail/outbox';
import { hostNoticeMail } from './mail/host-notice-mail';
import { unsubscribeSigner } from './mail/unsubscribe';

// "Your subscription ends soon": a host whose subscription ends within ABOUT_TO_EXPIRE_DAYS (the
// rule that also shows the portal's "about to expire" notice, shared/domain/subscription-rules.ts)
// gets one mail about that end. One recurring job (one row, whatever the number of instances)
// looks every SUBSCRIPTION_ENDING_MINUTES; the mail's key names the subscription and the end it
// tells of, so a later run, a restart or a second instance writes nothing more, while a renewed
// subscription (a new end) is told of again when that end comes near.

export const SUBSCRIPTION_ENDING_QUEUE = 'subscription-ending';
export const SUBSCRIPTION_ENDING_MINUTES = 60;
export const SUBSCRIPTION_ENDING_MAIL_KIND: MailKind = 'subscription.ending';
const DAY_MS = 86_400_000;

/** At server start: the look runs now and then every hour. */
export async function scheduleSubscriptionEnding(db: Db, now = new Date()): Promise<void> {
  await enqueue(db, SUBSCRIPTION_ENDING_QUEUE, {}, { key: SUBSCRIPTION_ENDING_QUEUE, runAt: now });
}

/** Writes the mail of each subscription ending soon that has none for this end yet; answers how many it wrote. */
export async function mailSubscriptionsEnding(db: Db, publicUrl: string, now = new Date()): Promise<number> {
  const sign = await unsubscribeSigner(db);
  const ending = await db
    .select({
      id: subscriptions.id,
      expiresAt: subscriptions.expiresAt,
      cancellationScheduled: subscriptions.cancellationScheduled,
      host: { email: hosts.email, locale: hosts.locale, firstName: hosts.firstName, companyName: hosts.companyName },
    })
    .from(subscriptions)
    .innerJoin(hosts, eq(hosts.id, subscriptions.hostId))
    .where(and(gt(subscriptions.expiresAt, now), lte(subscriptions.expiresAt, new Date(now.getTime() + ABOUT_TO_EXPIRE_DAYS * DAY_MS))));
  let written = 0;
  for (const sub of ending) {
    const ends = sub.expiresAt!;
    const mail = await hostNoticeMail({
      kind: SUBSCRIPTION_ENDING_MAIL_KIND,
      key: `${SUBSCRIPTION_ENDING_MAIL_KIND}:${sub.id}:${ends.toISOString()}`,
      // The host who cancelled hears when it ends as they asked; the others, that it needs renewing.
      texts: sub.cancellationScheduled ? 'subscriptionEndingCancelled' : 'subscriptionEnding',
      vars: { ends: { moment: ends } },
      host: sub.host,
      path: '/manage-subscription',
      publicUrl,
      sign,
    });
    if ((await db.transaction(async (tx) => enqueueMail(tx as unknown as Db, mail, now))).created) written += 1;
  }
  return written;
}

export function subscriptionEndingHandler(deps: { db: Db; env: { publicUrl: string } }): JobHandler {
  return {
    lockSeconds: 300,
    async run() {
      await mailSubscriptionsEnding(deps.db, deps.env.publicUrl);
      return { runAgainAt: new Date(Date.now() + SUBSCRIPTION_ENDING_MINUTES * 60_000) };
    },
  };
}
