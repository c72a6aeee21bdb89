// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchUserInfo } from '../../../src/client/api/user';
import { commissionHost } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { earningsCsvOf } from '../../../src/client/features/account/money/earnings-csv';
import type { EarningsView } from '../../../src/shared/schemas/account-money';
import { json, stubFetch } from './money-fetch';
import { fakeUserApi } from '../support/fake-user-api';

// /account/earnings (setting on): the year's bookings with commission and payout, month and year
// totals, another year on choice, the empty state, and the CSV of the same lines.

fakeUserApi();

const line = (code: string, checkIn: string, gross: number, commission: number, net: number, extra: Partial<EarningsView['lines'][number]> = {}) => ({
  bookingId: `id-${code}`, code, checkIn, checkOut: checkIn, guestName: 'Lena Vogel', unitId: 'u1', unitTitle: 'Chalet Edelweiss', status: 'COMPLETED', plan: 'host_only' as const, commissionPercent: 15, gross, commission, net, currency: 'EUR', ...extra,
});
const year2026: EarningsView = {
  year: 2026,
  years: [2026, 2025],
  lines: [line('HP-AAAAA', '2026-03-10', 1234.56, 185.18, 1049.38), line('HP-BBBBB', '2026-07-01', 500, 40, 460, { plan: 'split', commissionPercent: 8, status: 'CONFIRMED', guestName: '=cmd' })],
  months: [
    { month: 3, totals: [{ currency: 'EUR', count: 1, gross: 1234.56, commission: 185.18, net: 1049.38 }] },
    { month: 7, totals: [{ currency: 'EUR', count: 1, gross: 500, commission: 40, net: 460 }] },
  ],
  totals: [{ currency: 'EUR', count: 2, gross: 1734.56, commission: 225.18, net: 1509.38 }],
};
const year2025: EarningsView = { year: 2025, years: [2026, 2025], lines: [], months: [], totals: [] };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/account/earnings', () => {
  it('shows each booking with commission and payout, the month and year totals, and another year on choice', async () => {
    const calls = stubFetch(({ url }) => (url.pathname.endsWith('/earnings') ? json(url.searchParams.get('year') === '2025' ? year2025 : year2026) : undefined));
    const user = commissionHost();
    vi.mocked(fetchUserInfo).mockResolvedValue(user);
    const app = await renderApp({ user, path: '/account/earnings', publicSettings: { earningDetailsEnabled: true } });
    const table = await screen.findByTestId('earnings-table', {});
    const rows = within(table).getAllByTestId('earnings-line');
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Mar 10, 2026', 'Lena Vogel', 'Chalet Edelweiss', 'HP-AAAAA', '€1,234.56', '€185.18 (15%)', '€1,049.38', 'Stay completed'],
      ['Jul 1, 2026', '=cmd', 'Chalet Edelweiss', 'HP-BBBBB', '€500.00', '€40.00 (8%)', '€460.00', 'Confirmed'],
    ]);
    const months = screen.getByTestId('earnings-months');
    expect(within(months).getByRole('rowheader', { name: 'March' })).toBeTruthy();
    expect(within(screen.getByTestId('earnings-total')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '€1,734.56', '€225.18', '€1,509.38']);
    expect(new URL(calls[0].path + calls[0].search, 'http://x').searchParams.has('year')).toBe(false);

    await userEvent.selectOptions(screen.getByLabelText('Year'), '2025');
    expect(await screen.findByTestId('earnings-empty')).toBeTruthy();
    expect(screen.getByTestId('earnings-empty').textContent).toBe('No bookings check in in 2025.');
    // The last earnings request (other calls of the page, such as a settings refetch, may come after it).
    expect(calls.filter((c) => c.path.endsWith('/earnings')).at(-1)!.search).toBe('?year=2025');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    expect(app.missing).toEqual([]);
  });

  it('writes the same lines to CSV with cents, quoting cells and defusing formulas', () => {
    const csv = earningsCsvOf(year2026).split('\r\n');
    expect(csv[0]).toBe('\uFEFFcheckIn,checkOut,guest,unit,code,status,plan,commissionPercent,gross,commission,net,currency');
    expect(csv[1]).toBe('2026-03-10,2026-03-10,Lena Vogel,Chalet Edelweiss,HP-AAAAA,COMPLETED,host_only,15,1234.56,185.18,1049.38,EUR');
    expect(csv[2]).toBe("2026-07-01,2026-07-01,'=cmd,Chalet Edelweiss,HP-BBBBB,CONFIRMED,split,8,500.00,40.00,460.00,EUR");
    expect(csv).toHaveLength(4);
  });

  it('separates the cells with ; for a German page, so German Excel opens it in columns', () => {
    const csv = earningsCsvOf(year2026, 'de-DE').split('\r\n');
    expect(csv[0]).toBe('\uFEFFcheckIn;checkOut;guest;unit;code;status;plan;commissionPercent;gross;commission;net;currency');
    expect(csv[2]).toBe("2026-07-01;2026-07-01;'=cmd;Chalet Edelweiss;HP-BBBBB;CONFIRMED;split;8;500.00;40.00;460.00;EUR");
  });
});
