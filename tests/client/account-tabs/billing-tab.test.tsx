// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchUserInfo } from '../../../src/client/api/user';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { json, stubFetch } from './money-fetch';
import { fakeUserApi } from '../support/fake-user-api';

// /account/billing through the real routes and page: billing details prefilled from onboarding,
// checked with the shared schema before sending, the server's refusal shown at its field, and
// the billing history with its empty state and pages.

fakeUserApi();

const recipient = {
  name: 'Anna Schmidt',
  address: { country: 'DE', city: 'Berlin', street: 'Torstraße', houseNumberOrName: '5a', postalCode: '10119', stateOrProvince: 'BE' },
  userHasVatId: false,
  email: 'anna@example.test',
};
const emptyHistory = { items: [], pagination: { current: 1, next: null, pages: 0, total: 0 } };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function open(route: Parameters<typeof stubFetch>[0]) {
  const calls = stubFetch(route);
  const user = userInfo();
  vi.mocked(fetchUserInfo).mockResolvedValue(user);
  const app = await renderApp({ user, path: '/account/billing', publicSettings: { earningDetailsEnabled: false } });
  const form = await screen.findByTestId('billing-form', {});
  return { app, calls, form };
}

describe('/account/billing', () => {
  it('prefills from onboarding, refuses a wrong postal code before sending, then saves the fix', async () => {
    const { app, calls, form } = await open(({ method, url, body }) => {
      if (url.pathname.endsWith('/billing-details') && method === 'GET') return json({ invoiceRecipient: recipient, source: 'onboarding', updatedAt: null });
      if (url.pathname.endsWith('/billing-details') && method === 'PUT') return json({ invoiceRecipient: { ...(body as object), userHasVatId: false }, source: 'saved', updatedAt: '2026-11-26T10:00:00Z' });
      if (url.pathname.endsWith('/billing-history')) return json(emptyHistory);
      return undefined;
    });
    expect(within(form).getByRole('note').textContent).toMatch(/identity details/);
    expect((screen.getByLabelText('Name or legal business name') as HTMLInputElement).value).toBe('Anna Schmidt');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('DE');
    expect(await screen.findByTestId('billing-history-empty')).toBeTruthy();

    const postal = screen.getByLabelText('Postal code');
    await userEvent.clear(postal);
    await userEvent.type(postal, '#');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toMatch(/could not be saved/);
    expect(postal.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(postal.getAttribute('aria-describedby')!)!.textContent).toMatch(/2 to 12 letters/);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(postal);
    await userEvent.type(postal, '10115');
    const state = screen.getByLabelText(/State or province/);
    await userEvent.clear(state);
    await userEvent.type(state, 'Berlin');
    expect((state as HTMLInputElement).value).toBe('Ber');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Saved.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ name: 'Anna Schmidt', address: { postalCode: '10115', stateOrProvince: 'Ber', country: 'DE' }, email: 'anna@example.test' });
    expect(postal.getAttribute('aria-invalid')).toBeNull();
    expect(app.missing).toEqual([]);
  });

  it('shows the server’s refusal at the field it names, and asks for a VAT id only when the host has one', async () => {
    const { calls, form } = await open(({ method, url }) => {
      if (url.pathname.endsWith('/billing-details') && method === 'GET') return json({ invoiceRecipient: null, source: 'none', updatedAt: null });
      if (url.pathname.endsWith('/billing-details') && method === 'PUT')
        return json({ type: 'urn:host-portal:problem:validation', title: 'Invalid request', status: 400, invalidParams: [{ name: 'email', reason: 'must be an e-mail address' }] }, 400);
      if (url.pathname.endsWith('/billing-history')) return json(emptyHistory);
      return undefined;
    });
    expect(within(form).queryByRole('note')).toBeNull();
    expect(screen.queryByLabelText('VAT ID')).toBeNull();
    await userEvent.type(screen.getByLabelText('Name or legal business name'), 'Alpine');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'AT');
    await userEvent.type(screen.getByLabelText('Street'), 'Anichstr.');
    await userEvent.type(screen.getByLabelText('House number or name'), '1');
    await userEvent.type(screen.getByLabelText('Postal code'), '6020');
    await userEvent.type(screen.getByLabelText('City'), 'Imst');
    await userEvent.click(screen.getByLabelText('I have a VAT ID'));
    await userEvent.type(screen.getByLabelText('VAT ID'), '12');
    await userEvent.type(screen.getByLabelText('Billing e-mail'), 'o@a.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('VAT ID').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('VAT ID'));
    await userEvent.type(screen.getByLabelText('VAT ID'), 'ATU12345678');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText('Billing e-mail');
    await vi.waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe('Enter a valid e-mail address.');
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ userHasVatId: true, vatId: 'ATU12345678', address: { country: 'AT' } });

    // A country without VAT: the VAT id is not asked for.
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'US');
    expect(screen.queryByLabelText('VAT ID')).toBeNull();
    expect(within(form).getByText(/has no VAT/)).toBeTruthy();
  });

  it('lists the billing history newest first with amounts in their currency, a page at a time', async () => {
    const item = (n: number, currency = 'EUR') => ({ id: `e${n}`, kind: 'plan_changed', createdAt: `2026-10-0${n}T10:00:00Z`, fromPlanId: 'starter-monthly', toPlanId: `plan-${n}`, amount: 29.5, currency, coupon: n === 2 ? 'WELCOME' : null, charged: false });
    const { calls } = await open(({ method, url }) => {
      if (url.pathname.endsWith('/billing-details') && method === 'GET') return json({ invoiceRecipient: recipient, source: 'saved', updatedAt: null });
      if (url.pathname.endsWith('/billing-history'))
        return url.searchParams.get('page') === '2'
          ? json({ items: [item(1, 'CHF')], pagination: { current: 2, next: null, pages: 2, total: 11 } })
          : json({ items: [item(3), item(2)], pagination: { current: 1, next: 2, pages: 2, total: 11 } });
      return undefined;
    });
    const table = await screen.findByTestId('billing-history');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['Plan changed from Starter to plan-3', 'Plan changed from Starter to plan-2 · Coupon WELCOME']);
    expect(within(rows[0]).getByText('€29.50 a month')).toBeTruthy();
    expect(within(rows[0]).getByText('Recorded, not charged')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(within(screen.getByTestId('billing-history')).getByText('CHF 29.50 a month')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((c) => c.path.endsWith('/billing-history')).map((c) => new URLSearchParams(c.search).get('page'))).toEqual(['1', '2']);
  });
});
