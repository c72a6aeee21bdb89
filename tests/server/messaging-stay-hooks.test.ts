import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA } from '../support/api';
import { bookings, conversations, messages } from '../../src/server/db/schema';
import { addDays, todayUtc } from '../../src/shared/domain/pricing/dates';
import { addStay, day, freshUnit, stayByCode, type Harness } from './bookings-fixtures';

// Words written with a stay land in its conversation, in the stay write's transaction: the
// guest's message sent with a new stay (booking, request or inquiry), the host's message to the
// guest when rejecting an inquiry; a booking confirmed from a request keeps the request's
// conversation.

let h: Harness;
let studio: string; // alpine@'s instant unit (Nordkette): a guest's stay is a booking
let villa: string; // anna@'s Villa Aurora: a guest's stay is an inquiry

const d = (n: number) => addDays(todayUtc(), n);
const book = (unitId: string, from: number, to: number, extra: Record<string, unknown> = {}) =>
  h.call('POST', `/api/public/property-units/${unitId}/stays`, { body: { checkIn: d(from), checkOut: d(to), guests: 2, firstName: 'Ines', lastName: 'Moser', email: 'ines@guest.example', ...extra } });
const messagesOf = (conversationId: string) => h.database.db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.createdAt));

async function unitByTitle(as: string, part: string): Promise<string> {
  for (const p of (await h.call('GET', '/api/app/properties', { as })).json.items) {
    for (const id of (await h.call('GET', `/api/app/properties/${p.id}`, { as })).json.unitIds as string[]) {
      const u = (await h.call('GET', `/api/app/property-unit/${id}`, { as })).json;
      if (`${p.title} / ${u.title ?? ''}`.includes(part)) return id;
    }
  }
  throw new Error(`no unit ${part}`);
}

beforeAll(async () => {
  h = await apiHarness();
  studio = await unitByTitle(ALPINE, 'Nordkette');
  villa = await unitByTitle(ANNA, 'Villa Aurora');
});
afterAll(() => h.close());

describe('a guest\'s stay with a message', () => {
  it('opens the conversation and stores the guest\'s message (unread for the host); the inbox lists it', async () => {
    const badge = async () => (await h.call('GET', '/api/app/user/info', { as: ALPINE })).json.counts.unreadMessages as number;
    const before = await badge();
    const r = await book(studio, 120, 123, { message: '  We arrive late, around 22:00.  <b>ok?</b>' });
    expect(r.status, r.text).toBe(201);
    const stay = await stayByCode(h, r.json.publicId);
    expect(stay.conversationId).toEqual(expect.any(String));
    const [conv] = await h.database.db.select().from(conversations).where(eq(conversations.id, stay.conversationId!));
    expect(conv).toMatchObject({ hostId: stay.hostId, stayId: stay.id, conversationType: 'booking', archivedAt: null });
    const stored = await messagesOf(conv.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ senderRole: 'guest', body: 'We arrive late, around 22:00.  <b>ok?</b>', clientMessageId: `stay-${stay.code}` });
    expect(stored[0].createdAt.getTime()).toBe(stay.createdAt.getTime());
    expect(conv.lastMessageAt?.getTime()).toBe(stay.createdAt.getTime());
    expect(await badge()).toBe(before + 1);

    const list = await h.call('GET', `/api/app/messaging/channels?criteria[search]=${stay.code}`, { as: ALPINE });
    expect(list.json.items).toEqual([
      expect.objectContaining({ id: conv.id, bookingCode: stay.code, unreadCount: 1, lastMessage: { preview: 'We arrive late, around 22:00. <b>ok?</b>', senderRole: 'guest' } }),
    ]);
  });

  it('an inquiry with a message too; a stay without a message (or a blank one) opens nothing', async () => {
    const inquiry = await book(villa, 130, 133, { message: 'Is the pool heated in May?' });
    expect(inquiry.json.kind).toBe('inquiry');
    const row = await stayByCode(h, inquiry.json.publicId);
    expect((await messagesOf(row.conversationId!)).map((m) => [m.senderRole, m.body])).toEqual([['guest', 'Is the pool heated in May?']]);

    for (const extra of [{}, { message: '   ' }]) {
      const quiet = await book(studio, 140 + Object.keys(extra).length * 5, 143 + Object.keys(extra).length * 5, extra);
      expect(quiet.status, quiet.text).toBe(201);
      const stay = await stayByCode(h, quiet.json.publicId);
      expect(stay.conversationId).toBeNull();
      expect(await h.database.db.select().from(conversations).where(eq(conversations.stayId, stay.id))).toEqual([]);
    }
  });
});

describe('rejecting an inquiry with a message to the guest', () => {
  it('stores it as the host\'s message in the inquiry\'s conversation (opened for it)', async () => {
    const { unitId, hostId } = await freshUnit(h, ANNA);
    const stay = await addStay(h, { kind: 'inquiry', status: 'requested', checkIn: day(40), checkOut: day(43), unitId, hostId });
    const r = await h.call('POST', `/api/app/booking-inquiries/${stay.code}/reject`, { as: ANNA, body: { reason: 'OVERBOOKING', message: 'Sorry, those nights are gone.' } });
    expect(r.status, r.text).toBe(200);
    const row = await stayByCode(h, stay.code);
    expect(row.conversationId).toEqual(expect.any(String));
    expect(r.json.conversationId).toBe(row.conversationId);
    expect((await messagesOf(row.conversationId!)).map((m) => [m.senderRole, m.body, m.clientMessageId])).toEqual([
      ['system', `stay-event:rejected:${stay.code}`, `stay-event-rejected-${stay.code}`],
      ['host', 'Sorry, those nights are gone.', `reject-${stay.code}`],
    ]);
    // The host's own words are not unread for the host.
    const channel = await h.call('GET', `/api/app/messaging/channels/${row.conversationId}`, { as: ANNA });
    expect(channel.json).toMatchObject({ stayStatus: 'rejected', unreadCount: 0, lastMessage: { senderRole: 'host' } });
  });

  it('continues an existing conversation; without a message only the decision is said', async () => {
    const { unitId, hostId } = await freshUnit(h, ANNA);
    const talked = await addStay(h, { kind: 'inquiry', status: 'requested', checkIn: day(50), checkOut: day(53), unitId, hostId });
    const { conversationId } = (await h.call('POST', '/api/app/messaging/conversation', { as: ANNA, body: { bookingInquiryId: talked.code } })).json;
    await h.call('POST', `/api/app/booking-inquiries/${talked.code}/reject`, { as: ANNA, body: { reason: 'OVERBOOKING', message: 'Fully booked, sorry.' } });
    expect((await messagesOf(conversationId)).map((m) => m.body)).toEqual([`stay-event:rejected:${talked.code}`, 'Fully booked, sorry.']);

    const silent = await addStay(h, { kind: 'inquiry', status: 'requested', checkIn: day(60), checkOut: day(63), unitId, hostId });
    expect((await h.call('POST', `/api/app/booking-inquiries/${silent.code}/reject`, { as: ANNA, body: { reason: 'OVERBOOKING' } })).status).toBe(200);
    const silentConversation = (await stayByCode(h, silent.code)).conversationId;
    expect((await messagesOf(silentConversation!)).map((m) => [m.senderRole, m.body])).toEqual([['system', `stay-event:rejected:${silent.code}`]]);
  });
});

describe('confirming a request', () => {
  it('the new booking shares the request\'s conversation (its messages stay with it)', async () => {
    const { unitId, hostId } = await freshUnit(h, ALPINE);
    const request = await addStay(h, { kind: 'request', status: 'REQUESTED', checkIn: day(40), checkOut: day(43), unitId, hostId });
    const { conversationId } = (await h.call('POST', '/api/app/messaging/conversation', { as: ALPINE, body: { bookingRequestId: request.code } })).json;
    const r = await h.call('POST', `/api/app/booking-requests/${request.code}/confirm`, { as: ALPINE });
    expect(r.status, r.text).toBe(200);
    const [booking] = await h.database.db.select().from(bookings).where(eq(bookings.sourceRequestId, request.id));
    expect(booking.conversationId).toBe(conversationId);
    expect((await h.call('POST', '/api/app/messaging/conversation', { as: ALPINE, body: { bookingId: booking.code } })).json).toEqual({ conversationId });
    // One conversation for the thread, shown with the request it was opened for.
    expect((await h.database.db.select().from(conversations).where(eq(conversations.hostId, hostId))).filter((c) => c.stayId === request.id || c.stayId === booking.id)).toHaveLength(1);
  });
});
