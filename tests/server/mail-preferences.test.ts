import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { apiHarness, ALPINE, ANNA, MARIE } from '../support/api';
import { auditLog, hosts, mailOutbox, mailSuppressions } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { runDueJobs } from '../../src/server/jobs/worker';
import { enqueueMail, MAIL_SEND_QUEUE } from '../../src/server/services/mail/outbox';
import { mailSendHandler } from '../../src/server/services/mail/send-job';
import { createMailTransport } from '../../src/server/services/mail/transport';
import { recordUnsubscribe } from '../../src/server/services/mail/unsubscribe';
import { ALL_MAIL_KINDS, HOST_MAIL_KINDS, MAIL_KINDS, MAIL_SKIPPED, SECURITY_MAIL_KINDS, type MailKind } from '../../src/shared/domain/mail/outbox';
import { scaledMs } from '../support/time-scale';

// GET and PUT /api/app/user/mail-preferences (the account's Notifications tab): a kind switched off
// is the same mail_suppressions row a one-click unsubscribe writes, so the send job skips it.

let h: Awaited<ReturnType<typeof apiHarness>>;
const db = () => h.database.db;
const PATH = '/api/app/user/mail-preferences';
const get = (as: string) => h.call('GET', PATH, { as });
const put = (as: string, body: unknown) => h.call('PUT', PATH, { as, body });
const suppressionsOf = (address: string) => db().select().from(mailSuppressions).where(eq(mailSuppressions.address, address));
/** The mail job runner without SMTP_URL: a sent mail stays in the embedded mailbox. */
const worker = () => {
  const env = loadEnv({ PORT: '8080', LOG_LEVEL: 'silent' });
  return { [MAIL_SEND_QUEUE]: mailSendHandler({ db: db(), env, logger: pino({ level: 'silent' }) }, createMailTransport(env)) };
};
async function queueMail(key: string, to: string, kind: MailKind) {
  const queued = await db().transaction(async (tx) =>
    enqueueMail(tx as unknown as Db, { key, to, language: 'en-US', kind, subject: `Test ${key}`, html: '<p>Hello</p>', text: 'Hello' }),
  );
  return queued.id!;
}
const mailById = async (id: string) => (await db().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

beforeAll(async () => {
  h = await apiHarness();
}, scaledMs(60_000));
afterAll(async () => {
  await h.close();
});

describe('the host kinds', () => {
  it('are every kind but the security mails and the guests’ mails, derived from MAIL_KINDS', () => {
    expect(HOST_MAIL_KINDS.length).toBeGreaterThan(0);
    expect(HOST_MAIL_KINDS.some((k) => SECURITY_MAIL_KINDS.includes(k))).toBe(false);
    expect(HOST_MAIL_KINDS.some((k) => k.startsWith('guest.'))).toBe(false);
    expect(HOST_MAIL_KINDS).toEqual(MAIL_KINDS.filter((k) => !SECURITY_MAIL_KINDS.includes(k) && !k.startsWith('guest.')));
  });
});

describe('GET /api/app/user/mail-preferences', () => {
  it('answers every host kind enabled by default, the security mails apart, and no bounce', async () => {
    const res = await get(ANNA);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      kinds: HOST_MAIL_KINDS.map((kind) => ({ kind, enabled: true })),
      security: [...SECURITY_MAIL_KINDS],
      bounced: false,
    });
  });

  it('shows a kind stopped through a mail’s unsubscribe link as off (one source of truth)', async () => {
    await recordUnsubscribe(db(), MARIE.toUpperCase(), 'review.received');
    const res = await get(MARIE);
    expect(res.json.kinds).toContainEqual({ kind: 'review.received', enabled: false });
    expect(res.json.kinds.filter((k: { enabled: boolean }) => !k.enabled)).toHaveLength(1);
  });

  it('needs a token', async () => {
    expect((await h.call('GET', PATH)).status).toBe(401);
    expect((await h.call('PUT', PATH, { body: { kind: 'message.received', enabled: false } })).status).toBe(401);
  });
});

describe('PUT /api/app/user/mail-preferences', () => {
  it('off: writes the opt-out of the host’s address, which the send job honours; on: removes it and the next mail is sent', async () => {
    const [anna] = await db().select().from(hosts).where(eq(hosts.email, ANNA));
    const off = await put(ANNA, { kind: 'message.received', enabled: false });
    expect(off.status, off.text).toBe(200);
    expect(off.json.kinds).toContainEqual({ kind: 'message.received', enabled: false });
    expect(off.json.kinds.filter((k: { enabled: boolean }) => !k.enabled)).toHaveLength(1);
    expect(await suppressionsOf(ANNA)).toEqual([expect.objectContaining({ address: ANNA, kind: 'message.received', reason: 'unsubscribed' })]);
    expect((await get(ANNA)).json.kinds).toContainEqual({ kind: 'message.received', enabled: false });
    // Twice is the same as once.
    expect((await put(ANNA, { kind: 'message.received', enabled: false })).status).toBe(200);
    expect(await suppressionsOf(ANNA)).toHaveLength(1);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.hostId, anna!.id), eq(auditLog.action, 'user.mail-preferences.put')));
    expect(audits[0]).toMatchObject({ target: anna!.id, detail: { kind: 'message.received', enabled: false } });

    const skipped = await queueMail('prefs-off', ANNA, 'message.received');
    const other = await queueMail('prefs-other-kind', ANNA, 'review.received');
    await runDueJobs(db(), worker());
    expect(await mailById(skipped)).toMatchObject({ status: 'failed', lastError: MAIL_SKIPPED.unsubscribed });
    expect(await mailById(other)).toMatchObject({ status: 'sent' });

    const on = await put(ANNA, { kind: 'message.received', enabled: true });
    expect(on.status, on.text).toBe(200);
    expect(on.json.kinds.every((k: { enabled: boolean }) => k.enabled)).toBe(true);
    expect(await suppressionsOf(ANNA)).toEqual([]);
    const sent = await queueMail('prefs-on', ANNA, 'message.received');
    await runDueJobs(db(), worker());
    expect(await mailById(sent)).toMatchObject({ status: 'sent' });
  });

  it('refuses a security mail, an unknown kind, a missing or non-boolean field with 400 naming it, and writes nothing', async () => {
    for (const kind of [...SECURITY_MAIL_KINDS, 'no.such-kind', 'guest.booking-confirmed', '*']) {
      const res = await put(ALPINE, { kind, enabled: false });
      expect(res.status, kind).toBe(400);
      expect(res.json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['kind']);
    }
    const notBoolean = await put(ALPINE, { kind: 'booking.created', enabled: 'no' });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['enabled']);
    expect((await put(ALPINE, { enabled: false })).status).toBe(400);
    expect(await suppressionsOf(ALPINE)).toEqual([]);
  });

  it('changes the caller’s own address only: another host’s preferences stay as they were', async () => {
    expect((await put(ALPINE, { kind: 'booking.created', enabled: false })).status).toBe(200);
    const anna = await get(ANNA);
    expect(anna.json.kinds.every((k: { enabled: boolean }) => k.enabled)).toBe(true);
    expect(await suppressionsOf(ANNA)).toEqual([]);
    expect(await suppressionsOf(ALPINE)).toEqual([expect.objectContaining({ kind: 'booking.created', reason: 'unsubscribed' })]);
    expect((await put(ALPINE, { kind: 'booking.created', enabled: true })).status).toBe(200);
  });

  it('shows a bounced address as bounced, and switching a kind on never lifts the bounce', async () => {
    await db().insert(mailSuppressions).values({ address: MARIE, kind: ALL_MAIL_KINDS, reason: 'bounced', detail: '550 no such user' });
    const before = await get(MARIE);
    expect(before.json.bounced).toBe(true);

    const on = await put(MARIE, { kind: 'review.received', enabled: true });
    expect(on.status, on.text).toBe(200);
    expect(on.json).toMatchObject({ bounced: true });
    expect(on.json.kinds.every((k: { enabled: boolean }) => k.enabled)).toBe(true);
    expect(await suppressionsOf(MARIE)).toEqual([expect.objectContaining({ kind: ALL_MAIL_KINDS, reason: 'bounced' })]);

    const mail = await queueMail('prefs-bounced', MARIE, 'review.received');
    await runDueJobs(db(), worker());
    expect(await mailById(mail)).toMatchObject({ status: 'failed', lastError: MAIL_SKIPPED.bounced });
  });
});
