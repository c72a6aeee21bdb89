// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { scopeTexts } from '../support/step-form';
import { calendarEvent } from '../support/calendar-event';
import { installFakeCalendarApi, problem, VILLA, type FakeCalendarApi } from './support/fake-calendar-api';
import { bookingDetails, inquiryDetails, requestDetails } from './support/stay-fixtures';
import { en, day, dayButton, texts, setUpCalendarPageTests } from './support/calendar-page';


// The calendar's stay sidebars (HC §2, HC §4): booking, request and inquiry details read
// by the stay's code, with links to the stay's page and its guest; lists (selected bookings,
// overlapping events, upcoming bookings) link every stay and open its details on top.
// Real page, fake fetch.

setUpCalendarPageTests();
const t = texts('calendar.stay');
const sel = texts('calendar.selection');
const bookingsEn = scopeTexts(['bookings']);
const bk = (key: string) => bookingsEn[`bookings.${key}`]!;

const sidebar = () => screen.getByRole('complementary');
const calendarStatus = () => sidebar().querySelector('[data-calendar-status]')?.getAttribute('data-calendar-status');
const booking = calendarEvent({ id: 'b1', dateFrom: day(2), dateTo: day(5), source: 'booking', booking: 'HP-4TW8XR', label: 'Sophie M.' });
const request = calendarEvent({ id: 'r1', dateFrom: day(8), dateTo: day(10), source: 'booking_request', bookingRequest: 'HP-8RD4KU', label: 'Hannah K.' });
const inquiry = calendarEvent({ id: 'q1', dateFrom: day(10), dateTo: day(12), source: 'inquiry', inquiry: 'HP-5QW2ER', label: 'Lena W.' });

function serveStays(api: FakeCalendarApi) {
  api.routes.push(
    { method: 'GET', path: '/api/app/bookings/HP-4TW8XR', answer: () => Response.json(bookingDetails('HP-4TW8XR', { checkIn: day(2), checkOut: day(5), duration: 3 })) },
    { method: 'GET', path: '/api/app/booking-requests/HP-8RD4KU', answer: () => Response.json(requestDetails('HP-8RD4KU', { customer: { firstName: 'Hannah', lastName: 'Keller', email: null, phoneNumber: '+49 170 1234567' } })) },
    { method: 'GET', path: '/api/app/booking-inquiries/HP-5QW2ER', answer: () => Response.json(inquiryDetails('HP-5QW2ER', { customer: { firstName: 'Lena', lastName: 'Wolf' } })) },
  );
}

async function editRange(u: ReturnType<typeof userEvent.setup>, from: number, to: number) {
  await waitFor(() => expect(dayButton(day(from)).getAttribute('aria-label')).toContain('€120'));
  await u.click(dayButton(day(from)));
  await u.click(dayButton(day(to)));
  const footer = screen.getByRole('region', { name: sel('footer.label') });
  await u.click(within(footer).getByRole('button', { name: sel('footer.edit') }));
}

const linkTo = (scope: HTMLElement, name: string) => within(scope).getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href');

describe('/calendar stay sidebars', () => {
  it('booking details: the stay as the server has it (guest, code, dates, guests, total, status) with its page and message links', async () => {
    const api = installFakeCalendarApi({ events: [booking] });
    serveStays(api);
    const u = setupUser();
    const { missing } = await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await editRange(u, 3, 4);
    await waitFor(() => expect(sidebar().getAttribute('data-sidebar')).toBe('booking-details'));
    await waitFor(() => expect(sidebar().textContent).toContain('Sophie Martin'));
    const facts = sidebar().querySelector('dl')!;
    expect([...facts.querySelectorAll('dt')].map((d) => d.textContent)).toEqual([t('code'), t('dates'), t('guests'), t('total'), t('email')]);
    expect(facts.textContent).toContain('HP-4TW8XR');
    expect(facts.textContent).toContain('3 nights');
    expect(facts.textContent).toContain('€480.00');
    expect(facts.textContent).toContain('sophie@guest.example');
    // The calendar's one status list (HC §4) names the booking.
    expect(calendarStatus()).toBe('CONFIRMED');
    expect(linkTo(sidebar(), t('viewDetails'))).toBe('/booking-details/HP-4TW8XR');
    expect(linkTo(sidebar(), t('message'))).toBe('/messages?booking=HP-4TW8XR');
    expect(api.callsTo('GET', '/api/app/bookings/HP-4TW8XR')).toHaveLength(1);
    expect(missing).toEqual([]);
  });

  it('request and inquiry details link to their own pages and conversations', async () => {
    const api = installFakeCalendarApi({ events: [request, inquiry] });
    serveStays(api);
    const u = setupUser();
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await editRange(u, 8, 9);
    await waitFor(() => expect(sidebar().getAttribute('data-sidebar')).toBe('booking-request-details'));
    await waitFor(() => expect(sidebar().textContent).toContain('Hannah Keller'));
    expect(sidebar().textContent).toContain('+49 170 1234567');
    expect(calendarStatus()).toBe('REQUESTED');
    expect(linkTo(sidebar(), t('viewDetails'))).toBe('/booking-request-details/HP-8RD4KU');
    // The inbox starts the conversation from the stay's kind and code.
    expect(linkTo(sidebar(), t('message'))).toBe('/messages?request=HP-8RD4KU');

    await editRange(u, 10, 11);
    await waitFor(() => expect(sidebar().getAttribute('data-sidebar')).toBe('inquiry-details'));
    await waitFor(() => expect(sidebar().textContent).toContain('Lena Wolf'));
    expect(calendarStatus()).toBe('REQUESTED');
    expect(linkTo(sidebar(), t('viewDetails'))).toBe('/inquiries/HP-5QW2ER');
    expect(linkTo(sidebar(), t('message'))).toBe('/messages?inquiry=HP-5QW2ER');
  });

  it('selected bookings: each stay has its links, Show opens its details on top and Close comes back to the list', async () => {
    const api = installFakeCalendarApi({ events: [request, inquiry] });
    serveStays(api);
    const u = setupUser();
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await editRange(u, 8, 11);
    await waitFor(() => expect(sidebar().getAttribute('data-sidebar')).toBe('selected-bookings'));
    const cards = within(sidebar()).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(linkTo(cards[0]!, t('viewDetails'))).toBe('/booking-request-details/HP-8RD4KU');
    expect(linkTo(cards[0]!, t('message'))).toBe('/messages?request=HP-8RD4KU');
    expect(linkTo(cards[1]!, t('message'))).toBe('/messages?inquiry=HP-5QW2ER');
    await u.click(within(cards[1]!).getByRole('button', { name: t('show') }));
    await waitFor(() => expect(sidebar().getAttribute('data-sidebar')).toBe('inquiry-details'));
    await waitFor(() => expect(sidebar().textContent).toContain('Lena Wolf'));
    await u.click(within(sidebar()).getByRole('button', { name: sel('sidebars.close') }));
    await waitFor(() => expect(sidebar().getAttribute('data-sidebar')).toBe('selected-bookings'));
  });

  it('overlapping events list the merged stay’s parts with the same links', async () => {
    const api = installFakeCalendarApi({
      events: [calendarEvent({ id: 'multi1', dateFrom: day(8), dateTo: day(12), source: 'multi', children: [request, calendarEvent({ id: 'm1', dateFrom: day(10), dateTo: day(12), source: 'manual' })] })],
    });
    serveStays(api);
    const u = setupUser();
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await editRange(u, 8, 9);
    await waitFor(() => expect(sidebar().getAttribute('data-sidebar')).toBe('overlapping-event-details'));
    const part = within(sidebar()).getByRole('listitem', { name: /Hannah K\./ });
    expect(linkTo(part, t('viewDetails'))).toBe('/booking-request-details/HP-8RD4KU');
    expect(linkTo(part, t('message'))).toBe('/messages?request=HP-8RD4KU');
    // The host's own block has no guest, so no links.
    expect(within(within(sidebar()).getByRole('listitem', { name: new RegExp(en['calendar.source.manual']!) })).queryByRole('link')).toBeNull();
  });

  it('upcoming bookings: each card leads to the stay’s page and its guest', async () => {
    installFakeCalendarApi({ events: [booking, request] });
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await waitFor(() => expect(sidebar().textContent).toContain('Sophie M.'));
    const cards = within(sidebar()).getAllByRole('listitem');
    expect(cards.map((c) => linkTo(c, t('viewDetails')))).toEqual(['/booking-details/HP-4TW8XR', '/booking-request-details/HP-8RD4KU']);
    expect(cards.map((c) => linkTo(c, t('message')))).toEqual(['/messages?booking=HP-4TW8XR', '/messages?request=HP-8RD4KU']);
  });

  it('a stay that is gone says so; a failed read offers Try again', async () => {
    const api = installFakeCalendarApi({ events: [booking, request] });
    let failures = 1;
    api.routes.push(
      { method: 'GET', path: '/api/app/bookings/HP-4TW8XR', answer: () => problem(404) },
      { method: 'GET', path: '/api/app/booking-requests/HP-8RD4KU', answer: () => (failures-- > 0 ? problem(400) : Response.json(requestDetails('HP-8RD4KU'))) },
    );
    const u = setupUser();
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await editRange(u, 3, 4);
    expect((await within(sidebar()).findByRole('alert')).textContent).toBe(t('notFound'));
    await editRange(u, 8, 9);
    const alert = await within(sidebar()).findByRole('alert');
    expect(alert.textContent).toContain(t('loadError'));
    await u.click(within(alert).getByRole('button', { name: t('retry') }));
    await waitFor(() => expect(sidebar().textContent).toContain('Sophie Martin'));
  });

  it('the request’s Confirm (the bookings’ action) confirms it; its new booking replaces it in the sidebar and the grid reads its events again', async () => {
    const api = installFakeCalendarApi({ events: [request] });
    serveStays(api);
    api.routes.push(
      {
        method: 'POST',
        path: '/api/app/booking-requests/HP-8RD4KU/confirm',
        answer: () => {
          // The server's confirm: the request is CONFIRMED and a new booking holds its nights.
          api.events = [calendarEvent({ ...request, id: 'b9', source: 'booking', bookingRequest: null, booking: 'HP-NEWBK1' })];
          return Response.json(requestDetails('HP-8RD4KU', { status: 'CONFIRMED', booking: 'HP-NEWBK1', availableActions: [] }));
        },
      },
      { method: 'GET', path: '/api/app/bookings/HP-NEWBK1', answer: () => Response.json(bookingDetails('HP-NEWBK1', { customer: { firstName: 'Hannah', lastName: 'Keller' }, bookingType: 'onRequest', bookingRequest: 'HP-8RD4KU' })) },
    );
    const u = setupUser();
    const { missing } = await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await editRange(u, 8, 9);
    await waitFor(() => expect(sidebar().querySelector('[data-stay="HP-8RD4KU"]')).toBeTruthy());
    // The status badge in the host's words (bookings texts).
    expect(sidebar().textContent).toContain(bk('status.request.REQUESTED'));
    const eventsBefore = api.callsTo('GET', '/api/app/calendar/events').length;

    await u.click(within(sidebar()).getByRole('button', { name: bk('actions.confirm') }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: bk('actions.request.confirmAccept') }));

    await waitFor(() => expect(sidebar().getAttribute('data-sidebar')).toBe('booking-details'));
    await waitFor(() => expect(sidebar().querySelector('[data-stay="HP-NEWBK1"]')).toBeTruthy());
    expect(sidebar().textContent).toContain('Hannah Keller');
    expect(linkTo(sidebar(), t('viewDetails'))).toBe('/booking-details/HP-NEWBK1');
    expect(api.callsTo('POST', '/api/app/booking-requests/HP-8RD4KU/confirm')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET', '/api/app/calendar/events').length).toBeGreaterThan(eventsBefore));
    await waitFor(() => expect(document.querySelector(`td[data-date="${day(8)}"] [data-source="booking"]`)).toBeTruthy());
    // Replaced, not stacked: Close leaves the range's sidebars.
    await u.click(within(sidebar()).getByRole('button', { name: sel('sidebars.close') }));
    await waitFor(() => expect(sidebar().getAttribute('data-sidebar')).toBe('upcoming-bookings'));
    expect(missing).toEqual([]);
  });
});
