// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { stubApi } from './support';
import { UNIT_TYPES } from '../../../src/shared/domain/unit-types';

// Steps "unit-type" (a kind from shared/domain/unit-types, PATCH unitType) and "start-unit"
// (formless: an introduction, Next only).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const multi = testProperty({ propertyType: 'multi', title: 'Casa Marina Guesthouse' });

it('offers every kind with a sentence, needs one, and sends it', async () => {
  const api = stubApi({ 'PATCH /api/app/property-unit/unit-1': { body: testUnit({ propertyType: 'multi', unitType: 'suite' }) } });
  const view = renderStep('unit-type', { property: multi, unit: testUnit({ propertyType: 'multi' }) });
  expect(screen.getAllByRole('radio')).toHaveLength(UNIT_TYPES.length);
  expect(screen.getByRole('group', { name: 'What kind of unit is it?' })).toBeTruthy();
  expect(screen.getByText('A bedroom with its own living area.')).toBeTruthy();
  expect(view.lastFrame()).toMatchObject({ dirty: false, valid: false });
  await userEvent.click(screen.getByRole('radio', { name: /^Suite/ }));
  expect(view.lastFrame()).toMatchObject({ dirty: true, valid: true, values: { unitType: 'suite' } });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(api.writes()).toEqual([{ method: 'PATCH', path: '/api/app/property-unit/unit-1', body: { unitType: 'suite' } }]);
  expect(view.missing).toEqual([]);
});

it('starts from the saved kind, moves with the arrow keys, and shows a server error under the group', async () => {
  stubApi({});
  const view = renderStep('unit-type', { property: multi, unit: testUnit({ propertyType: 'multi', unitType: 'studio' }), fieldErrors: { unitType: 'unknown unit type' } });
  const studio = screen.getByRole('radio', { name: /^Studio/ });
  expect(studio).toHaveProperty('checked', true);
  expect(view.lastFrame()).toMatchObject({ dirty: false, valid: true });
  const group = screen.getByRole('group', { name: 'What kind of unit is it?' });
  expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('unknown unit type');
  expect(view.missing).toEqual([]);
});

it('start-unit introduces the first unit of the property and has nothing to save', () => {
  const view = renderStep('start-unit', { property: multi, unit: testUnit({ propertyType: 'multi' }) });
  expect(screen.getByText(/^Casa Marina Guesthouse is set up\. Now describe your first unit/)).toBeTruthy();
  expect(screen.getByText('Choose Next to begin.')).toBeTruthy();
  expect(view.lastFrame()).toMatchObject({ values: {}, dirty: false, valid: false, formless: true });
  cleanup();
  renderStep('start-unit', { property: testProperty({ propertyType: 'multi', title: null }), unit: testUnit() });
  expect(screen.getByText(/^Your property is set up\./)).toBeTruthy();
  expect(view.missing).toEqual([]);
});
