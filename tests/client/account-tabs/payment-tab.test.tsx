// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchUserInfo } from '../../../src/client/api/user';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { json, stubFetch } from './money-fetch';
import { fakeUserApi } from '../support/fake-user-api';

// /account/payment for a host with subscription checkout: add a SEPA mandate (a wrong IBAN is
// refused before sending), see it masked, remove it after confirming.

fakeUserApi();

const checkoutHost = () => userInfo({ features: { ...userInfo().features, isSubscriptionCheckoutEnabled: true } });
const mandate = { type: 'sepa_debit', accountHolder: 'Anna Schmidt', ibanMasked: 'DE•• •••• •••• •••• ••30 00', ibanLast4: '3000', bic: null, mandateReference: 'HPM-0123456789ABCDEF', signedAt: '2026-11-26T09:00:00Z' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function open(initial: typeof mandate | null) {
  let stored: typeof mandate | null = initial;
  const calls = stubFetch(({ method, url }) => {
    if (!url.pathname.endsWith('/payment-details')) return undefined;
    if (method === 'GET') return json({ paymentMethod: stored });
    if (method === 'PUT') return json({ paymentMethod: (stored = mandate) });
    if (method === 'DELETE') {
      stored = null;
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  const user = checkoutHost();
  vi.mocked(fetchUserInfo).mockResolvedValue(user);
  const app = await renderApp({ user, path: '/account/payment', publicSettings: { earningDetailsEnabled: false } });
  return { app, calls };
}

describe('/account/payment', () => {
  it('adds a mandate: a wrong IBAN and a missing consent are named before anything is sent', async () => {
    const { app, calls } = await open(null);
    await screen.findByTestId('payment-none', {});
    await userEvent.click(screen.getByRole('button', { name: 'Add a bank account' }));
    const form = screen.getByTestId('payment-form');
    await userEvent.type(screen.getByLabelText('Account holder'), 'Anna Schmidt');
    const iban = screen.getByLabelText('IBAN');
    await userEvent.type(iban, 'DE89370400440532013001');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign mandate' }));
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(iban.getAttribute('aria-describedby')!)!.textContent).toMatch(/IBAN is not valid/);
    expect(screen.getByLabelText('I accept the direct-debit mandate').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(iban);
    await userEvent.type(iban, 'DE89370400440532013000');
    await userEvent.tab();
    expect((iban as HTMLInputElement).value).toBe('DE89 3704 0044 0532 0130 00');
    await userEvent.click(screen.getByLabelText('I accept the direct-debit mandate'));
    await userEvent.click(within(form).getByRole('button', { name: 'Sign mandate' }));
    expect((await screen.findByTestId('payment-iban')).textContent).toBe('DE•• •••• •••• •••• ••30 00');
    expect(screen.getByText('The mandate was signed.')).toBeTruthy();
    expect(screen.getByText('HPM-0123456789ABCDEF')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ accountHolder: 'Anna Schmidt', iban: 'DE89 3704 0044 0532 0130 00', bic: '', mandateAccepted: true });
    expect(app.missing).toEqual([]);
  });

  it('removes the mandate only after the host confirms', async () => {
    const { calls } = await open(mandate);
    await screen.findByTestId('payment-current', {});
    await userEvent.click(screen.getByRole('button', { name: 'Remove mandate' }));
    expect(screen.getByText(/cannot be collected without a payment method/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Remove mandate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByTestId('payment-none')).toBeTruthy();
    expect(screen.getByText('The mandate was removed.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
