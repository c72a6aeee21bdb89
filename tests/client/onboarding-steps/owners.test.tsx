// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { stubOnboardingApi } from './support';

// Steps verification/owner and personal-details/owner: a company's owners, added and removed.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const O = '/api/app/user/onboarding';
const anton = { firstName: 'Anton', lastName: 'Berger', birthDate: '1970-01-02', nationality: 'AT', ownershipPercent: 60 };

it.each(['verification-owner', 'personal-details-owner'])('%s: adds an owner, refuses an empty one, removes it, saves the list', async (stepId) => {
  const api = stubOnboardingApi({ [`GET ${O}/getBusinessDetails`]: { body: { company: null, owners: [anton], shareholders: [anton], signatories: [] } }, [`POST ${O}/saveBusinessDetails`]: { body: { company: null, owners: [anton], shareholders: [anton], signatories: [] } } }, { type: 'company' });
  const view = renderStep(stepId, { property: testProperty(), unit: testUnit() });
  const first = await screen.findByRole('group', { name: 'Owner 1' });
  expect((within(first).getByRole('textbox', { name: /^First name/ }) as HTMLInputElement).value).toBe('Anton');
  expect(view.lastFrame()).toMatchObject({ dirty: false, valid: true });
  expect(screen.queryByRole('button', { name: 'Remove owner 1' })).toBeNull(); // at least one owner
  await userEvent.click(screen.getByRole('button', { name: 'Add an owner' }));
  const second = screen.getByRole('group', { name: 'Owner 2' });
  expect(view.lastFrame()).toMatchObject({ dirty: true, valid: false });
  await userEvent.click(within(second).getByRole('textbox', { name: /^First name/ }));
  await userEvent.tab();
  expect(within(second).getByText('Please fill in this field.')).toBeTruthy();
  await userEvent.type(within(second).getByRole('textbox', { name: /^First name/ }), 'Berta');
  await userEvent.type(within(second).getByRole('textbox', { name: /^Last name/ }), 'Berger');
  await userEvent.type(within(second).getByLabelText(/^Date of birth/), '1972-02-03');
  await userEvent.selectOptions(within(second).getByRole('combobox', { name: /^Nationality/ }), 'DE');
  await userEvent.type(within(second).getByRole('spinbutton', { name: /^Share/ }), '40');
  // Berta signs for the company (a signatory, AS §3); Anton does not.
  await userEvent.click(within(second).getByRole('checkbox', { name: 'Signs for the company' }));
  expect(view.lastFrame().valid).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(api.writes()[0].body).toEqual({ owners: [{ ...anton, isSignatory: false }, { firstName: 'Berta', lastName: 'Berger', birthDate: '1972-02-03', nationality: 'DE', ownershipPercent: 40, isSignatory: true }] });
  await userEvent.click(screen.getByRole('button', { name: 'Remove owner 2' }));
  expect(screen.queryByRole('group', { name: 'Owner 2' })).toBeNull();
  expect(view.lastFrame().dirty).toBe(false);
  expect(view.missing).toEqual([]);
});

it('shows a nested server error at the owner it names', async () => {
  stubOnboardingApi({ [`GET ${O}/getBusinessDetails`]: { body: { company: null, owners: [anton, { ...anton, firstName: 'Berta' }], shareholders: [anton, { ...anton, firstName: 'Berta' }], signatories: [] } } }, { type: 'company' });
  renderStep('verification-owner', { property: testProperty(), unit: testUnit(), fieldErrors: { 'owners.1.ownershipPercent': 'Shares add up to more than 100.' } });
  const second = await screen.findByRole('group', { name: 'Owner 2' });
  expect(within(second).getByText('Shares add up to more than 100.')).toBeTruthy();
  expect(within(screen.getByRole('group', { name: 'Owner 1' })).queryByText('Shares add up to more than 100.')).toBeNull();
});
