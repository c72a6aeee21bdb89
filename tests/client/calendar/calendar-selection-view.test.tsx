// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { scopeTexts } from '../support/step-form';
import { addDays, eachDay, todayUtc } from '../../../src/shared/domain/availability/dates';
import { calendarEvent } from '../support/calendar-event';
import { bookingDetails } from './support/stay-fixtures';


// The real /calendar page with the calendar-selection machine wired in: marking, the footer,
// routing Edit to a sidebar, Escape, and the default upcoming-bookings sidebar. Only fetch is
// replaced (as in calendar-page.test.tsx); the events sit relative to today so the 30-day
// upcoming window is meaningful whatever the date.

const en = scopeTexts(['app', 'calendar', 'listing']);
const t = (key: string) => en[`calendar.selection.${key}`]!;

const VILLA = 'unit-villa';
const today = todayUtc();
const day = (n: number) => addDays(today, n);

const event = calendarEvent;
const villaEvents = [
  event({ id: 'b1', dateFrom: day(2), dateTo: day(5), source: 'booking', booking: 'HP-4TW8XR', label: 'Sophie M.' }),
  // Past the 30-day window: not an upcoming booking.
  event({ id: 'r1', dateFrom: day(40), dateTo: day(42), source: 'booking_request', bookingRequest: 'RQ-77', label: 'Hannah K.' }),
];
let eventsOfVilla = villaEvents;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
function serve(input: RequestInfo | URL, init?: RequestInit): Response {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  const q = (name: string) => url.searchParams.get(name)!;
  if (url.pathname === '/api/app/property-list')
    return json({
      items: [{ id: 'prop-villa', title: 'Villa Aurora', propertyType: 'single', state: 'PUBLISHED', timeZone: 'UTC', units: [{ id: VILLA, title: null, state: 'PUBLISHED' }] }],
      pagination: { current: 1, next: null, pages: 1, total: 1 },
    });
  if (url.pathname === '/api/app/calendar/events') {
    const to = addDays(q('dateTo'), 14);
    const events = eventsOfVilla.filter((e) => e.dateFrom <= to && e.dateTo >= q('dateFrom'));
    const nights = (d: string) => events.some((e) => e.dateFrom <= d && d < e.dateTo);
    return json({ unitId: VILLA, dateFrom: q('dateFrom'), dateTo: to, events, days: eachDay(q('dateFrom'), to).map((date) => ({ date, state: nights(date) ? 'blocked' : 'available' })) });
  }
  if (/^\/api\/app\/property-unit\/[^/]+\/price-list$/.test(url.pathname))
    return json({ unitId: VILLA, items: eachDay(q('dateFrom'), q('dateTo')).map((date) => ({ date, price: 120, minimalLengthOfStay: 1, maximalLengthOfStay: 365, source: 'default' })) });
  // The booking's details sidebar reads the stay by its code.
  if (url.pathname === '/api/app/bookings/HP-4TW8XR') return json(bookingDetails('HP-4TW8XR'));
  return json({ type: 'about:blank', title: 'Not found', status: 404 }, 404);
}

beforeEach(() => {
  eventsOfVilla = villaEvents;
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => serve(input, init)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dayButton = (date: string) => within(document.querySelector<HTMLElement>(`td[data-date="${date}"]`)!).getByRole('button');
const short = (d: string) => new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
const rangeText = (from: string, to: string) => `${short(from)} – ${short(to)}`;
const sidebar = () => screen.getByRole('complementary');
const footer = () => screen.queryByRole('region', { name: t('footer.label') });


describe('/calendar marking and sidebars', () => {
  it('each day is a button naming its date, price, state and stay; nothing marked shows the upcoming bookings of the next 30 days', async () => {
    const { missing } = await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await waitFor(() => expect(dayButton(day(3)).getAttribute('aria-label')).toContain('€120'));
    const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day(3)}T00:00:00Z`));
    // …and the stay holding its night.
    expect(dayButton(day(3)).getAttribute('aria-label')).toBe(`${longDate}, €120, ${en['calendar.state.blocked']}, ${en['calendar.source.booking']}: Sophie M.`);
    expect(dayButton(day(10)).getAttribute('aria-label')).toContain(en['calendar.state.available']);

    expect(within(sidebar()).getByRole('heading', { name: t('title.upcoming-bookings') })).toBeTruthy();
    expect(sidebar().textContent).toContain('Sophie M.');
    expect(sidebar().textContent).toContain('HP-4TW8XR');
    expect(sidebar().textContent).toContain(`${short(day(2))} – ${short(day(5))}`);
    expect(sidebar().textContent).not.toContain('Hannah K.');
    expect(footer()).toBeNull();
    expect(missing).toEqual([]);
  });

  it('with no stays ahead the upcoming sidebar says so', async () => {
    eventsOfVilla = [];
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await waitFor(() => expect(sidebar().textContent).toContain(t('upcoming.empty')));
  });

  it('two clicks mark a range shown in the footer; Cancel clears it', async () => {
    const u = setupUser();
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await waitFor(() => expect(dayButton(day(12)).getAttribute('aria-label')).toContain('€120'));
    await u.click(dayButton(day(12)));
    expect(footer()!.textContent).toContain(short(day(12)));
    // Clicked backwards: the range is ordered.
    await u.click(dayButton(day(10)));
    expect(footer()!.textContent).toContain(rangeText(day(10), day(12)));
    for (const n of [10, 11, 12]) expect(dayButton(day(n)).getAttribute('aria-pressed')).toBe('true');
    expect(dayButton(day(9)).getAttribute('aria-pressed')).toBe('false');
    expect(dayButton(day(13)).getAttribute('aria-pressed')).toBe('false');

    await u.click(within(footer()!).getByRole('button', { name: t('footer.cancel') }));
    expect(footer()).toBeNull();
    expect(dayButton(day(11)).getAttribute('aria-pressed')).toBe('false');
  });

  it('Edit on free days opens price and availability; on a booking, its details naming the guest; Escape closes back to the grid', async () => {
    const u = setupUser();
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await waitFor(() => expect(dayButton(day(12)).getAttribute('aria-label')).toContain('€120'));

    // Keyboard only: Enter and Space mark the days.
    dayButton(day(10)).focus();
    await u.keyboard('{Enter}');
    dayButton(day(12)).focus();
    await u.keyboard(' ');
    await u.click(within(footer()!).getByRole('button', { name: t('footer.edit') }));
    // The price-and-availability sidebar (its own component, tested on its own) for the free days.
    await waitFor(() => expect(within(sidebar()).getByRole('heading', { name: en['calendar.sidebar.title']! })).toBeTruthy());
    expect(sidebar().getAttribute('data-sidebar')).toBe('price-and-availability');
    // The sidebar took the footer's place and the focus.
    expect(footer()).toBeNull();
    expect(sidebar().contains(document.activeElement)).toBe(true);

    // A new range over the booking's nights.
    await u.click(dayButton(day(3)));
    await u.click(dayButton(day(4)));
    await u.click(within(footer()!).getByRole('button', { name: t('footer.edit') }));
    await waitFor(() => expect(within(sidebar()).getByRole('heading', { name: t('title.booking-details') })).toBeTruthy());
    await waitFor(() => expect(sidebar().textContent).toContain('Sophie Martin'));
    expect(sidebar().textContent).toContain('HP-4TW8XR');
    expect(sidebar().textContent).not.toContain('Hannah K.');

    await u.keyboard('{Escape}');
    await waitFor(() => expect(within(sidebar()).getByRole('heading', { name: t('title.upcoming-bookings') })).toBeTruthy());
    // The range stays marked with its footer; focus is back on the day last clicked.
    expect(footer()!.textContent).toContain(rangeText(day(3), day(4)));
    expect(document.activeElement).toBe(dayButton(day(4)));
  });

  it('merged and imported stays show their children, the calendar name and the overlap warning; Close all closes the stack with its transition', async () => {
    eventsOfVilla = [
      event({
        id: 'multi1',
        dateFrom: day(6),
        dateTo: day(9),
        source: 'multi',
        children: [
          event({ id: 'q1', dateFrom: day(6), dateTo: day(8), source: 'inquiry', inquiry: 'IQ-12', label: 'Lena W.' }),
          event({ id: 'm1', dateFrom: day(8), dateTo: day(9), source: 'manual' }),
        ],
      }),
      event({ id: 'x1', dateFrom: day(14), dateTo: day(16), source: 'external', external: true, externalName: 'Airbnb', label: 'Reserved', overlapsBooking: true }),
    ];
    const u = setupUser();
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await waitFor(() => expect(dayButton(day(6)).getAttribute('aria-label')).toContain('€120'));

    await u.click(dayButton(day(6)));
    await u.click(dayButton(day(7)));
    await u.click(within(footer()!).getByRole('button', { name: t('footer.edit') }));
    await waitFor(() => expect(within(sidebar()).getByRole('heading', { name: t('title.overlapping-event-details') })).toBeTruthy());
    expect(sidebar().textContent).toContain(t('events.children'));
    expect(sidebar().textContent).toContain('Lena W.');
    expect(sidebar().textContent).toContain('IQ-12');
    expect(sidebar().textContent).toContain(en['calendar.source.manual']);

    await u.click(dayButton(day(14)));
    await u.click(dayButton(day(15)));
    await u.click(within(footer()!).getByRole('button', { name: t('footer.edit') }));
    await waitFor(() => expect(within(sidebar()).getByRole('heading', { name: t('title.event-details') })).toBeTruthy());
    expect(sidebar().textContent).toContain('Airbnb');
    expect(sidebar().textContent).toContain(t('events.overlap'));

    // The range's sidebar sits on the default one: Close all empties the stack; the panel slides
    // out (still there, inert, while it closes) and is gone after the transition.
    await u.click(within(sidebar()).getByRole('button', { name: t('sidebars.closeAll') }));
    const closing = document.querySelector('aside.calendar-sidebar')!;
    expect(closing.className).toContain('calendar-sidebar--closing');
    await waitFor(() => expect(document.querySelector('aside.calendar-sidebar')).toBeNull());
    expect(footer()!.textContent).toContain(rangeText(day(14), day(15)));
    expect(document.activeElement).toBe(dayButton(day(15)));
  });
});
