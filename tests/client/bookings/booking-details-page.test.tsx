// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import BookingDetailsPage from '../../../src/client/features/bookings/booking-details-page';
import { bookingDetails, fakeServer, json, problem, renderRoutes, stayQuote, STUDIO, t, type FakeServer } from './support';

// /booking-details/{id}: the booking's facts, what the guest pays line by line, the request it
// came from, the cancellation, and the not-found and failure states.

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [{ path: '/booking-details/:id', element: <BookingDetailsPage /> }];
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('booking details', () => {
  it('shows the booking: code, guest and contact, unit with its calendar, dates, nights, guests', async () => {
    server.on('GET', '/api/app/bookings/HP-4TW8XR', () => json(bookingDetails()));
    renderRoutes(routes, '/booking-details/HP-4TW8XR');
    expect((await screen.findByRole('status', { busy: true })).textContent).toBe(t('bookings.details.loading'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking of Sophie Martin' })).toBeTruthy();
    expect(screen.getByText('Code HP-4TW8XR')).toBeTruthy();
    expect(screen.getByText(t('bookings.status.CONFIRMED'))).toBeTruthy();
    // The host may cancel it (availableActions: cancel).
    expect(screen.getByRole('button', { name: t('bookings.actions.cancel.open') })).toBeTruthy();
    expect(fact('Unit').textContent).toContain('Mountain studio');
    expect(within(fact('Unit')).getByRole('link', { name: t('bookings.details.openCalendar') }).getAttribute('href')).toBe(`/calendar/${STUDIO}`);
    expect(fact('Check-in').textContent).toBe('Thu, December 3, 2026');
    expect(fact('Check-out').textContent).toBe('Mon, December 7, 2026');
    expect(fact('Nights').textContent).toBe('4 nights');
    expect(fact('Guests').textContent).toBe('2 guests');
    expect(within(fact('Guest')).getByRole('link', { name: 'sophie@guest.example' }).getAttribute('href')).toBe('mailto:sophie@guest.example');
    expect(within(fact('Guest')).getByRole('link', { name: '+33 6 12 34 56 78' }).getAttribute('href')).toBe('tel:+33612345678');
    expect(fact('Booked').textContent).toBe('Instantly');
    // Confirmed and not made from a request: no request link, no cancellation.
    expect(screen.queryByText(t('bookings.details.fromRequest'), { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('heading', { name: t('bookings.details.decision.cancellation') })).toBeNull();
    expect(screen.getByRole('link', { name: t('bookings.details.backToBookings') }).getAttribute('href')).toBe('/bookings/all');
  });

  it('lists what the guest pays: nights, discount, extras, taxes, the total, and the deposit apart', async () => {
    server.on('GET', '/api/app/bookings/HP-4TW8XR', () => json(bookingDetails()));
    renderRoutes(routes, '/booking-details/HP-4TW8XR');
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['4 nights', '€480.00'],
      ['Discount (10%)', '-€48.00'],
      // The service's name comes from the properties configuration; without it a plain word.
      [t('bookings.details.quote.extra'), '€40.00'],
      ['Local tax', '€8.00'],
      ['Total', '€480.00'],
    ]);
    expect(screen.getByText('Security deposit of €200.00, held apart and refunded after the stay.')).toBeTruthy();
  });

  it('names a tax as the host did; a tax kept without a name reads Local tax', async () => {
    const lines = stayQuote().quote.lines.filter((l) => l.kind !== 'tax');
    const named = [
      { kind: 'tax' as const, code: 'per_person_per_day', name: 'Tourist tax', quantity: 8, rate: 1, percent: null, amount: 8 },
      { kind: 'tax' as const, code: 'per_stay', quantity: 1, rate: 2, percent: null, amount: 2 },
    ];
    server.on('GET', '/api/app/bookings/HP-4TW8XR', () => json(bookingDetails({ quote: stayQuote({ lines: [...lines, ...named], taxes: 10, total: 482 }) })));
    renderRoutes(routes, '/booking-details/HP-4TW8XR');
    const table = await screen.findByRole('table');
    const labels = within(table)
      .getAllByRole('row')
      .map((r) => r.children[0].textContent);
    expect(labels.slice(-3)).toEqual(['Tourist tax', 'Local tax', 'Total']);
  });

  it('without a stored quote shows the total only', async () => {
    server.on('GET', '/api/app/bookings/HP-4TW8XR', () => json(bookingDetails({ quote: null, totalAmount: 512.5 })));
    renderRoutes(routes, '/booking-details/HP-4TW8XR');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(screen.getByTestId('stay-total').textContent).toBe('€512.50');
  });

  it('links the request a booking was confirmed from, and tells who cancelled it, when and why', async () => {
    server.on('GET', '/api/app/bookings/HP-4TW8XR', () =>
      json(
        bookingDetails({
          status: 'CANCELLED',
          cancelledBy: 'guest',
          bookingType: 'onRequest',
          bookingRequest: 'HP-8RD4KU',
          availableActions: [],
          cancellation: { reason: 'GUEST_ASKED_TO_CANCEL', subReason: null, explanation: 'Flight cancelled', message: null, by: 'GUEST', at: '2026-11-21T09:30:00.000Z' },
        }),
      ),
    );
    renderRoutes(routes, '/booking-details/HP-4TW8XR');
    await screen.findByRole('heading', { level: 1 });
    expect(within(fact('Request')).getByRole('link', { name: 'Confirmed from request HP-8RD4KU' }).getAttribute('href')).toBe('/booking-request-details/HP-8RD4KU');
    expect(fact('Booked').textContent).toBe('On request');
    expect(screen.getByText(t('bookings.status.cancelledByGuest'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('bookings.actions.cancel.open') })).toBeNull();
    const cancellation = screen.getByRole('region', { name: t('bookings.details.decision.cancellation') });
    expect(within(cancellation).getByText('The guest')).toBeTruthy();
    expect(within(cancellation).getByText('Flight cancelled')).toBeTruthy();
    // The reason in the words of the cancel dialog.
    expect(within(cancellation).getByText(t('bookings.reasons.cancel.GUEST_ASKED_TO_CANCEL'))).toBeTruthy();
    expect(within(cancellation).getByText(/Nov 21, 2026/)).toBeTruthy();
  });

  it('cancels from the page: after the dialog the page shows the cancellation the server answered', async () => {
    // A small stateful server: once cancelled, the booking is read back cancelled.
    const cancelled = bookingDetails({
      status: 'CANCELLED',
      cancelledBy: 'owner',
      availableActions: [],
      cancellation: { reason: 'PAYMENT_ISSUE', subReason: null, explanation: null, message: null, by: 'OWNER', at: '2026-11-23T09:00:00.000Z' },
    });
    let current = bookingDetails();
    server.on('GET', '/api/app/bookings/HP-4TW8XR', () => json(current));
    server.on('POST', '/api/app/bookings/HP-4TW8XR/cancel', () => {
      current = cancelled;
      return json(cancelled);
    });
    const user = setupUser();
    renderRoutes(routes, '/booking-details/HP-4TW8XR');
    await user.click(await screen.findByRole('button', { name: t('bookings.actions.cancel.open') }));
    const form = await screen.findByRole('dialog', { name: t('bookings.actions.cancel.title', { code: 'HP-4TW8XR' }) });
    await user.click(within(form).getByRole('radio', { name: t('bookings.reasons.cancel.PAYMENT_ISSUE') }));
    await user.click(within(form).getByRole('button', { name: t('bookings.actions.cancel.next') }));
    const confirm = await screen.findByRole('dialog', { name: t('bookings.actions.cancel.confirmTitle', { code: 'HP-4TW8XR' }) });
    await user.click(within(confirm).getByRole('button', { name: t('bookings.actions.cancel.accept') }));
    const cancellation = await screen.findByRole('region', { name: t('bookings.details.decision.cancellation') });
    expect(within(cancellation).getByText(t('bookings.reasons.cancel.PAYMENT_ISSUE'))).toBeTruthy();
    expect(within(cancellation).getByText('You')).toBeTruthy();
    expect(screen.getByText(t('bookings.status.cancelledByOwner'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('bookings.actions.cancel.open') })).toBeNull();
    expect(server.callsTo('POST', '/api/app/bookings/HP-4TW8XR/cancel')).toHaveLength(1);
  });

  it('shows the not-found page for a booking that does not exist (or is another host’s)', async () => {
    server.on('GET', '/api/app/bookings/HP-NOPE00', () => problem(404, 'No such booking'));
    renderRoutes(routes, '/booking-details/HP-NOPE00');
    expect(await screen.findByRole('heading', { level: 1, name: t('page.notFound.title') })).toBeTruthy();
    // A commission host's way out of a 404 is the upcoming bookings (AS §2.4).
    expect(screen.getByRole('link', { name: t('page.notFound.upcomingBookings') }).getAttribute('href')).toBe('/bookings/upcoming');
    // Not asked again: a 404 is an answer.
    expect(server.callsTo('GET', '/api/app/bookings/HP-NOPE00')).toHaveLength(1);
  });

  it('offers Retry when the booking cannot be loaded', async () => {
    let failing = true;
    server.on('GET', '/api/app/bookings/HP-4TW8XR', () => (failing ? problem(503, 'Down for a moment') : json(bookingDetails())));
    const user = setupUser();
    renderRoutes(routes, '/booking-details/HP-4TW8XR');
    const alert = await screen.findByRole('alert', {});
    expect(alert.textContent).toContain(t('bookings.details.loadError'));
    failing = false;
    await user.click(within(alert).getByRole('button', { name: t('bookings.pages.retry') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking of Sophie Martin' })).toBeTruthy();
  });
});
