// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { configuration, stubApi } from './support';

// Step "amenities": the configuration's groups (top amenities first, then general...), a filter,
// checkboxes; PATCH unit amenities in configuration order.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('lists the top amenities first, then the groups with general first, each amenity once', async () => {
  stubApi({});
  const view = renderStep('amenities', { property: testProperty(), unit: testUnit({ amenities: ['heating', 'wifi'] }) });
  const groups = await screen.findAllByRole('group');
  expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual(['Most popular', ...configuration().amenities.map((g) => g.label)]);
  expect(within(groups[0]).getAllByRole('checkbox')).toHaveLength(configuration().topAmenities.length);
  expect(screen.getAllByRole('checkbox', { name: 'Wi-Fi' })).toHaveLength(1);
  expect(within(groups[0]).getByRole('checkbox', { name: 'Wi-Fi' })).toHaveProperty('checked', true);
  expect(within(groups[1]).getByRole('checkbox', { name: 'Heating' })).toHaveProperty('checked', true);
  expect(screen.getByText('2 amenities selected')).toBeTruthy();
  expect(view.lastFrame()).toMatchObject({ dirty: false, valid: true, values: { amenities: ['wifi', 'heating'] } });
  expect(view.missing).toEqual([]);
});

it('filters by name, ticks and unticks, and sends the choice in configuration order', async () => {
  const api = stubApi({ 'PATCH /api/app/property-unit/unit-1': { body: testUnit() } });
  const view = renderStep('amenities', { property: testProperty(), unit: testUnit({ amenities: ['heating', 'wifi'] }) });
  const filter = await screen.findByRole('searchbox', { name: 'Find an amenity' });
  await userEvent.type(filter, 'pool');
  expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('value') ?? (c.parentElement?.textContent ?? ''))).toEqual([
    'Private pool',
    'Shared pool',
    'Heated pool',
  ]);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Heated pool' }));
  await userEvent.clear(filter);
  await userEvent.type(filter, 'zzz');
  expect(screen.getByText('No amenity matches “zzz”.')).toBeTruthy();
  await userEvent.clear(filter);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Heating' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Balcony' }));
  expect(view.lastFrame()).toMatchObject({ dirty: true, valid: true });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(api.writes()).toEqual([{ method: 'PATCH', path: '/api/app/property-unit/unit-1', body: { amenities: ['wifi', 'balcony', 'heated_pool'] } }]);
  expect(view.missing).toEqual([]);
});

it('back to the saved choice is not a change; a server refusal is shown', async () => {
  stubApi({});
  const view = renderStep('amenities', { property: testProperty(), unit: testUnit({ amenities: ['wifi'] }), fieldErrors: { 'amenities.0': 'unknown amenity' } });
  const wifi = await screen.findByRole('checkbox', { name: 'Wi-Fi' });
  await userEvent.click(wifi);
  expect(view.lastFrame().dirty).toBe(true);
  await userEvent.click(wifi);
  expect(view.lastFrame().dirty).toBe(false);
  expect(screen.getByRole('alert').textContent).toBe('unknown amenity');
});
