import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ALPINE, ANNA, MARIE } from '../support/api';
import { mailHarness, type MailHarness } from '../support/mail-harness';
import { unfolded } from '../support/smtp-receiver';
import { bookings } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';
import { enqueueMail } from '../../src/server/services/mail/outbox';
import { newStayMail } from '../../src/server/services/mail/new-stay-mail';
import { stayMailSource } from '../../src/server/services/mail/stay-mail-source';
import { unsubscribeSigner } from '../../src/server/services/mail/unsubscribe';
import { REQUEST_REMINDER_HOURS, REQUEST_REMINDER_QUEUE, remindOfRequest, requestReminderHandler, requestReminderKey } from '../../src/server/services/bookings/request-reminder-job';
import { addDays } from '../../src/shared/domain/pricing/dates';
import { demoToday } from '../../src/server/db/seed';
import { scaledMs } from '../support/time-scale';

// The host's mails about new stays, against a real SMTP receiver: an instant booking (marie@, a
// French host), an inquiry (anna@, a subscription host, English) and the reminder 6 hours before a
// booking request expires (alpine@, German). One mail per event, also when the event's mail is
// written again or the reminder job runs twice; an opted-out kind is kept but not sent.

let m: MailHarness;
let family: string; // alpine@'s on-request unit
let cottage: string; // marie@'s instant unit
let annaUnit: string; // anna@'s sea-view room (a subscription host: inquiries)

// Demo units and their seeded stays: the demo zone's days (src/server/db/seed.ts); all units free from +70.
const d = (n: number) => addDays(demoToday(), n);
const guest = (from: number, to: number, extra: Record<string, unknown> = {}) => ({ checkIn: d(from), checkOut: d(to), guests: 2, firstName: 'Ines', lastName: 'Moser', email: 'ines@guest.example', ...extra });
const book = (unitId: string, body: unknown) => m.h.call('POST', `/api/public/property-units/${unitId}/stays`, { body });
const stayOf = async (code: string) => (await m.db.select().from(bookings).where(eq(bookings.code, code)))[0]!;

async function unitsOf(as: string) {
  const ids: { id: string; title: string }[] = [];
  for (const p of (await m.h.call('GET', '/api/app/properties', { as })).json.items) {
    for (const id of (await m.h.call('GET', `/api/app/properties/${p.id}`, { as })).json.unitIds as string[]) {
      const u = (await m.h.call('GET', `/api/app/property-unit/${id}`, { as })).json;
      ids.push({ id, title: `${p.title} / ${u.title ?? ''}` });
    }
  }
  return ids;
}

beforeAll(async () => {
  m = await mailHarness();
  family = (await unitsOf(ALPINE)).find((u) => u.title.includes('Family'))!.id;
  cottage = (await unitsOf(MARIE))[0]!.id;
  annaUnit = (await unitsOf(ANNA)).find((u) => u.title.includes('Sea-view'))!.id;
}, scaledMs(60_000));
afterAll(() => m.close());
beforeEach(async () => {
  m.smtp.received.length = 0;
  await m.resetLimits();
});

describe('an instant booking', () => {
  it('writes the host one mail in French (marie@), naming the unit and dates, linking to the booking, with one-click unsubscribe; sent once', async () => {
    const r = await book(cottage, guest(80, 83, { message: 'Nous arrivons tard.' }));
    expect(r.status, r.text).toBe(201);
    expect(r.json.kind).toBe('booking');
    const stay = await stayOf(r.json.publicId);
    const mails = await m.mailsOf('booking.created', stay.id);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ recipient: MARIE, language: 'fr-FR', status: 'queued' });
    expect(mail.subject).toMatch(/^Nouvelle réservation : /);
    const link = `${m.h.env.publicUrl}/booking-details/${stay.code}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('Ines Moser a réservé');
    expect(mail.text).toContain('> Nous arrivons tard.');
    expect(mail.headers['List-Unsubscribe']).toMatch(/\/api\/public\/mail\/unsubscribe\/booking\.created\.[^>]+\?hl=fr-FR>$/);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The event's mail written again (a retried transaction) is the same key: still one.
    const source = (await stayMailSource(m.db, stay.id))!;
    const sign = await unsubscribeSigner(m.db);
    const again = await enqueueMail(m.db as Db, await newStayMail({ stayKind: 'booking', stay: source.facts, host: source.host, publicUrl: m.h.env.publicUrl, sign }));
    expect(again.created).toBe(false);
    expect(await m.mailsOf('booking.created', stay.id)).toHaveLength(1);

    await m.runJobs();
    await m.runJobs();
    const received = m.receivedBy(MARIE);
    expect(received).toHaveLength(1);
    expect(unfolded(received[0]!.raw)).toContain(`/booking-details/${stay.code}`);
  });

  it('an opted-out host gets none: the mail is kept, marked skipped, and the receiver gets nothing', async () => {
    await m.optOut(MARIE, 'booking.created');
    const r = await book(cottage, guest(90, 92));
    expect(r.status, r.text).toBe(201);
    const [mail] = await m.mailsOf('booking.created', (await stayOf(r.json.publicId)).id);
    await m.runJobs();
    expect(m.receivedBy(MARIE)).toHaveLength(0);
    const [after] = await m.mailsOf('booking.created', mail!.key.split(':')[1]);
    expect(after).toMatchObject({ status: 'failed', lastError: 'skipped:recipient-unsubscribed' });
    await m.optIn(MARIE, 'booking.created');
  });
});

describe('an inquiry', () => {
  it('writes the host one mail in English (anna@) linking to the inquiry; an opted-out kind is not sent', async () => {
    const r = await book(annaUnit, guest(80, 83));
    expect(r.status, r.text).toBe(201);
    expect(r.json.kind).toBe('inquiry');
    const stay = await stayOf(r.json.publicId);
    const [mail, ...more] = await m.mailsOf('inquiry.created', stay.id);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ recipient: ANNA, language: 'en-US' });
    expect(mail!.subject).toMatch(/^New inquiry: /);
    expect(mail!.text).toContain(`${m.h.env.publicUrl}/inquiries/${stay.code}`);
    expect(mail!.text).toContain('Ines Moser sent an inquiry');
    await m.runJobs();
    expect(m.receivedBy(ANNA)).toHaveLength(1);

    await m.optOut(ANNA, 'inquiry.created');
    const second = await book(annaUnit, guest(90, 92));
    expect(second.status, second.text).toBe(201);
    await m.runJobs();
    expect(m.receivedBy(ANNA)).toHaveLength(1);
    await m.optIn(ANNA, 'inquiry.created');
  });
});

describe('the reminder before a booking request expires', () => {
  const reminderJob = () => ({ [REQUEST_REMINDER_QUEUE]: requestReminderHandler({ db: m.db, env: { publicUrl: m.h.env.publicUrl } }) });

  it(`is a job due ${REQUEST_REMINDER_HOURS} hours before the expiry, enqueued with the request; run (twice) it writes one German mail to alpine@`, async () => {
    const r = await book(family, guest(80, 83));
    expect(r.status, r.text).toBe(201);
    expect(r.json.kind).toBe('request');
    const stay = await stayOf(r.json.publicId);
    const job = (await m.jobOf(requestReminderKey(stay.id)))!;
    expect(job).toMatchObject({ queue: REQUEST_REMINDER_QUEUE, payload: { requestId: stay.id } });
    expect(stay.expirationTime!.getTime() - job.runAt.getTime()).toBe(REQUEST_REMINDER_HOURS * 3_600_000);
    expect(await m.runJobs(reminderJob())).toBeGreaterThanOrEqual(0);
    expect(await m.mailsOf('booking-request.expiring', stay.id)).toHaveLength(0);

    // Time passes: the job is due.
    await m.makeDue(requestReminderKey(stay.id));
    await m.runJobs(reminderJob());
    const [mail, ...more] = await m.mailsOf('booking-request.expiring', stay.id);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ recipient: ALPINE, language: 'de-DE' });
    expect(mail!.subject).toMatch(/^Erinnerung: Die Anfrage für Family apartment Patscherkofel läuft in wenigen Stunden ab$/);
    expect(mail!.text).toContain(`${m.h.env.publicUrl}/booking-request-details/${stay.code}`);
    // The reminder job wrote the mail's send job; the next run sends it.
    await m.runJobs(reminderJob());
    expect(m.receivedBy(ALPINE).filter((x) => unfolded(x.raw).includes('unsubscribe/booking-request.expiring.'))).toHaveLength(1);

    // A second run (a restart, a retry) writes nothing more.
    expect(await remindOfRequest(m.db, stay.id, m.h.env.publicUrl)).toBe(false);
    expect(await m.mailsOf('booking-request.expiring', stay.id)).toHaveLength(1);
  });

  it('a request the host answered before the reminder gets none', async () => {
    const r = await book(family, guest(90, 93));
    expect(r.status, r.text).toBe(201);
    const confirmed = await m.h.call('POST', `/api/app/booking-requests/${r.json.publicId}/confirm`, { as: ALPINE });
    expect(confirmed.status, confirmed.text).toBe(200);
    const stay = await stayOf(r.json.publicId);
    expect(await remindOfRequest(m.db, stay.id, m.h.env.publicUrl)).toBe(false);
    expect(await m.mailsOf('booking-request.expiring', stay.id)).toHaveLength(0);
  });

  it('an opted-out host gets no reminder', async () => {
    await m.optOut(ALPINE, 'booking-request.expiring');
    const r = await book(family, guest(100, 103));
    const stay = await stayOf(r.json.publicId);
    expect(await remindOfRequest(m.db, stay.id, m.h.env.publicUrl)).toBe(true);
    m.smtp.received.length = 0;
    await m.runJobs();
    expect(m.receivedBy(ALPINE).filter((x) => unfolded(x.raw).includes('unsubscribe/booking-request.expiring.'))).toHaveLength(0);
    expect((await m.mailsOf('booking-request.expiring', stay.id))[0]).toMatchObject({ status: 'failed', lastError: 'skipped:recipient-unsubscribed' });
  });
});
