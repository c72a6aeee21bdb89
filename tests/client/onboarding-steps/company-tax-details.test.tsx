// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { stubOnboardingApi } from './support';

// The company's tax details of AS §3 beyond name and address: phone type, business
// and accounting e-mails, the principal place of business with its same-address flag, a permanent
// establishment in the EU (yes, no or not stated) with its member states; and the legal form shown.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const O = '/api/app/user/onboarding';
const EMPTY = { company: null, owners: [], shareholders: [], signatories: [] };

async function fillAddress(scope: HTMLElement) {
  const at = within(scope);
  await userEvent.selectOptions(at.getByRole('combobox', { name: 'Country' }), 'IT');
  await userEvent.type(at.getByRole('textbox', { name: /^Street/ }), 'Via Roma');
  await userEvent.type(at.getByRole('textbox', { name: /^House number/ }), '12');
  await userEvent.type(at.getByRole('textbox', { name: /^Postal code/ }), '50123');
  await userEvent.type(at.getByRole('textbox', { name: /^City/ }), 'Florence');
}

it('a company names its phone type, e-mails, principal place of business and EU establishments; each rule holds Save back', async () => {
  const api = stubOnboardingApi({ [`GET ${O}/getBusinessDetails`]: { body: EMPTY }, [`POST ${O}/saveBusinessDetails`]: { body: EMPTY } }, { type: 'company' });
  const view = renderStep('personal-details-info', { property: testProperty(), unit: testUnit() });
  await userEvent.type(await screen.findByRole('textbox', { name: /^Legal company name/ }), 'Alpine Stays GmbH');
  expect(screen.getByText('Legal form: business')).toBeTruthy();
  await userEvent.type(screen.getByRole('textbox', { name: /^Company registration number/ }), 'FN 1a');
  await userEvent.type(screen.getByRole('textbox', { name: /^Phone number/ }), '+43 512 1');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Type of phone/ }), 'landline');
  await userEvent.type(screen.getByRole('textbox', { name: /^Company e-mail/ }), 'office@alpine.test');
  await userEvent.type(screen.getByRole('textbox', { name: /^Business e-mail/ }), 'stay@alpine.test');
  await userEvent.type(screen.getByRole('textbox', { name: /^Accounting e-mail/ }), 'books@');
  await fillAddress(screen.getByRole('group', { name: 'Address' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Country that issued/ }), 'AT');
  await userEvent.type(screen.getByRole('textbox', { name: /^Tax ID/ }), '12-345/6789');
  // A half-typed accounting e-mail is refused; the finished one passes.
  expect(view.lastFrame().valid).toBe(false);
  await userEvent.type(screen.getByRole('textbox', { name: /^Accounting e-mail/ }), 'alpine.test');
  expect(view.lastFrame().valid).toBe(true);

  // The principal place of business elsewhere asks for its address.
  expect(screen.queryByRole('group', { name: 'Principal place of business' })).toBeNull();
  await userEvent.click(screen.getByRole('checkbox', { name: 'The principal place of business is at this address' }));
  const principal = screen.getByRole('group', { name: 'Principal place of business' });
  expect(view.lastFrame().valid).toBe(false);
  await fillAddress(principal);
  expect(view.lastFrame().valid).toBe(true);

  // An establishment in the EU asks for at least one member state.
  expect(screen.queryByRole('group', { name: 'EU member states of the establishments' })).toBeNull();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Permanent establishment in the EU/ }), 'true');
  const states = screen.getByRole('group', { name: 'EU member states of the establishments' });
  expect(within(states).getAllByRole('checkbox')).toHaveLength(27);
  expect(view.lastFrame().valid).toBe(false);
  await userEvent.click(within(states).getByRole('checkbox', { name: 'Italy' }));
  expect(view.lastFrame().valid).toBe(true);

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(api.writes()[0]!.body).toMatchObject({
    company: {
      phoneType: 'landline',
      businessEmail: 'stay@alpine.test',
      accountingEmail: 'books@alpine.test',
      principalAddressSameAsAddress: false,
      principalAddress: { country: 'IT', city: 'Florence', street: 'Via Roma', houseNumberOrName: '12', postalCode: '50123' },
      euPermanentEstablishment: true,
      euMemberStates: ['IT'],
    },
  });
  expect(view.missing).toEqual([]);
});

it('an individual is shown the Individual legal form', async () => {
  stubOnboardingApi({ [`GET ${O}/getIndividualDetails`]: { body: { details: null } } });
  renderStep('personal-details-info', { property: testProperty(), unit: testUnit() });
  expect(await screen.findByText('Legal form: individual')).toBeTruthy();
  expect(screen.queryByRole('combobox', { name: /^Permanent establishment in the EU/ })).toBeNull();
});
