// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { scopeTexts } from '../support/step-form';
import { addDays, todayUtc } from '../../../src/shared/domain/pricing/dates';
import { PAGE, fakeGuestServer, json, problem, publicUnit } from './fake-guest-server';
import { FakeEventSource } from '../../support/fake-event-source';


// The guest's page of a unit (/stay/{unitId}) in the real route table and guard, signed out and
// signed in, against fetch-stubbed public routes (the quote counted by the real pricing rules).

const en = scopeTexts(['app', 'guest-stay']);
const t = (key: string) => en[`guest-stay.${key}`]!;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TODAY = todayUtc();
const d = (n: number) => addDays(TODAY, n);
const CONFIG = { nightlyPrice: 100, minStay: 2, minDaysOfNotice: 2, extraCharges: [{ type: 'cleaning', chargeType: 'one_time', price: 50 }], taxes: [{ feeType: 'per_person_per_day', value: 2 }], securityDeposit: 300 };

const field = (key: string) => screen.getByLabelText(new RegExp(`^${t(`field.${key}`)}`)) as HTMLInputElement;
const errorOf = (input: HTMLElement) => (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent).join(' ');
function fill(values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) fireEvent.change(field(key), { target: { value } });
}
const GUEST = { firstName: 'Greta', lastName: 'Lind', email: 'greta@example.com' };
const quoteRows = () => within(screen.getByRole('region', { name: t('quote.title') })).getAllByRole('row').map((r) => Array.from(r.children).map((c) => c.textContent));

describe('the guest page of a unit', () => {
  it("shows a named tax by the host's name, a nameless one by how it is charged", async () => {
    fakeGuestServer({ today: TODAY, config: { ...CONFIG, taxes: [{ name: 'Tourist tax', feeType: 'per_person_per_day', value: 2 }, { feeType: 'per_stay', value: 1 }] } });
    await renderApp({ user: null, path: PAGE });
    await screen.findByRole('heading', { level: 1, name: 'Alpenblick Apartments – Studio Nordkette' });
    fill({ checkIn: d(30), checkOut: d(33), guests: '2' });
    await screen.findByTestId('guest-stay-total');
    expect(quoteRows()).toEqual([
      ['3 nights', '€300.00'],
      ['Final cleaning', '€50.00'],
      ['Tourist tax (6 × €2.00)', '€12.00'],
      ['Local tax per stay', '€1.00'],
      ['Total', '€363.00'],
    ]);
  });

  it('signed out: shows the unit (no street, no shell), prices the stay live and books it', async () => {
    const server = fakeGuestServer({ today: TODAY, config: CONFIG });
    const u = setupUser();
    const { missing } = await renderApp({ user: null, path: PAGE });
    // The property's name and the unit's: the heading, and the browser tab.
    expect(await screen.findByRole('heading', { level: 1, name: 'Alpenblick Apartments – Studio Nordkette' })).toBeTruthy();
    expect(document.title).toBe('Alpenblick Apartments – Studio Nordkette');
    expect(screen.getByText('Innsbruck, Austria')).toBeTruthy();
    // One photo: no thumbnails to choose from.
    expect(screen.getByRole('img', { name: 'Photo of Alpenblick Apartments – Studio Nordkette' }).getAttribute('src')).toBe('/api/public/photos/p1/large');
    expect(screen.queryByRole('button', { name: /^Show photo/ })).toBeNull();
    expect(screen.getByText('Wi-Fi')).toBeTruthy();
    expect(screen.getByText('Cancellation policy: Moderate')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(server.state.unitCalls[0]?.get('hl')).toBe('en-US');
    // Nothing to price yet.
    expect(screen.getByText(t('quote.idle'))).toBeTruthy();
    expect(server.state.quoteCalls).toHaveLength(0);

    fill({ checkIn: d(30), checkOut: d(33), guests: '2' });
    await screen.findByTestId('guest-stay-total');
    expect(Object.fromEntries(server.state.quoteCalls.at(-1)!)).toEqual({ checkIn: d(30), checkOut: d(33), guests: '2', hl: 'en-US' });
    // Each extra by the name of its service, each tax by how it is charged.
    expect(quoteRows()).toEqual([
      ['3 nights', '€300.00'],
      ['Final cleaning', '€50.00'],
      ['Local tax per guest and night (6 × €2.00)', '€12.00'],
      ['Total', '€362.00'],
    ]);
    expect(screen.getByText(/^Refundable security deposit of €300\.00/)).toBeTruthy();

    fill({ ...GUEST, message: '  We arrive late.  ' });
    await u.click(screen.getByRole('button', { name: t('submit.booking') }));
    const answer = await screen.findByRole('heading', { name: t('answer.booking.title') });
    expect(document.activeElement).toBe(answer);
    expect(screen.getByTestId('guest-stay-code').textContent).toBe('HP-TEST42');
    expect(server.state.posts).toEqual([{ checkIn: d(30), checkOut: d(33), guests: 2, ...GUEST, message: 'We arrive late.', language: 'en-US' }]);
    expect(server.state.other).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('signed in (a host looking at a listing): the same page, outside the shell', async () => {
    fakeGuestServer({ today: TODAY, config: CONFIG });
    await renderApp({ user: userInfo(), path: PAGE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alpenblick Apartments – Studio Nordkette' })).toBeTruthy();
    expect(screen.getByRole('button', { name: t('submit.booking') })).toBeTruthy();
  });

  it("shows the quote's rule failures at the fields they name and sends nothing until they are fixed", async () => {
    const server = fakeGuestServer({ today: TODAY, config: CONFIG, taken: [d(31)] });
    const u = setupUser();
    await renderApp({ user: null, path: PAGE });
    await screen.findByRole('heading', { level: 1 });
    fill({ checkIn: d(30), checkOut: d(31), guests: '3', ...GUEST });
    await screen.findByText(t('quote.notBookable'));
    expect(errorOf(field('checkOut'))).toBe('The stay must be at least 2 nights.');
    expect(errorOf(field('guests'))).toBe('This stay sleeps at most 2 guests.');
    await u.click(screen.getByRole('button', { name: t('submit.booking') }));
    expect(document.activeElement).toBe(field('checkOut'));
    expect(server.state.posts).toHaveLength(0);

    fill({ checkOut: d(33), guests: '2' });
    // Taken or closed by the host: the guest hears only that the dates are not available.
    await waitFor(() => expect(errorOf(field('checkIn'))).toMatch(/^These dates are not available: /));
    expect(field('checkOut').getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for the required fields first, focusing the first one', async () => {
    const server = fakeGuestServer({ today: TODAY, config: CONFIG });
    const u = setupUser();
    await renderApp({ user: null, path: PAGE });
    await screen.findByRole('heading', { level: 1 });
    // The required Guests field opens with one guest, not blank.
    expect((field('guests') as HTMLInputElement).value).toBe('1');
    expect(field('guests').getAttribute('min')).toBe('1');
    fill({ checkIn: d(30), checkOut: d(33), guests: '2', lastName: 'Lind' });
    await u.click(screen.getByRole('button', { name: t('submit.booking') }));
    expect(document.activeElement).toBe(field('firstName'));
    expect(errorOf(field('firstName'))).toBe(t('required'));
    expect(errorOf(field('email'))).toBe(t('required'));
    expect(field('phone').getAttribute('aria-invalid')).toBeNull();
    expect(server.state.posts).toHaveLength(0);
  });

  it('a request says by when the host answers; an inquiry says the host writes back', async () => {
    const expiration = '2031-05-02T10:00:00.000Z';
    const server = fakeGuestServer({ today: TODAY, config: CONFIG, unit: publicUnit({ stayKind: 'request', bookingType: 'onRequest' }) });
    server.answerStays((b) => json({ kind: 'request', publicId: 'HP-REQ777', status: 'REQUESTED', checkIn: b.checkIn, checkOut: b.checkOut, totalAmount: 362, currency: 'EUR', expirationTime: expiration }, 201));
    const u = setupUser();
    await renderApp({ user: null, path: PAGE });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/has 24 hours to confirm/)).toBeTruthy();
    fill({ checkIn: d(30), checkOut: d(33), guests: '2', ...GUEST });
    await screen.findByTestId('guest-stay-total');
    await u.click(screen.getByRole('button', { name: t('submit.request') }));
    expect(await screen.findByRole('heading', { name: t('answer.request.title') })).toBeTruthy();
    const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(expiration));
    expect(screen.getByText(`The host answers by ${when}. Your stay is booked only once the host confirms it.`)).toBeTruthy();
    expect(screen.getByTestId('guest-stay-code').textContent).toBe('HP-REQ777');
    cleanup();

    const inquiry = fakeGuestServer({ today: TODAY, config: CONFIG, unit: publicUnit({ stayKind: 'inquiry', inquiry: true }) });
    inquiry.answerStays((b) => json({ kind: 'inquiry', publicId: 'HP-INQ888', status: 'requested', checkIn: b.checkIn, checkOut: b.checkOut, totalAmount: 362, currency: 'EUR', expirationTime: null }, 201));
    await renderApp({ user: null, path: PAGE });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: t('submit.booking') })).toBeNull();
    fill({ checkIn: d(30), checkOut: d(33), guests: '2', ...GUEST });
    await screen.findByTestId('guest-stay-total');
    await u.click(screen.getByRole('button', { name: t('submit.inquiry') }));
    expect(await screen.findByRole('heading', { name: t('answer.inquiry.title') })).toBeTruthy();
    expect(screen.getByText('The host will answer you at greta@example.com. Nothing is booked yet.')).toBeTruthy();
    expect(screen.getByTestId('guest-stay-code').textContent).toBe('HP-INQ888');
  });

  it('400 names fields: shown at them, focus on the first in the form', async () => {
    const server = fakeGuestServer({ today: TODAY, config: CONFIG });
    server.answerStays(() => problem(400, 'validation', [{ name: 'phone', reason: 'must be at most 40 characters' }, { name: 'email', reason: 'must be an email address' }]));
    const u = setupUser();
    await renderApp({ user: null, path: PAGE });
    await screen.findByRole('heading', { level: 1 });
    fill({ checkIn: d(30), checkOut: d(33), guests: '2', ...GUEST, phone: '123' });
    await screen.findByTestId('guest-stay-total');
    await u.click(screen.getByRole('button', { name: t('submit.booking') }));
    await waitFor(() => expect(document.activeElement).toBe(field('email')));
    expect(errorOf(field('email'))).toBe(t('invalid.email'));
    expect(errorOf(field('phone'))).toBe(t('invalid.phone'));
    // Typing again clears that field's error.
    fill({ email: 'greta@example.org' });
    expect(field('email').getAttribute('aria-invalid')).toBeNull();
  });

  it('409 says the dates are not available (booked or closed alike) and keeps everything typed; 429 explains the wait', async () => {
    const server = fakeGuestServer({ today: TODAY, config: CONFIG });
    server.answerStays(() => problem(409, 'conflict'));
    const u = setupUser();
    await renderApp({ user: null, path: PAGE });
    await screen.findByRole('heading', { level: 1 });
    fill({ checkIn: d(30), checkOut: d(33), guests: '2', ...GUEST });
    await screen.findByTestId('guest-stay-total');
    const quotesBefore = server.state.quoteCalls.length;
    await u.click(screen.getByRole('button', { name: t('submit.booking') }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, these dates are not available. Your details are kept: please choose other dates.');
    expect(field('checkIn').value).toBe(d(30));
    expect(field('checkOut').value).toBe(d(33));
    expect(field('email').value).toBe(GUEST.email);
    // The price is asked again, so the taken nights show at check-in.
    await waitFor(() => expect(server.state.quoteCalls.length).toBeGreaterThan(quotesBefore));

    server.answerStays(() => problem(429, 'too-many-requests'));
    await u.click(screen.getByRole('button', { name: t('submit.booking') }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(t('error.tooMany')));
    expect(server.state.posts).toHaveLength(2);
  });

  it('shows every photo in the host\'s order: the cover large, thumbnails to pick by click or keys', async () => {
    const photo = (id: string, caption: string | null = null) => ({ url: `/api/public/photos/${id}/large`, thumbnailUrl: `/api/public/photos/${id}/thumbnail`, caption });
    fakeGuestServer({ today: TODAY, config: CONFIG, unit: publicUnit({ photos: [photo('cover'), photo('p2', 'The terrace at sunset'), photo('p3')] }) });
    const u = setupUser();
    await renderApp({ user: null, path: PAGE });
    const gallery = await screen.findByRole('region', { name: t('photos.label') });
    const shown = () => within(gallery).getAllByRole('img').find((img) => img.getAttribute('alt') !== '')!;
    expect(shown().getAttribute('src')).toBe('/api/public/photos/cover/large');
    expect(shown().getAttribute('alt')).toBe('Photo 1 of 3 of Alpenblick Apartments – Studio Nordkette');
    const thumbs = within(gallery).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual(['Show photo 1 of 3', 'Show photo 2 of 3', 'Show photo 3 of 3']);
    expect(thumbs.map((b) => b.querySelector('img')!.getAttribute('src'))).toEqual(['cover', 'p2', 'p3'].map((id) => `/api/public/photos/${id}/thumbnail`));
    expect(thumbs[0]!.getAttribute('aria-current')).toBe('true');
    // Every image is sized before it loads (no layout shift): the cover at once, the strip lazily.
    expect([shown().getAttribute('width'), shown().getAttribute('height'), shown().getAttribute('loading')]).toEqual(['1200', '800', null]);
    expect(thumbs.map((b) => ['width', 'height', 'loading'].map((a) => b.querySelector('img')!.getAttribute(a)))).toEqual(Array(3).fill(['80', '60', 'lazy']));
    // The gallery sits under the property's and the unit's names, above the unit's facts.
    const unit = screen.getByRole('article', { name: 'Alpenblick Apartments – Studio Nordkette' });
    expect(unit.contains(gallery)).toBe(true);
    expect(within(unit).getByText('Sleeps 2 guests')).toBeTruthy();
    expect(within(unit).getByText('Studio')).toBeTruthy();

    await u.click(thumbs[1]!);
    // A caption is the photo's alt text and shows under it.
    expect(shown().getAttribute('src')).toBe('/api/public/photos/p2/large');
    expect(shown().getAttribute('alt')).toBe('The terrace at sunset');
    expect(within(gallery).getByText('The terrace at sunset')).toBeTruthy();
    expect(thumbs[1]!.getAttribute('aria-current')).toBe('true');
    expect(thumbs[0]!.getAttribute('aria-current')).toBeNull();

    // Keyboard: the arrows move along the strip, the focus with them.
    await u.keyboard('{ArrowRight}');
    expect(shown().getAttribute('src')).toBe('/api/public/photos/p3/large');
    expect(document.activeElement).toBe(thumbs[2]);
    await u.keyboard('{ArrowRight}');
    expect(shown().getAttribute('src')).toBe('/api/public/photos/p3/large');
    await u.keyboard('{Home}');
    expect(shown().getAttribute('src')).toBe('/api/public/photos/cover/large');
    expect(document.activeElement).toBe(thumbs[0]);
  });

  it('a unit without a name of its own (or the property\'s) is headed by the property alone; no photos, no gallery', async () => {
    fakeGuestServer({ today: TODAY, config: CONFIG, unit: publicUnit({ title: 'Villa Aurora', propertyName: 'Villa Aurora', unitName: null, photos: [] }) });
    await renderApp({ user: null, path: PAGE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Villa Aurora' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: t('photos.label') })).toBeNull();
    cleanup();
    fakeGuestServer({ today: TODAY, config: CONFIG, unit: publicUnit({ propertyName: 'Casa Marina', unitName: 'Casa Marina' }) });
    await renderApp({ user: null, path: PAGE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Casa Marina' })).toBeTruthy();
  });

  it('names every extra and tax: per-night services with their count, a type outside the list by its stored text, each way of charging a tax', async () => {
    const config = {
      ...CONFIG,
      extraCharges: [
        { type: 'breakfast', chargeType: 'recurring', price: 10 },
        { type: 'Sauna', chargeType: 'one_time', price: 25 },
      ],
      taxes: [
        { feeType: 'per_stay', value: 5 },
        { feeType: 'per_day', value: 1 },
        { feeType: 'per_person', value: 3 },
      ],
    };
    fakeGuestServer({ today: TODAY, config });
    await renderApp({ user: null, path: PAGE });
    await screen.findByRole('heading', { level: 1 });
    fill({ checkIn: d(30), checkOut: d(33), guests: '2' });
    await screen.findByTestId('guest-stay-total');
    expect(quoteRows()).toEqual([
      ['3 nights', '€300.00'],
      ['Breakfast (3 × €10.00)', '€30.00'],
      ['Sauna', '€25.00'],
      ['Local tax per stay', '€5.00'],
      ['Local tax per night (3 × €1.00)', '€3.00'],
      ['Local tax per guest (2 × €3.00)', '€6.00'],
      ['Total', '€369.00'],
    ]);
  });

  it('the confirmation opens the stay\'s chat in one click: it signs the guest in with the code and e-mail', async () => {
    const server = fakeGuestServer({ today: TODAY, config: CONFIG });
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    const u = setupUser();
    const { router } = await renderApp({ user: null, path: PAGE });
    await screen.findByRole('heading', { level: 1 });
    fill({ checkIn: d(30), checkOut: d(33), guests: '2', ...GUEST, email: '  greta@example.com ' });
    await screen.findByTestId('guest-stay-total');
    await u.click(screen.getByRole('button', { name: t('submit.booking') }));
    await screen.findByRole('heading', { name: t('answer.booking.title') });
    expect(screen.getByText(t('answer.chat.intro'))).toBeTruthy();
    expect(server.state.logins).toEqual([]);
    await u.click(screen.getByRole('button', { name: t('answer.chat.open') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/chat'));
    expect(server.state.logins).toEqual([{ bookingCode: 'HP-TEST42', email: 'greta@example.com' }]);
    // The chat shows the stay the sign-in answered, without asking again (its own stay facts, not
    // the guest page's confirmation, which stays on screen until the chat's code has loaded).
    expect((await screen.findByTestId('guest-chat-stay-code')).textContent).toContain('HP-TEST42');
  });

  it('if the chat cannot be opened, the sign-in page is offered with the code and e-mail filled in', async () => {
    const server = fakeGuestServer({ today: TODAY, config: CONFIG });
    server.answerLogins(() => problem(429, 'too-many-requests'));
    const u = setupUser();
    const { router } = await renderApp({ user: null, path: PAGE });
    await screen.findByRole('heading', { level: 1 });
    fill({ checkIn: d(30), checkOut: d(33), guests: '2', ...GUEST });
    await screen.findByTestId('guest-stay-total');
    await u.click(screen.getByRole('button', { name: t('submit.booking') }));
    await u.click(await screen.findByRole('button', { name: t('answer.chat.open') }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You can sign in to it with your code HP-TEST42 and your e-mail address.');
    expect(router.state.location.pathname).toBe(PAGE);
    // The sign-in page asks whether a session exists: none.
    server.answerLogins(() => problem(401, 'unauthorized'));
    vi.mocked(fetch).mockImplementationOnce(async () => json({ session: null }));
    await u.click(within(alert).getByRole('link', { name: t('answer.chat.signIn') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/login'));
    expect(router.state.location.search).toBe('');
    expect(((await screen.findByLabelText(/^Booking code/)) as HTMLInputElement).value).toBe('HP-TEST42');
    expect((screen.getByLabelText(/^E-mail address/) as HTMLInputElement).value).toBe(GUEST.email);
  });

  it('a unit that is not published is "not found"; no form', async () => {
    fakeGuestServer({ today: TODAY, unit: null });
    await renderApp({ user: null, path: PAGE });
    expect(await screen.findByRole('heading', { level: 1, name: t('notFound.title') })).toBeTruthy();
    // Nothing to book: no form (the cookie banner's buttons are the only ones on the page).
    expect(document.querySelector('form')).toBeNull();
    for (const kind of ['booking', 'request', 'inquiry']) expect(screen.queryByRole('button', { name: t(`submit.${kind}`) })).toBeNull();
  });
});
