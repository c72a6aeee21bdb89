// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { fakeSubscriptionApi, subscriptionView } from './fake-subscription-api';

// The plan step: the monthly plans as cards, the current one marked, a coupon, and the notice
// that no card is charged; Save changes the plan (an empty coupon is not sent).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows the monthly plans with what they include, the current one marked; Save sends the chosen plan without an empty coupon', async () => {
  const api = fakeSubscriptionApi();
  const view = renderStep('subscription-plan', { property: testProperty(), unit: testUnit() });
  const starter = await screen.findByRole('radio', { name: /Starter/ });
  expect(screen.queryByRole('radio', { name: /yearly/i })).toBeNull();
  expect(screen.getAllByRole('radio')).toHaveLength(3);
  expect(starter).toHaveProperty('checked', true);
  expect(screen.getByText('Your current plan')).toBeTruthy();
  expect(screen.getByText('60 leads a month')).toBeTruthy();
  expect(screen.getByText('Up to 10 published units')).toBeTruthy();
  expect(screen.getByText(/Bonus: 7 boost coins, valid until December 31, 2027/)).toBeTruthy();
  // The add-on services of each card: Premium has all eight, Starter two.
  const card = (name: RegExp) => screen.getByRole('radio', { name }).closest('.choice-card')!;
  expect(card(/Premium/).textContent).toContain('Your listing promoted on social media');
  expect(card(/Premium/).querySelectorAll('[data-service]')).toHaveLength(8);
  expect(card(/Starter/).querySelectorAll('[data-service]')).toHaveLength(2);
  expect(card(/Starter/).textContent).not.toContain('Diamond badge');
  expect(screen.getByText(/No card is charged/)).toBeTruthy();
  expect(screen.getByText('Boost coins: 14 of 14 left.')).toBeTruthy();
  expect(view.lastFrame()).toMatchObject({ dirty: false, valid: true });

  await userEvent.click(screen.getByRole('radio', { name: /Standard/ }));
  expect(view.lastFrame()).toMatchObject({ dirty: true, valid: true, values: { subscriptionId: 'sub-1', planItemPriceId: 'standard-monthly', couponCode: '' } });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(api.writes()).toEqual([['POST', '/api/app/subscription/sub-1/change-plan', { planItemPriceId: 'standard-monthly' }]]);
  expect(view.results[0]).toMatchObject({ ok: true, value: { billing: { charged: false } } });
  expect(view.missing).toEqual([]);
});

it('sends a coupon when one is typed; a refused coupon is reported by the save', async () => {
  const api = fakeSubscriptionApi({ subscription: subscriptionView({ planId: 'standard-monthly' }) });
  const view = renderStep('subscription-plan', { property: testProperty(), unit: testUnit() });
  await userEvent.click(await screen.findByRole('radio', { name: /Premium/ }));
  await userEvent.type(screen.getByLabelText(/Coupon code/), ' WELCOME10 ');
  expect(view.lastFrame().values).toMatchObject({ planItemPriceId: 'premium-monthly', couponCode: 'WELCOME10' });
  api.failNextWrite(400, { type: 'urn:host-portal:problem:validation', invalidParams: [{ name: 'couponCode', reason: 'is not a valid coupon' }] });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(api.writes()).toEqual([['POST', '/api/app/subscription/sub-1/change-plan', { planItemPriceId: 'premium-monthly', couponCode: 'WELCOME10' }]]);
  expect(view.results[0]).toMatchObject({ ok: false, error: { status: 400, fields: { couponCode: ['is not a valid coupon'] } } });
});

it('shows a server field error under the plans', async () => {
  fakeSubscriptionApi();
  renderStep('subscription-plan', { property: testProperty(), unit: testUnit(), fieldErrors: { planItemPriceId: 'must be one of the offered plans' } });
  expect(await screen.findByText('must be one of the offered plans')).toBeTruthy();
});

it('an expired subscription says so above the plans', async () => {
  fakeSubscriptionApi({ subscription: subscriptionView({ isExpired: true }) });
  const view = renderStep('subscription-plan', { property: testProperty(), unit: testUnit() });
  expect(await screen.findByText('Your subscription has expired. Choose a plan to renew it.')).toBeTruthy();
  expect(view.missing).toEqual([]);
});
