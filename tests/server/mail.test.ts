import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import pino from 'pino';
import { apiHarness, ALPINE, ANNA, MARIE, STAFF } from '../support/api';
import { startSmtpReceiver, unfolded, type SmtpReceiver } from '../support/smtp-receiver';
import { bookings, jobs, mailOutbox, mailSuppressions, rateLimits } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { runDueJobs } from '../../src/server/jobs/worker';
import { enqueueMail, MAIL_SEND_QUEUE } from '../../src/server/services/mail/outbox';
import { mailSendHandler } from '../../src/server/services/mail/send-job';
import { createMailTransport } from '../../src/server/services/mail/transport';
import { REQUEST_ANSWER_HOURS } from '../../src/shared/domain/bookings/stay-lifecycle';
import { addDays, todayUtc } from '../../src/shared/domain/pricing/dates';
import { scaledMs } from '../support/time-scale';

// Outbound e-mail end to end, against a real SMTP server in this process (tests/support/smtp-receiver.ts):
// a guest's request writes one mail to the host (German for alpine@, a de-DE host) in the request's
// transaction; the same key twice is one mail; the job sends it over SMTP once, also across a
// "restart" (a new worker on the same database); 451 is retried, 550 bounces and marks the address;
// without SMTP_URL the mail stays in the embedded mailbox, which staff reads through the API; the
// List-Unsubscribe link stops that kind of mail for that address.

let h: Awaited<ReturnType<typeof apiHarness>>;
let smtp: SmtpReceiver;
let family: string; // alpine@'s on-request unit: a guest's stay there is a request
let cottage: string; // marie@'s instant unit: a booking, no request
const logger = pino({ level: 'silent' });

const d = (n: number) => addDays(todayUtc(), n);
const guest = (from: number, to: number, extra: Record<string, unknown> = {}) => ({
  checkIn: d(from),
  checkOut: d(to),
  guests: 2,
  firstName: 'Ines',
  lastName: 'Moser',
  email: 'ines@guest.example',
  ...extra,
});
const book = (unitId: string, body: unknown) => h.call('POST', `/api/public/property-units/${unitId}/stays`, { body });
const db = () => h.database.db;
/** The mail job runner as the server runs it, with SMTP_URL (the receiver) or without. */
const worker = (smtpUrl?: string) => {
  const env = loadEnv({ PORT: '8080', LOG_LEVEL: 'silent', ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}) });
  return { [MAIL_SEND_QUEUE]: mailSendHandler({ db: db(), env, logger }, createMailTransport(env)) };
};
const mailOf = async (key: string) => (await db().select().from(mailOutbox).where(eq(mailOutbox.key, key)))[0];
const mailById = async (id: string) => (await db().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const sendJobOf = async (id: string) => (await db().select().from(jobs).where(eq(jobs.key, `mail-send:${id}`)))[0];

async function unitsOf(as: string) {
  const ids: { id: string; title: string }[] = [];
  for (const p of (await h.call('GET', '/api/app/properties', { as })).json.items) {
    for (const id of (await h.call('GET', `/api/app/properties/${p.id}`, { as })).json.unitIds as string[]) {
      const u = (await h.call('GET', `/api/app/property-unit/${id}`, { as })).json;
      ids.push({ id, title: `${p.title} / ${u.title ?? ''}` });
    }
  }
  return ids;
}

async function enqueueTestMail(key: string, to: string) {
  return db().transaction(async (tx) =>
    enqueueMail(tx as unknown as Db, { key, to, language: 'en-US', kind: 'booking-request.created', subject: `Test ${key}`, html: '<p>Hello</p>', text: 'Hello' }),
  );
}

beforeAll(async () => {
  h = await apiHarness();
  smtp = await startSmtpReceiver();
  family = (await unitsOf(ALPINE)).find((u) => u.title.includes('Family'))!.id;
  cottage = (await unitsOf(MARIE))[0]!.id;
}, scaledMs(60_000));
afterAll(async () => {
  await smtp.close();
  await h.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  smtp.reply = () => undefined;
  await db().delete(rateLimits).where(like(rateLimits.key, 'guest-stays:%'));
});

describe('a guest’s booking request writes the host one mail', () => {
  let requestId: string;
  let code: string;
  let mailId: string;

  it('in the request’s transaction: one queued mail in the host’s language (German for alpine@), naming the unit and the dates, with the link and one-click unsubscribe', async () => {
    const before = (await db().select().from(mailOutbox)).length;
    const r = await book(family, guest(80, 83, { message: 'Wir kommen mit dem Zug.\nGeht ein Kinderbett?' }));
    expect(r.status, r.text).toBe(201);
    expect(r.json.kind).toBe('request');
    code = r.json.publicId;
    const [stay] = await db().select().from(bookings).where(eq(bookings.code, code));
    requestId = stay!.id;
    expect((await db().select().from(mailOutbox)).length).toBe(before + 1);

    const mail = (await mailOf(`booking-request.created:${requestId}`))!;
    mailId = mail.id;
    expect(mail).toMatchObject({ recipient: ALPINE, language: 'de-DE', kind: 'booking-request.created', status: 'queued', attempts: 0 });
    const checkIn = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${d(80)}T00:00:00Z`));
    const checkOut = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${d(83)}T00:00:00Z`));
    expect(mail.subject).toBe(`Neue Buchungsanfrage: Family apartment Patscherkofel, ${checkIn} – ${checkOut}`);
    const link = `${h.env.publicUrl}/booking-request-details/${code}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('Ines Moser hat eine Buchungsanfrage für Family apartment Patscherkofel gesendet.');
    expect(mail.text).toContain('Bitte antworten Sie bis');
    expect(mail.text).toContain('> Geht ein Kinderbett?');
    expect(mail.html).toContain('Wir kommen mit dem Zug.<br>Geht ein Kinderbett?');
    // The deadline is the request's own expiry.
    // The deadline on the property's clock (Innsbruck), its zone named (MEZ or MESZ), not in UTC.
    const expires = new Intl.DateTimeFormat('de-DE', { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Vienna', timeZoneName: 'short' }).format(stay!.expirationTime!);
    expect(expires).toMatch(/ MES?Z$/);
    expect(stay!.expirationTime!.getTime() - stay!.createdAt.getTime()).toBe(REQUEST_ANSWER_HOURS * 3_600_000);
    expect(mail.text).toContain(expires);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['List-Unsubscribe']).toMatch(new RegExp(`^<${h.env.publicUrl}/api/public/mail/unsubscribe/[^>]+\\?hl=de-DE>$`));
    expect(await sendJobOf(mail.id)).toMatchObject({ queue: MAIL_SEND_QUEUE, payload: { mailId: mail.id } });
  });

  it('a stay that is no request (an instant booking) writes no request mail (its own mail: mail-host-stays.test.ts)', async () => {
    const r = await book(cottage, guest(90, 93));
    expect(r.status, r.text).toBe(201);
    expect(r.json.kind).toBe('booking');
    expect(await db().select().from(mailOutbox).where(and(eq(mailOutbox.recipient, MARIE), eq(mailOutbox.kind, 'booking-request.created')))).toHaveLength(0);
  });

  it('the job sends it over SMTP to the host, with the headers; the receiver gets it once', async () => {
    expect(await runDueJobs(db(), worker(smtp.url))).toBeGreaterThanOrEqual(1);
    const mine = smtp.received.filter((m) => m.to.includes(ALPINE));
    expect(mine).toHaveLength(1);
    // Long headers are folded onto a continuation line (RFC 5322 §2.2.3); unfold them to read them.
    const raw = unfolded(mine[0]!.raw).replace(/\r?\n[ \t]+/g, ' ');
    expect(mine[0]!.from).toBe('no-reply@host-portal.test');
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/localhost:8080\/api\/public\/mail\/unsubscribe\//m);
    expect(raw).toContain(`/booking-request-details/${code}`);
    expect(raw).toMatch(/^Subject: /m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(await mailById(mailId)).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, lastError: null });
    expect(await sendJobOf(mailId)).toBeUndefined();
  });

  it('after a restart (a new worker on the same database) nothing is sent twice, even when its job comes back', async () => {
    expect(await runDueJobs(db(), worker(smtp.url))).toBe(0);
    // A worker that died after sending but before its job row was removed: the job runs again.
    // run_at is given here: the column's default is the database's now(), with microseconds, which
    // can fall after the worker's millisecond clock and leave the job not yet due.
    await db().insert(jobs).values({ queue: MAIL_SEND_QUEUE, key: `mail-send:${mailId}`, payload: { mailId }, runAt: new Date(Date.now() - 1000) });
    expect(await runDueJobs(db(), worker(smtp.url))).toBe(1);
    expect(smtp.received).toHaveLength(0);
    expect((await mailById(mailId)).status).toBe('sent');
  });
});

describe('the outbox', () => {
  it('enqueuing the same key twice gives one mail and one job', async () => {
    const first = await enqueueTestMail('test:twice', 'twice@host.example');
    const second = await enqueueTestMail('test:twice', 'twice@host.example');
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: null, created: false });
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.key, 'test:twice'))).toHaveLength(1);
    expect(await db().select().from(jobs).where(like(jobs.key, `mail-send:${first.id}`))).toHaveLength(1);
    await runDueJobs(db(), worker(smtp.url));
    expect(smtp.received.filter((m) => m.to.includes('twice@host.example'))).toHaveLength(1);
  });

  it('a mail the request did not commit is not written (it rolls back with the request)', async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueueMail(tx as unknown as Db, { key: 'test:rolled-back', to: 'x@host.example', language: 'en-US', kind: 'booking-request.created', subject: 's', html: 'h', text: 't' });
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    expect(await mailOf('test:rolled-back')).toBeUndefined();
  });

  it('a server that answers 451 (try later) gets the mail again on the retry', async () => {
    let refusals = 0;
    smtp.reply = (stage, address) => (stage === 'data' && address === 'later@host.example' && refusals++ === 0 ? { code: 451, message: 'Greylisted, try again later' } : undefined);
    const { id } = await enqueueTestMail('test:451', 'later@host.example');
    await runDueJobs(db(), worker(smtp.url));
    const deferred = await mailById(id!);
    expect(deferred).toMatchObject({ status: 'queued', attempts: 1 });
    expect(deferred.lastError).toMatch(/451/);
    expect(smtp.received).toHaveLength(0);
    const job = (await sendJobOf(id!))!;
    // Backed off: not due now (30 s after the first failure).
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await runDueJobs(db(), worker(smtp.url))).toBe(0);
    // Time passes: the job is due again.
    await db().update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.id, job.id));
    await runDueJobs(db(), worker(smtp.url));
    expect(smtp.received.map((m) => m.to)).toEqual([['later@host.example']]);
    expect(await mailById(id!)).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 2, lastError: null });
  });

  it('a 550 (no such mailbox) marks the mail bounced and the address, and later mails to it are not tried', async () => {
    smtp.reply = (stage, address) => (stage === 'rcpt' && address.toLowerCase() === 'gone@host.example' ? { code: 550, message: 'No such mailbox' } : undefined);
    const { id } = await enqueueTestMail('test:550', 'Gone@host.example');
    await runDueJobs(db(), worker(smtp.url));
    const bounced = await mailById(id!);
    expect(bounced).toMatchObject({ status: 'bounced', attempts: 1 });
    expect(bounced.lastError).toMatch(/550/);
    expect(await sendJobOf(id!)).toBeUndefined();
    expect(await db().select().from(mailSuppressions).where(eq(mailSuppressions.address, 'gone@host.example'))).toEqual([
      expect.objectContaining({ kind: '*', reason: 'bounced' }),
    ]);

    let tried = 0;
    smtp.reply = (stage, address) => {
      if (stage === 'rcpt' && address.toLowerCase() === 'gone@host.example') tried += 1;
      return undefined;
    };
    const later = await enqueueTestMail('test:550-later', 'gone@host.example');
    await runDueJobs(db(), worker(smtp.url));
    expect(tried).toBe(0);
    expect(await mailById(later.id!)).toMatchObject({ status: 'failed', lastError: 'skipped:address-bounced' });
  });

  it('a server that cannot be reached does not lose the mail: it stays queued for the next try', async () => {
    const { id } = await enqueueTestMail('test:unreachable', 'wait@host.example');
    await runDueJobs(db(), worker('smtp://127.0.0.1:1'));
    expect(await mailById(id!)).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await sendJobOf(id!))!.runAt.getTime()).toBeGreaterThan(Date.now());
    await db().update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.key, `mail-send:${id}`));
    await runDueJobs(db(), worker(smtp.url));
    expect(await mailById(id!)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('without SMTP_URL: the embedded mailbox, read by staff', () => {
  let mailId: string;

  it('the job keeps the mail in the database as delivered to the mailbox', async () => {
    const r = await book(family, guest(100, 103));
    expect(r.status, r.text).toBe(201);
    const [stay] = await db().select().from(bookings).where(eq(bookings.code, r.json.publicId));
    mailId = (await mailOf(`booking-request.created:${stay!.id}`))!.id;
    await runDueJobs(db(), worker());
    expect(await mailById(mailId)).toMatchObject({ status: 'sent', transport: 'mailbox' });
    expect(smtp.received).toHaveLength(0);
  });

  it('GET /api/app/staff/mail lists it, newest first, paged', async () => {
    const r = await h.call('GET', '/api/app/staff/mail?page=1&limit=2', { as: STAFF });
    expect(r.status, r.text).toBe(200);
    expect(r.json.items[0]).toMatchObject({ id: mailId, recipient: ALPINE, language: 'de-DE', status: 'sent', transport: 'mailbox', kind: 'booking-request.created' });
    expect(r.json.items[0].subject).toMatch(/^Neue Buchungsanfrage: Family apartment Patscherkofel/);
    expect(r.json.items[0].html).toBeUndefined();
    expect(r.json.pagination).toMatchObject({ current: 1, next: 2 });
    expect(r.json.pagination.total).toBeGreaterThanOrEqual(3);
  });

  it('GET /api/app/staff/mail/{id} answers the HTML, the text and the headers; unknown ids are 404, bad paging 400', async () => {
    const r = await h.call('GET', `/api/app/staff/mail/${mailId}`, { as: STAFF });
    expect(r.status).toBe(200);
    expect(r.json.html).toMatch(/^<!doctype html>/);
    expect(r.json.text).toContain('/booking-request-details/');
    expect(r.json.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect((await h.call('GET', '/api/app/staff/mail/00000000-0000-4000-8000-000000000000', { as: STAFF })).status).toBe(404);
    expect((await h.call('GET', '/api/app/staff/mail/not-an-id', { as: STAFF })).status).toBe(404);
    expect((await h.call('GET', '/api/app/staff/mail?limit=1000', { as: STAFF })).status).toBe(400);
  });

  it('is staff only: a host gets 403, no token 401', async () => {
    expect((await h.call('GET', '/api/app/staff/mail', { as: ANNA })).status).toBe(403);
    expect((await h.call('GET', `/api/app/staff/mail/${mailId}`, { as: ALPINE })).status).toBe(403);
    expect((await h.call('GET', '/api/app/staff/mail')).status).toBe(401);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('GET asks and changes nothing; POST List-Unsubscribe=One-Click stops that kind for that address; a bad token is 404', async () => {
    const [latest] = await db().select().from(mailOutbox).where(and(eq(mailOutbox.recipient, ALPINE), eq(mailOutbox.kind, 'booking-request.created'))).limit(1);
    const url = new URL(latest!.headers['List-Unsubscribe']!.slice(1, -1));
    const path = `${url.pathname}${url.search}`;
    const page = await h.call('GET', path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Keine E-Mails mehr über neue Buchungsanfragen an alpine@demo.host-portal.test senden?');
    expect(await db().select().from(mailSuppressions).where(eq(mailSuppressions.address, ALPINE))).toHaveLength(0);

    const done = await h.app.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(done.status).toBe(200);
    expect(await db().select().from(mailSuppressions).where(eq(mailSuppressions.address, ALPINE))).toEqual([
      expect.objectContaining({ kind: 'booking-request.created', reason: 'unsubscribed' }),
    ]);

    const tampered = path.replace(/\.([A-Za-z0-9_-]{43})\?/, (_, sig: string) => `.${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}?`);
    expect(tampered).not.toBe(path);
    expect((await h.app.request(tampered, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(404);
    expect((await h.call('GET', '/api/public/mail/unsubscribe/nonsense')).status).toBe(404);

    // The next request still comes in; its mail is kept but not sent.
    const r = await book(family, guest(110, 113));
    expect(r.status, r.text).toBe(201);
    const [stay] = await db().select().from(bookings).where(eq(bookings.code, r.json.publicId));
    const mail = (await mailOf(`booking-request.created:${stay!.id}`))!;
    await runDueJobs(db(), worker(smtp.url));
    expect(smtp.received).toHaveLength(0);
    expect(await mailById(mail.id)).toMatchObject({ status: 'failed', lastError: 'skipped:recipient-unsubscribed' });
  });
});
