import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA, MARIE, STAFF } from '../support/api';
import { bookings, conversationMembers, conversations, hosts, messages } from '../../src/server/db/schema';
import { listMessages, unreadFor } from '../../src/server/services/messaging/messages';
import { DEMO_GUEST } from '../../src/server/db/seed-conversations';

// The demo inbox (src/server/db/seed-conversations.ts, README): every demo host with stays has
// conversations on them, some unread, one archived, messages in order, the guests' first words
// taken from their requests and inquiries, and the README's guest sign-in pair leads to one.

let h: Awaited<ReturnType<typeof apiHarness>>;
beforeAll(async () => {
  // Seeded now, not at the run's start: the top guest wrote "a moment ago" by the seed's clock.
  h = await apiHarness({ seededNow: true });
});
afterAll(() => h.close());

const hostId = async (email: string) => (await h.database.db.select({ id: hosts.id }).from(hosts).where(eq(hosts.email, email)))[0]!.id;

// Joined with the stay, as the inbox lists are: unreadFor names conversations.id, which drizzle
// qualifies with its table only in a select of several tables (alone it renders a bare "id",
// which the subquery would read as the message's own id).
async function inbox(email: string) {
  return h.database.db
    .select({ id: conversations.id, stayId: conversations.stayId, archivedAt: conversations.archivedAt, lastMessageAt: conversations.lastMessageAt, unread: unreadFor('host') })
    .from(conversations)
    .innerJoin(bookings, eq(bookings.id, conversations.stayId))
    .where(eq(conversations.hostId, await hostId(email)))
    .orderBy(desc(conversations.lastMessageAt));
}

const stayByCode = async (code: string) => (await h.database.db.select().from(bookings).where(eq(bookings.code, code)))[0]!;

describe('demo conversations', () => {
  it('anna, alpine and marie have conversations with unread guest messages; staff has none', async () => {
    for (const email of [ANNA, ALPINE, MARIE]) {
      const list = await inbox(email);
      expect(list.length, email).toBeGreaterThan(0);
      expect(list.some((c) => c.unread > 0), `${email} has unread messages`).toBe(true);
      // Not everything is unread: the host has answered some.
      if (email !== MARIE) expect(list.some((c) => c.unread === 0), `${email} has read conversations`).toBe(true);
    }
    expect(await inbox(STAFF)).toEqual([]);
  });

  it('anna and alpine each have one archived conversation, with older messages than the inbox top', async () => {
    for (const email of [ANNA, ALPINE]) {
      const list = await inbox(email);
      const archived = list.filter((c) => c.archivedAt !== null);
      expect(archived, email).toHaveLength(1);
      expect(archived[0]!.unread).toBe(0);
    }
  });

  it('messages are ordered oldest first, last_message_at is the newest, each conversation has both sides named', async () => {
    const all = await h.database.db.select().from(conversations);
    expect(all.length).toBeGreaterThanOrEqual(10);
    for (const c of all) {
      const page = await listMessages(h.database.db, c.id, { limit: 100 });
      expect(page.items.length, c.id).toBeGreaterThan(0);
      const times = page.items.map((m) => Date.parse(m.createdAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(c.lastMessageAt?.getTime()).toBe(times.at(-1));
      const members = await h.database.db.select().from(conversationMembers).where(eq(conversationMembers.conversationId, c.id));
      expect(members.map((m) => m.role).sort()).toEqual(['guest', 'host']);
      expect(members.every((m) => m.displayName.length > 0)).toBe(true);
      // Nothing in the future.
      expect(times.at(-1)!).toBeLessThanOrEqual(Date.now());
    }
  });

  it('every stay with a guest message has a conversation that starts with it, from the guest', async () => {
    const withMessage = await h.database.db.select().from(bookings).where(isNotNull(bookings.guestMessage));
    expect(withMessage.map((s) => s.code).sort()).toEqual(['HP-8RD4KU', 'HP-J4UW6E', 'HP-N4HS7B']);
    for (const stay of withMessage) {
      expect(stay.conversationId, stay.code).not.toBeNull();
      const [first] = await h.database.db.select().from(messages).where(eq(messages.conversationId, stay.conversationId!)).orderBy(asc(messages.createdAt)).limit(1);
      expect(first).toMatchObject({ senderRole: 'guest', body: stay.guestMessage });
    }
    // Nina's request waits for an answer: her words are unread.
    const ninaStay = await stayByCode('HP-N4HS7B');
    const nina = (await inbox(ALPINE)).find((c) => c.stayId === ninaStay.id);
    expect(nina?.unread).toBeGreaterThan(0);
  });

  it('the top of anna\'s inbox is a guest who wrote a moment ago, in her language', async () => {
    const [top] = await inbox(ANNA);
    const giulia = await stayByCode('HP-G2VM7T');
    expect(top!.stayId).toBe(giulia.id);
    expect(Date.now() - top!.lastMessageAt!.getTime()).toBeLessThan(10 * 60_000);
    expect(top!.unread).toBe(1);
    const page = await listMessages(h.database.db, top!.id, { limit: 10 });
    expect(page.items.at(-1)).toMatchObject({ senderRole: 'guest', senderName: 'Giulia Romano' });
    expect(page.items.at(-1)!.body).toMatch(/grazie/i);
  });

  it('a booking confirmed from a request shares the request\'s conversation', async () => {
    const request = await stayByCode('HP-K7ND3F');
    const booking = await stayByCode('HP-P2GA6Y');
    expect(booking.conversationId).not.toBeNull();
    expect(request.conversationId).toBe(booking.conversationId);
    const [c] = await h.database.db.select().from(conversations).where(eq(conversations.id, booking.conversationId!));
    expect(c!.stayId).toBe(request.id);
  });

  it('the README\'s guest sign-in pair is a stay with that e-mail and a conversation holding the host\'s answer', async () => {
    const stay = await stayByCode(DEMO_GUEST.bookingCode);
    expect(stay.customerEmail).toBe(DEMO_GUEST.email);
    const hostWrote = await h.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, stay.conversationId!), eq(messages.senderRole, 'host')));
    expect(hostWrote.length).toBeGreaterThan(0);
    // Every demo stay with a conversation can be reached by its guest (an e-mail is on file).
    const reachable = await h.database.db.select({ code: bookings.code, email: bookings.customerEmail }).from(bookings).where(isNotNull(bookings.conversationId));
    expect(reachable.filter((s) => !s.email)).toEqual([]);
  });

  it('the inbox API shows them: last message first, unread counts, the archived apart, the badge in the user info', async () => {
    const inboxList = await h.call('GET', '/api/app/messaging/channels?status=inbox', { as: ANNA });
    expect(inboxList.status).toBe(200);
    const items = inboxList.json.items as { bookingCode: string; unreadCount: number; archived: boolean }[];
    expect(items.map((c) => c.bookingCode)).toEqual(['HP-G2VM7T', 'HP-8RD4KU', 'HP-5YB9GN', 'HP-F8RC4N']);
    expect(items.map((c) => c.unreadCount)).toEqual([1, 1, 0, 0]);
    const archived = await h.call('GET', '/api/app/messaging/channels?status=archived', { as: ANNA });
    expect(archived.json.items.map((c: { bookingCode: string }) => c.bookingCode)).toEqual(['HP-B6YK2W']);
    for (const [email, unread] of [[ANNA, 2], [ALPINE, 2], [MARIE, 1], [STAFF, 0]] as const) {
      expect((await h.call('GET', '/api/app/user/info', { as: email })).json.counts.unreadMessages, email).toBe(unread);
    }
  });
});
