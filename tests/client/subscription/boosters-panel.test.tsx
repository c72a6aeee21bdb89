// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscriptionKeys } from '../../../src/client/api/subscriptions';
import type { SubscriptionView } from '../../../src/shared/schemas/subscription';
import { subscriptionView } from '../subscription-steps/fake-subscription-api';
import { fakeManageApi } from './fake-manage-api';
import { renderPanel } from './render-panel';

// The boosters sub-page, driven through every state of the schedule-boost machine: choosing
// dates (cost against the coins, too few blocks), scheduling (busy), done (listed, coins down),
// refused by the server (409: no coins) and chosen again, failed with Retry and Dismiss.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const setDates = (start: string, end: string) => {
  fireEvent.change(screen.getByLabelText('First day of the boost'), { target: { value: start } });
  fireEvent.change(screen.getByLabelText('Last day of the boost'), { target: { value: end } });
};
const bookButton = () => screen.getByRole('button', { name: 'Book the boost' });

it('shows the coins and the unit’s boosts; dates cost coins; booking lists the boost and spends the coins', async () => {
  const server = fakeManageApi({ boosts: [{ id: 'b-0', unitId: 'unit-1', startDate: '2026-12-01', endDate: '2026-12-03', coins: 3 }] });
  const panel = renderPanel('boosters');
  expect(await screen.findByText('14 of 14 boost coins left.')).toBeTruthy();
  expect(screen.getByRole('list', { name: 'Boosts of this unit' }).textContent).toContain('From December 1, 2026 to December 3, 2026 (3 coins)');
  // choosingDates without dates: blocked, and the host reads what to do.
  expect(bookButton()).toHaveProperty('disabled', true);
  expect(screen.getByText(/Choose the first and the last day; a boost lasts at most 28 days/)).toBeTruthy();
  setDates(inDays(10), inDays(8));
  expect(screen.getByText('The last day must be on or after the first day.')).toBeTruthy();
  expect(bookButton()).toHaveProperty('disabled', true);
  setDates(inDays(10), inDays(13));
  expect(screen.getByText('This boost costs 4 coins; you have 14 left.')).toBeTruthy();
  expect(bookButton()).toHaveProperty('disabled', false);

  const release = server.holdWrites();
  await userEvent.click(bookButton());
  // scheduling: busy, the dates locked.
  expect(bookButton().getAttribute('aria-busy')).toBe('true');
  expect(screen.getByLabelText('First day of the boost').closest('fieldset')).toHaveProperty('disabled', true);
  release();

  expect((await screen.findByRole('status')).textContent).toContain('for 4 coins');
  expect(server.writes()).toEqual([['POST', '/api/app/user/subscription/coin/boost', { propertyUnitId: 'unit-1', startDate: inDays(10), endDate: inDays(13) }]]);
  // The credit indicator's cache and the balance here went down; the unit's list shows the new boost.
  expect((panel.client.getQueryData(subscriptionKeys.subscription) as SubscriptionView).boost.remaining).toBe(10);
  await screen.findByText('10 of 14 boost coins left.');
  await waitFor(() => expect(screen.getByRole('list', { name: 'Boosts of this unit' }).querySelectorAll('li')).toHaveLength(2));

  await userEvent.click(screen.getByRole('button', { name: 'Book another boost' }));
  expect(bookButton()).toHaveProperty('disabled', true);
  expect(panel.missing).toEqual([]);
});

it('dates costing more coins than remain are blocked before anything is sent', async () => {
  const server = fakeManageApi({ subscription: subscriptionView({ remaining: 3 }) });
  renderPanel('boosters');
  await screen.findByText('3 of 14 boost coins left.');
  setDates(inDays(5), inDays(11));
  expect(screen.getByRole('alert').textContent).toBe('This boost needs 7 coins but only 3 remain. Choose a shorter boost.');
  expect(bookButton()).toHaveProperty('disabled', true);
  fireEvent.submit(bookButton().closest('form')!);
  expect(server.writes()).toEqual([]);
});

it('no coins left: the host is told, and nothing can be booked', async () => {
  fakeManageApi({ subscription: subscriptionView({ remaining: 0 }) });
  renderPanel('boosters');
  expect((await screen.findByRole('alert')).textContent).toContain('No boost coins remain on your plan');
  setDates(inDays(5), inDays(5));
  expect(bookButton()).toHaveProperty('disabled', true);
});

it('refused by the server (409, the coins ran out meanwhile): its reason is shown, the balance read again, and the host chooses anew', async () => {
  const server = fakeManageApi();
  renderPanel('boosters');
  await screen.findByText('14 of 14 boost coins left.');
  setDates(inDays(3), inDays(9));
  const message = 'No boost coins remain on your plan. Choose a plan with more boosts, or wait for your plan to renew.';
  server.failNextWrite(409, { detail: message });
  server.spendElsewhere(14);
  await userEvent.click(bookButton());
  const alert = (await screen.findByText('The boost was not booked:')).closest('[role="alert"]') as HTMLElement;
  expect(alert.textContent).toContain(message);
  // refused offers no Retry: the same request would be refused again.
  expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  await screen.findByText('0 of 14 boost coins left.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Choose again' }));
  // choosingDates with the fresh balance: the same dates are now too expensive.
  expect(await screen.findByText('This boost needs 7 coins but only 0 remain. Choose a shorter boost.')).toBeTruthy();
  expect(bookButton()).toHaveProperty('disabled', true);
});

it('a failed booking offers Retry (which books) and Back to the dates', async () => {
  const server = fakeManageApi();
  renderPanel('boosters');
  await screen.findByText('14 of 14 boost coins left.');
  setDates(inDays(3), inDays(4));
  server.failNextWrite(500);
  await userEvent.click(bookButton());
  let alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('The boost could not be booked.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Back to the dates' }));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByLabelText('First day of the boost')).toHaveProperty('value', inDays(3));

  server.failNextWrite(500);
  await userEvent.click(bookButton());
  alert = await screen.findByRole('alert');
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect((await screen.findByRole('status')).textContent).toContain('for 2 coins');
  expect(server.writes()).toHaveLength(3);
});

it('a commission host reads the note and nothing is fetched', async () => {
  const server = fakeManageApi();
  renderPanel('boosters', { commercialModel: 'commission' });
  expect(screen.getByRole('heading', { name: 'Boosters' })).toBeTruthy();
  expect(screen.getByRole('note').textContent).toContain('commission');
  await new Promise((r) => setTimeout(r, 30));
  expect(server.requests).toEqual([]);
});
