import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { apiHarness, ALPINE, ANNA } from '../support/api';
import { bookings, conversations, messages, properties, units } from '../../src/server/db/schema';
import { postMessage } from '../../src/server/services/messaging/messages';
import { ChannelDetailsSchema, ChannelListSchema, ChannelSearchResultSchema, ChannelSummarySchema } from '../../src/shared/schemas/messaging';
import { CHANNEL_SEARCH_LIMIT } from '../../src/shared/domain/messaging/inbox';
import { addStay, auditRows, day, freshUnit, names, stayByCode, type Harness } from './bookings-fixtures';

// The host's inbox over the real API and database: opening a stay's conversation, the channel
// lists (inbox, all, archived; search, type, recent; order by last message), autocomplete,
// details, archive/unarchive, unread counts and the user info badge. The demo seed's
// conversations are removed first, so every list here holds only this file's conversations.

let h: Harness;
let hostId: string;
let unitId: string;
const code: Record<string, string> = {};
const conv: Record<string, string> = {};
const HOUR = 3_600_000;

const open = (body: unknown, as = ANNA) => h.call('POST', '/api/app/messaging/conversation', { as, body });
const list = (query = '', as = ANNA) => h.call('GET', `/api/app/messaging/channels?${query}`, { as });
const ids = (r: { json: { items: { id: string }[] } }) => r.json.items.map((i) => i.id);
const guestSays = (key: string, body: string, at: Date) =>
  postMessage(h.database.db, { conversationId: conv[key], hostId, senderRole: 'guest', body, clientMessageId: `g-${key}-${at.getTime()}` }, { at });
const unreadBadge = async (as = ANNA) => (await h.call('GET', '/api/app/user/info', { as })).json.counts.unreadMessages as number;

beforeAll(async () => {
  h = await apiHarness();
  const db = h.database.db;
  // The seed's demo conversations would change every count below.
  await db.update(bookings).set({ conversationId: null });
  await db.delete(conversations);
  ({ unitId, hostId } = await freshUnit(h, ANNA));
  // The unit is untitled: it goes by its property's title.
  const [unit] = await db.select().from(units).where(eq(units.id, unitId));
  await db.update(properties).set({ title: 'Haus am See' }).where(eq(properties.id, unit.propertyId));
  code.oliver = (await addStay(h, { kind: 'inquiry', status: 'requested', checkIn: day(40), checkOut: day(44), unitId, hostId, first: 'Oliver', last: 'Brenner' })).code;
  code.zoe = (await addStay(h, { kind: 'booking', status: 'CONFIRMED', checkIn: day(50), checkOut: day(52), unitId, hostId, first: 'Zoë', last: 'Quintero' })).code;
  code.req = (await addStay(h, { kind: 'request', status: 'REQUESTED', checkIn: day(60), checkOut: day(62), unitId, hostId, first: 'Ravi', last: 'Oliveira' })).code;
  code.quiet = (await addStay(h, { kind: 'booking', status: 'CONFIRMED', checkIn: day(70), checkOut: day(72), unitId, hostId, first: 'Ute', last: 'Stille' })).code;
});
afterAll(() => h.close());

describe('POST /api/app/messaging/conversation', () => {
  it('opens the stay\'s conversation once (same id again), with both members and an audit row', async () => {
    const first = await open({ bookingInquiryId: code.oliver });
    expect(first.status, first.text).toBe(200);
    conv.oliver = first.json.conversationId;
    const again = await open({ bookingInquiryId: code.oliver.toLowerCase() });
    expect(again.json).toEqual({ conversationId: conv.oliver });
    expect((await stayByCode(h, code.oliver)).conversationId).toBe(conv.oliver);
    expect(await auditRows(h, 'conversation.open', conv.oliver)).toHaveLength(1);
    const [row] = await h.database.db.select().from(conversations).where(eq(conversations.id, conv.oliver));
    expect(row).toMatchObject({ hostId, conversationType: 'inquiry', archivedAt: null, lastMessageAt: null });

    conv.zoe = (await open({ bookingId: code.zoe })).json.conversationId;
    conv.req = (await open({ bookingRequestId: code.req })).json.conversationId;
    conv.quiet = (await open({ bookingId: code.quiet })).json.conversationId;
    expect(new Set(Object.values(conv)).size).toBe(4);
  });

  it('a booking made from a request answers the request\'s conversation', async () => {
    const fromRequest = await addStay(h, { kind: 'booking', status: 'CONFIRMED', checkIn: day(60), checkOut: day(62), unitId: (await freshUnit(h, ANNA)).unitId, hostId });
    await h.database.db.update(bookings).set({ sourceRequestId: (await stayByCode(h, code.req)).id }).where(eq(bookings.id, fromRequest.id));
    expect((await open({ bookingId: fromRequest.code })).json).toEqual({ conversationId: conv.req });
    expect((await stayByCode(h, fromRequest.code)).conversationId).toBe(conv.req);
    code.made = fromRequest.code;
  });

  it('another host\'s stay, a missing code and the wrong kind answer 404 naming what; bad bodies 400', async () => {
    let r = await open({ bookingId: code.zoe }, ALPINE);
    expect(r.status).toBe(404);
    expect(r.json.detail).toBe('The booking does not exist.');
    r = await open({ bookingRequestId: 'HP-NOPE99' });
    expect(r.status).toBe(404);
    expect(r.json.detail).toBe('The booking request does not exist.');
    expect((await open({ bookingInquiryId: code.zoe })).json.detail).toBe('The inquiry does not exist.');
    r = await open({ bookingId: code.zoe, bookingInquiryId: code.oliver });
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['body']);
    r = await open({ bookingId: '' });
    expect(r.status).toBe(400);
    expect(names(r)).toContain('bookingId');
  });
});

describe('GET /api/app/messaging/channels', () => {
  it('orders by the last message (newest first), then never-written ones newest opened first, with previews and unread counts', async () => {
    const now = Date.now();
    await guestSays('oliver', 'Is the pool heated?', new Date(now - 3 * HOUR));
    await guestSays('zoe', `Hello!\n\nWe arrive   late. ${'x'.repeat(300)}`, new Date(now - 1 * HOUR));
    const r = await list('status=all');
    expect(r.status).toBe(200);
    expect(v.is(ChannelListSchema, r.json)).toBe(true);
    expect(ids(r)).toEqual([conv.zoe, conv.oliver, conv.quiet, conv.req]);
    const zoe = r.json.items[0];
    expect(zoe).toMatchObject({
      bookingCode: code.zoe,
      conversationType: 'booking',
      stayStatus: 'CONFIRMED',
      checkIn: day(50),
      checkOut: day(52),
      archived: false,
      unreadCount: 1,
      lastMessage: { senderRole: 'guest' },
      members: [
        { role: 'host', name: expect.any(String) },
        { role: 'guest', name: 'Zoë Quintero' },
      ],
    });
    expect(zoe.unitTitle).toBe('Haus am See');
    expect(zoe.lastMessage.preview).toMatch(/^Hello! We arrive late\. x+…$/);
    expect(zoe.lastMessage.preview).toHaveLength(140);
    expect(new Date(zoe.last_message_at).getTime()).toBe(now - HOUR);
    expect(r.json.items[2]).toMatchObject({ lastMessage: null, last_message_at: null, unreadCount: 0 });
    expect(r.json.pagination).toEqual({ current: 1, next: null, pages: 1, total: 4 });
  });

  it('pages', async () => {
    const r = await list('status=all&limit=3&page=2');
    expect(ids(r)).toEqual([conv.req]);
    expect(r.json.pagination).toEqual({ current: 2, next: null, pages: 2, total: 4 });
  });

  it('filters by type and by recent (a message within the last day)', async () => {
    expect(ids(await list('status=all&type=inquiry'))).toEqual([conv.oliver]);
    expect(ids(await list('status=all&type=request'))).toEqual([conv.req]);
    expect(ids(await list('status=all&type=booking'))).toEqual([conv.zoe, conv.quiet]);
    await guestSays('quiet', 'Thanks for everything!', new Date(Date.now() - 30 * HOUR));
    expect(ids(await list('status=all&recent=1'))).toEqual([conv.zoe, conv.oliver]);
    expect(ids(await list('status=all&recent=0'))).toHaveLength(4);
  });

  it('searches member names and booking codes, case-insensitive', async () => {
    expect(ids(await list('status=all&criteria[search]=oLiVe'))).toEqual([conv.oliver, conv.req]); // Oliver, Oliveira
    expect(ids(await list('status=all&criteria[search]=zoë'))).toEqual([conv.zoe]);
    expect(ids(await list(`status=all&criteria[search]=${code.req.toLowerCase()}`))).toEqual([conv.req]);
    expect(ids(await list('status=all&criteria[search]=100%25'))).toEqual([]);
    expect((await list('status=all&criteria[search]=olive&limit=1')).json.pagination.total).toBe(2);
  });

  it('names bad query fields (400)', async () => {
    const r = await list('status=spam&type=villa&recent=2&limit=0');
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['limit', 'recent', 'status', 'type']);
  });

  it('archive moves a conversation out of the inbox into archived; unarchive brings it back (audit, idempotent)', async () => {
    expect(ids(await list())).toContain(conv.oliver);
    let r = await h.call('POST', `/api/app/messaging/channels/${conv.oliver}/archive`, { as: ANNA });
    expect(r.status).toBe(200);
    expect(v.is(ChannelSummarySchema, r.json)).toBe(true);
    expect(r.json).toMatchObject({ id: conv.oliver, archived: true });
    expect(ids(await list())).not.toContain(conv.oliver);
    expect(ids(await list('status=archived'))).toEqual([conv.oliver]);
    expect(ids(await list('status=all'))).toContain(conv.oliver);
    await h.call('POST', `/api/app/messaging/channels/${conv.oliver}/archive`, { as: ANNA });
    expect(await auditRows(h, 'conversation.archive', conv.oliver)).toHaveLength(1);

    r = await h.call('POST', `/api/app/messaging/channels/${conv.oliver}/unarchive`, { as: ANNA });
    expect(r.json).toMatchObject({ id: conv.oliver, archived: false });
    expect(ids(await list())).toContain(conv.oliver);
    expect(ids(await list('status=archived'))).toEqual([]);
    expect(await auditRows(h, 'conversation.unarchive', conv.oliver)).toHaveLength(1);
  });

  it('a guest\'s message brings an archived conversation back to the inbox', async () => {
    await h.call('POST', `/api/app/messaging/channels/${conv.req}/archive`, { as: ANNA });
    expect(ids(await list())).not.toContain(conv.req);
    await guestSays('req', 'Any news on my request?', new Date());
    expect(ids(await list())[0]).toBe(conv.req);
  });

  it('another host sees none of them', async () => {
    const r = await list('status=all', ALPINE);
    expect(r.status).toBe(200);
    expect(ids(r).filter((id) => Object.values(conv).includes(id))).toEqual([]);
  });
});

describe('unread counts and the user info badge', () => {
  it('a guest message makes a conversation unread; reading it clears it', async () => {
    const unreadOf = async (key: string) => (await list('status=all')).json.items.find((i: { id: string }) => i.id === conv[key]).unreadCount;
    // zoe, oliver, quiet and req each hold one unread guest message.
    expect(await unreadOf('zoe')).toBe(1);
    expect(await unreadBadge()).toBe(4);
    await guestSays('zoe', 'And one more thing…', new Date());
    expect(await unreadOf('zoe')).toBe(2);
    expect(await unreadBadge()).toBe(4); // conversations, not messages

    const r = await h.call('POST', `/api/app/messaging/channels/${conv.zoe}/read`, { as: ANNA });
    expect(r.status).toBe(204);
    expect(await unreadOf('zoe')).toBe(0);
    expect(await unreadBadge()).toBe(3);
    for (const key of ['oliver', 'quiet', 'req']) await h.call('POST', `/api/app/messaging/channels/${conv[key]}/read`, { as: ANNA });
    expect(await unreadBadge()).toBe(0);
    expect(await unreadBadge(ALPINE)).toBe(0);
  });

  it('the host\'s own message is never unread for the host', async () => {
    const r = await h.call('POST', `/api/app/messaging/channels/${conv.zoe}/messages`, { as: ANNA, body: { clientMessageId: 'host-reply-0001', body: 'See you soon!' } });
    expect(r.status).toBe(201);
    expect(await unreadBadge()).toBe(0);
    const zoe = (await list('status=all')).json.items[0];
    expect(zoe).toMatchObject({ id: conv.zoe, unreadCount: 0, lastMessage: { preview: 'See you soon!', senderRole: 'host' } });
  });
});

describe('GET /api/app/messaging/channels/search (autocomplete)', () => {
  const search = (q: string, as = ANNA) => h.call('GET', `/api/app/messaging/channels/search?q=${encodeURIComponent(q)}`, { as });

  it('matches the guest\'s name or the stay code, names starting with it first', async () => {
    let r = await search('oliv');
    expect(r.status).toBe(200);
    expect(v.is(ChannelSearchResultSchema, r.json)).toBe(true);
    // Both start with "Oliv" (Oliver's first name, Oliveira's last name): the newer message first.
    expect(r.json.items.map((i: { id: string }) => i.id)).toEqual([conv.req, conv.oliver]);
    expect(r.json.items[1]).toMatchObject({ bookingCode: code.oliver, guestName: 'Oliver Brenner', archived: false });
    r = await search('iver');
    expect(r.json.items.map((i: { id: string }) => i.id)).toEqual([conv.oliver]); // inside a word: still found
    r = await search(code.zoe.slice(3).toLowerCase());
    expect(r.json.items.map((i: { bookingCode: string }) => i.bookingCode)).toEqual([code.zoe]);
  });

  it('puts a match at the start before one inside, whatever the last message', async () => {
    // "Quintero" holds "in" inside and has the newest message; "Ines" starts with it and has none.
    const ines = await addStay(h, { kind: 'inquiry', status: 'requested', checkIn: day(90), checkOut: day(92), unitId, hostId, first: 'Ines', last: 'Nadal' });
    conv.ines = (await open({ bookingInquiryId: ines.code })).json.conversationId;
    const r = await search('in');
    expect(r.json.items.map((i: { id: string }) => i.id)).toEqual([conv.ines, conv.zoe]);
  });

  it('answers at most CHANNEL_SEARCH_LIMIT items', async () => {
    const many = await freshUnit(h, ANNA);
    for (let i = 0; i < CHANNEL_SEARCH_LIMIT + 2; i++) {
      const s = await addStay(h, { kind: 'inquiry', status: 'requested', checkIn: day(100 + i * 3), checkOut: day(101 + i * 3), unitId: many.unitId, hostId, first: 'Manyfold', last: `Guest${i}` });
      await open({ bookingInquiryId: s.code });
    }
    expect((await search('manyfold')).json.items).toHaveLength(CHANNEL_SEARCH_LIMIT);
  });

  it('wants at least two characters and is scoped to the host', async () => {
    const r = await search('o');
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['q']);
    expect((await search('oliv', ALPINE)).json.items.filter((i: { id: string }) => Object.values(conv).includes(i.id))).toEqual([]);
  });
});

describe('GET /api/app/messaging/channels/{id}', () => {
  it('answers the conversation with its stay and where the host reads it', async () => {
    const r = await h.call('GET', `/api/app/messaging/channels/${conv.oliver}`, { as: ANNA });
    expect(r.status).toBe(200);
    expect(v.is(ChannelDetailsSchema, r.json)).toBe(true);
    expect(r.json).toMatchObject({ id: conv.oliver, bookingCode: code.oliver, guests: 2, unitId, stayPath: `/inquiries/${code.oliver}`, conversationType: 'inquiry' });
    expect((await h.call('GET', `/api/app/messaging/channels/${conv.zoe}`, { as: ANNA })).json.stayPath).toBe(`/booking-details/${code.zoe}`);
    // Once the request became a booking, the thread shows the booking: its code, status and page.
    const req = (await h.call('GET', `/api/app/messaging/channels/${conv.req}`, { as: ANNA })).json;
    expect(req).toMatchObject({ bookingCode: code.made, stayStatus: 'CONFIRMED', stayPath: `/booking-details/${code.made}`, conversationType: 'booking' });
  });

  it('a request not (yet) booked is shown as the request', async () => {
    const stay = await addStay(h, { kind: 'request', status: 'REQUESTED', checkIn: day(80), checkOut: day(82), unitId, hostId, first: 'Rita', last: 'Offen' });
    const id = (await open({ bookingRequestId: stay.code })).json.conversationId;
    const r = (await h.call('GET', `/api/app/messaging/channels/${id}`, { as: ANNA })).json;
    expect(r).toMatchObject({ bookingCode: stay.code, stayStatus: 'REQUESTED', stayPath: `/booking-request-details/${stay.code}` });
    await h.call('POST', `/api/app/messaging/channels/${id}/archive`, { as: ANNA });
  });

  it('another host\'s conversation, a missing one and a malformed id answer 404 on every route', async () => {
    const missing = '0190f1e2-0000-7000-8000-000000000000';
    const routes: [string, string, unknown?][] = [
      ['GET', ''],
      ['GET', '/messages'],
      ['POST', '/messages', { clientMessageId: 'not-yours-0001', body: 'Hi' }],
      ['POST', '/read'],
      ['POST', '/archive'],
      ['POST', '/unarchive'],
    ];
    for (const [method, tail, body] of routes) {
      for (const [id, as] of [[conv.zoe, ALPINE], [missing, ANNA], ['not-a-uuid', ANNA]] as const) {
        const r = await h.call(method, `/api/app/messaging/channels/${id}${tail}`, { as, body });
        expect(r.status, `${method} ${tail} ${id} as ${as}`).toBe(404);
        expect(r.json.detail).toBe('The conversation does not exist.');
      }
    }
    // Nothing was written by the refused calls.
    expect(await h.database.db.select().from(messages).where(eq(messages.clientMessageId, 'not-yours-0001'))).toEqual([]);
    expect((await list('status=all')).json.items.find((i: { id: string }) => i.id === conv.zoe).archived).toBe(false);
  });
});
