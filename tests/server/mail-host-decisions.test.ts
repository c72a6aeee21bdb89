import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALPINE, STAFF } from '../support/api';
import { mailHarness, type MailHarness } from '../support/mail-harness';
import { unfolded } from '../support/smtp-receiver';
import { addStay, day, freshUnit } from './bookings-fixtures';
import { REVIEW_DEMO_EMAIL } from '../../src/server/db/seed-reviews';
import { scaledMs } from '../support/time-scale';

// The host's mails about a guest's review and about staff decisions, against a real SMTP receiver:
// a review of alpine@'s stay (German); lago@'s listing refused and identity verification decided
// (lago@ is Italian). One mail per event (repeating the call is refused and writes none); an
// opted-out kind is kept but not sent.

let m: MailHarness;
const V = '/api/app/staff/verifications';
const L = '/api/app/staff/listings';

beforeAll(async () => {
  m = await mailHarness();
}, scaledMs(60_000));
afterAll(() => m.close());
beforeEach(() => {
  m.smtp.received.length = 0;
});

describe('a guest’s review', () => {
  it('writes the host one German mail with the rating and the comment, linking to the unit’s reviews; sent once', async () => {
    const unit = await freshUnit(m.h, ALPINE);
    const stay = await addStay(m.h, { kind: 'booking', status: 'IN_REVIEW_COLLECTION', checkIn: day(-5), checkOut: day(-2), ...unit, first: 'Oliver', last: 'Klein', email: 'oliver@guest.example' });
    const login = await m.h.app.request('/api/guest/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bookingCode: stay.code, email: 'oliver@guest.example' }) });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const post = () => m.h.app.request('/api/guest/review', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ rating: 4, comment: 'Schöne Aussicht' }) });
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(409);
    const [mail, ...more] = await m.mailsOf('review.received', stay.id);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ recipient: ALPINE, language: 'de-DE' });
    expect(mail!.subject).toMatch(/^Neue Bewertung für .+: 4 von 5$/);
    expect(mail!.text).toContain(`${m.h.env.publicUrl}/insights/reviews/${unit.unitId}`);
    expect(mail!.text).toContain('> Schöne Aussicht');
    await m.runJobs();
    expect(m.receivedBy(ALPINE)).toHaveLength(1);
  });
});

describe('staff decisions', () => {
  it('a refused listing: one Italian mail to lago@ with the reason, linking to the unit', async () => {
    const list = await m.h.call('GET', L, { as: STAFF });
    const { unitId, propertyId } = list.json.items.find((i: { hostEmail: string }) => i.hostEmail === REVIEW_DEMO_EMAIL);
    const reason = 'Le foto del bagno mancano.';
    expect((await m.h.call('POST', `${L}/${unitId}/reject`, { as: STAFF, body: { reason } })).status).toBe(200);
    expect((await m.h.call('POST', `${L}/${unitId}/reject`, { as: STAFF, body: { reason } })).status).toBe(409);
    const [mail, ...more] = await m.mailsOf('listing.reviewed', unitId);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ recipient: REVIEW_DEMO_EMAIL, language: 'it-IT' });
    expect(mail!.subject).toBe('Lakeside apartment Bellagio va modificato prima di andare online');
    expect(mail!.text).toContain(`${m.h.env.publicUrl}/properties/${propertyId}/units/${unitId}`);
    expect(mail!.text).toContain(`> ${reason}`);
    await m.runJobs();
    const received = m.receivedBy(REVIEW_DEMO_EMAIL);
    expect(received).toHaveLength(1);
    expect(unfolded(received[0]!.raw)).toContain('/unsubscribe/listing.reviewed.');
  });

  it('the identity verification: rejected, then (opted out) approved: one mail each, the second kept but not sent', async () => {
    const hostId = (await m.h.call('GET', V, { as: STAFF })).json.items.find((i: { email: string }) => i.email === REVIEW_DEMO_EMAIL).hostId;
    expect((await m.h.call('POST', `${V}/${hostId}/reject`, { as: STAFF, body: { reason: 'Il documento è scaduto.' } })).status).toBe(200);
    expect((await m.h.call('POST', `${V}/${hostId}/reject`, { as: STAFF, body: { reason: 'Il documento è scaduto.' } })).status).toBe(409);
    const [rejected, ...more] = await m.mailsOf('verification.completed', hostId);
    expect(more).toHaveLength(0);
    expect(rejected).toMatchObject({ recipient: REVIEW_DEMO_EMAIL, language: 'it-IT', subject: 'La verifica della tua identità va ripetuta' });
    expect(rejected!.text).toContain(`${m.h.env.publicUrl}/verification/identity`);
    await m.runJobs();
    expect(m.receivedBy(REVIEW_DEMO_EMAIL)).toHaveLength(1);

    // Submitted again, then approved while the host has opted out of this kind.
    await m.db.execute(`update hosts set kyc_status = 'submitted' where id = '${hostId}'`);
    await m.optOut(REVIEW_DEMO_EMAIL, 'verification.completed');
    m.smtp.received.length = 0;
    expect((await m.h.call('POST', `${V}/${hostId}/approve`, { as: STAFF })).status).toBe(200);
    const mails = await m.mailsOf('verification.completed', hostId);
    expect(mails).toHaveLength(2);
    await m.runJobs();
    expect(m.receivedBy(REVIEW_DEMO_EMAIL)).toHaveLength(0);
    expect(mails.find((x) => x.subject === 'La tua identità è verificata')).toBeDefined();
  });
});
