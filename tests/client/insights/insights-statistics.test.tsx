// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { ALPINE, earnings, emptyEarnings, json, LAGO, occupancy, performance, problem, stubInsightsFetch } from './insights-fetch';
import { scaledMs } from '../../support/time-scale';


// The three statistics tabs with the real page, hooks and HTTP client (fetch replaced): the
// figures of the answer reach both the chart's summary and the table, another year is fetched on
// choice, a failure offers Retry, a year without stays says so and leads to the calendar.


afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const eur = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(amount);
const pct = (share: number) => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(share);
const rowOf = (table: HTMLElement, header: string) => within(table).getByRole('rowheader', { name: header }).closest('tr')!;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('earnings tab', () => {
  it('puts the year’s gross and net per month in the chart’s summary and the table', async () => {
    stubInsightsFetch();
    const app = await renderApp({ user: userInfo(), path: `/insights/earnings/${ALPINE}` });
    const answer = earnings(ALPINE, 2026).currencies[0]!;
    const chart = await screen.findByTestId('earnings-chart-EUR');
    expect(chart.getAttribute('role')).toBe('img');
    const summary = chart.getAttribute('aria-label')!;
    expect(summary).toContain(`${eur(answer.total.gross)} gross and ${eur(answer.total.net)} net`);
    expect(summary).toContain(`highest month July with ${eur(2400)} gross`);
    // Twelve groups: the months with figures have bars, the others none.
    expect(chart.querySelectorAll('.stats-chart__bar--gross')).toHaveLength(2);

    const table = screen.getByTestId('earnings-table-EUR');
    expect(within(table).getAllByRole('columnheader').map((h) => h.getAttribute('scope'))).toEqual(['col', 'col', 'col', 'col', 'col']);
    const march = answer.months[2]!;
    expect(cells(rowOf(table, 'March'))).toEqual(['1', eur(march.gross), eur(march.commission), eur(march.net)]);
    expect(cells(rowOf(table, 'Total'))).toEqual([String(answer.total.stays), eur(answer.total.gross), eur(answer.total.commission), eur(answer.total.net)]);
    expect(within(screen.getByTestId('earnings-total-net')).getByText(eur(answer.total.net))).toBeTruthy();
    expect(app.missing).toEqual([]);
  });

  it('fetches another year on choice and keeps it in the address', async () => {
    const net = stubInsightsFetch();
    const app = await renderApp({ user: userInfo(), path: `/insights/earnings/${LAGO}` });
    const picker = await screen.findByLabelText('Year');
    // The picker is there (disabled) before the figures arrive; its years come with them.
    await waitFor(() => expect((picker as HTMLSelectElement).disabled).toBe(false));
    expect([...(picker as HTMLSelectElement).options].map((o) => o.value)).toEqual(['2026', '2025', '2024']);
    expect(net.callsTo(`/api/app/insights/${LAGO}/earnings`)[0]!.query.has('year')).toBe(false);
    await userEvent.selectOptions(picker, '2024');
    await waitFor(() => expect(app.router.state.location.search).toBe('?year=2024'));
    await waitFor(() => expect(screen.getByTestId('earnings-table-EUR').querySelector('caption')!.textContent).toContain('2024'));
    const calls = net.callsTo(`/api/app/insights/${LAGO}/earnings`);
    expect(calls.at(-1)!.query.get('year')).toBe('2024');
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('2024');
  });

  it('says a year without stays has none and leads to the unit’s calendar', async () => {
    const net = stubInsightsFetch();
    net.always.set(`/api/app/insights/${ALPINE}/earnings`, () => json(emptyEarnings(ALPINE, 2026)));
    await renderApp({ user: userInfo(), path: `/insights/earnings/${ALPINE}` });
    const empty = await screen.findByTestId('insights-empty');
    expect(within(empty).getByRole('heading').textContent).toBe('No stays in 2026');
    expect(within(empty).getByRole('link', { name: 'Open the calendar' }).getAttribute('href')).toBe(`/calendar/${ALPINE}`);
    // The shared empty state: its picture, hidden from screen readers.
    expect(empty.querySelector('svg.empty-state__art')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows a failure with Retry, and the figures once the retry succeeds', async () => {
    const net = stubInsightsFetch();
    net.once.set(`/api/app/insights/${ALPINE}/earnings`, () => problem(500));
    // The HTTP client repeats a failed GET with a 500; every try fails until Retry.
    net.always.set(`/api/app/insights/${ALPINE}/earnings`, () => problem(500));
    await renderApp({ user: userInfo(), path: `/insights/earnings/${ALPINE}` });
    const alert = await screen.findByTestId('insights-error', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain('The statistics could not be loaded.');
    net.always.delete(`/api/app/insights/${ALPINE}/earnings`);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('earnings-chart-EUR')).toBeTruthy();
    expect(screen.queryByTestId('insights-error')).toBeNull();
  }, scaledMs(30_000));
});

describe('occupancy tab', () => {
  it('stacks booked, other-channel and closed nights and lists the rates', async () => {
    stubInsightsFetch();
    await renderApp({ user: userInfo(), path: `/insights/occupancy/${ALPINE}` });
    const answer = occupancy(ALPINE, 2026);
    const chart = await screen.findByTestId('occupancy-chart');
    const summary = chart.getAttribute('aria-label')!;
    expect(summary).toContain(`occupancy ${pct(answer.total.rate!)}, ${pct(answer.total.rateWithExternal!)} with other channels`);
    expect(summary).toContain(`${answer.total.bookedNights} of ${answer.total.availableNights} available nights booked`);
    expect(chart.querySelectorAll('.stats-chart__bar--booked')).toHaveLength(1);
    expect(chart.querySelectorAll('.stats-chart__bar--closed')).toHaveLength(1);
    const august = answer.months[7]!;
    const table = screen.getByTestId('occupancy-table');
    expect(cells(rowOf(table, 'August'))).toEqual(['31', '15', '6', '0', pct(august.rate!), pct(august.rateWithExternal!)]);
    expect(screen.getByTestId('occupancy-rate').textContent).toContain(pct(answer.total.rate!));
  });
});

describe('performance tab', () => {
  it('shows the key figures as tiles, and requests, bookings and cancellations per month', async () => {
    stubInsightsFetch();
    await renderApp({ user: userInfo(), path: `/insights/performance/${ALPINE}` });
    const answer = performance(ALPINE, 2026);
    const chart = await screen.findByTestId('performance-chart');
    expect(chart.getAttribute('aria-label')).toContain(`${answer.requests.received} requests, ${answer.bookings.made} bookings and ${answer.bookings.cancelled} cancellations`);
    expect(screen.getByTestId('performance-conversion').textContent).toContain(pct(0.6));
    // 150 minutes read as hours.
    expect(screen.getByTestId('performance-response').textContent).toContain('2.5 hours');
    expect(screen.getByTestId('performance-bookings').textContent).toContain('2 instant, 3 from requests');
    expect(screen.getByTestId('performance-cancellations').textContent).toContain(`${pct(0.2)} of bookings`);
    const table = screen.getByTestId('performance-table');
    expect(cells(rowOf(table, 'May'))).toEqual(['6', '3', '5', '1']);
    expect(cells(rowOf(table, 'Total'))).toEqual(['6', '3', '5', '1']);
  });
});
