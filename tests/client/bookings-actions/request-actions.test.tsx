// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
