import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshDatabase } from '../support/database';
import type { Database } from '../../src/server/db/client';
import { bookings, conversationMembers, conversations, hosts, identityAccounts, reviews } from '../../src/server/db/schema';
import { findOrProvisionHost, shellFacts } from '../../src/server/services/hosts';
import { stayCounts } from '../../src/server/services/bookings/pending';
import { unreadConversationCount } from '../../src/server/services/messaging/channels';
import { unansweredReviewCount } from '../../src/server/services/reviews/host-reviews';
import { and, gt, inArray, isNull } from 'drizzle-orm';

// findOrProvisionHost reads the host of every API request through one prepared statement: it must
// answer each call from the database as it is then (the revocation time of a password change
// included), for the subject asked, on every connection of a pool.
let database: Database;
beforeAll(async () => {
  database = await freshDatabase('seeded');
});
afterAll(async () => {
  await database?.close();
});

describe('the host of a token subject (prepared statement)', () => {
  it('answers the row as it is now, for the subject asked, many times at once', async () => {
    const { db } = database;
    const rows = await db.select({ subject: hosts.subject, email: hosts.email }).from(hosts).limit(2);
    expect(rows).toHaveLength(2);
    const [a, b] = rows;
    expect((await findOrProvisionHost(db, { sub: a.subject })).tokensValidFrom).toBeNull();
    const changed = new Date(Math.floor(Date.now() / 1000) * 1000);
    await db.update(hosts).set({ tokensValidFrom: changed }).where(eq(hosts.subject, a.subject));
    expect((await findOrProvisionHost(db, { sub: a.subject })).tokensValidFrom).toEqual(changed);
    // More calls at once than a pool has connections: each answers its own subject.
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => findOrProvisionHost(db, { sub: (i % 2 ? b : a).subject })));
    expect(answers.map((h) => h.email)).toEqual(Array.from({ length: 30 }, (_, i) => (i % 2 ? b : a).email));
  });

  it('still provisions a host for a subject seen for the first time, once', async () => {
    const { db } = database;
    const claims = { sub: 'other-provider|42', email: 'New.Host@Example.test', givenName: 'New', familyName: 'Host' };
    const first = await findOrProvisionHost(db, claims);
    expect(first).toMatchObject({ subject: claims.sub, email: 'new.host@example.test', firstName: 'New' });
    expect((await findOrProvisionHost(db, claims)).id).toBe(first.id);
  });
});

describe("the shell's facts (one prepared statement)", () => {
  const userCounts = async (hostId: string) => (await shellFacts(database.db, hostId)).counts;
  const hostOf = async (email: string) => (await database.db.select().from(hosts).where(eq(hosts.email, email)))[0]!;

  it('answer each host its own counts, as they are now', async () => {
    const { db } = database;
    const [anna, alpine] = [await hostOf('anna@demo.host-portal.test'), await hostOf('alpine@demo.host-portal.test')];
    const before = { anna: await userCounts(anna.id), alpine: await userCounts(alpine.id) };
    expect(before.anna.unreadMessages).toBeGreaterThan(0); // the demo inbox (db/seed-conversations.ts)
    expect(before.alpine.unreadMessages).toBeGreaterThan(0);
    // Anna reads everything: her count is 0 at once, Alpine's unchanged.
    const annas = db.select({ id: conversations.id }).from(conversations).where(eq(conversations.hostId, anna.id));
    await db.update(conversationMembers).set({ lastReadAt: new Date(Date.now() + 60_000) }).where(and(eq(conversationMembers.role, 'host'), inArray(conversationMembers.conversationId, annas)));
    expect(await userCounts(anna.id)).toEqual({ ...before.anna, unreadMessages: 0 });
    expect(await userCounts(alpine.id)).toEqual(before.alpine);
  });

  it("count as each service's own count does, for every host", async () => {
    const { db } = database;
    const all = await db.select({ id: hosts.id }).from(hosts);
    const withSomething = { pending: 0, inquiries: 0, unread: 0, reviews: 0 };
    for (const { id } of all) {
      const stays = await stayCounts(db, id);
      const own = { pendingBookings: stays.pendingBookings, inquiries: stays.inquiries, unreadMessages: await unreadConversationCount(db, id), unansweredReviews: await unansweredReviewCount(db, id) };
      expect(await userCounts(id)).toEqual(own);
      withSomething.pending += Math.sign(own.pendingBookings);
      withSomething.inquiries += Math.sign(own.inquiries);
      withSomething.unread += Math.sign(own.unreadMessages);
      withSomething.reviews += Math.sign(own.unansweredReviews);
    }
    // The seeded data gives every count something to agree on, not only zeros.
    expect(Object.values(withSomething).every((n) => n > 0)).toBe(true);
  });

  it('follow a pending request and a reply as they change', async () => {
    const { db } = database;
    // A request still pending (no deadline passed) and a review without a reply, of any seeded host.
    const [request] = await db.select({ id: bookings.id, hostId: bookings.hostId }).from(bookings).where(and(eq(bookings.kind, 'request'), eq(bookings.status, 'REQUESTED'), gt(bookings.expirationTime, new Date()))).limit(1);
    const [review] = await db.select({ id: reviews.id, hostId: reviews.hostId }).from(reviews).where(and(eq(reviews.hostId, request!.hostId), isNull(reviews.reply))).limit(1);
    expect(request && review).toBeTruthy();
    const host = { id: request!.hostId };
    const before = await userCounts(host.id);
    await db.update(bookings).set({ status: 'REJECTED' }).where(eq(bookings.id, request!.id));
    await db.update(reviews).set({ reply: 'Thank you!' }).where(eq(reviews.id, review!.id));
    expect(await userCounts(host.id)).toEqual({ ...before, pendingBookings: before.pendingBookings - 1, unansweredReviews: before.unansweredReviews - 1 });
  });

  it("say the address is confirmed only when the host's own account here is", async () => {
    const { db } = database;
    const host = await hostOf('marie@demo.host-portal.test');
    expect((await shellFacts(db, host.id)).emailVerified).toBe(true); // demo accounts are confirmed
    await db.update(identityAccounts).set({ emailVerifiedAt: null }).where(eq(identityAccounts.id, host.subject));
    expect((await shellFacts(db, host.id)).emailVerified).toBe(false);
    // Another provider's host (a subject that is no account id here) has its address confirmed there.
    const other = await findOrProvisionHost(db, { sub: 'keycloak|4711', email: 'elsewhere@example.test' });
    expect((await shellFacts(db, other.id)).emailVerified).toBe(true);
  });
});
