// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupUser } from '../../support/user-event';
import { RequestActions } from '../../../src/client/features/bookings/actions/request-actions';
import { bookingKeys } from '../../../src/client/api/bookings';
import { queryKeys } from '../../../src/client/api/queries';
import { availabilityKeys } from '../../../src/client/api/availability';
import { fakeStaysApi } from './fake-stays-api';
import { renderActions } from './render-actions';
import { pendingRequest } from './stays';

// Confirming and rejecting a booking request with the real component and machine; fetch is the
// network boundary. What is sent, what the host reads, and which cached reads are refreshed.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REQ = '/api/app/booking-requests/HP-REQ001';

it('confirm asks once more, then confirms, lowers the counts and refreshes the caches', async () => {
  const server = fakeStaysApi({ stays: [pendingRequest()] });
  const confirmed: string[] = [];
  const view = renderActions(<RequestActions request={pendingRequest()} onConfirmed={(id) => confirmed.push(id)} />);
  view.client.setQueryData(bookingKeys.pendingCount, 1);
  view.client.setQueryData(queryKeys.userInfo, { counts: { pendingBookings: 1, unreadMessages: 0, inquiries: 0, unansweredReviews: 0 } });
  view.client.setQueryData(bookingKeys.list('upcoming', { search: '', unitId: null, page: 1 }), { items: [] });
  view.client.setQueryData(availabilityKeys.events('unit-1', '2026-12-01', '2026-12-31'), { items: [] });

  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm request HP-REQ001?' });
  expect(dialog.textContent).toContain('Lena Brandt, 3 nights in Chalet Alpenblick, Dec 4, 2026 to Dec 7, 2026');
  expect(server.writes()).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, confirm' }));

  expect(await screen.findByText('Request confirmed: booking HP-NEW001 is made.', { selector: 'p' })).toBeTruthy();
  expect(server.writes()).toEqual([['POST', `${REQ}/confirm`, undefined]]);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  expect(confirmed).toEqual(['HP-NEW001']);
  // The snackbar says it too.
  expect(screen.getByRole('status').textContent).toContain('Request confirmed: booking HP-NEW001 is made.');
  // Caches: the request is the answer; the count never below 0; the rest is stale.
  expect(view.client.getQueryData<{ status: string }>(bookingKeys.request('HP-REQ001'))?.status).toBe('CONFIRMED');
  expect(view.client.getQueryData(bookingKeys.pendingCount)).toBe(0);
  expect(view.client.getQueryData<{ counts: { pendingBookings: number } }>(queryKeys.userInfo)?.counts.pendingBookings).toBe(0);
  await waitFor(() => {
    expect(view.client.getQueryState(bookingKeys.list('upcoming', { search: '', unitId: null, page: 1 }))?.isInvalidated).toBe(true);
    expect(view.client.getQueryState(availabilityKeys.events('unit-1', '2026-12-01', '2026-12-31'))?.isInvalidated).toBe(true);
  });
  expect(view.missing).toEqual([]);
});

it('reject: the reason is required, OTHER requires an explanation, each error names its field', async () => {
  const server = fakeStaysApi({ stays: [pendingRequest()] });
  renderActions(<RequestActions request={pendingRequest()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject request HP-REQ001' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject request' }));
  expect(within(dialog).getByText('Reason is missing: choose one.')).toBeTruthy();
  // The first reason has the focus and is described by the error.
  await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: 'My calendar was not up to date' })));
  expect(document.activeElement?.getAttribute('aria-describedby')).toBeTruthy();
  expect(document.getElementById(document.activeElement!.getAttribute('aria-describedby')!)?.textContent).toBe('Reason is missing: choose one.');

  await userEvent.click(within(dialog).getByRole('radio', { name: 'Other reason' }));
  expect(within(dialog).queryByText('Reason is missing: choose one.')).toBeNull();
  const explanation = within(dialog).getByRole('textbox', { name: 'Explanation (required)' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject request' }));
  expect(within(dialog).getByText('Explanation is required when the reason is Other.')).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(explanation));
  expect(explanation.getAttribute('aria-invalid')).toBe('true');
  expect(server.writes()).toEqual([]);

  await userEvent.type(explanation, ' The heating is broken. ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject request' }));
  expect(await screen.findByText('Request rejected. The guest is told.', { selector: 'p' })).toBeTruthy();
  expect(server.writes()).toEqual([['POST', `${REQ}/reject`, { reason: 'OTHER', explanation: 'The heating is broken.' }]]);
});

it('reject HC §5: the explanation is offered and sent only beside a sub-reason (or OTHER)', async () => {
  const server = fakeStaysApi({ stays: [pendingRequest()] });
  renderActions(<RequestActions request={pendingRequest()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'The price is not right' }));
  expect(within(dialog).queryByRole('textbox', { name: /Explanation/ })).toBeNull();
  const detail = within(dialog).getByRole('combobox', { name: 'Detail (optional)' });
  expect([...detail.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['No detail', 'The price shown was too low', 'Extra costs were missing']);
  await userEvent.selectOptions(detail, 'PRICE_TOO_LOW');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Explanation (optional)' }), 'Season prices were missing');
  // Dropping the detail hides the explanation again, and it is not sent.
  await userEvent.selectOptions(detail, '');
  expect(within(dialog).queryByRole('textbox', { name: /Explanation/ })).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject request' }));
  await screen.findByText('Request rejected. The guest is told.', { selector: 'p' });
  expect(server.writes()).toEqual([['POST', `${REQ}/reject`, { reason: 'RATES_MISMATCH' }]]);
});

it('reject with a sub-reason sends it with the explanation', async () => {
  const server = fakeStaysApi({ stays: [pendingRequest()] });
  renderActions(<RequestActions request={pendingRequest()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'The property is not fit to host guests' }));
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Detail (optional)' }), 'REPAIRS');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Explanation (optional)' }), 'Roof repair');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject request' }));
  await screen.findByText('Request rejected. The guest is told.', { selector: 'p' });
  expect(server.writes()).toEqual([['POST', `${REQ}/reject`, { reason: 'PROPERTY_IN_BAD_CONDITION', subReason: 'REPAIRS', explanation: 'Roof repair' }]]);
});

it('409 on confirm: the nights are taken, with the server detail; the request is read again; Close gives the focus back', async () => {
  const server = fakeStaysApi({ stays: [pendingRequest()] });
  server.failNextWrite(409, 'Another booking holds 2026-12-05.');
  const view = renderActions(<RequestActions request={pendingRequest()} />);
  view.client.setQueryData(bookingKeys.request('HP-REQ001'), pendingRequest());
  const confirm = screen.getByRole('button', { name: 'Confirm' });
  await userEvent.click(confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Yes, confirm' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('These nights are no longer free, so the request cannot be confirmed.');
  expect(alert.textContent).toContain('Another booking holds 2026-12-05.');
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(view.client.getQueryState(bookingKeys.request('HP-REQ001'))?.isInvalidated).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(confirm));
  expect(server.writes()).toEqual([['POST', `${REQ}/confirm`, undefined]]);
});

it('a failed reject offers Try again, which sends the same body; the dialog is busy meanwhile', async () => {
  const server = fakeStaysApi({ stays: [pendingRequest()] });
  server.failNextWrite(503);
  renderActions(<RequestActions request={pendingRequest()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  await userEvent.click(screen.getByRole('radio', { name: 'I handle this booking myself' }));
  await userEvent.click(screen.getByRole('button', { name: 'Reject request' }));
  expect((await screen.findByRole('alert')).textContent).toBe('An error occurred, please try again.');
  const release = server.holdWrites();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Reject request' }).getAttribute('aria-busy')).toBe('true'));
  expect(screen.getByRole('button', { name: 'Go back' })).toHaveProperty('disabled', true);
  release();
  await screen.findByText('Request rejected. The guest is told.', { selector: 'p' });
  expect(server.writes()).toEqual([
    ['POST', `${REQ}/reject`, { reason: 'SELF_MANAGED_BOOKING' }],
    ['POST', `${REQ}/reject`, { reason: 'SELF_MANAGED_BOOKING' }],
  ]);
});

it('keyboard alone: open, choose, type, Escape, and focus back on the button', async () => {
  const server = fakeStaysApi({ stays: [pendingRequest()] });
  renderActions(<RequestActions request={pendingRequest()} />);
  const user = setupUser();
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
  await user.tab();
  const reject = screen.getByRole('button', { name: 'Reject' });
  expect(document.activeElement).toBe(reject);
  await user.keyboard('{Enter}');
  const dialog = screen.getByRole('dialog');
  expect(dialog.contains(document.activeElement)).toBe(true);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(reject));

  await user.keyboard('{Enter}');
  // Focus is inside the dialog; reach the reasons by Tab and choose OTHER with Space.
  const other = within(screen.getByRole('dialog')).getByRole('radio', { name: 'Other reason' });
  for (let i = 0; i < 12 && document.activeElement !== other; i += 1) {
    if ((document.activeElement as HTMLInputElement | null)?.type === 'radio') await user.keyboard('{ArrowDown}');
    else await user.tab();
  }
  expect(document.activeElement).toBe(other);
  await user.keyboard(' ');
  expect((other as HTMLInputElement).checked).toBe(true);
  await user.tab();
  await user.keyboard('Booked by a friend');
  await user.keyboard('{Enter}'); // a new line in the textarea, not a submit
  await user.tab(); // Go back
  await user.tab(); // Reject request
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reject request' }));
  await user.keyboard('{Enter}');
  const outcome = await screen.findByText('Request rejected. The guest is told.', { selector: 'p' });
  expect(server.writes()).toEqual([['POST', `${REQ}/reject`, { reason: 'OTHER', explanation: 'Booked by a friend' }]]);
  // The Reject button is gone: the outcome has the focus.
  await waitFor(() => expect(document.activeElement).toBe(outcome));
});

it('offers nothing when the request cannot be decided any more', () => {
  fakeStaysApi();
  const view = renderActions(<RequestActions request={pendingRequest({ status: 'EXPIRED', availableActions: [] })} />);
  expect(view.container.querySelector('button')).toBeNull();
});

it('in German', async () => {
  fakeStaysApi({ stays: [pendingRequest()] });
  const view = renderActions(<RequestActions request={pendingRequest()} />, { locale: 'de-DE' });
  await userEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
  expect(screen.getByRole('dialog', { name: 'Buchungsanfrage HP-REQ001 ablehnen' }).textContent).toContain('Warum lehnen Sie diese Buchungsanfrage ab?');
  expect(view.missing).toEqual([]);
});

it('a refusal stays readable when the request read again has no actions left; Close keeps the focus in place', async () => {
  const server = fakeStaysApi({ stays: [pendingRequest()] });
  server.failNextWrite(409, 'Confirmed in another tab.');
  const view = renderActions(<RequestActions request={pendingRequest()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, confirm' }));
  await screen.findByRole('alert');
  // The page re-read the request: confirmed meanwhile, nothing to offer.
  view.rerender(<RequestActions request={pendingRequest({ status: 'CONFIRMED', booking: 'HP-OTHER1', availableActions: [] })} />);
  expect(screen.getByRole('alert').textContent).toContain('Confirmed in another tab.');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(view.container.querySelector('.stay-actions')));
  expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
});
