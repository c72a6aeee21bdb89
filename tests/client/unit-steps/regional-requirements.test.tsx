// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { stubApi } from './support';
import { regionalRulesOf } from '../../../src/shared/domain/regional-requirements';

// Step "regional-requirements": the fields the property's country asks for (configuration call),
// their patterns and examples, the "action needed" of a saved invalid value, or "nothing needed".

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = '/api/app/property-unit/unit-1/regional-requirements';
const italy = (values: { registrationNumber?: string | null; nationalIdentificationCode?: string | null; invalid?: string[] } = {}) => ({
  [`GET ${base}/configuration`]: { body: { countryCode: 'IT', fields: regionalRulesOf('IT') } },
  [`GET ${base}`]: {
    body: {
      countryCode: 'IT',
      registrationNumber: values.registrationNumber ?? null,
      nationalIdentificationCode: values.nationalIdentificationCode ?? null,
      invalidFields: (values.invalid ?? []).map((field) => ({ field, message: 'invalid', propertyId: 'prop-1', propertyUnitId: 'unit-1' })),
    },
  },
});

it('asks for the fields of the country with their examples, checks the patterns, and sends normalised values', async () => {
  const api = stubApi({ ...italy(), [`PATCH ${base}`]: (body) => ({ body: { countryCode: 'IT', ...(body as object), invalidFields: [] } }) });
  const view = renderStep('regional-requirements', { property: testProperty(), unit: testUnit() });
  const registration = await screen.findByRole('textbox', { name: 'Registration number' });
  expect(screen.getByText('Holiday rentals in Italy need the following to be published.')).toBeTruthy();
  expect(screen.getByText('For example IT058091C2ISMB9TY8')).toBeTruthy();
  expect(screen.getByText('For example RSSMRA85T10A562S')).toBeTruthy();
  expect(view.lastFrame()).toMatchObject({ valid: false });

  await userEvent.type(registration, 'IT123');
  await userEvent.tab();
  expect(screen.getByText('This does not match the expected format, for example IT058091C2ISMB9TY8.')).toBeTruthy();
  await userEvent.clear(registration);
  await userEvent.type(registration, 'it 058091 c2ismb9ty8');
  await userEvent.type(screen.getByRole('textbox', { name: 'National identification code' }), 'rssmra85t10a562s');
  expect(view.lastFrame()).toMatchObject({
    dirty: true,
    valid: true,
    values: { registrationNumber: 'IT058091C2ISMB9TY8', nationalIdentificationCode: 'RSSMRA85T10A562S' },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(api.writes()).toEqual([
    { method: 'PATCH', path: base, body: { registrationNumber: 'IT058091C2ISMB9TY8', nationalIdentificationCode: 'RSSMRA85T10A562S' } },
  ]);
  expect(view.missing).toEqual([]);
});

it('names a saved value the server finds invalid as action needed, and shows server errors at the field', async () => {
  stubApi(italy({ registrationNumber: 'IT058091C2ISMB9TY8', nationalIdentificationCode: 'RSSMRA85T10', invalid: ['nationalIdentificationCode'] }));
  const view = renderStep('regional-requirements', { property: testProperty(), unit: testUnit(), fieldErrors: { registrationNumber: 'format' } });
  expect((await screen.findByRole('alert')).textContent).toBe('Action needed: the National identification code is missing or not valid.');
  expect(screen.getByRole('textbox', { name: 'Registration number' })).toHaveProperty('value', 'IT058091C2ISMB9TY8');
  expect(screen.getByRole('textbox', { name: 'Registration number' }).getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('format')).toBeTruthy();
  expect(view.missing).toEqual([]);
});

it('an empty required field is marked required, not announced as action needed', async () => {
  stubApi(italy({ invalid: ['registrationNumber', 'nationalIdentificationCode'] }));
  renderStep('regional-requirements', { property: testProperty(), unit: testUnit() });
  expect(await screen.findByRole('textbox', { name: 'Registration number' })).toHaveProperty('required', false);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('textbox', { name: 'Registration number' }).getAttribute('aria-required')).toBe('true');
});

it('says when the country needs nothing, and the step is valid with nothing to send', async () => {
  const api = stubApi({
    [`GET ${base}/configuration`]: { body: { countryCode: 'ES', fields: [] } },
    [`GET ${base}`]: { body: { countryCode: 'ES', registrationNumber: null, nationalIdentificationCode: null, invalidFields: [] } },
  });
  const view = renderStep('regional-requirements', { property: testProperty(), unit: testUnit() });
  expect(await screen.findByText('Holiday rentals in Spain need no registration number or identification code: there is nothing to fill in here.')).toBeTruthy();
  expect(view.lastFrame()).toMatchObject({ valid: true, dirty: false, values: {} });
  expect(screen.queryByRole('textbox')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(api.writes()).toEqual([]);
  expect(view.missing).toEqual([]);
});

it('without an address it says the requirements depend on the country', async () => {
  stubApi({
    [`GET ${base}/configuration`]: { body: { countryCode: null, fields: [] } },
    [`GET ${base}`]: { body: { countryCode: null, registrationNumber: null, nationalIdentificationCode: null, invalidFields: [] } },
  });
  renderStep('regional-requirements', { property: testProperty(), unit: testUnit() });
  expect(await screen.findByText(/^What is needed depends on the property's country\./)).toBeTruthy();
});
