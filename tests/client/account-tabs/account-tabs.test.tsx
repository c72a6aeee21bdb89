// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchUserInfo } from '../../../src/client/api/user';
import { commissionHost, hybridHost, userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { fakeUserApi } from '../support/fake-user-api';

// The real routes, shell and account page; the user info call is the only thing replaced, and
// fetch (the network boundary) answers the payout tab's bank-account call.

fakeUserApi();

const noEarnings = { earningDetailsEnabled: false };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('onboarding/getBankAccounts')) return json({ accounts: [] });
      return json({}, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tabNames = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Account sections' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('/account tabs (AS §2.5, AS §6)', () => {
  it('shows a subscription host no payout and no pricing tab', async () => {
    const user = userInfo();
    vi.mocked(fetchUserInfo).mockResolvedValue(user);
    const app = await renderApp({ user, path: '/account/profile', publicSettings: noEarnings });
    expect(await tabNames()).toEqual(['Profile details', 'Billing', 'Language and currency', 'Notifications']);
    expect(app.missing).toEqual([]);
  });

  it('shows a commission host payout and pricing, a hybrid host payout only', async () => {
    vi.mocked(fetchUserInfo).mockResolvedValue(commissionHost());
    await renderApp({ user: commissionHost(), path: '/account/billing', publicSettings: noEarnings });
    expect(await tabNames()).toEqual(['Profile details', 'Billing', 'Payout', 'Pricing model', 'Language and currency', 'Notifications']);
    expect(await screen.findByText(/Who our invoices to you are made out to/, {})).toBeTruthy();
    cleanup();
    vi.mocked(fetchUserInfo).mockResolvedValue(hybridHost());
    await renderApp({ user: hybridHost(), path: '/account/profile', publicSettings: noEarnings });
    expect(await tabNames()).toEqual(['Profile details', 'Billing', 'Payout', 'Language and currency', 'Notifications']);
  });

  it('marks the open tab and moves between tabs by their links', async () => {
    vi.mocked(fetchUserInfo).mockResolvedValue(commissionHost());
    const app = await renderApp({ user: commissionHost(), path: '/account/pricing', publicSettings: noEarnings });
    expect((await screen.findByTestId('account-tab-pricing')).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByTestId('account-tab-localization'));
    expect(app.router.state.location.pathname).toBe('/account/localization');
    expect(await screen.findByLabelText('Currency')).toBeTruthy();
  });

  it('opens the payout tab with the bank account form for a commission host', async () => {
    vi.mocked(fetchUserInfo).mockResolvedValue(commissionHost());
    await renderApp({ user: commissionHost(), path: '/account/payout', publicSettings: noEarnings });
    expect(await screen.findByRole('heading', { name: 'Bank account' })).toBeTruthy();
  });

  it('does not open a hidden tab by its address', async () => {
    const user = userInfo();
    vi.mocked(fetchUserInfo).mockResolvedValue(user);
    const app = await renderApp({ user, path: '/account/earnings', publicSettings: noEarnings });
    await screen.findByRole('navigation', { name: 'Account sections' });
    expect(app.router.state.location.pathname).toBe('/account/profile');
  });
});
