import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { apiHarness, ALPINE, MARIE } from '../support/api';
import { auditLog, conversations, hosts, messages } from '../../src/server/db/schema';
import { postMessage, unreadFor } from '../../src/server/services/messaging/messages';
import { MessagePageSchema, MessageSchema } from '../../src/shared/schemas/messaging';
import { MESSAGE_MAX_LENGTH } from '../../src/shared/domain/messaging/message-rules';
import { addStay, day, freshUnit, names, type Harness } from './bookings-fixtures';

// Messages of a conversation from the host's side: sending (stored before answered, idempotent on
// clientMessageId, one audit row without the body), the length limit naming `body`, HTML kept
// as plain text, paging, and "nothing starts while onboarding is in progress".

let h: Harness;
let hostId: string;
let conversationId: string;

const path = () => `/api/app/messaging/channels/${conversationId}/messages`;
const send = (body: unknown, as = ALPINE) => h.call('POST', path(), { as, body });
const page = (query = '', as = ALPINE) => h.call('GET', `${path()}?${query}`, { as });
const storedCount = async () => (await h.database.db.select().from(messages).where(eq(messages.conversationId, conversationId))).length;

beforeAll(async () => {
  h = await apiHarness();
  const { unitId, hostId: id } = await freshUnit(h, ALPINE);
  hostId = id;
  const stay = await addStay(h, { kind: 'booking', status: 'CONFIRMED', checkIn: day(30), checkOut: day(33), unitId, hostId, first: 'Nina', last: 'Berger' });
  const r = await h.call('POST', '/api/app/messaging/conversation', { as: ALPINE, body: { bookingId: stay.code } });
  conversationId = r.json.conversationId;
});
afterAll(() => h.close());

describe('POST /api/app/messaging/channels/{id}/messages', () => {
  it('stores the message and answers it (201), sets last_message_at, one audit row without the body', async () => {
    const r = await send({ clientMessageId: 'client-msg-0001', body: '  Welcome, Nina!  ' });
    expect(r.status, r.text).toBe(201);
    expect(v.is(MessageSchema, r.json)).toBe(true);
    expect(r.json).toMatchObject({ conversationId, senderRole: 'host', body: 'Welcome, Nina!', clientMessageId: 'client-msg-0001' });
    expect(r.json.senderName.length).toBeGreaterThan(0);
    const [conv] = await h.database.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(conv.lastMessageAt?.toISOString()).toBe(r.json.createdAt);
    const audit = await h.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'message.send'), eq(auditLog.target, conversationId)));
    expect(audit).toHaveLength(1);
    expect(audit[0].hostId).toBe(hostId);
    expect(JSON.stringify(audit[0].detail)).not.toContain('Welcome');
  });

  it('the same clientMessageId again answers the SAME message (200) and stores nothing more', async () => {
    const before = await storedCount();
    const first = (await page()).json.items.at(-1);
    const again = await send({ clientMessageId: 'client-msg-0001', body: 'Welcome, Nina!' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first);
    // Even with another body: the first stored one wins, a retry never doubles.
    const changed = await send({ clientMessageId: 'client-msg-0001', body: 'Something else' });
    expect(changed.json.id).toBe(first.id);
    expect(changed.json.body).toBe('Welcome, Nina!');
    expect(await storedCount()).toBe(before);
    expect(await h.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'message.send'), eq(auditLog.target, conversationId)))).toHaveLength(1);
  });

  it('the same send five times at once: one message stored, one 201, every answer the same message', async () => {
    const before = await storedCount();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send({ clientMessageId: 'client-msg-race', body: 'Only once, please.' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    expect(await storedCount()).toBe(before + 1);
  });

  it('an empty, blank or over-long body answers 400 naming body (with the limit); nothing stored', async () => {
    const before = await storedCount();
    for (const body of ['', '   \n  ']) {
      const r = await send({ clientMessageId: 'client-msg-empty', body });
      expect(r.status).toBe(400);
      expect(names(r)).toEqual(['body']);
    }
    const tooLong = await send({ clientMessageId: 'client-msg-long', body: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.invalidParams).toEqual([{ name: 'body', reason: `must be at most ${MESSAGE_MAX_LENGTH} characters` }]);
    const exactly = await send({ clientMessageId: 'client-msg-2000', body: 'y'.repeat(MESSAGE_MAX_LENGTH) });
    expect(exactly.status).toBe(201);
    expect(await storedCount()).toBe(before + 1);
  });

  it('names a bad clientMessageId, a missing body and unknown fields', async () => {
    let r = await send({ clientMessageId: 'short', body: 'Hi' });
    expect(names(r)).toEqual(['clientMessageId']);
    r = await send({ clientMessageId: 'client-msg-0009' });
    expect(names(r)).toEqual(['body']);
    r = await send({ clientMessageId: 'client-msg-0009', body: 'Hi', senderRole: 'guest' });
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['senderRole']);
  });

  it('keeps HTML as the text it is: stored and answered verbatim', async () => {
    const html = '<script>alert("x")</script> <b>bold</b> &amp; <img src=x onerror=alert(1)>';
    const r = await send({ clientMessageId: 'client-msg-html', body: html });
    expect(r.status).toBe(201);
    expect(r.json.body).toBe(html);
    const [row] = await h.database.db.select().from(messages).where(eq(messages.id, r.json.id));
    expect(row.body).toBe(html);
    expect((await page()).json.items.at(-1).body).toBe(html);
    const list = await h.call('GET', '/api/app/messaging/channels?status=all', { as: ALPINE });
    expect(list.json.items.find((i: { id: string }) => i.id === conversationId).lastMessage.preview).toBe(html);
  });
});

describe('POST /api/app/messaging/conversation at once', () => {
  it('five first calls for one stay end with one conversation, all answering its id', async () => {
    const { unitId } = await freshUnit(h, ALPINE);
    const stay = await addStay(h, { kind: 'booking', status: 'CONFIRMED', checkIn: day(30), checkOut: day(33), unitId, hostId });
    const answers = await Promise.all(Array.from({ length: 5 }, () => h.call('POST', '/api/app/messaging/conversation', { as: ALPINE, body: { bookingId: stay.code } })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json.conversationId)).size).toBe(1);
    expect(await h.database.db.select().from(conversations).where(eq(conversations.stayId, stay.id))).toHaveLength(1);
    expect(await h.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'conversation.open'), eq(auditLog.target, answers[0].json.conversationId)))).toHaveLength(1);
  });
});

describe('GET /api/app/messaging/channels/{id}/messages', () => {
  it('pages backwards, oldest first within a page, with nextBefore until the start', async () => {
    // Five guest messages a minute apart after the host's.
    const t0 = Date.now() - 3_600_000;
    for (let i = 1; i <= 5; i++) {
      await postMessage(h.database.db, { conversationId, hostId, senderRole: 'guest', body: `guest ${i}`, clientMessageId: `guest-page-${i}` }, { at: new Date(t0 + i * 60_000) });
    }
    const all = (await page('limit=100')).json;
    expect(v.is(MessagePageSchema, all)).toBe(true);
    expect(all.nextBefore).toBeNull();
    const times = all.items.map((m: { createdAt: string }) => m.createdAt);
    expect(times).toEqual([...times].sort());

    const newest = await page('limit=2');
    expect(newest.json.items).toHaveLength(2);
    expect(newest.json.nextBefore).toBe(newest.json.items[0].id);
    const older = await page(`limit=2&before=${newest.json.nextBefore}`);
    expect(older.json.items.map((m: { id: string }) => m.id)).toEqual(all.items.slice(-4, -2).map((m: { id: string }) => m.id));
    expect(all.items.filter((m: { senderRole: string }) => m.senderRole === 'guest').map((m: { body: string }) => m.body)).toEqual(['guest 1', 'guest 2', 'guest 3', 'guest 4', 'guest 5']);
  });

  it('names bad paging fields', async () => {
    const r = await page('limit=0&before=nope');
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['before', 'limit']);
  });
});

describe('while the host\'s onboarding is in progress', () => {
  it('refuses to send or open a conversation (409), and still answers reads', async () => {
    await h.database.db.update(hosts).set({ onboardingStatus: 'in_progress' }).where(eq(hosts.id, hostId));
    try {
      const before = await storedCount();
      const r = await send({ clientMessageId: 'client-msg-onb1', body: 'Hello?' });
      expect(r.status).toBe(409);
      expect(r.json.detail).toMatch(/onboarding/i);
      expect(await storedCount()).toBe(before);
      const stay = (await h.call('GET', `/api/app/messaging/channels/${conversationId}`, { as: ALPINE })).json.bookingCode;
      expect((await h.call('POST', '/api/app/messaging/conversation', { as: ALPINE, body: { bookingId: stay } })).status).toBe(409);
      expect((await page()).status).toBe(200);
      expect((await h.call('GET', '/api/app/messaging/channels', { as: ALPINE })).status).toBe(200);
      expect((await h.call('GET', `/api/app/messaging/channels/${conversationId}`, { as: ALPINE })).status).toBe(200);
    } finally {
      await h.database.db.update(hosts).set({ onboardingStatus: 'finished' }).where(eq(hosts.id, hostId));
    }
    expect((await send({ clientMessageId: 'client-msg-onb1', body: 'Hello?' })).status).toBe(201);
  });

  it('another host cannot write into the conversation', async () => {
    const r = await send({ clientMessageId: 'client-msg-marie', body: 'Hi' }, MARIE);
    expect(r.status).toBe(404);
    expect(await h.database.db.select().from(messages).where(eq(messages.clientMessageId, 'client-msg-marie'))).toEqual([]);
  });
});

describe('unreadFor (the unread count in SQL)', () => {
  it('counts the other side\'s messages after the read mark, also in a select from conversations alone', async () => {
    const unread = async () => {
      const [row] = await h.database.db
        .select({ host: unreadFor('host'), guest: unreadFor('guest') })
        .from(conversations)
        .where(eq(conversations.id, conversationId));
      return row;
    };
    await h.call('POST', `/api/app/messaging/channels/${conversationId}/read`, { as: ALPINE });
    const before = await unread();
    expect(before.host).toBe(0);
    await postMessage(h.database.db, { conversationId, hostId, senderRole: 'guest', body: 'Is there parking?', clientMessageId: 'guest-unread-1' });
    await postMessage(h.database.db, { conversationId, hostId, senderRole: 'guest', body: 'And a cot?', clientMessageId: 'guest-unread-2' });
    const after = await unread();
    expect(after.host).toBe(2);
    // Writing marks the writer's side read: the guest has nothing unread, until the host answers.
    expect(after.guest).toBe(0);
    await postMessage(h.database.db, { conversationId, hostId, senderRole: 'host', body: 'Yes, both.', clientMessageId: 'host-unread-1' });
    expect(await unread()).toEqual({ host: 0, guest: 1 });
  });
});
