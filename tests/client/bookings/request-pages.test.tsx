// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import RequestDetailsPage from '../../../src/client/features/bookings/request-details-page';
import RequestConfirmationPage from '../../../src/client/features/bookings/request-confirmation-page';
import { FAMILY, fakeServer, json, problem, renderRoutes, requestDetails, t, type FakeServer } from './support';

// /booking-request-details/{id} and /booking-request-confirmation/{id}: the time left to answer,
// the guest's message, the Accept path, and what follows a confirmation.

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/booking-request-details/:id', element: <RequestDetailsPage /> },
  { path: '/booking-request-confirmation/:id', element: <RequestConfirmationPage /> },
];
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('request details', () => {
  it('shows a pending request with the time left, the guest message, the stay and the Accept path', async () => {
    server.on('GET', '/api/app/booking-requests/HP-8RD4KU', () => json(requestDetails()));
    renderRoutes(routes, '/booking-request-details/HP-8RD4KU');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request from Hannah Keller' })).toBeTruthy();
    const expiry = screen.getByText(/^Expires in 5 hr\./);
    expect(expiry.closest('[title]')!.getAttribute('title')).toMatch(/^Expires on /);
    expect(screen.getByRole('region', { name: t('bookings.details.guestMessage') }).textContent).toContain('We arrive late, around 22:00. Is that fine?');
    expect(fact('Unit').textContent).toContain('Family apartment');
    expect(fact('Nights').textContent).toBe('3 nights');
    expect(screen.getByTestId('stay-total').textContent).toBe('€285.00');
    expect(screen.getByRole('link', { name: t('bookings.details.accept') }).getAttribute('href')).toBe('/booking-request-confirmation/HP-8RD4KU');
    expect(screen.getByRole('link', { name: t('bookings.details.backToRequests') }).getAttribute('href')).toBe('/bookings/requests');
  });

  it('once confirmed links the booking it became, and offers no Accept', async () => {
    server.on('GET', '/api/app/booking-requests/HP-8RD4KU', () => json(requestDetails({ status: 'CONFIRMED', booking: 'HP-Z9Y8X7', availableActions: [], guestMessage: null })));
    renderRoutes(routes, '/booking-request-details/HP-8RD4KU');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'View booking HP-Z9Y8X7' }).getAttribute('href')).toBe('/booking-details/HP-Z9Y8X7');
    expect(screen.queryByRole('link', { name: t('bookings.details.accept') })).toBeNull();
    expect(screen.queryByText(/^Expires/)).toBeNull();
    expect(screen.getByText(t('bookings.details.noGuestMessage'))).toBeTruthy();
  });

  it('tells who rejected a request and why', async () => {
    server.on('GET', '/api/app/booking-requests/HP-8RD4KU', () =>
      json(
        requestDetails({
          status: 'REJECTED',
          availableActions: [],
          rejection: { reason: 'OTHER', subReason: null, explanation: 'Renovation works that week', message: null, by: 'OWNER', at: '2026-11-22T12:00:00.000Z' },
        }),
      ),
    );
    renderRoutes(routes, '/booking-request-details/HP-8RD4KU');
    const rejection = await screen.findByRole('region', { name: t('bookings.details.decision.requestRejection') });
    expect(within(rejection).getByText('You')).toBeTruthy();
    expect(within(rejection).getByText('Renovation works that week')).toBeTruthy();
  });

  it('shows the not-found page for an unknown request', async () => {
    server.on('GET', '/api/app/booking-requests/HP-NOPE00', () => problem(404, 'No such request'));
    renderRoutes(routes, '/booking-request-details/HP-NOPE00');
    expect(await screen.findByRole('heading', { level: 1, name: t('page.notFound.title') })).toBeTruthy();
  });
});

describe('request confirmation', () => {
  it('sums up the stay and what it pays before the host confirms', async () => {
    server.on('GET', '/api/app/booking-requests/HP-8RD4KU', () => json(requestDetails()));
    renderRoutes(routes, '/booking-request-confirmation/HP-8RD4KU');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accept the request from Hannah Keller' })).toBeTruthy();
    expect(screen.getByText(/^Expires in 5 hr\./)).toBeTruthy();
    expect(fact('Check-in').textContent).toBe('Sun, December 13, 2026');
    expect(fact('Guests').textContent).toBe('2 guests');
    expect(screen.getByTestId('stay-total').textContent).toBe('€285.00');
    expect(screen.getByText(t('bookings.details.confirmation.payout'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('bookings.details.confirmation.back') }).getAttribute('href')).toBe('/booking-request-details/HP-8RD4KU');
  });

  it('confirms from the page: the confirm step, then success with the new booking, focus on it', async () => {
    let confirmed = false;
    server.on('GET', '/api/app/booking-requests/HP-8RD4KU', () =>
      json(confirmed ? requestDetails({ status: 'CONFIRMED', booking: 'HP-Z9Y8X7', availableActions: [] }) : requestDetails()),
    );
    server.on('POST', '/api/app/booking-requests/HP-8RD4KU/confirm', () => {
      confirmed = true;
      return json(requestDetails({ status: 'CONFIRMED', booking: 'HP-Z9Y8X7', availableActions: [] }));
    });
    const user = setupUser();
    renderRoutes(routes, '/booking-request-confirmation/HP-8RD4KU');
    await user.click(await screen.findByRole('button', { name: t('bookings.actions.confirm') }));
    const dialog = await screen.findByRole('dialog', { name: t('bookings.actions.request.confirmTitle', { code: 'HP-8RD4KU' }) });
    await user.click(within(dialog).getByRole('button', { name: t('bookings.actions.request.confirmAccept') }));
    const done = await screen.findByRole('heading', { level: 1, name: t('bookings.details.confirmation.doneTitle') });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByRole('link', { name: 'View booking HP-Z9Y8X7' }).getAttribute('href')).toBe('/booking-details/HP-Z9Y8X7');
    expect(server.callsTo('POST', '/api/app/booking-requests/HP-8RD4KU/confirm')).toHaveLength(1);
  });

  it('after confirmation shows success with the booking and the unit’s calendar', async () => {
    server.on('GET', '/api/app/booking-requests/HP-8RD4KU', () => json(requestDetails({ status: 'CONFIRMED', booking: 'HP-Z9Y8X7', availableActions: [] })));
    renderRoutes(routes, '/booking-request-confirmation/HP-8RD4KU');
    expect(await screen.findByRole('heading', { level: 1, name: t('bookings.details.confirmation.doneTitle') })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View booking HP-Z9Y8X7' }).getAttribute('href')).toBe('/booking-details/HP-Z9Y8X7');
    expect(screen.getByRole('link', { name: t('bookings.details.confirmation.openCalendar') }).getAttribute('href')).toBe(`/calendar/${FAMILY}`);
  });

  it('says that an expired request can no longer be accepted', async () => {
    server.on('GET', '/api/app/booking-requests/HP-8RD4KU', () => json(requestDetails({ status: 'EXPIRED', availableActions: [] })));
    renderRoutes(routes, '/booking-request-confirmation/HP-8RD4KU');
    expect(await screen.findByText(t('bookings.details.confirmation.notPending'))).toBeTruthy();
  });
});
