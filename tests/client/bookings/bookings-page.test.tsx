// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import BookingsPage from '../../../src/client/features/bookings/bookings-page';
import InquiriesPage from '../../../src/client/features/bookings/inquiries-page';
import { commissionHost, hybridHost, userInfo } from '../../shared/user-info-fixture';
import { bookingItem, FAMILY, fakeServer, json, pageOf, pickerPage, problem, renderRoutes, requestDetails, t, type FakeServer } from './support';

// /bookings/{tab} and /inquiries: tabs, search in the address, unit filter, paging, the states of
// a list, and the requests' expiry — against a fake server at the fetch boundary.

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
  server.on('GET', '/api/app/property-list', () => json(pickerPage));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/bookings', element: <BookingsPage /> },
  { path: '/bookings/:tab', element: <BookingsPage /> },
  { path: '/inquiries', element: <InquiriesPage /> },
];
const listCalls = () => server.callsTo('GET', '/api/app/bookings');

const sophie = bookingItem();
const marco = bookingItem({ publicId: 'HP-9HC3LB', checkIn: '2026-12-14', checkOut: '2026-12-18', guests: 1, customer: { firstName: 'Marco', lastName: 'Bianchi' } });
const claire = bookingItem({
  publicId: 'HP-3QM7ZE',
  checkIn: '2026-12-23',
  checkOut: '2026-12-30',
  guests: 5,
  totalAmount: 1470,
  customer: { firstName: 'Claire', lastName: 'Dubois' },
  propertyUnitSummary: { publicId: FAMILY, propertyId: 'p', title: 'Family apartment', bookingType: 'onLine' },
});

/** A list server that filters like the real one: by search (guest name or code) and unit, 2 a page. */
function serveBookings(items = [sophie, marco, claire], limit = 2) {
  server.on('GET', '/api/app/bookings', (_req, url) => {
    const search = (url.searchParams.get('criteria[search]') ?? '').toLowerCase();
    const unit = url.searchParams.get('criteria[unitId]');
    const page = Number(url.searchParams.get('page'));
    const found = items.filter(
      (b) => (!search || `${b.customer.firstName} ${b.customer.lastName} ${b.publicId}`.toLowerCase().includes(search)) && (!unit || b.propertyUnitSummary.publicId === unit),
    );
    const pages = Math.max(1, Math.ceil(found.length / limit));
    return json(pageOf(found.slice((page - 1) * limit, page * limit), page, pages, found.length));
  });
}

describe('bookings lists', () => {
  it('opens the upcoming tab from /bookings and shows each stay with guest, unit, dates, nights, guests, total and status', async () => {
    serveBookings();
    const { router } = renderRoutes(routes, '/bookings');
    expect((await screen.findByRole('status', { busy: true })).textContent).toBe(t('bookings.pages.loading'));
    const card = await screen.findByRole('article', { name: 'Sophie Martin' });
    expect(within(card).getByRole('link', { name: 'Sophie Martin' }).getAttribute('href')).toBe('/booking-details/HP-4TW8XR');
    expect(within(card).getByText('Mountain studio')).toBeTruthy();
    expect(within(card).getByText('Dec 3 – 7, 2026 · 4 nights')).toBeTruthy();
    expect(within(card).getByText('2 guests')).toBeTruthy();
    expect(within(card).getByText('€480.00')).toBeTruthy();
    expect(within(card).getByText('HP-4TW8XR')).toBeTruthy();
    expect(within(card).getByText(t('bookings.status.CONFIRMED'))).toBeTruthy();
    expect(screen.getByText('3 stays')).toBeTruthy();
    // The tab bar: links, the open one marked.
    const tabs = screen.getByRole('navigation', { name: t('bookings.tabs.label') });
    expect(within(tabs).getByRole('link', { name: 'Upcoming' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Requests' }).getAttribute('href')).toBe('/bookings/requests');
    expect(within(tabs).getByRole('link', { name: 'Requests' }).getAttribute('aria-current')).toBeNull();
    // A plain commission host has no inquiries tab.
    expect(within(tabs).queryByRole('link', { name: 'Inquiries' })).toBeNull();
    expect(router.state.location.pathname).toBe('/bookings/upcoming');
    expect(listCalls()[0]!.query.get('criteria[tab]')).toBe('upcoming');
    expect(listCalls()[0]!.query.get('page')).toBe('1');
  });

  it('sends an unknown tab to the upcoming bookings', async () => {
    serveBookings();
    const { router } = renderRoutes(routes, '/bookings/tomorrow');
    await screen.findByRole('article', { name: 'Sophie Martin' });
    expect(router.state.location.pathname).toBe('/bookings/upcoming');
  });

  it('searches after a pause, keeps the search in the address and starts again at page 1', async () => {
    serveBookings();
    const user = setupUser();
    const { router } = renderRoutes(routes, '/bookings/all?page=2');
    await screen.findByRole('article', { name: 'Claire Dubois' });
    expect(listCalls().at(-1)!.query.get('criteria[tab]')).toBe('all');
    await user.type(screen.getByRole('searchbox', { name: t('bookings.pages.search.label') }), 'marco');
    // One call for the whole word, after the pause (not one per key).
    await screen.findByRole('article', { name: 'Marco Bianchi' });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Claire Dubois' })).toBeNull());
    expect(router.state.location.search).toBe('?q=marco');
    const searches = listCalls().filter((c) => c.query.get('criteria[search]') !== '');
    expect(searches.map((c) => c.query.get('criteria[search]'))).toEqual(['marco']);
    expect(searches[0]!.query.get('page')).toBe('1');
  });

  it('shows "nothing matches" with a way back when the search finds nothing', async () => {
    serveBookings();
    const user = setupUser();
    renderRoutes(routes, '/bookings/upcoming?q=nobody');
    expect(await screen.findByText(t('bookings.pages.noMatch'))).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('nobody');
    await user.click(screen.getByRole('button', { name: t('bookings.pages.clearFilters') }));
    expect(await screen.findByRole('article', { name: 'Sophie Martin' })).toBeTruthy();
  });

  it('filters by unit through the unit dialog, by keyboard, and clears the filter', async () => {
    serveBookings();
    const user = setupUser();
    const { router } = renderRoutes(routes, '/bookings/upcoming');
    await screen.findByRole('article', { name: 'Sophie Martin' });
    const trigger = screen.getByRole('button', { name: 'Unit All units' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: t('bookings.pages.unitFilter.title') });
    // The search field has focus; arrow down reaches the results.
    expect(document.activeElement).toBe(within(dialog).getByRole('searchbox', { name: t('bookings.pages.unitFilter.search') }));
    await within(dialog).findByRole('button', { name: 'Alpine Aparthotel · Family apartment' });
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('All units');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?unit=${FAMILY}`));
    expect(await screen.findByRole('article', { name: 'Claire Dubois' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sophie Martin' })).toBeNull());
    expect(listCalls().at(-1)!.query.get('criteria[unitId]')).toBe(FAMILY);
    expect(screen.getByRole('button', { name: 'Unit Alpine Aparthotel · Family apartment' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t('bookings.pages.unitFilter.clear') }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('article', { name: 'Sophie Martin' })).toBeTruthy();
  });

  it('offers in the unit dialog only the units that match its search', async () => {
    serveBookings();
    const user = setupUser();
    renderRoutes(routes, '/bookings/upcoming');
    await screen.findByRole('article', { name: 'Sophie Martin' });
    await user.click(screen.getByRole('button', { name: 'Unit All units' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('searchbox'), 'family');
    // The server answers the whole property; its other unit did not match and is left out.
    await waitFor(() => expect(server.callsTo('GET', '/api/app/property-list').some((c) => c.query.get('criteria[search]') === 'family')).toBe(true));
    const results = within(dialog).getByRole('list', { name: t('bookings.pages.unitFilter.results') });
    await waitFor(() => expect(within(results).getAllByRole('button').map((b) => b.textContent)).toEqual(['Alpine Aparthotel · Family apartment']));
  });

  it('pages through a long list with the page in the address', async () => {
    serveBookings();
    const user = setupUser();
    const { router } = renderRoutes(routes, '/bookings/upcoming');
    await screen.findByRole('article', { name: 'Sophie Martin' });
    const pages = screen.getByRole('navigation', { name: t('bookings.pages.pagination.label') });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    expect((within(pages).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Claire Dubois' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(listCalls().at(-1)!.query.get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('says when a tab is empty, and offers Retry when the list fails', async () => {
    // Failing until the host retries (the client itself repeats a failed read once or twice).
    let failing = true;
    server.on('GET', '/api/app/bookings', () => (failing ? problem(500, 'Database unavailable') : json(pageOf([]))));
    const user = setupUser();
    renderRoutes(routes, '/bookings/cancelled');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('bookings.pages.loadError'));
    failing = false;
    await user.click(within(alert).getByRole('button', { name: t('bookings.pages.retry') }));
    expect(await screen.findByText(t('bookings.pages.empty.cancelled'))).toBeTruthy();
    // The empty state: its picture, a title naming the region, the sentence and the next action.
    const empty = screen.getByRole('region', { name: t('bookings.pages.empty.title') });
    expect(within(empty).getByText(t('bookings.pages.empty.cancelled'))).toBeTruthy();
    expect(empty.querySelector('svg.empty-state__art')!.getAttribute('aria-hidden')).toBe('true');
    expect(within(empty).getByRole('link', { name: t('bookings.pages.empty.action') }).getAttribute('href')).toBe('/calendar');
  });

  it('lists pending requests with their expiry, and all requests with the toggle', async () => {
    const pending = requestDetails();
    const confirmed = requestDetails({ publicId: 'HP-1AB2CD', status: 'CONFIRMED', customer: { firstName: 'Paul', lastName: 'Weber' }, expirationTime: null });
    server.on('GET', '/api/app/booking-requests', (_req, url) => json(pageOf(url.searchParams.get('criteria[status]') === 'all' ? [pending, confirmed] : [pending])));
    const user = setupUser();
    const { router } = renderRoutes(routes, '/bookings/requests');
    const card = await screen.findByRole('article', { name: 'Hannah Keller' });
    expect(within(card).getByRole('link', { name: 'Hannah Keller' }).getAttribute('href')).toBe('/booking-request-details/HP-8RD4KU');
    expect(within(card).getByText(t('bookings.status.request.REQUESTED'))).toBeTruthy();
    const expiry = within(card).getByText(/^Expires in 5 hr\./);
    expect(expiry.closest('[title]')!.getAttribute('title')).toMatch(/^Expires on /);
    expect(server.callsTo('GET', '/api/app/booking-requests')[0]!.query.get('criteria[status]')).toBe('pending');
    expect(screen.queryByRole('article', { name: 'Paul Weber' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: t('bookings.pages.showAllRequests') }));
    const paul = await screen.findByRole('article', { name: 'Paul Weber' });
    expect(within(paul).getByText(t('bookings.status.request.CONFIRMED'))).toBeTruthy();
    // An answered request has no deadline any more.
    expect(within(paul).queryByText(/^Expires/)).toBeNull();
    expect(router.state.location.search).toBe('?show=all');
    expect(server.callsTo('GET', '/api/app/booking-requests').at(-1)!.query.get('criteria[status]')).toBe('all');
  });

  it('shows the inquiries tab to hybrid hosts, with the status info texts of HC §4', async () => {
    server.on('GET', '/api/app/booking-inquiries', () =>
      json(pageOf([{ ...bookingItem({ publicId: 'HP-5YB9GN', customer: { firstName: 'Oliver', lastName: 'Smith' } }), status: 'action_needed' }])),
    );
    renderRoutes(routes, '/bookings/inquiries', { user: hybridHost() });
    const card = await screen.findByRole('article', { name: 'Oliver Smith' });
    expect(within(card).getByRole('link', { name: 'Oliver Smith' }).getAttribute('href')).toBe('/inquiries/HP-5YB9GN');
    expect(within(card).getByText(t('bookings.status.inquiryInfo.action_needed'))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inquiries' }).getAttribute('aria-current')).toBe('page');
  });

  it('sends a plain commission host from the inquiries tab to the upcoming bookings', async () => {
    serveBookings();
    const { router } = renderRoutes(routes, '/bookings/inquiries', { user: commissionHost() });
    await screen.findByRole('article', { name: 'Sophie Martin' });
    expect(router.state.location.pathname).toBe('/bookings/upcoming');
    expect(server.callsTo('GET', '/api/app/booking-inquiries')).toHaveLength(0);
  });

  it('lists the inquiries of a subscription host on /inquiries', async () => {
    server.on('GET', '/api/app/booking-inquiries', () => json(pageOf([{ ...bookingItem({ publicId: 'HP-5YB9GN', customer: { firstName: 'Oliver', lastName: 'Smith' } }), status: 'requested' }])));
    renderRoutes(routes, '/inquiries', { user: userInfo() });
    expect(await screen.findByRole('heading', { level: 1, name: t('bookings.inquiries.title') })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Oliver Smith' })).toBeTruthy();
    expect(server.callsTo('GET', '/api/app/booking-inquiries')[0]!.query.get('criteria[status]')).toBe('all');
  });
});

