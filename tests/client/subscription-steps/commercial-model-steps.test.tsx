// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { fakeSubscriptionApi } from './fake-subscription-api';

// The onboarding steps of the commercial model: commission terms, subscription or commission,
// the property's plan among those that fit, and what that plan includes.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const save = async (view: ReturnType<typeof renderStep>) => {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
};

it('commission-model: the terms in plain words; Save needs the accept box and stores the acceptance', async () => {
  const api = fakeSubscriptionApi({ model: { commercialModel: 'commission' } });
  const view = renderStep('commission-model', { property: testProperty(), unit: testUnit() });
  expect(await screen.findByText('There is no monthly fee.')).toBeTruthy();
  expect(view.lastFrame()).toMatchObject({ valid: false });
  await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the commission terms' }));
  expect(view.lastFrame()).toMatchObject({ valid: true, dirty: true, values: { accepted: true } });
  await save(view);
  expect(api.writes()).toEqual([['PUT', '/api/app/commercial-model/commission-terms', { accepted: true }]]);
  expect(view.missing).toEqual([]);
});

it('commission-model: a subscription host is told the terms do not apply and cannot accept them', async () => {
  fakeSubscriptionApi();
  const view = renderStep('commission-model', { property: testProperty(), unit: testUnit() });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'I accept the commission terms' }));
  expect(screen.getByText(/these terms do not apply to you/)).toBeTruthy();
  expect(view.lastFrame().valid).toBe(false);
});

it('commercial-model: subscription or commission while onboarding; Save sends the choice', async () => {
  const api = fakeSubscriptionApi();
  const view = renderStep('commercial-model', { property: testProperty(), unit: testUnit() });
  expect(await screen.findByRole('radio', { name: /Subscription/ })).toHaveProperty('checked', true);
  expect(view.lastFrame()).toMatchObject({ valid: true, dirty: false });
  await userEvent.click(screen.getByRole('radio', { name: /Commission/ }));
  expect(view.lastFrame()).toMatchObject({ dirty: true, values: { commercialModel: 'commission' } });
  await save(view);
  expect(api.writes()).toEqual([['PUT', '/api/app/commercial-model', { commercialModel: 'commission' }]]);
  expect(view.missing).toEqual([]);
});

it('commercial-model: after onboarding the model is shown, not offered', async () => {
  fakeSubscriptionApi({ model: { onboardingStatus: 'finished' } });
  renderStep('commercial-model', { property: testProperty(), unit: testUnit() });
  expect(await screen.findByText(/can no longer be changed here/)).toBeTruthy();
  expect(screen.getAllByRole('radio')).toHaveLength(1);
});

it('commercial-model-plan: a hybrid commission host sees the commission plans and its hybrid one, with fees', async () => {
  const api = fakeSubscriptionApi({ model: { commercialModel: 'commission', biddingTag: 7 } });
  const view = renderStep('commercial-model-plan', { property: testProperty(), unit: testUnit() });
  await screen.findByRole('radio', { name: /Split fee/ });
  expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual([
    expect.stringContaining('Split fee'),
    expect.stringContaining('Host pays'),
    expect.stringContaining('Host pays (reduced)'),
    expect.stringContaining('Hybrid 7'),
  ]);
  expect(screen.getByText(/You pay 14.5% of each booking/)).toBeTruthy();
  expect(view.lastFrame()).toMatchObject({ valid: false });
  await userEvent.click(screen.getByRole('radio', { name: /Hybrid 7/ }));
  await save(view);
  expect(api.writes()).toEqual([['PUT', '/api/app/properties/prop-1/commercial-model-plan', { commercialModelPlan: 'hybrid_7' }]]);
  expect(view.missing).toEqual([]);
});

it('commercial-model-plan: a subscription host chooses between the two subscription plans', async () => {
  fakeSubscriptionApi({ propertyPlan: 'subscription' });
  const view = renderStep('commercial-model-plan', { property: testProperty(), unit: testUnit() });
  expect((await screen.findAllByRole('radio'))[0]).toHaveProperty('checked', true);
  expect(screen.getAllByRole('radio')).toHaveLength(2);
  expect(view.lastFrame()).toMatchObject({ valid: true, dirty: false });
});

it('commercial-model-plan-services: what the plan includes, confirmed with a checkbox', async () => {
  const api = fakeSubscriptionApi({ propertyPlan: 'subscription_2' });
  const view = renderStep('commercial-model-plan-services', { property: testProperty(), unit: testUnit() });
  expect(await screen.findByText('Secure guest payments and payouts to you')).toBeTruthy();
  expect(screen.getByText(/Guests pay a service fee of 3%/)).toBeTruthy();
  expect(view.lastFrame().valid).toBe(false);
  await userEvent.click(screen.getByRole('checkbox', { name: 'I have read what my plan includes' }));
  await save(view);
  expect(api.writes()).toEqual([['PUT', '/api/app/commercial-model/plan-services', { accepted: true }]]);
  expect(view.missing).toEqual([]);
});

it('commercial-model-plan-services: without a plan there is nothing to confirm yet', async () => {
  fakeSubscriptionApi();
  const view = renderStep('commercial-model-plan-services', { property: testProperty(), unit: testUnit() });
  expect(await screen.findByText(/Choose the plan of your property first/)).toBeTruthy();
  expect(view.lastFrame().valid).toBe(false);
});

it('commercial-model-plan-services: a plan of the other model (the host switched) is not confirmed; the host chooses again first', async () => {
  fakeSubscriptionApi({ propertyPlan: 'split' });
  const view = renderStep('commercial-model-plan-services', { property: testProperty(), unit: testUnit() });
  expect(await screen.findByText(/Choose the plan of your property first/)).toBeTruthy();
  expect(view.lastFrame().valid).toBe(false);
});
