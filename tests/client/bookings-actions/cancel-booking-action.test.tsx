// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CancelBookingAction } from '../../../src/client/features/bookings/actions/cancel-booking-action';
import { bookingKeys } from '../../../src/client/api/bookings';
import { availabilityKeys } from '../../../src/client/api/availability';
import { fakeStaysApi } from './fake-stays-api';
import { renderActions } from './render-actions';
import { confirmedBooking } from './stays';

// Cancelling a booking with the real component and machine: the reasons form, the confirmation,
// the call; fetch is the network boundary.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BKG = '/api/app/bookings/HP-BKG001';

it('reason, sub-reason and explanation, one more confirmation, then cancelled with the caches refreshed', async () => {
  const server = fakeStaysApi({ stays: [confirmedBooking()] });
  const view = renderActions(<CancelBookingAction booking={confirmedBooking()} />);
  view.client.setQueryData(availabilityKeys.events('unit-1', '2026-12-01', '2026-12-31'), { items: [] });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
  let dialog = screen.getByRole('dialog', { name: 'Cancel booking HP-BKG001' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(within(dialog).getByText('Reason is missing: choose one.')).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'The property is not available' }));
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Detail (optional)' }), 'DOUBLE_BOOKED');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Explanation (optional)' }), 'Booked twice by mistake');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  dialog = screen.getByRole('dialog', { name: 'Cancel booking HP-BKG001?' });
  expect(dialog.textContent).toContain('The guest is told and the nights become free again.');
  expect(server.writes()).toEqual([]);
  // Going back keeps what was chosen.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
  expect((screen.getByRole('radio', { name: 'The property is not available' }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('combobox', { name: 'Detail (optional)' }) as HTMLSelectElement).value).toBe('DOUBLE_BOOKED');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
  const outcome = await screen.findByText('Booking cancelled. The guest is told.', { selector: 'p' });
  expect(server.writes()).toEqual([['POST', `${BKG}/cancel`, { reason: 'PROPERTY_UNAVAILABLE', subReason: 'DOUBLE_BOOKED', explanation: 'Booked twice by mistake' }]]);
  expect(view.client.getQueryData<{ status: string; cancelledBy: string }>(bookingKeys.booking('HP-BKG001'))).toMatchObject({ status: 'CANCELLED', cancelledBy: 'owner' });
  await waitFor(() => expect(view.client.getQueryState(availabilityKeys.events('unit-1', '2026-12-01', '2026-12-31'))?.isInvalidated).toBe(true));
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(outcome));
  expect(view.missing).toEqual([]);
});

it('OTHER needs an explanation; other reasons go without one', async () => {
  const server = fakeStaysApi({ stays: [confirmedBooking()] });
  renderActions(<CancelBookingAction booking={confirmedBooking()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Other reason' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByText('Explanation is required when the reason is Other.')).toBeTruthy();
  await userEvent.click(screen.getByRole('radio', { name: 'The guest asked me to cancel' }));
  expect(screen.queryByRole('combobox')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
  await screen.findByText('Booking cancelled. The guest is told.', { selector: 'p' });
  expect(server.writes()).toEqual([['POST', `${BKG}/cancel`, { reason: 'GUEST_ASKED_TO_CANCEL' }]]);
});

it('409: no longer cancellable, with the server detail, and the booking is read again', async () => {
  const server = fakeStaysApi({ stays: [confirmedBooking()] });
  server.failNextWrite(409, 'The guest cancelled it already.');
  const view = renderActions(<CancelBookingAction booking={confirmedBooking()} />);
  view.client.setQueryData(bookingKeys.booking('HP-BKG001'), confirmedBooking());
  await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
  await userEvent.click(screen.getByRole('radio', { name: 'A problem with the payment' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('This booking can no longer be cancelled.');
  expect(alert.textContent).toContain('The guest cancelled it already.');
  expect(view.client.getQueryState(bookingKeys.booking('HP-BKG001'))?.isInvalidated).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('a failure offers Try again; Escape on the form closes it and the focus returns', async () => {
  const server = fakeStaysApi({ stays: [confirmedBooking()] });
  server.failNextWrite(503);
  renderActions(<CancelBookingAction booking={confirmedBooking()} />);
  const open = screen.getByRole('button', { name: 'Cancel booking' });
  await userEvent.click(open);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(open));
  await userEvent.click(open);
  // The form starts empty again.
  expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  await userEvent.click(screen.getByRole('radio', { name: 'The guest asked me to cancel' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
  expect((await screen.findByRole('alert')).textContent).toBe('An error occurred, please try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await screen.findByText('Booking cancelled. The guest is told.', { selector: 'p' });
  expect(server.writes()).toHaveLength(2);
});

it('no button for a booking that cannot be cancelled', () => {
  fakeStaysApi();
  const view = renderActions(<CancelBookingAction booking={confirmedBooking({ status: 'COMPLETED', availableActions: [] })} />);
  expect(view.container.querySelector('button')).toBeNull();
});
