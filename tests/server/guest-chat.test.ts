import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { apiHarness, ANNA } from '../support/api';
import { readSse } from '../support/sse';
import { addStay, day, freshUnit, stayByCode, type Harness } from './bookings-fixtures';
import { conversations, guestSessions, rateLimits } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';
import { openConversation } from '../../src/server/services/messaging/conversations';
import { markRead, postMessage } from '../../src/server/services/messaging/messages';
import { hashSecret } from '../../src/server/services/messaging/tokens';
import { GuestSessionSchema, MessagePageSchema, MessageSchema } from '../../src/shared/schemas/messaging';
import { GUEST_LOGIN_LIMIT } from '../../src/shared/domain/messaging/guest-access';

// The guest's side under /api/guest: sign-in with booking code and e-mail (one answer for every
// wrong pair, a limit per address), the guest_token cookie, the session's one conversation
// (messages, posting, read mark, its event stream) and sign-out.

let h: Harness;
let hostId: string;
let stay: { code: string; id: string };
let other: { code: string; id: string };

type Answer = { status: number; headers: Headers; json: any; text: string; cookie: string | null };

/** A call as a browser would make it: the guest_token cookie if given, the Set-Cookie header back. */
async function guest(method: string, path: string, opts: { cookie?: string | null; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await h.app.request(`/api/guest${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, json, text, cookie: res.headers.get('set-cookie') };
}

/** `guest_token=...` from a Set-Cookie header, as the browser would send it back. */
const cookieOf = (setCookie: string | null) => setCookie!.split(';')[0];

async function signIn(bookingCode = stay.code, email = 'lena@guest.example'): Promise<{ cookie: string; answer: Answer }> {
  const answer = await guest('POST', '/login', { body: { bookingCode, email } });
  expect(answer.status, answer.text).toBe(200);
  return { cookie: cookieOf(answer.cookie), answer };
}

const resetLoginLimit = () => h.database.db.delete(rateLimits).where(sql`${rateLimits.key} like 'guest-login:%'`);

beforeAll(async () => {
  h = await apiHarness();
  const unit = await freshUnit(h, ANNA);
  hostId = unit.hostId;
  stay = await addStay(h, { kind: 'booking', status: 'CONFIRMED', checkIn: day(20), checkOut: day(24), ...unit, first: 'Lena', last: 'Vogel', email: 'Lena@Guest.example' });
  other = await addStay(h, { kind: 'inquiry', status: 'requested', checkIn: day(40), checkOut: day(42), ...unit, first: 'Tom', last: 'Berg', email: 'tom@guest.example' });
});
afterAll(() => h.close());

describe('POST /api/guest/login', () => {
  it('refuses a wrong code, a wrong e-mail or an e-mail of another stay with one and the same 401', async () => {
    const answers = await Promise.all([
      guest('POST', '/login', { body: { bookingCode: 'HP-ZZZZZZ', email: 'lena@guest.example' } }),
      guest('POST', '/login', { body: { bookingCode: stay.code, email: 'someone@guest.example' } }),
      guest('POST', '/login', { body: { bookingCode: stay.code, email: 'tom@guest.example' } }),
    ]);
    for (const a of answers) {
      expect(a.status).toBe(401);
      expect(a.headers.get('content-type')).toContain('application/problem+json');
      expect(a.cookie).toBeNull();
    }
    expect(new Set(answers.map((a) => `${a.json.title}|${a.json.detail}`)).size).toBe(1);
    expect(answers[0].json.detail).not.toMatch(/code is|e-mail is|unknown code|no such/i);
    await resetLoginLimit();
  });

  it('names bad fields (400)', async () => {
    const r = await guest('POST', '/login', { body: { bookingCode: '', email: 'not-an-email' } });
    expect(r.status).toBe(400);
    expect(r.json.invalidParams.map((p: { name: string }) => p.name).sort()).toEqual(['bookingCode', 'email']);
  });

  it('signs in with the code typed loosely and the e-mail in any case; sets the guest_token cookie; opens the conversation', async () => {
    expect((await stayByCode(h, stay.code)).conversationId).toBeNull();
    const loose = ` ${stay.code.toLowerCase().replace('-', ' - ')} `;
    const { answer } = await signIn(loose, 'LENA@guest.EXAMPLE');
    expect(v.is(GuestSessionSchema, answer.json)).toBe(true);
    const opened = (await stayByCode(h, stay.code)).conversationId;
    expect(opened).not.toBeNull();
    expect(answer.json).toMatchObject({ bookingCode: stay.code, kind: 'booking', stayStatus: 'CONFIRMED', guestName: 'Lena Vogel', conversationId: opened, guests: 2, checkIn: day(20), checkOut: day(24) });
    expect(answer.json.hostName.length).toBeGreaterThan(0);
    const parts = answer.cookie!.split(';').map((p) => p.trim());
    expect(parts[0]).toMatch(/^guest_token=[\w-]{43}$/);
    expect(parts).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Lax', 'Max-Age=86400', 'Path=/api/guest']));
    // Stored hashed, with the one-day expiry.
    const token = parts[0].slice('guest_token='.length);
    const [row] = await h.database.db.select().from(guestSessions).where(eq(guestSessions.tokenHash, hashSecret(token)));
    expect(row.stayId).toBe(stay.id);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(86_400_000 - 60_000);
    // A second sign-in keeps the one conversation.
    const again = await signIn();
    expect(again.answer.json.conversationId).toBe(opened);
    expect(await h.database.db.select().from(conversations).where(eq(conversations.stayId, stay.id))).toHaveLength(1);
  });

  it(`answers 429 with retry-after on the ${GUEST_LOGIN_LIMIT.perAddress + 1}th wrong try from one address; right pairs do not count`, async () => {
    await resetLoginLimit();
    for (let i = 0; i < GUEST_LOGIN_LIMIT.perAddress - 1; i++) {
      expect((await guest('POST', '/login', { body: { bookingCode: stay.code, email: `wrong${i}@guest.example` } })).status).toBe(401);
    }
    await signIn(); // forgiven: does not use up a try
    expect((await guest('POST', '/login', { body: { bookingCode: stay.code, email: 'wrong-last@guest.example' } })).status).toBe(401);
    const limited = await guest('POST', '/login', { body: { bookingCode: stay.code, email: 'wrong-again@guest.example' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right pair waits now.
    expect((await guest('POST', '/login', { body: { bookingCode: stay.code, email: 'lena@guest.example' } })).status).toBe(429);
    await resetLoginLimit();
  });
});

describe('the signed-in guest', () => {
  it('reads the session; without, with an unknown or an expired cookie every call is 401', async () => {
    const { cookie } = await signIn();
    const r = await guest('GET', '/session', { cookie });
    expect(r.status).toBe(200);
    expect(r.json.bookingCode).toBe(stay.code);
    for (const c of [null, 'guest_token=unknown-token']) {
      for (const [method, path] of [['GET', '/session'], ['GET', '/messages'], ['POST', '/read'], ['GET', '/events']] as const) {
        const refused = await guest(method, path, { cookie: c });
        expect(refused.status, `${method} ${path} ${c}`).toBe(401);
        expect(refused.headers.get('content-type')).toContain('application/problem+json');
      }
    }
    const token = cookie.slice('guest_token='.length);
    await h.database.db.update(guestSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(guestSessions.tokenHash, hashSecret(token)));
    expect((await guest('GET', '/session', { cookie })).status).toBe(401);
    expect((await guest('GET', '/events', { cookie })).status).toBe(401);
  });

  it('the current session: the session with a valid cookie, null (200, not 401) without one, with an unknown or an expired one', async () => {
    const { cookie } = await signIn();
    const r = await guest('GET', '/current-session', { cookie });
    expect(r.status).toBe(200);
    expect(r.json.session.bookingCode).toBe(stay.code);
    expect(r.json.session).toEqual((await guest('GET', '/session', { cookie })).json);
    for (const c of [null, 'guest_token=unknown-token']) {
      const none = await guest('GET', '/current-session', { cookie: c });
      expect(none.status, String(c)).toBe(200);
      expect(none.json).toEqual({ session: null });
    }
    const token = cookie.slice('guest_token='.length);
    await h.database.db.update(guestSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(guestSessions.tokenHash, hashSecret(token)));
    expect((await guest('GET', '/current-session', { cookie })).json).toEqual({ session: null });
  });

  it('posts (201, idempotent on clientMessageId), pages the conversation and marks it read', async () => {
    const { cookie, answer } = await signIn();
    const conversationId = answer.json.conversationId as string;
    const first = await guest('POST', '/messages', { cookie, body: { clientMessageId: 'guest-msg-0001', body: '  Can we check in at 2 pm?  ' } });
    expect(first.status, first.text).toBe(201);
    expect(v.is(MessageSchema, first.json)).toBe(true);
    expect(first.json).toMatchObject({ conversationId, senderRole: 'guest', senderName: 'Lena Vogel', body: 'Can we check in at 2 pm?', clientMessageId: 'guest-msg-0001' });
    const retry = await guest('POST', '/messages', { cookie, body: { clientMessageId: 'guest-msg-0001', body: 'Can we check in at 2 pm?' } });
    expect(retry.status).toBe(200);
    expect(retry.json.id).toBe(first.json.id);
    const audit = await h.database.db.execute(sql`select count(*)::int as n from audit_log where action = 'messaging.guest-message-posted' and target = ${conversationId}`);
    expect(Number((audit.rows[0] as { n: number }).n)).toBe(1);

    const bad = await guest('POST', '/messages', { cookie, body: { clientMessageId: 'x', body: '' } });
    expect(bad.status).toBe(400);
    expect(bad.json.invalidParams.map((p: { name: string }) => p.name).sort()).toEqual(['body', 'clientMessageId']);
    const tooLong = await guest('POST', '/messages', { cookie, body: { clientMessageId: 'guest-msg-long', body: 'x'.repeat(2001) } });
    expect(tooLong.status).toBe(400);

    const hostReply = await postMessage(h.database.db, { conversationId, hostId, senderRole: 'host', body: 'Yes, from 2 pm.', clientMessageId: 'host-reply-0001' });
    const page = await guest('GET', '/messages?limit=1', { cookie });
    expect(page.status).toBe(200);
    expect(v.is(MessagePageSchema, page.json)).toBe(true);
    expect(page.json.items.map((m: { id: string }) => m.id)).toEqual([hostReply.message.id]);
    const older = await guest('GET', `/messages?limit=1&before=${page.json.nextBefore}`, { cookie });
    expect(older.json.items.map((m: { id: string }) => m.id)).toEqual([first.json.id]);
    expect((await guest('GET', '/messages?limit=1000', { cookie })).status).toBe(400);

    const unread = () => h.database.db.execute(sql`select last_read_at from conversation_members where conversation_id = ${conversationId} and role = 'guest'`);
    const before = (await unread()).rows[0] as { last_read_at: string | Date };
    expect((await guest('POST', '/read', { cookie })).status).toBe(204);
    const after = (await unread()).rows[0] as { last_read_at: string | Date };
    expect(new Date(after.last_read_at).getTime()).toBeGreaterThan(new Date(before.last_read_at).getTime());
  });

  it("streams the host's messages of its conversation only — not another conversation's, not the host's read marks", async () => {
    const { cookie, answer } = await signIn();
    const conversationId = answer.json.conversationId as string;
    const otherStay = await stayByCode(h, other.code);
    const otherConversation = await h.database.db.transaction((tx) => openConversation(tx as unknown as Db, otherStay));
    const res = await h.app.request('/api/guest/events', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const sse = readSse(res);
    try {
      await sse.waitFor((e) => e.event === 'ready');
      await postMessage(h.database.db, { conversationId: otherConversation, hostId, senderRole: 'host', body: 'For Tom', clientMessageId: 'to-tom-00001' });
      await markRead(h.database.db, conversationId, hostId, 'host');
      const { message } = await postMessage(h.database.db, { conversationId, hostId, senderRole: 'host', body: 'See you soon!', clientMessageId: 'to-lena-0001' });
      const got = await sse.waitFor((e) => e.event === 'message', 1000); // received before a 1 s deadline
      expect(JSON.parse(got.data)).toEqual({ conversationId, message });
      // Give a wrongly routed notice the same chance to arrive, then check none did.
      const { message: marker } = await postMessage(h.database.db, { conversationId, hostId, senderRole: 'host', body: 'Marker', clientMessageId: 'to-lena-0002' });
      await sse.waitFor((e) => e.event === 'message' && JSON.parse(e.data).message.id === marker.id);
      expect(sse.events.filter((e) => e.event !== 'ready').map((e) => `${e.event}:${JSON.parse(e.data).conversationId}`)).toEqual([`message:${conversationId}`, `message:${conversationId}`]);
    } finally {
      await sse.close();
    }
  });
});

describe('POST /api/guest/logout', () => {
  it('ends the session and clears the cookie; 204 also without one', async () => {
    const { cookie } = await signIn();
    const out = await guest('POST', '/logout', { cookie });
    expect(out.status).toBe(204);
    expect(out.cookie).toMatch(/^guest_token=;/);
    expect(out.cookie).toContain('Max-Age=0');
    expect(out.cookie).toContain('Path=/api/guest');
    expect((await guest('GET', '/session', { cookie })).status).toBe(401);
    const token = cookie.slice('guest_token='.length);
    expect(await h.database.db.select().from(guestSessions).where(eq(guestSessions.tokenHash, hashSecret(token)))).toEqual([]);
    expect((await guest('POST', '/logout')).status).toBe(204);
  });
});
