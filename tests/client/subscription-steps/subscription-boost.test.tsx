// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { fakeSubscriptionApi, subscriptionView } from './fake-subscription-api';

// The boost step: coins left, the unit's boosts, "no boost for now" as a valid answer, a start
// date and a duration; what the coins cannot pay keeps Save disabled and says why.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

it('"no boost for now" is valid and sends nothing', async () => {
  const api = fakeSubscriptionApi();
  const view = renderStep('subscription-boost', { property: testProperty(), unit: testUnit() });
  expect(await screen.findByText('14 of 14 boost coins left.')).toBeTruthy();
  expect(screen.getByText('This unit has no boost planned.')).toBeTruthy();
  expect(screen.getByRole('radio', { name: 'No boost for now' })).toHaveProperty('checked', true);
  expect(view.lastFrame()).toMatchObject({ valid: true, dirty: false, values: { choice: 'none' } });
  view.getByRole('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(api.writes()).toEqual([]);
  expect(view.missing).toEqual([]);
});

it('schedules a boost from a start date and a duration', async () => {
  const api = fakeSubscriptionApi();
  const view = renderStep('subscription-boost', { property: testProperty(), unit: testUnit() });
  await userEvent.click(await screen.findByRole('radio', { name: /Boost this unit/ }));
  expect(view.lastFrame()).toMatchObject({ valid: false, dirty: true });
  fireEvent.change(screen.getByLabelText(/First day of the boost/), { target: { value: inDays(2) } });
  expect(view.lastFrame()).toMatchObject({ valid: true, values: { choice: 'boost', propertyUnitId: 'unit-1', startDate: inDays(2), endDate: inDays(8) } });
  expect(screen.getByText(/for 7 coins/)).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(api.writes()).toEqual([['POST', '/api/app/user/subscription/coin/boost', { propertyUnitId: 'unit-1', startDate: inDays(2), endDate: inDays(8) }]]);
  expect(view.missing).toEqual([]);
});

it('a boost the coins cannot pay, or a past or overlapping date, keeps Save disabled and says why', async () => {
  fakeSubscriptionApi({ subscription: subscriptionView({ remaining: 10 }), boosts: [{ id: 'b-0', unitId: 'unit-1', startDate: inDays(20), endDate: inDays(22), coins: 3 }] });
  const view = renderStep('subscription-boost', { property: testProperty(), unit: testUnit() });
  expect(await screen.findByText(/^From .* \(3 coins\)$/)).toBeTruthy();
  await userEvent.click(screen.getByRole('radio', { name: /Boost this unit/ }));
  fireEvent.change(screen.getByLabelText(/First day of the boost/), { target: { value: inDays(-1) } });
  expect(screen.getByText('Choose today or a later day.')).toBeTruthy();
  expect(view.lastFrame().valid).toBe(false);
  fireEvent.change(screen.getByLabelText(/First day of the boost/), { target: { value: inDays(18) } });
  expect(screen.getByText(/already has a boost on some of these days/)).toBeTruthy();
  expect(view.lastFrame().valid).toBe(false);
  fireEvent.change(screen.getByLabelText(/First day of the boost/), { target: { value: inDays(1) } });
  expect(view.lastFrame().valid).toBe(true);
  await userEvent.selectOptions(screen.getByLabelText(/How long/), '14');
  expect(screen.getByText('This boost needs 14 coins but only 10 remain. Choose a shorter boost.')).toBeTruthy();
  expect(view.lastFrame().valid).toBe(false);
  expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
});

it('with no coins left the form says why and cannot be saved with a boost', async () => {
  fakeSubscriptionApi({ subscription: subscriptionView({ remaining: 0 }) });
  const view = renderStep('subscription-boost', { property: testProperty(), unit: testUnit() });
  await userEvent.click(await screen.findByRole('radio', { name: /Boost this unit/ }));
  expect(screen.getByText(/No boost coins remain on your plan/)).toBeTruthy();
  expect(screen.queryByLabelText(/First day of the boost/)).toBeNull();
  expect(view.lastFrame()).toMatchObject({ valid: false });
  await userEvent.click(screen.getByRole('radio', { name: 'No boost for now' }));
  expect(view.lastFrame()).toMatchObject({ valid: true });
});

it("shows the server's refusal (409) under the form", async () => {
  const api = fakeSubscriptionApi();
  const view = renderStep('subscription-boost', { property: testProperty(), unit: testUnit() });
  await userEvent.click(await screen.findByRole('radio', { name: /Boost this unit/ }));
  fireEvent.change(screen.getByLabelText(/First day of the boost/), { target: { value: inDays(2) } });
  api.failNextWrite(409, { type: 'urn:host-portal:problem:conflict', detail: 'No boost coins remain on your plan.' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(view.results[0]).toMatchObject({ ok: false, error: { status: 409 } });
  expect(await screen.findByText('The boost was not booked:')).toBeTruthy();
  expect(screen.getByText('No boost coins remain on your plan.')).toBeTruthy();
});

it('an expired subscription cannot boost, and the form says why', async () => {
  fakeSubscriptionApi({ subscription: subscriptionView({ isExpired: true }) });
  const view = renderStep('subscription-boost', { property: testProperty(), unit: testUnit() });
  await userEvent.click(await screen.findByRole('radio', { name: /Boost this unit/ }));
  expect(screen.getByText(/Your subscription has expired, so this unit cannot be boosted/)).toBeTruthy();
  expect(view.lastFrame().valid).toBe(false);
});
