import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ALPINE, ANNA, MARIE } from '../support/api';
import { mailHarness, type MailHarness } from '../support/mail-harness';
import { unfolded } from '../support/smtp-receiver';
import { bookings, properties, units } from '../../src/server/db/schema';
import { GUEST_STAY_MAIL_QUEUE, guestStayMailHandler, guestStayMailJobKey, mailGuestOfStay } from '../../src/server/services/bookings/guest-stay-mail-job';
import { expireRequest } from '../../src/server/services/bookings/lifecycle';
import { formatMoment } from '../../src/server/services/mail/compose';
import { addDays } from '../../src/shared/domain/pricing/dates';
import { demoToday } from '../../src/server/db/seed';
import { scaledMs } from '../support/time-scale';

// The guest's mails about their stay, against a real SMTP receiver: written in the language of
// the page they booked on, linking to the guest chat's sign-in with the stay's code, one mail per
// stay and news however often its job runs: received (a request, with the host's deadline in the
// property's time zone; an inquiry), confirmed (an instant booking; a request confirmed, under its
// new booking code), declined, expired and cancelled.

let m: MailHarness;
let family: string; // alpine@'s on-request unit (Innsbruck)
let cottage: string; // marie@'s instant unit
let annaUnit: string; // anna@'s sea-view room (a subscription host: inquiries)

const d = (n: number) => addDays(demoToday(), n);
const GUEST = 'lea@guest.example';
const guest = (from: number, to: number, extra: Record<string, unknown> = {}) => ({ checkIn: d(from), checkOut: d(to), guests: 2, firstName: 'Lea', lastName: 'Brun', email: GUEST, ...extra });
const book = (unitId: string, body: unknown) => m.h.call('POST', `/api/public/property-units/${unitId}/stays`, { body });
const stayOf = async (code: string) => (await m.db.select().from(bookings).where(eq(bookings.code, code)))[0]!;
const guestJobs = () => ({ [GUEST_STAY_MAIL_QUEUE]: guestStayMailHandler({ db: m.db, env: { publicUrl: m.h.env.publicUrl } }) });
/** The guest job writes the mail, the next pass sends it. */
const runAll = async () => {
  await m.runJobs(guestJobs());
  await m.runJobs(guestJobs());
};
const chatLink = (code: string) => `${m.h.env.publicUrl}/guest/login?code=${code}`;

beforeAll(async () => {
  m = await mailHarness();
  family = await m.unitOf(ALPINE, 'Family');
  cottage = await m.unitOf(MARIE, '');
  annaUnit = await m.unitOf(ANNA, 'Sea-view');
}, scaledMs(60_000));
afterAll(() => m.close());
beforeEach(async () => {
  m.smtp.received.length = 0;
  await m.resetLimits();
});

describe('a guest', () => {
  it('booking at once gets one Italian "confirmed" mail with the code and a link to the chat sign-in, with one-click unsubscribe; a second job run writes nothing', async () => {
    const r = await book(cottage, guest(100, 103, { language: 'it-IT' }));
    expect(r.status, r.text).toBe(201);
    expect(r.json.kind).toBe('booking');
    const stay = await stayOf(r.json.publicId);
    expect(stay.customerLanguage).toBe('it-IT');
    await runAll();
    const mails = await m.mailsOf('guest.stay-confirmed', stay.id);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ recipient: GUEST, language: 'it-IT', status: 'sent' });
    expect(mail.subject).toMatch(/^Confermato: /);
    expect(mail.text).toContain('Ciao Lea,');
    expect(mail.text).toContain(`Codice di prenotazione: ${stay.code}`);
    expect(mail.text).toContain(chatLink(stay.code));
    expect(mail.html).toContain(`href="${chatLink(stay.code)}"`);
    expect(mail.headers['List-Unsubscribe']).toMatch(/\/api\/public\/mail\/unsubscribe\/guest\.stay-confirmed\.[^>]+\?hl=it-IT>$/);
    const received = m.receivedBy(GUEST);
    expect(received).toHaveLength(1);
    expect(unfolded(received[0]!.raw)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    expect(await mailGuestOfStay(m.db, { stayId: stay.id, news: 'confirmed' }, m.h.env.publicUrl)).toBe(false);
    await runAll();
    expect(await m.mailsOf('guest.stay-confirmed', stay.id)).toHaveLength(1);
    expect(m.receivedBy(GUEST)).toHaveLength(1);
  });

  it('requesting hears in German that the host has it, with the deadline in the property\'s time zone; confirmed, hears it under the new booking code', async () => {
    const r = await book(family, guest(100, 103, { language: 'de-DE' }));
    expect(r.status, r.text).toBe(201);
    expect(r.json.kind).toBe('request');
    const request = await stayOf(r.json.publicId);
    const [place] = await m.db.select({ timeZone: properties.timeZone }).from(units).innerJoin(properties, eq(properties.id, units.propertyId)).where(eq(units.id, family));
    expect(place!.timeZone).not.toBe('UTC');
    await runAll();
    const [received, ...more] = await m.mailsOf('guest.stay-received', request.id);
    expect(more).toHaveLength(0);
    expect(received).toMatchObject({ recipient: GUEST, language: 'de-DE' });
    expect(received!.subject).toMatch(/^Ihre Anfrage für Family apartment Patscherkofel wurde gesendet: /);
    expect(received!.text).toContain(`Der Gastgeber antwortet spätestens bis ${formatMoment('de-DE', request.expirationTime!, place!.timeZone)}.`);
    expect(received!.text).toContain(chatLink(request.code));

    const confirmed = await m.h.call('POST', `/api/app/booking-requests/${request.code}/confirm`, { as: ALPINE });
    expect(confirmed.status, confirmed.text).toBe(200);
    const [booking] = await m.db.select().from(bookings).where(eq(bookings.sourceRequestId, request.id));
    expect(booking!.customerLanguage).toBe('de-DE');
    await runAll();
    const [mail, ...others] = await m.mailsOf('guest.stay-confirmed', request.id);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toMatch(/^Bestätigt: Family apartment Patscherkofel, /);
    expect(mail!.text).toContain(`Buchungscode: ${booking!.code}`);
    expect(mail!.text).toContain(chatLink(booking!.code));
    expect(m.receivedBy(GUEST)).toHaveLength(2);
  });

  it('declined hears it (English without a page language); expired hears that the host did not answer', async () => {
    const declined = await book(family, guest(110, 112));
    expect(declined.status, declined.text).toBe(201);
    const rejectedStay = await stayOf(declined.json.publicId);
    const r = await m.h.call('POST', `/api/app/booking-requests/${rejectedStay.code}/reject`, { as: ALPINE, body: { reason: 'OTHER', explanation: 'Renovation.' } });
    expect(r.status, r.text).toBe(200);
    await runAll();
    const [rejection] = await m.mailsOf('guest.stay-rejected', rejectedStay.id);
    expect(rejection).toMatchObject({ recipient: GUEST, language: 'en-US' });
    expect(rejection!.subject).toMatch(/^Not confirmed: Family apartment Patscherkofel, /);
    expect(rejection!.text).toContain('declined your request');

    const late = await book(family, guest(115, 117, { language: 'fr-FR' }));
    expect(late.status, late.text).toBe(201);
    const lateStay = await stayOf(late.json.publicId);
    expect(await expireRequest(m.db, lateStay.id, new Date(lateStay.expirationTime!.getTime() + 1000))).toBe(true);
    // The expiry ran on a clock a day ahead: its mail job is due then; time passes.
    await m.makeDue(guestStayMailJobKey('expired', lateStay.id));
    await runAll();
    const [expiry, ...again] = await m.mailsOf('guest.stay-rejected', lateStay.id);
    expect(again).toHaveLength(0);
    expect(expiry).toMatchObject({ language: 'fr-FR' });
    expect(expiry!.subject).toMatch(/^Pas de réponse à temps : /);
  });

  it('asking a subscription host hears the inquiry arrived; confirmed then cancelled by the host, hears both', async () => {
    const r = await book(annaUnit, guest(120, 123, { language: 'en-US' }));
    expect(r.status, r.text).toBe(201);
    expect(r.json.kind).toBe('inquiry');
    const inquiry = await stayOf(r.json.publicId);
    await runAll();
    const [received] = await m.mailsOf('guest.stay-received', inquiry.id);
    expect(received!.subject).toMatch(/^Your inquiry for /);
    expect((await m.h.call('POST', `/api/app/booking-inquiries/${inquiry.code}/confirm`, { as: ANNA })).status).toBe(200);
    const cancel = await m.h.call('POST', `/api/app/booking-inquiries/${inquiry.code}/cancel`, { as: ANNA, body: { reason: 'PAYMENT_ISSUE' } });
    expect(cancel.status, cancel.text).toBe(200);
    await runAll();
    expect(await m.mailsOf('guest.stay-confirmed', inquiry.id)).toHaveLength(1);
    const [cancelled] = await m.mailsOf('guest.stay-cancelled', inquiry.id);
    expect(cancelled!.subject).toMatch(/^Cancelled: /);
    expect(cancelled!.text).toContain(`(${inquiry.code})`);
    // Received, confirmed, cancelled: three mails reached the guest.
    expect(m.receivedBy(GUEST)).toHaveLength(3);
  });

  it('who opted out of a kind still gets the others; a language the portal does not speak is refused naming the field', async () => {
    await m.optOut(GUEST, 'guest.stay-received');
    const r = await book(family, guest(130, 132));
    const stay = await stayOf(r.json.publicId);
    await runAll();
    const [kept] = await m.mailsOf('guest.stay-received', stay.id);
    expect(kept!.status).toBe('failed');
    expect(m.receivedBy(GUEST)).toHaveLength(0);
    await m.optIn(GUEST, 'guest.stay-received');

    const bad = await book(family, guest(140, 142, { language: 'xx-XX' }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('language');
  });
});
