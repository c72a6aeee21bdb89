import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ALPINE, ANNA } from '../support/api';
import { mailHarness, type MailHarness } from '../support/mail-harness';
import { jobs, mailOutbox, subscriptions } from '../../src/server/db/schema';
import {
  SUBSCRIPTION_ENDING_MINUTES,
  SUBSCRIPTION_ENDING_QUEUE,
  mailSubscriptionsEnding,
  scheduleSubscriptionEnding,
  subscriptionEndingHandler,
} from '../../src/server/services/subscription-ending-job';
import { formatMoment } from '../../src/server/services/mail/compose';
import { ABOUT_TO_EXPIRE_DAYS } from '../../src/shared/domain/subscription-rules';
import { scaledMs } from '../support/time-scale';

// The host's mail a few days before the subscription ends, against a real SMTP receiver: one mail
// per subscription and end however often the hourly job looks, none while the end is further away
// than the portal's "about to expire" rule, its own words for a host who cancelled, and a new mail
// once a renewed subscription's new end comes near.

let m: MailHarness;
const HOUR = 3_600_000;
const subscriptionOf = async (as: string) => {
  const r = await m.h.call('GET', '/api/app/v2/user/subscription', { as });
  expect(r.status, r.text).toBe(200);
  return r.json.subscription.id as string;
};
const endIn = (id: string, hours: number, cancellationScheduled = false) =>
  m.db.update(subscriptions).set({ expiresAt: new Date(Date.now() + hours * HOUR), cancellationScheduled }).where(eq(subscriptions.id, id)).returning();
const mailsOf = (id: string) => m.mailsOf('subscription.ending', id);
const look = () => mailSubscriptionsEnding(m.db, m.h.env.publicUrl);

beforeAll(async () => {
  m = await mailHarness();
}, scaledMs(60_000));
afterAll(() => m.close());

describe('a subscription about to end', () => {
  it(`is told once, ${ABOUT_TO_EXPIRE_DAYS} days ahead at most, in the host's language, with the end and a link to manage it; sent once`, async () => {
    const id = await subscriptionOf(ANNA);
    await endIn(id, ABOUT_TO_EXPIRE_DAYS * 24 + 2);
    await look();
    expect(await mailsOf(id)).toHaveLength(0);

    const [row] = await endIn(id, ABOUT_TO_EXPIRE_DAYS * 24 - 2);
    expect(await look()).toBeGreaterThanOrEqual(1);
    expect(await look()).toBe(0);
    const [mail, ...more] = await mailsOf(id);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ recipient: ANNA, language: 'en-US' });
    const ends = formatMoment('en-US', row!.expiresAt!);
    expect(mail!.subject).toBe(`Your subscription ends on ${ends}`);
    expect(mail!.text).toContain('Choose a plan before then');
    expect(mail!.text).toContain(`${m.h.env.publicUrl}/manage-subscription`);
    expect(mail!.headers['List-Unsubscribe']).toMatch(/unsubscribe\/subscription\.ending\./);
    await m.runJobs();
    await m.runJobs();
    expect(m.receivedBy(ANNA).filter((x) => x.raw.includes('subscription.ending'))).toHaveLength(1);
  });

  it('a host who cancelled reads that it ends as asked (German for alpine@); a renewed subscription is told of its new end again', async () => {
    const id = await subscriptionOf(ALPINE);
    await endIn(id, 30, true);
    await look();
    const [first] = await mailsOf(id);
    expect(first).toMatchObject({ recipient: ALPINE, language: 'de-DE' });
    expect(first!.subject).toMatch(/^Ihr gekündigtes Abonnement endet am /);
    expect(first!.text).toContain('ziehen Sie die Kündigung zurück');

    // Renewed: a new end, later told of on its own.
    await endIn(id, 50);
    await look();
    const all = await mailsOf(id);
    expect(all).toHaveLength(2);
    expect(new Set(all.map((x) => x.key)).size).toBe(2);
    // An ended subscription is not told of.
    await endIn(id, -1);
    expect(await look()).toBe(0);
  });

  it('is one recurring job, scheduled at start, that runs again every hour', async () => {
    await scheduleSubscriptionEnding(m.db);
    await scheduleSubscriptionEnding(m.db);
    const rows = await m.db.select().from(jobs).where(eq(jobs.queue, SUBSCRIPTION_ENDING_QUEUE));
    expect(rows).toHaveLength(1);
    const before = Date.now();
    const result = await subscriptionEndingHandler({ db: m.db, env: { publicUrl: m.h.env.publicUrl } }).run(rows[0]!);
    expect(result?.runAgainAt!.getTime()).toBeGreaterThanOrEqual(before + SUBSCRIPTION_ENDING_MINUTES * 60_000);
    expect((await m.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'subscription.ending'))).length).toBeGreaterThanOrEqual(2);
  });
});
