// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { ALPINE, LAGO, stubInsightsFetch } from './insights-fetch';


// The real /insights page in the real route table and shell, with the real react-query hooks
// and HTTP client; only fetch is replaced. The address decides tab and unit: /insights and hidden
// tabs open the default tab, a tab without a unit the host's first unit, a foreign unit says so.


afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const path = (app: Awaited<ReturnType<typeof renderApp>>) => app.router.state.location.pathname + app.router.state.location.search;
const tabBar = () => screen.findByRole('navigation', { name: 'Statistics sections' });
const tabNames = async () =>
  within(await tabBar())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('/insights addresses (AS §2.1, AS §2.5 item 4, AS §6)', () => {
  it('opens the earnings of the first unit from /insights, replacing the address', async () => {
    const net = stubInsightsFetch();
    const app = await renderApp({ user: userInfo(), path: '/insights' });
    await waitFor(() => expect(path(app)).toBe(`/insights/earnings/${ALPINE}`));
    expect(await tabNames()).toEqual(['Earnings', 'Occupancy', 'Performance', 'Reviews']);
    expect(screen.getByTestId('insights-tab-earnings').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('insights-tab-reviews').getAttribute('aria-current')).toBeNull();
    await screen.findByTestId('earnings-chart-EUR');
    expect(net.callsTo(`/api/app/insights/${ALPINE}/earnings`)).toHaveLength(1);
    // Replace, not push: Back does not return to the bare /insights.
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(app.missing).toEqual([]);
  });

  it('opens performance when the earnings setting is off, and never a hidden tab by its address', async () => {
    const net = stubInsightsFetch();
    const settings = { earningsStatisticsEnabled: false, occupancyStatisticsEnabled: false };
    const app = await renderApp({ user: userInfo(), path: '/insights', publicSettings: settings });
    await waitFor(() => expect(path(app)).toBe(`/insights/performance/${ALPINE}`));
    expect(await tabNames()).toEqual(['Performance', 'Reviews']);
    cleanup();

    // Parameters the page does not own (here ?from=) survive the redirect next to ?year=.
    const again = await renderApp({ user: userInfo(), path: `/insights/occupancy/${LAGO}?year=2025&from=mail`, publicSettings: settings });
    await waitFor(() => expect(path(again)).toBe(`/insights/performance/${LAGO}?year=2025&from=mail`));
    await screen.findByTestId('performance-chart');
    expect(net.calls.some((c) => c.path.endsWith('/occupancy') || c.path.endsWith('/earnings'))).toBe(false);
  });

  it('picks the first unit for a tab without one', async () => {
    stubInsightsFetch();
    const app = await renderApp({ user: userInfo(), path: '/insights/occupancy?from=mail' });
    await waitFor(() => expect(path(app)).toBe(`/insights/occupancy/${ALPINE}?from=mail`));
    expect(await screen.findByRole('button', { name: 'Unit Chalet Alpina' })).toBeTruthy();
  });

  it('says a unit that is not the host’s was not found, with a way back', async () => {
    stubInsightsFetch();
    const app = await renderApp({ user: userInfo(), path: '/insights/earnings/unit-of-someone-else' });
    const state = await screen.findByTestId('insights-not-found');
    expect(within(state).getByRole('heading', { name: 'Unit not found' })).toBeTruthy();
    expect(screen.queryByTestId('insights-year')).toBeNull();
    await userEvent.click(within(state).getByRole('link', { name: 'Back to your statistics' }));
    await waitFor(() => expect(path(app)).toBe(`/insights/earnings/${ALPINE}`));
  });

  it('trusts the server’s 404 for a unit beyond the first page of the list', async () => {
    const net = stubInsightsFetch({ more: true });
    await renderApp({ user: userInfo(), path: '/insights/performance/unit-far-away' });
    expect(await screen.findByTestId('insights-not-found')).toBeTruthy();
    expect(net.callsTo('/api/app/insights/unit-far-away/performance')).toHaveLength(1);
  });

  it('offers the host no statistics without a unit, but a way to the properties', async () => {
    stubInsightsFetch({ units: [] });
    await renderApp({ user: userInfo(), path: '/insights' });
    const state = await screen.findByTestId('insights-no-units');
    expect(within(state).getByRole('link', { name: 'Go to your properties' }).getAttribute('href')).toBe('/properties');
    // The shared empty state: a heading and its picture, hidden from screen readers.
    expect(within(state).getByRole('heading', { level: 2 }).textContent).toBe('No units yet');
    expect(state.querySelector('svg.empty-state__art')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('the sub-navigation', () => {
  it('shows unanswered reviews on the reviews tab up to 10, then 10+', async () => {
    stubInsightsFetch();
    await renderApp({ user: userInfo({ counts: { pendingBookings: 0, unreadMessages: 0, inquiries: 0, unansweredReviews: 12 } }), path: `/insights/performance/${ALPINE}` });
    await tabBar();
    expect(screen.getByTestId('insights-reviews-badge').textContent).toBe('10+');
    expect(within(await tabBar()).getByRole('link', { name: 'Reviews, 10+ new' })).toBeTruthy();
    cleanup();

    await renderApp({ user: userInfo({ counts: { pendingBookings: 0, unreadMessages: 0, inquiries: 0, unansweredReviews: 3 } }), path: `/insights/performance/${ALPINE}` });
    expect((await screen.findByTestId('insights-reviews-badge')).textContent).toBe('3');
    cleanup();

    await renderApp({ user: userInfo(), path: `/insights/performance/${ALPINE}` });
    await tabBar();
    expect(screen.queryByTestId('insights-reviews-badge')).toBeNull();
  });

  it('draws the year picker disabled while the figures load, so the toolbar keeps its width', async () => {
    const net = stubInsightsFetch();
    // The statistics never answer: the toolbar must already hold the picker.
    net.always.set(`/api/app/insights/${LAGO}/earnings`, () => new Promise<never>(() => {}) as unknown as Response);
    await renderApp({ user: userInfo(), path: `/insights/earnings/${LAGO}?year=2025` });
    await tabBar();
    const picker = (await screen.findByTestId('insights-year')) as HTMLSelectElement;
    expect(picker.disabled).toBe(true);
    expect(picker.value).toBe('2025');
    // Styled like the other fields and the Unit dropdown beside it (the shared .select), not the browser's default.
    expect(picker.classList.contains('select')).toBe(true);
    expect(screen.getByTestId('insights-subnav').contains(picker)).toBe(true);
  });

  it('moves between tabs by their links, keeping unit and year; the reviews tab drops the year', async () => {
    const net = stubInsightsFetch();
    const app = await renderApp({ user: userInfo(), path: `/insights/earnings/${LAGO}?year=2025` });
    await screen.findByTestId('earnings-chart-EUR');
    await userEvent.click(screen.getByTestId('insights-tab-occupancy'));
    await waitFor(() => expect(path(app)).toBe(`/insights/occupancy/${LAGO}?year=2025`));
    await screen.findByTestId('occupancy-chart');
    expect(net.callsTo(`/api/app/insights/${LAGO}/occupancy`)[0]!.query.get('year')).toBe('2025');
    expect(screen.getByTestId('insights-tab-reviews').getAttribute('href')).toBe(`/insights/reviews/${LAGO}`);
    await userEvent.click(screen.getByTestId('insights-tab-reviews'));
    await waitFor(() => expect(path(app)).toBe(`/insights/reviews/${LAGO}`));
    // The reviews tab has no year: no picker.
    expect(screen.queryByTestId('insights-year')).toBeNull();
  });

  it('switches the unit through the searchable selector', async () => {
    const net = stubInsightsFetch();
    const app = await renderApp({ user: userInfo(), path: `/insights/performance/${ALPINE}` });
    await screen.findByTestId('performance-chart');
    await userEvent.click(screen.getByRole('button', { name: 'Unit Chalet Alpina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a unit' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Lake suite/ }));
    await waitFor(() => expect(path(app)).toBe(`/insights/performance/${LAGO}`));
    expect(await screen.findByRole('button', { name: 'Unit Casa sul Lago · Lake suite' })).toBeTruthy();
    // The selector pages by 20 (AS §9).
    expect(net.callsTo('/api/app/property-list').some((c) => c.query.get('limit') === '20')).toBe(true);
  });
});
