// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import InquiryDetailsPage from '../../../src/client/features/bookings/inquiry-details-page';
import type { Unavailability } from '../../../src/shared/schemas/availability';
import { userInfo } from '../../shared/user-info-fixture';
import { fakeServer, inquiryDetails, json, pageOf, problem, renderRoutes, t, type FakeServer } from './support';

// /inquiries/{id}: the inquiry, its status with the HC §4 info text, and the unavailabilities that
// share its nights, paged.

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [{ path: '/inquiries/:id', element: <InquiryDetailsPage /> }];
const unavailability = (over: Partial<Unavailability>): Unavailability => ({
  dateFrom: '2027-02-02',
  dateTo: '2027-02-03',
  source: 'manual',
  booking: null,
  bookingRequest: null,
  inquiry: null,
  external: null,
  ...over,
});

describe('inquiry details', () => {
  it('shows the inquiry with its info text and the overlapping unavailabilities, page by page', async () => {
    server.on('GET', '/api/app/booking-inquiries/HP-5YB9GN', () => json(inquiryDetails({ status: 'action_needed', overlappingCount: 3, guestMessage: 'Is the sauna included?' })));
    server.on('GET', '/api/app/booking-inquiries/HP-5YB9GN/overlapping-unavailabilities', (_req, url) =>
      url.searchParams.get('page') === '2'
        ? json(pageOf([unavailability({ source: 'inquiry_confirmed', inquiry: 'HP-2XY3ZA', dateFrom: '2027-02-05', dateTo: '2027-02-05' })], 2, 2, 3))
        : json(pageOf([unavailability({}), unavailability({ source: 'booking', booking: 'HP-7K2Q9M', dateFrom: '2027-02-01', dateTo: '2027-02-04' })], 1, 2, 3)),
    );
    const user = setupUser();
    renderRoutes(routes, '/inquiries/HP-5YB9GN', { user: userInfo() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inquiry from Oliver Smith' })).toBeTruthy();
    expect(screen.getByText(t('bookings.status.inquiryInfo.action_needed'))).toBeTruthy();
    expect(screen.getByText(t('bookings.status.inquiry.action_needed'))).toBeTruthy();
    expect(screen.getByText('Is the sauna included?')).toBeTruthy();
    // The inquiry's decisions (another part's component) are offered.
    expect(screen.getByRole('button', { name: t('bookings.actions.confirm') })).toBeTruthy();

    const overlapping = screen.getByRole('region', { name: t('bookings.inquiries.overlapping.title') });
    const items = await within(overlapping).findAllByRole('listitem');
    expect(items.map((li) => li.textContent!.replace(/\s+/g, ' '))).toEqual(['Closed datesFeb 2 – 3, 2027', 'BookingFeb 1 – 4, 2027Open HP-7K2Q9M']);
    expect(within(items[1]!).getByRole('link', { name: 'Open HP-7K2Q9M' }).getAttribute('href')).toBe('/booking-details/HP-7K2Q9M');
    await user.click(within(overlapping).getByRole('button', { name: 'Next' }));
    expect(await within(overlapping).findByText('Confirmed inquiry')).toBeTruthy();
    expect(within(overlapping).getByRole('link', { name: 'Open HP-2XY3ZA' }).getAttribute('href')).toBe('/inquiries/HP-2XY3ZA');
    expect(within(overlapping).getByText('Page 2 of 2')).toBeTruthy();
    expect(server.callsTo('GET', '/api/app/booking-inquiries/HP-5YB9GN/overlapping-unavailabilities').map((c) => c.query.get('page'))).toEqual(['1', '2']);
    expect(screen.getByRole('link', { name: t('bookings.inquiries.back') }).getAttribute('href')).toBe('/inquiries');
  });

  it('says when nothing else takes the nights', async () => {
    server.on('GET', '/api/app/booking-inquiries/HP-5YB9GN', () => json(inquiryDetails()));
    server.on('GET', '/api/app/booking-inquiries/HP-5YB9GN/overlapping-unavailabilities', () => json(pageOf([])));
    renderRoutes(routes, '/inquiries/HP-5YB9GN', { user: userInfo() });
    expect(await screen.findByText(t('bookings.inquiries.overlapping.none'))).toBeTruthy();
    // A requested inquiry has no info text.
    expect(screen.queryByText(t('bookings.status.inquiryInfo.action_needed'))).toBeNull();
  });

  it('a confirmed inquiry offers Cancel stay; a cancelled one shows who cancelled it and why, with nothing left to do', async () => {
    const cancellation = { reason: 'GUEST_ASKED_TO_CANCEL', subReason: null, explanation: 'Family plans changed', message: null, by: 'OWNER' as const, at: '2026-11-22T12:00:00.000Z' };
    let inquiry = inquiryDetails({ status: 'confirmed', availableActions: ['cancel'] });
    server.on('GET', '/api/app/booking-inquiries/HP-5YB9GN', () => json(inquiry));
    server.on('GET', '/api/app/booking-inquiries/HP-5YB9GN/overlapping-unavailabilities', () => json(pageOf([])));
    renderRoutes(routes, '/inquiries/HP-5YB9GN', { user: userInfo() });
    expect(await screen.findByRole('button', { name: t('bookings.actions.cancelInquiry.open') })).toBeTruthy();
    cleanup();

    inquiry = inquiryDetails({ status: 'cancelled', cancellation, availableActions: [] });
    renderRoutes(routes, '/inquiries/HP-5YB9GN', { user: userInfo() });
    const facts = await screen.findByRole('region', { name: t('bookings.details.decision.cancellation') });
    expect(within(facts).getByText('You')).toBeTruthy();
    expect(within(facts).getByText(t('bookings.reasons.cancel.GUEST_ASKED_TO_CANCEL'))).toBeTruthy();
    expect(within(facts).getByText('Family plans changed')).toBeTruthy();
    expect(screen.getByText(t('bookings.status.inquiry.cancelled'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('bookings.actions.cancelInquiry.open') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('bookings.actions.confirm') })).toBeNull();
  });

  it('shows the not-found page for an unknown inquiry', async () => {
    server.on('GET', '/api/app/booking-inquiries/HP-NOPE00', () => problem(404, 'No such inquiry'));
    renderRoutes(routes, '/inquiries/HP-NOPE00', { user: userInfo() });
    expect(await screen.findByRole('heading', { level: 1, name: t('page.notFound.title') })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('page.notFound.home') }).getAttribute('href')).toBe('/');
  });
});
