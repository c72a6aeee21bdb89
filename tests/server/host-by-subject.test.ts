import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshDatabase } from '../support/database';
import type { Database } from '../../src/server/db/client';
import { hosts } from '../../src/server/db/schema';
import { findOrProvisionHost, userCounts } from '../../src/server/services/hosts';
import { conversationMembers, conversations } from '../../src/server/db/schema';
import { and, inArray } from 'drizzle-orm';

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

describe("the shell's counts (prepared statements)", () => {
  it('answer each host its own counts, as they are now', async () => {
    const { db } = database;
    const hostOf = async (email: string) => (await db.select().from(hosts).where(eq(hosts.email, email)))[0]!;
    const [anna, alpine] = [await hostOf('anna@demo.host-portal.test'), await hostOf('alpine@demo.host-portal.test')];
    const before = { anna: await userCounts(db, anna.id), alpine: await userCounts(db, alpine.id) };
    expect(before.anna.unreadMessages).toBeGreaterThan(0); // the demo inbox (db/seed-conversations.ts)
    expect(before.alpine.unreadMessages).toBeGreaterThan(0);
    // Anna reads everything: her count is 0 at once, Alpine's unchanged.
    const annas = db.select({ id: conversations.id }).from(conversations).where(eq(conversations.hostId, anna.id));
    await db.update(conversationMembers).set({ lastReadAt: new Date(Date.now() + 60_000) }).where(and(eq(conversationMembers.role, 'host'), inArray(conversationMembers.conversationId, annas)));
    expect(await userCounts(db, anna.id)).toEqual({ ...before.anna, unreadMessages: 0 });
    expect(await userCounts(db, alpine.id)).toEqual(before.alpine);
  });
});
