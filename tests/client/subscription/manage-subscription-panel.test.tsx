// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscriptionKeys } from '../../../src/client/api/subscriptions';
import type { SubscriptionView } from '../../../src/shared/schemas/subscription';
import { subscriptionView } from '../subscription-steps/fake-subscription-api';
import { fakeManageApi } from './fake-manage-api';
import { renderPanel } from './render-panel';

// The manage-subscription sub-page, driven through every state of the change-plan machine
// (choosing, confirming, dismissed, saving, done, failed, retried, failure dismissed), its
// scheduled changes with withdrawing, and the commission host's note. fetch is the boundary.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const changeButton = () => screen.getByRole('button', { name: 'Change plan' });

it('choose, confirm naming the plan and that no card is charged, dismiss, then save: the new plan is current everywhere', async () => {
  const server = fakeManageApi();
  const panel = renderPanel('manage-subscription');
  expect((await screen.findByText(/Your current plan:/)).textContent).toBe('Your current plan: Starter');
  expect(screen.getByText('Boost coins: 14 of 14 left.')).toBeTruthy();
  // choosingPlan without a plan: the request is blocked and the host is told why.
  expect(changeButton()).toHaveProperty('disabled', true);
  expect(screen.getByText('Choose a plan to change to.')).toBeTruthy();
  // The current plan changes nothing.
  await userEvent.click(screen.getByRole('radio', { name: /Starter/ }));
  expect(changeButton()).toHaveProperty('disabled', true);
  expect(screen.getByText('You are on this plan already. Choose another one.')).toBeTruthy();

  await userEvent.click(screen.getByRole('radio', { name: /Premium/ }));
  expect(changeButton()).toHaveProperty('disabled', false);
  await userEvent.click(changeButton());
  const dialog = await screen.findByRole('dialog', { name: 'Change to the Premium plan?' });
  expect(dialog.textContent).toContain('No card is charged');
  expect(dialog.textContent).not.toContain('coupon');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(server.writes()).toEqual([]);
  // Back to choosing with Premium still chosen.
  expect(screen.getByRole('radio', { name: /Premium/ })).toHaveProperty('checked', true);

  await userEvent.click(changeButton());
  const release = server.holdWrites();
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, change plan' }));
  // saving: the accept button is busy and nothing can be closed.
  const busy = within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, change plan' });
  expect(busy.getAttribute('aria-busy')).toBe('true');
  expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep my plan' })).toHaveProperty('disabled', true);
  release();

  expect((await screen.findByText('Your plan is now Premium.', { exact: false })).textContent).toContain('No card was charged.');
  expect(server.writes()).toEqual([['POST', '/api/app/subscription/sub-1/change-plan', { planItemPriceId: 'premium-monthly' }]]);
  // The cache the credit indicator reads holds the new plan; the summary shows it as current.
  expect((panel.client.getQueryData(subscriptionKeys.subscription) as SubscriptionView).subscription.planId).toBe('premium-monthly');
  await waitFor(() => expect(screen.getByText(/Your current plan:/).textContent).toContain('Premium'));

  // Another change starts a fresh machine: nothing chosen.
  await userEvent.click(screen.getByRole('button', { name: 'Change the plan again' }));
  expect(changeButton()).toHaveProperty('disabled', true);
  expect(screen.getByRole('radio', { name: /Premium/ }).closest('label')!.textContent).toContain('Your current plan');
  expect(panel.missing).toEqual([]);
});

it('a failed change offers Retry, which sends the same request with the coupon again and succeeds', async () => {
  const server = fakeManageApi();
  renderPanel('manage-subscription');
  await userEvent.click(await screen.findByRole('radio', { name: /Standard/ }));
  await userEvent.type(screen.getByLabelText('Coupon code'), '  WELCOME10 ');
  await userEvent.click(changeButton());
  expect((await screen.findByRole('dialog')).textContent).toContain('Your coupon code is applied to the new plan.');
  server.failNextWrite(500, { detail: 'Billing is down' });
  await userEvent.click(screen.getByRole('button', { name: 'Yes, change plan' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('The plan could not be changed.');
  // failed: the form is locked until the host retries or goes back.
  expect(screen.getByLabelText('Coupon code').closest('fieldset')).toHaveProperty('disabled', true);
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  await screen.findByText('Your plan is now Standard.', { exact: false });
  const body = { planItemPriceId: 'standard-monthly', couponCode: 'WELCOME10' };
  expect(server.writes()).toEqual([
    ['POST', '/api/app/subscription/sub-1/change-plan', body],
    ['POST', '/api/app/subscription/sub-1/change-plan', body],
  ]);
});

it('a refused coupon says so; Back to the plans lets the host clear it and save without one', async () => {
  const server = fakeManageApi();
  renderPanel('manage-subscription');
  await userEvent.click(await screen.findByRole('radio', { name: /Premium/ }));
  await userEvent.type(screen.getByLabelText('Coupon code'), 'NOPE');
  await userEvent.click(changeButton());
  server.failNextWrite(400, { invalidParams: [{ name: 'couponCode', reason: 'is not a valid coupon' }] });
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, change plan' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('The coupon code is not valid.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Back to the plans' }));
  expect(screen.queryByRole('alert')).toBeNull();
  // choosingPlan again, with the plan and the coupon as they were.
  expect(screen.getByRole('radio', { name: /Premium/ })).toHaveProperty('checked', true);
  await userEvent.clear(screen.getByLabelText('Coupon code'));
  await userEvent.click(changeButton());
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, change plan' }));
  await screen.findByText('Your plan is now Premium.', { exact: false });
  expect(server.writes()[1]).toEqual(['POST', '/api/app/subscription/sub-1/change-plan', { planItemPriceId: 'premium-monthly' }]);
});

it('the keyboard alone chooses, confirms and saves; Escape dismisses the confirmation', async () => {
  fakeManageApi();
  renderPanel('manage-subscription');
  const standard = await screen.findByRole('radio', { name: /Standard/ });
  standard.focus();
  await userEvent.keyboard(' ');
  expect(standard).toHaveProperty('checked', true);
  changeButton().focus();
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('dialog');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  changeButton().focus();
  await userEvent.keyboard('{Enter}');
  const accept = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, change plan' });
  accept.focus();
  await userEvent.keyboard('{Enter}');
  await screen.findByText('Your plan is now Standard.', { exact: false });
});

it('lists a scheduled cancellation and withdraws it with a reason; the cancel section is offered again', async () => {
  const view = fakeManageApi({
    subscription: subscriptionViewScheduled(),
    changes: [{ id: 'c-1', kind: 'cancellation', planId: 'starter-monthly', effectiveAt: '2026-12-23T10:00:00.000Z', detail: { reason: 'other' } }],
  });
  renderPanel('manage-subscription');
  const list = await screen.findByRole('list', { name: 'Scheduled changes' });
  expect(list.textContent).toContain('Cancellation of your Starter plan, on December 23, 2026');
  expect(screen.getByText(/Your subscription is cancelled and stays active until/)).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Withdraw this change' }));
  // Keep it goes back without a call.
  await userEvent.click(screen.getByRole('button', { name: 'Keep it scheduled' }));
  expect(view.writes()).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw this change' }));
  await userEvent.type(screen.getByLabelText('Why are you withdrawing it? (optional)'), 'Bookings picked up');
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw the change' }));
  await screen.findByText('No changes to your subscription are scheduled.');
  expect(view.writes()).toEqual([['DELETE', '/api/app/subscription/sub-1/scheduled-changes', { reason: 'Bookings picked up' }]]);
  // Not cancelled any more: the cancel form is back.
  expect(await screen.findByRole('radio', { name: 'Not enough bookings' })).toBeTruthy();
});

it('a cancellation made below appears in the scheduled changes', async () => {
  fakeManageApi();
  renderPanel('manage-subscription');
  await screen.findByText('No changes to your subscription are scheduled.');
  await userEvent.click(screen.getByRole('radio', { name: 'It is too expensive' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
  expect((await screen.findByRole('list', { name: 'Scheduled changes' })).textContent).toContain('Cancellation of your Starter plan');
});

it('a failed withdrawal says so and keeps the form', async () => {
  const server = fakeManageApi({
    subscription: subscriptionViewScheduled(),
    changes: [{ id: 'c-1', kind: 'cancellation', planId: 'starter-monthly', effectiveAt: '2026-12-23T10:00:00.000Z', detail: {} }],
  });
  renderPanel('manage-subscription');
  await userEvent.click(await screen.findByRole('button', { name: 'Withdraw this change' }));
  server.failNextWrite(409, { detail: 'Nothing to withdraw' });
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw the change' }));
  expect((await screen.findByRole('alert')).textContent).toContain('The change could not be withdrawn.');
  expect(screen.getByRole('button', { name: 'Withdraw the change' })).toBeTruthy();
});

it('a failed load offers Try again', async () => {
  const server = fakeManageApi({ failingReads: ['/api/app/v2/user/subscription'] });
  renderPanel('manage-subscription');
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Try again');
  const before = server.reads('/api/app/v2/user/subscription');
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(server.reads('/api/app/v2/user/subscription')).toBeGreaterThan(before));
});

it('a commission host reads the note and nothing about subscriptions is fetched', async () => {
  const server = fakeManageApi();
  renderPanel('manage-subscription', { commercialModel: 'commission' });
  expect(screen.getByRole('heading', { name: 'Manage subscription' })).toBeTruthy();
  expect(screen.getByRole('note').textContent).toContain('commission');
  await new Promise((r) => setTimeout(r, 30));
  expect(server.requests).toEqual([]);
});

function subscriptionViewScheduled(): SubscriptionView {
  const view = subscriptionView();
  view.subscription.isCancellationScheduled = true;
  return view;
}
