import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA } from '../support/api';
import { addStay, day, freshUnit, stayByCode, type Harness } from './bookings-fixtures';
import { bookings, messages } from '../../src/server/db/schema';
import { parseStayEvent } from '../../src/shared/domain/stay-events';

// One stay, one status, wherever the guest looks: what the host does to a stay is said in its
// conversation (a system message per decision), and a guest who signed in with a request's code
// follows the booking the host made of it, so the booking's cancellation reaches them.

let h: Harness;
beforeAll(async () => {
  h = await apiHarness();
});
afterAll(() => h.close());

async function guest(method: string, path: string, opts: { cookie?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await h.app.request(`/api/guest${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  return { status: res.status, json: await res.json().catch(() => null), cookie: res.headers.get('set-cookie')?.split(';')[0] };
}

/** The stay events said in a stay's conversation, oldest first. */
async function eventsOf(code: string) {
  const [stay] = await h.database.db.select({ conversationId: bookings.conversationId }).from(bookings).where(eq(bookings.code, code));
  if (!stay?.conversationId) return [];
  const rows = await h.database.db.select().from(messages).where(eq(messages.conversationId, stay.conversationId)).orderBy(asc(messages.createdAt), asc(messages.id));
  return rows.filter((m) => m.senderRole === 'system').map((m) => parseStayEvent(m.body));
}

describe('a request confirmed, then cancelled', () => {
  it('the guest signed in with the request code sees the booking and its cancellation, told in the chat', async () => {
    const unit = await freshUnit(h, ALPINE);
    const request = await addStay(h, { kind: 'request', status: 'REQUESTED', checkIn: day(30), checkOut: day(33), ...unit, first: 'Rita', last: 'Sole', email: 'rita@guest.example', expirationTime: new Date(Date.now() + 3_600_000) });
    const login = await guest('POST', '/login', { body: { bookingCode: request.code, email: 'rita@guest.example' } });
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ bookingCode: request.code, kind: 'request', stayStatus: 'REQUESTED' });

    const confirmed = await h.call('POST', `/api/app/booking-requests/${request.code}/confirm`, { as: ALPINE });
    expect(confirmed.status).toBe(200);
    const bookingCode = confirmed.json.bookingCode ?? (await h.database.db.select({ code: bookings.code }).from(bookings).where(eq(bookings.sourceRequestId, request.id)))[0]!.code;
    expect(await eventsOf(request.code)).toEqual([{ event: 'confirmed', code: bookingCode }]);
    // The same session now shows the booking: its code and status.
    expect((await guest('GET', '/session', { cookie: login.cookie })).json).toMatchObject({ bookingCode, kind: 'booking', stayStatus: 'CONFIRMED' });

    const cancelled = await h.call('POST', `/api/app/bookings/${bookingCode}/cancel`, { as: ALPINE, body: { reason: 'PAYMENT_ISSUE' } });
    expect(cancelled.status).toBe(200);
    expect((await guest('GET', '/session', { cookie: login.cookie })).json).toMatchObject({ bookingCode, stayStatus: 'CANCELLED' });
    // Signing in again with the only code the guest was given shows the same.
    const again = await guest('POST', '/login', { body: { bookingCode: request.code, email: 'rita@guest.example' } });
    expect(again.json).toMatchObject({ bookingCode, stayStatus: 'CANCELLED' });
    expect(await eventsOf(bookingCode)).toEqual([
      { event: 'confirmed', code: bookingCode },
      { event: 'cancelled', code: bookingCode },
    ]);
    // The guest reads them as messages of the conversation; the host made them, so they are not unread for the host.
    const page = await guest('GET', '/messages?limit=20', { cookie: login.cookie });
    expect(page.json.items.filter((m: { senderRole: string }) => m.senderRole === 'system')).toHaveLength(2);
    const channels = await h.call('GET', '/api/app/messaging/channels?status=all&criteria[search]=Rita', { as: ALPINE });
    expect(channels.status).toBe(200);
    const items = channels.json.items as { unreadCount: number }[];
    expect(items.length).toBeGreaterThan(0);
    for (const c of items) expect(c.unreadCount).toBe(0);
  });

  it('a rejected request is told in the chat too', async () => {
    const unit = await freshUnit(h, ALPINE);
    const request = await addStay(h, { kind: 'request', status: 'REQUESTED', checkIn: day(40), checkOut: day(42), ...unit, email: 'no@guest.example', expirationTime: new Date(Date.now() + 3_600_000) });
    expect((await h.call('POST', `/api/app/booking-requests/${request.code}/reject`, { as: ALPINE, body: { reason: 'RATES_MISMATCH' } })).status).toBe(200);
    expect(await eventsOf(request.code)).toEqual([{ event: 'rejected', code: request.code }]);
    expect((await stayByCode(h, request.code)).status).toBe('REJECTED');
  });
});

describe('inquiries', () => {
  it('a confirmation and a rejection are each told in the inquiry’s chat', async () => {
    const unit = await freshUnit(h, ANNA);
    const yes = await addStay(h, { kind: 'inquiry', status: 'requested', checkIn: day(50), checkOut: day(53), ...unit, email: 'yes@guest.example' });
    const no = await addStay(h, { kind: 'inquiry', status: 'requested', checkIn: day(60), checkOut: day(62), ...unit, email: 'no@guest.example' });
    expect((await h.call('POST', `/api/app/booking-inquiries/${yes.code}/confirm`, { as: ANNA })).status).toBe(200);
    const rejected = await h.call('POST', `/api/app/booking-inquiries/${no.code}/reject`, { as: ANNA, body: { reason: 'OTHER', explanation: 'Renovation.', message: 'Sorry, we are closed then.' } });
    expect(rejected.status).toBe(200);
    expect(await eventsOf(yes.code)).toEqual([{ event: 'confirmed', code: yes.code }]);
    expect(await eventsOf(no.code)).toEqual([{ event: 'rejected', code: no.code }]);
  });
});
