// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { stubOnboardingApi } from './support';

// Steps verification/info and personal-details/info: the individual's or the company's details
// with the address and the tax rules of AS §5.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const O = '/api/app/user/onboarding';

async function fillPerson() {
  await userEvent.type(await screen.findByRole('textbox', { name: /^First name/ }), 'Anna');
  await userEvent.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Berger');
  const birth = screen.getByLabelText(/^Date of birth/) as HTMLInputElement;
  await userEvent.type(birth, '1980-05-04');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Nationality/ }), 'AT');
}
async function fillAddress() {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'IT');
  await userEvent.type(screen.getByRole('textbox', { name: /^Street/ }), 'Via Roma');
  await userEvent.type(screen.getByRole('textbox', { name: /^House number/ }), '12');
  await userEvent.type(screen.getByRole('textbox', { name: /^Postal code/ }), '50123');
  await userEvent.type(screen.getByRole('textbox', { name: /^City/ }), 'Florence');
}

it.each(['verification-info', 'personal-details-info'])('%s: an individual fills in details; state cut to 3, tax id as the first identification', async (stepId) => {
  const api = stubOnboardingApi({ [`GET ${O}/getIndividualDetails`]: { body: { details: null } }, [`POST ${O}/saveIndividualDetails`]: (body) => ({ body: { details: body } }), 'POST /api/app/user/kyc/set-start-at': { body: { startedAt: '2026-11-23T10:00:00.000Z' } } });
  const view = renderStep(stepId, { property: testProperty(), unit: testUnit() });
  await fillPerson();
  await fillAddress();
  const state = screen.getByRole('textbox', { name: /^State or province/ });
  await userEvent.type(state, 'Toscana');
  expect((state as HTMLInputElement).value).toBe('Tos');
  expect(view.lastFrame().valid).toBe(false); // no tax country yet
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Country that issued/ }), 'IT');
  await userEvent.type(screen.getByRole('textbox', { name: /^Tax ID/ }), 'BRGNNA80E44Z102X');
  expect(view.lastFrame()).toMatchObject({ valid: true, dirty: true });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(api.writes()[0].body).toEqual({
    firstName: 'Anna',
    lastName: 'Berger',
    birthDate: '1980-05-04',
    nationality: 'AT',
    address: { country: 'IT', city: 'Florence', street: 'Via Roma', houseNumberOrName: '12', postalCode: '50123', stateOrProvince: 'Tos' },
    countryIssueTaxId: 'IT',
    taxIdentifications: [{ id: 'BRGNNA80E44Z102X', countryIsoCode: 'IT' }],
    userHasVatId: false,
  });
  // Saving the verification step starts identity verification; the personal-details step does not.
  expect(api.writes().map((w) => w.path).slice(1)).toEqual(stepId === 'verification-info' ? ['/api/app/user/kyc/set-start-at'] : []);
  expect(view.results[0].ok).toBe(true);
  expect(view.missing).toEqual([]);
});

it('drops the tax id for a country that issues none; the VAT id only when the host has one; server errors at their field', async () => {
  const saved = { firstName: 'Anna', lastName: 'Berger', birthDate: '1980-05-04', nationality: 'AT', address: { country: 'IT', city: 'F', street: 'S', houseNumberOrName: '1', postalCode: '50123', stateOrProvince: '' }, countryIssueTaxId: 'IT', taxIdentifications: [{ id: 'X1', countryIsoCode: 'IT' }], userHasVatId: false };
  stubOnboardingApi({ [`GET ${O}/getIndividualDetails`]: { body: { details: saved } } });
  const view = renderStep('verification-info', { property: testProperty(), unit: testUnit(), fieldErrors: { 'taxIdentifications.0.id': 'The server refused this tax id.', 'address.city': 'Unknown city.' } });
  expect(await screen.findByText('The server refused this tax id.')).toBeTruthy();
  expect(screen.getByText('Unknown city.')).toBeTruthy();
  expect(view.lastFrame()).toMatchObject({ dirty: false, valid: true });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Country that issued/ }).hasAttribute('disabled')).toBe(false));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Country that issued/ }), 'AE');
  expect(screen.queryByRole('textbox', { name: /^Tax ID/ })).toBeNull();
  expect(screen.getByText('This country issues no tax ID, so none is needed.')).toBeTruthy();
  expect(view.lastFrame().values).toMatchObject({ details: { taxIdentifications: [] } });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Country that issued/ }), 'DE');
  await userEvent.type(screen.getByRole('textbox', { name: /^Tax ID/ }), '12345678901');
  await userEvent.click(screen.getByRole('checkbox', { name: 'I have a VAT ID' }));
  expect(view.lastFrame().valid).toBe(false); // the VAT id is now required
  await userEvent.type(screen.getByRole('textbox', { name: /^VAT ID/ }), 'DE123456789');
  expect(view.lastFrame()).toMatchObject({ valid: true, values: { details: { vatId: 'DE123456789', userHasVatId: true } } });
});

it('a company gives its company details; errors named company.… land at their field', async () => {
  const api = stubOnboardingApi(
    { [`GET ${O}/getBusinessDetails`]: { body: { company: null, owners: [], shareholders: [], signatories: [] } }, [`POST ${O}/saveBusinessDetails`]: { body: { company: null, owners: [], shareholders: [], signatories: [] } } },
    { type: 'company' },
  );
  const view = renderStep('personal-details-info', { property: testProperty(), unit: testUnit(), fieldErrors: { 'company.accountEmail': 'Already used.' } });
  await userEvent.type(await screen.findByRole('textbox', { name: /^Legal company name/ }), 'Alpine Stays GmbH');
  expect(screen.getByText('Already used.')).toBeTruthy();
  await userEvent.type(screen.getByRole('textbox', { name: /^Company registration number/ }), 'FN 1a');
  await userEvent.type(screen.getByRole('textbox', { name: /^Phone number/ }), '+43 512 1');
  await userEvent.type(screen.getByRole('textbox', { name: /^Company e-mail/ }), 'office@alpine.test');
  await fillAddress();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Country that issued/ }), 'AT');
  await userEvent.type(screen.getByRole('textbox', { name: /^Tax ID/ }), '12-345/6789');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(api.writes()[0]).toMatchObject({ path: `${O}/saveBusinessDetails`, body: { company: { legalBusinessName: 'Alpine Stays GmbH', taxIdentifications: [{ id: '12-345/6789', countryIsoCode: 'AT' }] } } });
  expect(view.missing).toEqual([]);
});
