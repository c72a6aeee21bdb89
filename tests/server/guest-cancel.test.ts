import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { ALPINE, ANNA, MARIE } from '../support/api';
import { mailHarness, type MailHarness } from '../support/mail-harness';
import { unfolded } from '../support/smtp-receiver';
import { addStay, auditRows, freshUnit } from './bookings-fixtures';
import { bookings, rateLimits } from '../../src/server/db/schema';
import { GUEST_STAY_MAIL_QUEUE, guestStayMailHandler } from '../../src/server/services/bookings/guest-stay-mail-job';
import { todayOfUnit } from '../../src/server/services/property-time';
import { addDays } from '../../src/shared/domain/pricing/dates';
import { demoToday } from '../../src/server/db/seed';
import { GUEST_CANCEL_REASON_MAX } from '../../src/shared/domain/bookings/guest-cancel';
import { scaledMs } from '../support/time-scale';

// A guest cancels their own confirmed stay from the guest chat (POST /api/guest/stay/cancel), over
// the API, a real database and a real SMTP receiver: the stay is cancelled by the guest, the host
// hears it by mail in their language (the reason quoted, a link to the stay) and finds it unread in
// the conversation, the guest gets a confirmation; anything the rule refuses is a 409.

let m: MailHarness;
let cottage: string; // marie@'s instant unit (marie reads French)
let family: string; // alpine@'s on-request unit

const d = (n: number) => addDays(demoToday(), n);
const GUEST = 'noe@guest.example';
const book = (unitId: string, from: number, to: number) =>
  m.h.call('POST', `/api/public/property-units/${unitId}/stays`, { body: { checkIn: d(from), checkOut: d(to), guests: 2, firstName: 'Noé', lastName: 'Roux', email: GUEST } });
const stayOf = async (code: string) => (await m.db.select().from(bookings).where(eq(bookings.code, code)))[0]!;
const guestJobs = () => ({ [GUEST_STAY_MAIL_QUEUE]: guestStayMailHandler({ db: m.db, env: { publicUrl: m.h.env.publicUrl } }) });

async function signIn(code: string, email = GUEST): Promise<string> {
  const login = await m.h.app.request('/api/guest/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bookingCode: code, email }) });
  expect(login.status, await login.clone().text()).toBe(200);
  return login.headers.get('set-cookie')!.split(';')[0]!;
}

async function cancel(cookie: string | null, body: unknown = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  const res = await m.h.app.request('/api/guest/stay/cancel', { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, text, type: res.headers.get('content-type') ?? '', json: text ? JSON.parse(text) : undefined };
}

beforeAll(async () => {
  m = await mailHarness();
  cottage = await m.unitOf(MARIE, '');
  family = await m.unitOf(ALPINE, 'Family');
}, scaledMs(60_000));
afterAll(() => m.close());
beforeEach(async () => {
  m.smtp.received.length = 0;
  await m.resetLimits();
  await m.db.delete(rateLimits).where(like(rateLimits.key, 'guest-cancel:%'));
});

describe('a guest cancelling their stay', () => {
  it('cancels a confirmed instant booking: cancelled by the guest, one French mail to the host with the reason and the link, one to the guest, unread for the host; again is 409', async () => {
    const r = await book(cottage, 150, 153);
    expect(r.status, r.text).toBe(201);
    expect(r.json.kind).toBe('booking');
    const code = r.json.publicId as string;
    const cookie = await signIn(code);
    const session = await m.h.app.request('/api/guest/session', { headers: { cookie } });
    expect((await session.json()).canCancel).toBe(true);

    const reason = 'Notre fille est malade, désolés.';
    const done = await cancel(cookie, { reason });
    expect(done.status, done.text).toBe(200);
    expect(done.json).toMatchObject({ bookingCode: code, kind: 'booking', stayStatus: 'CANCELLED', canCancel: false });

    const stay = await stayOf(code);
    expect(stay).toMatchObject({ status: 'CANCELLED', cancelledBy: 'guest', decidedBy: 'GUEST', decisionReason: 'GUEST_CANCELLED', decisionExplanation: reason });
    expect(stay.decidedAt).toBeInstanceOf(Date);
    expect(await auditRows(m.h, 'booking.cancelled-by-guest', stay.id)).toHaveLength(1);

    // The host's mail, in the cancellation's transaction.
    const hostMails = await m.mailsOf('booking.cancelled-by-guest', stay.id);
    expect(hostMails).toHaveLength(1);
    const mail = hostMails[0]!;
    expect(mail).toMatchObject({ recipient: MARIE, language: 'fr-FR' });
    expect(mail.subject).toMatch(/^Annulé par le voyageur : /);
    expect(mail.text).toContain('Noé Roux a annulé son séjour');
    expect(mail.text).toContain(reason);
    const link = `${m.h.env.publicUrl}/booking-details/${code}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);

    // The guest's confirmation of their own cancellation (the guest-stay-mail job).
    await m.runJobs(guestJobs());
    await m.runJobs(guestJobs());
    const guestMails = await m.mailsOf('guest.stay-cancelled', stay.id);
    expect(guestMails).toHaveLength(1);
    expect(guestMails[0]).toMatchObject({ recipient: GUEST });
    expect(guestMails[0]!.subject).toMatch(/^You cancelled your stay: /);
    // Both mails went out over SMTP (the host's went with the first pass).
    expect((await m.mailsOf('booking.cancelled-by-guest', stay.id))[0]).toMatchObject({ status: 'sent' });
    expect(m.receivedBy(MARIE).filter((x) => unfolded(x.raw).includes('unsubscribe/booking.cancelled-by-guest.'))).toHaveLength(1);
    expect(m.receivedBy(GUEST).length).toBeGreaterThanOrEqual(1);

    // The host finds it unread in the conversation; the guest has read it.
    const channel = await m.h.call('GET', `/api/app/messaging/channels/${stay.conversationId}`, { as: MARIE });
    expect(channel.status, channel.text).toBe(200);
    expect(channel.json.unreadCount).toBeGreaterThanOrEqual(1);
    expect(channel.json.lastMessage).toMatchObject({ senderRole: 'system' });
    const messages = await m.h.app.request('/api/guest/messages', { headers: { cookie } });
    const items = (await messages.json()).items as { senderRole: string; body: string }[];
    expect(items.filter((x) => x.senderRole === 'system').map((x) => x.body)).toEqual([`stay-event:guest-cancelled:${code}`]);

    // The host's list says who cancelled.
    const list = await m.h.call('GET', '/api/app/bookings?criteria[tab]=cancelled&limit=100', { as: MARIE });
    expect(list.status, list.text).toBe(200);
    expect(list.json.items.find((i: { publicId: string }) => i.publicId === code)).toMatchObject({ status: 'CANCELLED', cancelledBy: 'guest' });
    const details = await m.h.call('GET', `/api/app/bookings/${code}`, { as: MARIE });
    expect(details.json).toMatchObject({ cancelledBy: 'guest', cancellation: { reason: 'GUEST_CANCELLED', explanation: reason, by: 'GUEST' }, availableActions: [] });

    // A second cancel is refused and writes nothing more.
    const again = await cancel(cookie, {});
    expect(again.status, again.text).toBe(409);
    expect(again.type).toContain('application/problem+json');
    expect(again.json.detail).toMatch(/cannot be cancelled/);
    expect(await m.mailsOf('booking.cancelled-by-guest', stay.id)).toHaveLength(1);
  });

  it('a confirmed inquiry: cancelled, the host (English) is linked to the inquiry; no reason, no quote', async () => {
    const unit = await freshUnit(m.h, ANNA);
    const inquiry = await addStay(m.h, { kind: 'inquiry', status: 'confirmed', checkIn: d(170), checkOut: d(172), ...unit, first: 'Ada', last: 'Moe', email: 'ada@guest.example' });
    const cookie = await signIn(inquiry.code, 'ada@guest.example');
    const done = await cancel(cookie);
    expect(done.status, done.text).toBe(200);
    expect(done.json).toMatchObject({ kind: 'inquiry', stayStatus: 'cancelled', canCancel: false });
    expect(await stayOf(inquiry.code)).toMatchObject({ status: 'cancelled', cancelledBy: 'guest' });
    const [mail, ...more] = await m.mailsOf('booking.cancelled-by-guest', inquiry.id);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toMatch(/^Cancelled by the guest: /);
    expect(mail!.text).toContain('Ada Moe cancelled their stay');
    expect(mail!.text).toContain(`${m.h.env.publicUrl}/inquiries/${inquiry.code}`);
    expect(mail!.text).not.toContain("The guest's reason");
  });

  it('a stay whose check-in day has come (today on the property\'s calendar, or past) is 409', async () => {
    const unit = await freshUnit(m.h, MARIE);
    const today = await todayOfUnit(m.db, unit.unitId);
    const starting = await addStay(m.h, { kind: 'booking', status: 'CONFIRMED', checkIn: today, checkOut: addDays(today, 3), ...unit, first: 'Ivo', last: 'Sand', email: 'ivo@guest.example' });
    const started = await addStay(m.h, { kind: 'booking', status: 'CONFIRMED', checkIn: addDays(today, -10), checkOut: addDays(today, -7), ...unit, first: 'Ivo', last: 'Sand', email: 'ivo@guest.example' });
    for (const stay of [starting, started]) {
      const cookie = await signIn(stay.code, 'ivo@guest.example');
      const session = await m.h.app.request('/api/guest/session', { headers: { cookie } });
      expect((await session.json()).canCancel).toBe(false);
      const r = await cancel(cookie, { reason: 'Too late?' });
      expect(r.status, r.text).toBe(409);
      expect(r.json.detail).toMatch(/check-in day/);
      expect((await stayOf(stay.code)).status).toBe('CONFIRMED');
      expect(await m.mailsOf('booking.cancelled-by-guest', stay.id)).toHaveLength(0);
    }
  });

  it('a pending request (alpine@\'s on-request unit) is 409', async () => {
    const r = await book(family, 160, 163);
    expect(r.status, r.text).toBe(201);
    expect(r.json.kind).toBe('request');
    const cookie = await signIn(r.json.publicId);
    const refused = await cancel(cookie);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json.detail).toMatch(/only a confirmed booking or inquiry/);
    const stay = await stayOf(r.json.publicId);
    expect(stay.status).toBe('REQUESTED');
    expect(stay.cancelledBy).toBeNull();
  });

  it('no session is 401; a reason over the limit is 400 naming reason, and cancels nothing', async () => {
    const none = await cancel(null, {});
    expect(none.status).toBe(401);
    expect(none.type).toContain('application/problem+json');

    const r = await book(cottage, 180, 182);
    expect(r.status, r.text).toBe(201);
    const cookie = await signIn(r.json.publicId);
    const tooLong = await cancel(cookie, { reason: 'x'.repeat(GUEST_CANCEL_REASON_MAX + 1) });
    expect(tooLong.status, tooLong.text).toBe(400);
    expect(tooLong.json.invalidParams.map((p: { name: string }) => p.name)).toContain('reason');
    const unknown = await cancel(cookie, { why: 'no' });
    expect(unknown.status).toBe(400);
    const stay = await stayOf(r.json.publicId);
    expect(stay.status).toBe('CONFIRMED');
    const [limit] = await m.db.select().from(rateLimits).where(and(like(rateLimits.key, 'guest-cancel:%'), eq(rateLimits.key, `guest-cancel:stay:${stay.id}`)));
    expect(limit).toBeUndefined();
  });
});
