// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import BookingDetailsPage from '../../../src/client/features/bookings/booking-details-page';
import InquiryDetailsPage from '../../../src/client/features/bookings/inquiry-details-page';
import RequestDetailsPage from '../../../src/client/features/bookings/request-details-page';
import { messageGuestPath } from '../../../src/shared/domain/bookings/stay-paths';
import { userInfo } from '../../shared/user-info-fixture';
import { bookingDetails, fakeServer, inquiryDetails, json, pageOf, renderRoutes, requestDetails, t, type FakeServer } from './support';

// "Message guest" on the stay pages: each leads to the inbox with the stay's kind and code
// (/messages?booking=, ?request=, ?inquiry=), where the conversation is opened or started; it is
// there whatever the stay's status, since a guest may still be written to after a decision.

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/booking-details/:id', element: <BookingDetailsPage /> },
  { path: '/booking-request-details/:id', element: <RequestDetailsPage /> },
  { path: '/inquiries/:id', element: <InquiryDetailsPage /> },
];
const messageLink = () => within(screen.getByRole('complementary')).getByRole('link', { name: t('bookings.details.messageGuest') });

describe('Message guest', () => {
  it('names the kind of stay and its code, escaped', () => {
    expect(messageGuestPath('booking', 'HP-4TW8XR')).toBe('/messages?booking=HP-4TW8XR');
    expect(messageGuestPath('request', 'HP-8RD4KU')).toBe('/messages?request=HP-8RD4KU');
    expect(messageGuestPath('inquiry', 'HP 5/YB&')).toBe('/messages?inquiry=HP%205%2FYB%26');
  });

  it('a booking’s page leads to /messages?booking={code}, and following it goes there', async () => {
    server.on('GET', '/api/app/bookings/HP-4TW8XR', () => json(bookingDetails()));
    const u = setupUser();
    renderRoutes(routes, '/booking-details/HP-4TW8XR');
    await screen.findByRole('heading', { level: 1, name: 'Booking of Sophie Martin' });
    expect(messageLink().getAttribute('href')).toBe('/messages?booking=HP-4TW8XR');
    await u.click(messageLink());
    expect((await screen.findByTestId('location')).textContent).toBe('/messages?booking=HP-4TW8XR');
  });

  it('a cancelled booking still offers it (no cancel action left)', async () => {
    server.on('GET', '/api/app/bookings/HP-4TW8XR', () => json(bookingDetails({ status: 'CANCELLED', cancelledBy: 'guest', availableActions: [] })));
    renderRoutes(routes, '/booking-details/HP-4TW8XR');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: t('bookings.actions.cancel.open') })).toBeNull();
    expect(messageLink().getAttribute('href')).toBe('/messages?booking=HP-4TW8XR');
  });

  it('a request’s page leads to /messages?request={code}, next to Accept', async () => {
    server.on('GET', '/api/app/booking-requests/HP-8RD4KU', () => json(requestDetails()));
    renderRoutes(routes, '/booking-request-details/HP-8RD4KU');
    await screen.findByRole('heading', { level: 1, name: 'Request from Hannah Keller' });
    expect(messageLink().getAttribute('href')).toBe('/messages?request=HP-8RD4KU');
    const links = within(screen.getByRole('complementary')).getAllByRole('link').map((l) => l.textContent);
    expect(links).toEqual([t('bookings.details.accept'), t('bookings.details.messageGuest')]);
  });

  it('an inquiry’s page leads to /messages?inquiry={code}', async () => {
    server.on('GET', '/api/app/booking-inquiries/HP-5YB9GN', () => json(inquiryDetails({ status: 'rejected', availableActions: [] })));
    server.on('GET', '/api/app/booking-inquiries/HP-5YB9GN/overlapping-unavailabilities', () => json(pageOf([])));
    renderRoutes(routes, '/inquiries/HP-5YB9GN', { user: userInfo() });
    await screen.findByRole('heading', { level: 1, name: 'Inquiry from Oliver Smith' });
    expect(messageLink().getAttribute('href')).toBe('/messages?inquiry=HP-5YB9GN');
  });
});
