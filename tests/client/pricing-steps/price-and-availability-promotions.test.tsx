// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { fakePricingApi } from './fake-pricing-api';

// The promotions step: every promotion the server offers, with its discount and a switch;
// Save switches the changed ones with a state flag.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows each promotion with its discount and state; Save sends the switched ones', async () => {
  const api = fakePricingApi({}, { last_minute: 'ACTIVE' });
  const view = renderStep('price-and-availability-promotions', { property: testProperty(), unit: testUnit() });
  const newListing = await screen.findByRole('switch', { name: 'Offer the new listing promotion' });
  expect(screen.getByText('20% off')).toBeTruthy();
  expect(screen.getByText('Helps you get your first reviews')).toBeTruthy();
  expect(newListing).toHaveProperty('checked', false);
  expect(screen.getByRole('switch', { name: 'Offer the last minute promotion' })).toHaveProperty('checked', true);
  expect(view.lastFrame()).toMatchObject({ dirty: false, valid: true });

  await userEvent.click(newListing);
  await userEvent.click(screen.getByRole('switch', { name: 'Offer the last minute promotion' }));
  expect(view.lastFrame()).toMatchObject({ dirty: true, values: { promotions: { new_listing: true, last_minute: false } } });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(api.writes().map((r) => [r.method, r.path, r.body])).toEqual([
    ['POST', '/api/app/property-unit/unit-1/promotion', { type: 'new_listing', state: true }],
    ['POST', '/api/app/property-unit/unit-1/promotion', { type: 'last_minute', state: false }],
  ]);
  expect(view.results[0]).toMatchObject({ ok: true, value: [{ type: 'new_listing', status: 'ACTIVE' }, { type: 'last_minute', status: 'INACTIVE' }] });
  expect(view.missing).toEqual([]);
});

it('a switch turned back is no change', async () => {
  fakePricingApi();
  const view = renderStep('price-and-availability-promotions', { property: testProperty(), unit: testUnit() });
  const early = await screen.findByRole('switch', { name: 'Offer the early booker promotion' });
  await userEvent.click(early);
  expect(view.lastFrame()).toMatchObject({ dirty: true });
  await userEvent.click(early);
  expect(view.lastFrame()).toMatchObject({ dirty: false, values: { promotions: {} } });
});
