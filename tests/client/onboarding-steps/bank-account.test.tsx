// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { stubOnboardingApi } from './support';

// Steps payout/info and identity-and-payout-details/payout: one bank account form, the IBAN
// checked as the host types, BIC optional, server errors at their field.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const GET = 'GET /api/app/user/onboarding/getBankAccounts';
const saved = { id: 'b1', holderName: 'Anna Berger', iban: 'DE89370400440532013000', bic: null, countryCode: 'DE', isDefault: true };

it.each(['payout-info', 'identity-and-payout-details-payout'])('%s: checks the IBAN live and saves it normalised', async (stepId) => {
  const api = stubOnboardingApi({ [GET]: { body: { accounts: [] } }, 'POST /api/app/user/onboarding/saveBankAccounts': { body: { accounts: [saved] } } });
  const view = renderStep(stepId, { property: testProperty(), unit: testUnit() });
  await userEvent.type(await screen.findByRole('textbox', { name: /Account holder/ }), 'Anna Berger');
  const iban = screen.getByRole('textbox', { name: /IBAN/ });
  await userEvent.type(iban, 'DE89 3704 0044 0532 0130 01');
  await userEvent.tab();
  expect(screen.getByText('This IBAN is not valid: a digit seems wrong.')).toBeTruthy();
  expect(iban.getAttribute('aria-invalid')).toBe('true');
  expect(view.lastFrame().valid).toBe(false);
  await userEvent.clear(iban);
  await userEvent.type(iban, 'de89370400440532013000');
  expect(screen.getByText("The IBAN's check digits are correct.")).toBeTruthy();
  expect(view.lastFrame()).toMatchObject({ valid: true, dirty: true });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(api.writes()).toEqual([{ method: 'POST', path: '/api/app/user/onboarding/saveBankAccounts', body: { accounts: [{ holderName: 'Anna Berger', iban: 'DE89370400440532013000' }] } }]);
  expect(view.missing).toEqual([]);
});

it('starts from the saved account (unchanged: not dirty), names a wrong length, shows the server error at the IBAN', async () => {
  stubOnboardingApi({ [GET]: { body: { accounts: [saved] } } });
  const view = renderStep('payout-info', { property: testProperty(), unit: testUnit(), fieldErrors: { 'accounts.0.bic': 'The server refused this BIC.' } });
  const iban = await screen.findByRole('textbox', { name: /IBAN/ });
  expect((iban as HTMLInputElement).value).toBe('DE89 3704 0044 0532 0130 00');
  expect(view.lastFrame()).toMatchObject({ dirty: false, valid: true });
  expect(screen.getByText('The server refused this BIC.')).toBeTruthy();
  await userEvent.type(iban, '0');
  await userEvent.tab();
  expect(screen.getByText('This IBAN has the wrong length for its country.')).toBeTruthy();
});

it('shows a retry when the saved accounts cannot be loaded', async () => {
  stubOnboardingApi({ [GET]: { status: 500, body: { status: 500, title: 'boom' } } });
  renderStep('payout-info', { property: testProperty(), unit: testUnit() });
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
});
