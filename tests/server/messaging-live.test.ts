import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import pino from 'pino';
import * as v from 'valibot';
import { apiHarness, ALPINE, ANNA, MARIE, STAFF } from '../support/api';
import { readSse } from '../support/sse';
import { addStay, day, freshUnit, hostIdOf, stayByCode, type Harness } from './bookings-fixtures';
import { hosts, messagingTokens } from '../../src/server/db/schema';
import type { Database, Db } from '../../src/server/db/client';
import { openConversation } from '../../src/server/services/messaging/conversations';
import { markRead, postMessage } from '../../src/server/services/messaging/messages';
import { LiveHub, liveHubFor, type LiveEvent } from '../../src/server/services/messaging/live-hub';
import { messagingLiveRoutesWith } from '../../src/server/routes/messaging-live';
import { toProblem, problemResponse } from '../../src/server/http/problem';
import { LiveChannelEventSchema, LiveMessageEventSchema, MessagingTokenSchema } from '../../src/shared/schemas/messaging';
import { MESSAGING_TOKEN_TTL_SECONDS } from '../../src/shared/domain/messaging/guest-access';

// The live channel on one instance: the messaging token (GET /api/app/messaging/token) and the
// host's event stream (GET /api/messaging/events?token=) — who gets which notice, within a
// bounded wait; streams unsubscribe when the client goes away.

let h: Harness;
let annaId: string;
let alpineId: string;
let annaConversation: string;
let alpineConversation: string;

async function conversationOf(stayCode: string): Promise<string> {
  const stay = await stayByCode(h, stayCode);
  return h.database.db.transaction((tx) => openConversation(tx as unknown as Db, stay));
}

let seq = 0;
const post = (conversationId: string, hostId: string, body: string, senderRole: 'host' | 'guest' = 'guest') =>
  postMessage(h.database.db, { conversationId, hostId, senderRole, body, clientMessageId: `live-test-${++seq}-${Date.now()}` });

const tokenFor = async (as: string, headers: Record<string, string> = {}) => {
  const r = await h.call('GET', '/api/app/messaging/token', { as, headers });
  expect(r.status, r.text).toBe(200);
  return r.json.token as string;
};
const openEvents = (token: string | null) => h.app.request(`/api/messaging/events${token === null ? '' : `?token=${encodeURIComponent(token)}`}`);

beforeAll(async () => {
  h = await apiHarness();
  annaId = await hostIdOf(h, ANNA);
  alpineId = await hostIdOf(h, ALPINE);
  const anna = await freshUnit(h, ANNA);
  const alpine = await freshUnit(h, ALPINE);
  annaConversation = await conversationOf((await addStay(h, { kind: 'inquiry', status: 'requested', checkIn: day(30), checkOut: day(33), ...anna })).code);
  alpineConversation = await conversationOf((await addStay(h, { kind: 'booking', status: 'CONFIRMED', checkIn: day(30), checkOut: day(33), ...alpine })).code);
});
afterAll(() => h.close());

describe('GET /api/app/messaging/token', () => {
  it('answers a fresh random token for the host, stored only as its sha256 hash, with an audit row', async () => {
    const before = Date.now();
    const r = await h.call('GET', '/api/app/messaging/token', { as: ANNA });
    expect(r.status).toBe(200);
    expect(v.is(MessagingTokenSchema, r.json)).toBe(true);
    expect(r.json.token).toMatch(/^[\w-]{43}$/); // 32 bytes, base64url
    expect(r.json.userId).toBe(annaId);
    expect(r.json.userName.length).toBeGreaterThan(0);
    const expires = Date.parse(r.json.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + MESSAGING_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + MESSAGING_TOKEN_TTL_SECONDS * 1000 + 1000);
    const rows = await h.database.db.select().from(messagingTokens).where(eq(messagingTokens.hostId, annaId));
    const hash = createHash('sha256').update(r.json.token).digest('hex');
    expect(rows.map((t) => t.tokenHash)).toContain(hash);
    expect(rows.some((t) => t.tokenHash === r.json.token)).toBe(false);
    const again = await h.call('GET', '/api/app/messaging/token', { as: ANNA });
    expect(again.json.token).not.toBe(r.json.token);
    const audits = await h.database.db.execute(sql`select count(*)::int as n from audit_log where action = 'messaging.token-issued' and host_id = ${annaId}`);
    expect(Number((audits.rows[0] as { n: number }).n)).toBeGreaterThanOrEqual(2);
  });

  it('needs the bearer token (401)', async () => {
    const r = await h.call('GET', '/api/app/messaging/token');
    expect(r.status).toBe(401);
  });

  it('is refused (409) while the host is onboarding: messaging does not start', async () => {
    await h.database.db.update(hosts).set({ onboardingStatus: 'in_progress' }).where(eq(hosts.email, MARIE));
    try {
      const r = await h.call('GET', '/api/app/messaging/token', { as: MARIE });
      expect(r.status).toBe(409);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
    } finally {
      await h.database.db.update(hosts).set({ onboardingStatus: 'finished' }).where(eq(hosts.email, MARIE));
    }
    expect((await h.call('GET', '/api/app/messaging/token', { as: MARIE })).status).toBe(200);
  });

  it('speaks for the impersonated host when staff acts for one, naming the staff member in the audit', async () => {
    const staffId = await hostIdOf(h, STAFF);
    const r = await h.call('GET', '/api/app/messaging/token', { as: STAFF, headers: { 'x-impersonate-host': annaId } });
    expect(r.status).toBe(200);
    expect(r.json.userId).toBe(annaId);
    const rows = await h.database.db.execute(sql`select count(*)::int as n from audit_log where action = 'messaging.token-issued' and host_id = ${annaId} and staff_id = ${staffId}`);
    expect(Number((rows.rows[0] as { n: number }).n)).toBe(1);
  });

  it('clears expired tokens as it issues new ones', async () => {
    await h.database.db.insert(messagingTokens).values({ tokenHash: 'expired-one', hostId: alpineId, expiresAt: new Date(Date.now() - 60_000) });
    await tokenFor(ANNA);
    const left = await h.database.db.select().from(messagingTokens).where(eq(messagingTokens.tokenHash, 'expired-one'));
    expect(left).toEqual([]);
  });
});

describe('GET /api/messaging/events', () => {
  it('refuses a missing, unknown or expired token with 401 problem+json before any stream', async () => {
    const expired = await tokenFor(ANNA);
    const hash = createHash('sha256').update(expired).digest('hex');
    await h.database.db.update(messagingTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(messagingTokens.tokenHash, hash));
    for (const token of [null, '', 'not-a-token', expired]) {
      const r = await openEvents(token);
      expect(r.status, String(token)).toBe(401);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect((await r.json()).type).toBe('urn:host-portal:problem:unauthorized');
    }
  });

  it('streams ready, then the host\'s messages and conversation changes — not another host\'s', async () => {
    const res = await openEvents(await tokenFor(ANNA));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    const sse = readSse(res);
    try {
      await sse.waitFor((e) => e.event === 'ready');
      await post(alpineConversation, alpineId, 'For Alpine only');
      const { message } = await post(annaConversation, annaId, 'Is the sauna open in May?');
      const got = await sse.waitFor((e) => e.event === 'message', 1000); // received before a 1 s deadline
      const data = JSON.parse(got.data);
      expect(v.is(LiveMessageEventSchema, data)).toBe(true);
      expect(data).toEqual({ conversationId: annaConversation, message });
      await markRead(h.database.db, annaConversation, annaId, 'host');
      const channel = await sse.waitFor((e) => e.event === 'channel');
      expect(v.is(LiveChannelEventSchema, JSON.parse(channel.data))).toBe(true);
      expect(JSON.parse(channel.data)).toEqual({ conversationId: annaConversation });
      // Alpine's message (posted first) never reached Anna's stream.
      expect(sse.events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data).conversationId)).toEqual([annaConversation]);
    } finally {
      await sse.close();
    }
  });

  it('delivers messages in the order they were stored, once per stream, to every stream of the host', async () => {
    const [a, b] = await Promise.all([openEvents(await tokenFor(ANNA)), openEvents(await tokenFor(ANNA))]);
    const streams = [readSse(a), readSse(b)];
    try {
      await Promise.all(streams.map((s) => s.waitFor((e) => e.event === 'ready')));
      const sent: string[] = [];
      for (let i = 0; i < 5; i++) sent.push((await post(annaConversation, annaId, `Message ${i}`, 'host')).message.id);
      for (const s of streams) {
        await s.waitFor((e) => e.event === 'message' && JSON.parse(e.data).message.id === sent[4]);
        expect(s.events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data).message.id)).toEqual(sent);
      }
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });

  it('reads a notified message once per process, however many streams want it', async () => {
    let selects = 0;
    const db = new Proxy(h.database.db, {
      get(target, property, receiver) {
        if (property === 'select') selects++;
        return Reflect.get(target, property, receiver);
      },
    });
    const hub = new LiveHub({ ...h.database, db } as Database);
    const received: LiveEvent[][] = [[], [], [], []];
    const filters = [...Array(3).fill({ kind: 'host', hostId: annaId }), { kind: 'guest', conversationId: annaConversation }];
    const leave = await Promise.all(received.map((list, i) => hub.subscribe({ filter: filters[i], deliver: (e) => list.push(e), close: () => undefined })));
    try {
      const { message } = await post(annaConversation, annaId, 'Read me once');
      await expect.poll(() => received.every((list) => list.some((e) => e.event === 'message' && e.message.id === message.id)), { timeout: 1000 }).toBe(true);
      expect(selects).toBe(2); // the message row and its conversation's member names, not 2 per stream
    } finally {
      leave.forEach((l) => l());
      await hub.stop();
    }
  });

  it('unsubscribes when the client goes away: the hub\'s subscribers drop back and its LISTEN stops', async () => {
    const hub = liveHubFor(h.database);
    expect(hub.subscriberCount).toBe(0);
    const streams = [readSse(await openEvents(await tokenFor(ANNA))), readSse(await openEvents(await tokenFor(ALPINE)))];
    await Promise.all(streams.map((s) => s.waitFor((e) => e.event === 'ready')));
    expect(hub.subscriberCount).toBe(2);
    expect(hub.listening).toBe(true);
    await streams[0].close();
    await expect.poll(() => hub.subscriberCount, { timeout: 1000 }).toBe(1);
    await streams[1].close();
    await expect.poll(() => hub.subscriberCount, { timeout: 1000 }).toBe(0);
    await expect.poll(() => hub.listening, { timeout: 1000 }).toBe(false);
  });

  it('sends a heartbeat comment on an idle stream', async () => {
    // The same routes with a short heartbeat (the real one is LIVE_HEARTBEAT_MS, 25 s).
    const deps = { database: h.database, env: h.env, logger: pino({ level: 'silent' }), verifyToken: async () => ({ sub: '' }) };
    const app = new Hono().route('/api/messaging', messagingLiveRoutesWith({ heartbeatMs: 30 }).router(deps));
    app.onError((err, c) => problemResponse(c, toProblem(err)));
    const sse = readSse(await app.request(`/api/messaging/events?token=${await tokenFor(ANNA)}`));
    try {
      await sse.waitFor((e) => e.event === 'ready');
      expect(await sse.waitForComment(1000)).toBe('heartbeat');
    } finally {
      await sse.close();
    }
  });

  it('drops a client that stops reading once too much waits for it (no unbounded memory)', async () => {
    const hub = liveHubFor(h.database);
    const deps = { database: h.database, env: h.env, logger: pino({ level: 'silent' }), verifyToken: async () => ({ sub: '' }) };
    const app = new Hono().route('/api/messaging', messagingLiveRoutesWith({ heartbeatMs: 1 }).router(deps));
    const res = await app.request(`/api/messaging/events?token=${await tokenFor(ANNA)}`);
    expect(res.status).toBe(200);
    await expect.poll(() => hub.subscriberCount, { timeout: 1000 }).toBe(1);
    // Nobody reads the body: heartbeats pile up until the stream gives up on the client.
    await expect.poll(() => hub.subscriberCount, { timeout: 5000 }).toBe(0);
    // ... and the response ends at once, without waiting for the client to read what piled up.
    await readSse(res).waitForEnd(1000);
  });

  it('ends open streams when the hub stops (server close)', async () => {
    const sse = readSse(await openEvents(await tokenFor(ANNA)));
    await sse.waitFor((e) => e.event === 'ready');
    await liveHubFor(h.database).stop();
    await sse.waitForEnd(1000);
    expect(liveHubFor(h.database).subscriberCount).toBe(0);
  });

  // Only PostgreSQL drops a LISTEN connection (CI runs this file against PostgreSQL too).
  it.skipIf(!process.env.DATABASE_URL)('says ready again after its LISTEN connection came back, and still delivers', async () => {
    const sse = readSse(await openEvents(await tokenFor(ANNA)));
    try {
      await sse.waitFor((e) => e.event === 'ready');
      await h.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`);
      await expect.poll(() => sse.events.filter((e) => e.event === 'ready').length, { timeout: 5000 }).toBe(2);
      const { message } = await post(annaConversation, annaId, 'After the reconnect');
      const got = await sse.waitFor((e) => e.event === 'message' && JSON.parse(e.data).message.id === message.id);
      expect(JSON.parse(got.data).conversationId).toBe(annaConversation);
    } finally {
      await sse.close();
    }
  });
});
