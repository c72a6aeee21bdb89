import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ALPINE } from '../support/api';
import { mailHarness, type MailHarness } from '../support/mail-harness';
import { unfolded } from '../support/smtp-receiver';
import { addStay, day, freshUnit } from './bookings-fixtures';
import { conversations, rateLimits } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';
import { mailHostOfGuestMessage } from '../../src/server/services/messaging/guest-message-mail-notice';
import { markRead } from '../../src/server/services/messaging/messages';
import { unsubscribeSigner } from '../../src/server/services/mail/unsubscribe';
import { MESSAGE_MAIL_MINUTES, messageMailWindow } from '../../src/shared/domain/mail/message-mail-throttle';
import { scaledMs } from '../support/time-scale';

// The host's mail about a guest's message, over the guest chat API and a real SMTP receiver:
// alpine@ (a German host) gets one German mail linking to the conversation; more messages while it
// stays unread within 15 minutes add none, nor does a retried message; after the window (or once
// the host has read it and a new window began) the next message is mailed; an opt-out stops it.

let m: MailHarness;
let hostId: string;
let stay: { code: string; id: string };
let cookie: string;
let conversationId: string;

const guest = async (method: string, path: string, body?: unknown) => {
  const res = await m.h.app.request(`/api/guest${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text(), setCookie: res.headers.get('set-cookie') };
};
const messageMails = () => m.mailsOf('message.received', conversationId);

beforeAll(async () => {
  m = await mailHarness();
  const unit = await freshUnit(m.h, ALPINE);
  hostId = unit.hostId;
  stay = await addStay(m.h, { kind: 'booking', status: 'CONFIRMED', checkIn: day(20), checkOut: day(24), ...unit, first: 'Lena', last: 'Vogel', email: 'lena@guest.example' });
  const login = await m.h.app.request('/api/guest/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bookingCode: stay.code, email: 'lena@guest.example' }) });
  expect(login.status).toBe(200);
  cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const [c] = await m.db.select({ id: conversations.id }).from(conversations).where(sql`${conversations.stayId} = ${stay.id}`);
  conversationId = c!.id;
}, scaledMs(60_000));
afterAll(() => m.close());
beforeEach(async () => {
  m.smtp.received.length = 0;
  await m.db.delete(rateLimits).where(sql`${rateLimits.key} like 'guest-%'`);
});

describe('a guest’s message', () => {
  it('writes the host one German mail linking to the conversation; further messages and a retry while unread add none', async () => {
    expect((await guest('POST', '/messages', { clientMessageId: 'message-1', body: 'Wo finde ich den Schlüssel?' })).status).toBe(201);
    const [mail, ...more] = await messageMails();
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ recipient: ALPINE, language: 'de-DE', kind: 'message.received' });
    expect(mail!.subject).toMatch(/^Neue Nachricht von Lena Vogel zu /);
    const link = `${m.h.env.publicUrl}/messages/all/${conversationId}`;
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.text).toContain('> Wo finde ich den Schlüssel?');
    expect(mail!.headers['List-Unsubscribe']).toContain('/unsubscribe/message.received.');

    expect((await guest('POST', '/messages', { clientMessageId: 'message-2', body: 'Und das WLAN?' })).status).toBe(201);
    expect((await guest('POST', '/messages', { clientMessageId: 'message-1', body: 'Wo finde ich den Schlüssel?' })).status).toBe(200);
    expect(await messageMails()).toHaveLength(1);

    await m.runJobs();
    const received = m.receivedBy(ALPINE);
    expect(received).toHaveLength(1);
    expect(unfolded(received[0]!.raw)).toContain(`/messages/all/${conversationId}`);
  });

  it('at most one mail per 15 minutes while unread; after that, or once read in a new window, the next message is mailed', async () => {
    const sign = await unsubscribeSigner(m.db);
    const notice = (at: Date) => m.db.transaction((tx) => mailHostOfGuestMessage(tx as unknown as Db, { conversationId, stayId: stay.id, body: 'Hallo?', at, publicUrl: m.h.env.publicUrl, sign }));
    const [first] = await messageMails();
    const start = first!.createdAt;
    // Past the window's edge but under 15 minutes after the last mail, still unread: none.
    const nextWindowStart = new Date((messageMailWindow(start) + 1) * MESSAGE_MAIL_MINUTES * 60_000);
    const soon = new Date(Math.min(nextWindowStart.getTime() + 1000, start.getTime() + MESSAGE_MAIL_MINUTES * 60_000 - 1000));
    if (messageMailWindow(soon) !== messageMailWindow(start)) expect(await notice(soon)).toBe(false);
    // 15 minutes after the last mail: mailed again (once, whatever the retries).
    const later = new Date(start.getTime() + MESSAGE_MAIL_MINUTES * 60_000);
    expect(await notice(later)).toBe(true);
    expect(await notice(later)).toBe(false);
    expect(await messageMails()).toHaveLength(2);
    // The host reads the conversation: the next window's message is news again.
    await markRead(m.db, conversationId, hostId, 'host');
    const [{ readAt }] = (await m.db.execute(sql`select last_read_at as "readAt" from conversation_members where conversation_id = ${conversationId} and role = 'host'`)).rows as { readAt: string }[];
    const afterRead = new Date(Math.max(new Date(readAt).getTime(), later.getTime()) + MESSAGE_MAIL_MINUTES * 60_000);
    expect(await notice(afterRead)).toBe(true);
    expect(await messageMails()).toHaveLength(3);
  });

  it('an opted-out host gets none', async () => {
    await m.optOut(ALPINE, 'message.received');
    await m.runJobs();
    m.smtp.received.length = 0;
    const sign = await unsubscribeSigner(m.db);
    const far = new Date(Date.now() + 24 * 3_600_000);
    expect(await m.db.transaction((tx) => mailHostOfGuestMessage(tx as unknown as Db, { conversationId, stayId: stay.id, body: 'Hallo?', at: far, publicUrl: m.h.env.publicUrl, sign }))).toBe(true);
    await m.runJobs();
    expect(m.receivedBy(ALPINE)).toHaveLength(0);
  });
});
