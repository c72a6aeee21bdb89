// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { commissionHost, userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { busyCommissionDay, inquiryDay, quietDay, stubTodayFetch } from './today-fetch';

// The Today page at '/' in the real app (route table, shell, API client with its contract check);
// only fetch is replaced (today-fetch.ts).


afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = (id: string) => screen.getByTestId(`today-${id}`);
const linkIn = (id: string, name: string | RegExp) => within(card(id)).getByRole('link', { name });
const path = (link: HTMLElement) => link.getAttribute('href');

describe('the Today page', () => {
  it("shows a commission host's day, each item linking to the place to act", async () => {
    stubTodayFetch(() => busyCommissionDay());
    const { missing } = await renderApp({ user: commissionHost({ firstName: 'Lukas' }), path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Lukas!' })).toBeTruthy();
    await screen.findByTestId('today-requests');

    // Requests, soonest deadline first, each with its countdown.
    expect(within(card('requests')).getByRole('heading').textContent).toBe('2 booking requests waiting');
    expect(path(linkIn('requests', 'Daniel Kovac'))).toBe('/booking-request-details/HP-T6JB9R');
    expect(path(linkIn('requests', 'Nina Petrova'))).toBe('/booking-request-details/HP-N4HS7B');
    const countdowns = card('requests').querySelectorAll('time.countdown');
    expect(countdowns).toHaveLength(2);
    expect(countdowns[0]!.textContent).toMatch(/^5 h (29|30) min/);
    expect(within(card('requests')).getAllByText(/Answer within/)).toHaveLength(2);
    expect(path(linkIn('requests', 'All requests'))).toBe('/bookings/requests');
    expect(screen.queryByTestId('today-inquiries')).toBeNull();

    // Arrivals today and tomorrow, the departure, the stay under way.
    const arrivals = within(card('arrivals')).getAllByRole('listitem').map((li) => li.textContent);
    expect(arrivals[0]).toContain('Today');
    expect(arrivals[0]).toContain('Sophie Martin');
    expect(arrivals[0]).toContain('Studio Nordkette · 4 nights · 2 guests');
    expect(arrivals[1]).toContain('Tomorrow');
    expect(arrivals[1]).toContain('1 guest');
    expect(path(linkIn('arrivals', 'Sophie Martin'))).toBe('/booking-details/HP-4TW8XR');
    expect(path(linkIn('departures', 'Ana Costa'))).toBe('/booking-details/HP-C5TQ2H');
    expect(within(card('staying')).getByRole('heading').textContent).toBe('1 stay under way');
    expect(path(linkIn('staying', 'Mia Fischer'))).toBe('/booking-details/HP-P2GA6Y');

    // Unread conversations with the latest ones, reviews, the failing import.
    expect(within(card('unread')).getByRole('heading').textContent).toBe('2 unread conversations');
    expect(path(linkIn('unread', 'Nina Petrova'))).toBe('/messages/all/c-1');
    expect(card('unread').textContent).toContain('Is a cot available?');
    expect(path(linkIn('unread', 'Open the inbox'))).toBe('/messages');
    expect(within(card('reviews')).getByRole('heading').textContent).toBe('1 review to answer');
    expect(path(linkIn('reviews', 'Answer reviews'))).toBe('/insights/reviews');
    expect(path(linkIn('reviews', 'Paul W.'))).toBe('/insights/reviews/unit-1');
    expect(card('reviews').textContent).toContain('4 of 5 stars · Studio Nordkette');
    expect(card('reviews').textContent).toContain('Great view, warm welcome.');
    expect(path(linkIn('feeds', 'Other channel on Studio Nordkette'))).toBe('/properties/p-1/units/unit-1/calendar-sync');
    expect(card('feeds').textContent).toContain('HTTP 404');

    // This month against the last: two bars each, the longer one this month's.
    const charts = within(card('month')).getAllByRole('img');
    expect(charts.map((c) => c.getAttribute('aria-label'))).toEqual(['Earnings: €1,470 last month, €2,560 this month', 'Occupancy: 11% last month, 27% this month']);
    const earningBars = charts[0]!.querySelectorAll('rect.compare-bars__bar');
    expect([...earningBars].map((r) => Number(r.getAttribute('width')))).toEqual([(1470 / 2560) * 100, 100]);
    // Occupancy bars are shares of a full month: 27 % fills about a quarter of the bar.
    const occupancyBars = charts[1]!.querySelectorAll('rect.compare-bars__bar');
    expect([...occupancyBars].map((r) => Math.round(Number(r.getAttribute('width')) * 100) / 100)).toEqual([11.29, 26.67]);
    expect(card('month').textContent).toContain('October');
    expect(card('month').textContent).toContain('November');

    expect(screen.queryByTestId('today-caught-up')).toBeNull();
    expect(missing).toEqual([]);
  });

  it("shows a subscription host's open inquiries, never a requests card", async () => {
    stubTodayFetch(() => inquiryDay());
    const { missing } = await renderApp({ user: userInfo(), path: '/' });
    await screen.findByTestId('today-inquiries');
    expect(within(card('inquiries')).getByRole('heading').textContent).toBe('1 inquiry waiting');
    expect(path(linkIn('inquiries', 'Hannah Keller'))).toBe('/inquiries/HP-8RD4KU');
    expect(path(linkIn('inquiries', 'All inquiries'))).toBe('/inquiries');
    // An inquiry has no deadline: no countdown.
    expect(card('inquiries').querySelector('time.countdown')).toBeNull();
    expect(screen.queryByTestId('today-requests')).toBeNull();
    expect(missing).toEqual([]);
  });

  it('says All caught up, with the calendar as the next step, when nothing needs the host', async () => {
    stubTodayFetch(() => quietDay());
    const { missing } = await renderApp({ user: commissionHost(), path: '/' });
    const calm = await screen.findByTestId('today-caught-up');
    expect(within(calm).getByRole('heading').textContent).toBe('All caught up');
    expect(path(within(calm).getByRole('link', { name: 'Open the calendar' }))).toBe('/calendar');
    for (const id of ['requests', 'inquiries', 'arrivals', 'departures', 'staying', 'unread', 'reviews', 'feeds']) expect(screen.queryByTestId(`today-${id}`)).toBeNull();
    // The month card stays: no earnings yet, occupancy 0 %.
    expect(card('month').textContent).toContain('No bookings with a check-in in these two months.');
    expect(missing).toEqual([]);
  });

  it('shows a skeleton, not the word loading, while the answer comes', async () => {
    stubTodayFetch(() => 'hang');
    await renderApp({ user: commissionHost(), path: '/' });
    const skeleton = await screen.findByTestId('today-skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.querySelectorAll('.skeleton').length).toBeGreaterThan(0);
    expect(document.querySelector('main, #root, body')!.textContent).not.toMatch(/loading/i);
  });

  it('shows a clear error with Try again, which asks again', async () => {
    let fail = true;
    const fetchStub = stubTodayFetch(() => (fail ? 'fail' : busyCommissionDay()));
    const user = setupUser();
    await renderApp({ user: commissionHost(), path: '/' });
    const alert = await screen.findByTestId('today-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('We could not get what needs you today.');
    expect(screen.queryByTestId('today-requests')).toBeNull();
    const failedCalls = fetchStub.todayCalls();
    expect(failedCalls).toBeGreaterThan(0);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('today-requests');
    expect(screen.queryByTestId('today-error')).toBeNull();
    // Try again asked once more (the API client may itself retry a 5xx before giving up).
    expect(fetchStub.todayCalls()).toBe(failedCalls + 1);
  });

  it('refuses an answer that breaks the contract (shown as the error, not a crash)', async () => {
    stubTodayFetch(() => ({ ...quietDay(), arrivals: [{ code: 'X' }] }) as never);
    await renderApp({ user: commissionHost(), path: '/' });
    const alert = await screen.findByTestId('today-error');
    await waitFor(() => expect(alert.textContent).toContain('The server sent an answer we could not read.'));
  });
});
