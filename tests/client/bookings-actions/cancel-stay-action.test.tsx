// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CancelStayAction } from '../../../src/client/features/bookings/actions/cancel-stay-action';
import { bookingKeys } from '../../../src/client/api/bookings';
import { availabilityKeys } from '../../../src/client/api/availability';
import { fakeStaysApi } from './fake-stays-api';
import { renderActions } from './render-actions';
import { confirmedBooking, openInquiry } from './stays';

// Cancelling a booking, or a confirmed inquiry, with the real component and machine: the reasons
// form, the confirmation, the call; fetch is the network boundary.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BKG = '/api/app/bookings/HP-BKG001';

it('reason, sub-reason and explanation, one more confirmation, then cancelled with the caches refreshed', async () => {
  const server = fakeStaysApi({ stays: [confirmedBooking()] });
  const view = renderActions(<CancelStayAction kind="booking" stay={confirmedBooking()} />);
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
  renderActions(<CancelStayAction kind="booking" stay={confirmedBooking()} />);
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
  const view = renderActions(<CancelStayAction kind="booking" stay={confirmedBooking()} />);
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
  renderActions(<CancelStayAction kind="booking" stay={confirmedBooking()} />);
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
  const view = renderActions(<CancelStayAction kind="booking" stay={confirmedBooking({ status: 'COMPLETED', availableActions: [] })} />);
  expect(view.container.querySelector('button')).toBeNull();
});

const confirmedInquiry = () => openInquiry({ status: 'confirmed', availableActions: ['cancel'] });

it('a confirmed inquiry is cancelled the same way, in its own words, on its own call', async () => {
  const server = fakeStaysApi({ stays: [confirmedInquiry()] });
  const view = renderActions(<CancelStayAction kind="inquiry" stay={confirmedInquiry()} />);
  view.client.setQueryData(availabilityKeys.events('unit-1', '2026-12-01', '2026-12-31'), { items: [] });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel stay' }));
  let dialog = screen.getByRole('dialog', { name: 'Cancel the confirmed inquiry HP-INQ001' });
  expect(within(dialog).getByRole('group', { name: 'Why do you cancel this stay?' })).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(within(dialog).getByText('Reason is missing: choose one.')).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'The guest asked me to cancel' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  dialog = screen.getByRole('dialog', { name: 'Cancel the confirmed inquiry HP-INQ001?' });
  expect(dialog.textContent).toContain('The guest is told in the chat and the nights become free again.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel stay' }));
  await screen.findByText('Stay cancelled. The guest is told.', { selector: 'p' });
  expect(server.writes()).toEqual([['POST', '/api/app/booking-inquiries/HP-INQ001/cancel', { reason: 'GUEST_ASKED_TO_CANCEL' }]]);
  expect(view.client.getQueryData<{ status: string }>(bookingKeys.inquiry('HP-INQ001'))).toMatchObject({ status: 'cancelled' });
  await waitFor(() => expect(view.client.getQueryState(availabilityKeys.events('unit-1', '2026-12-01', '2026-12-31'))?.isInvalidated).toBe(true));
  expect(screen.queryByRole('button', { name: 'Cancel stay' })).toBeNull();
  expect(view.missing).toEqual([]);
});

it('409 on an inquiry: its own refusal, and the inquiry is read again', async () => {
  const server = fakeStaysApi({ stays: [confirmedInquiry()] });
  server.failNextWrite(409, 'Its check-out day has come.');
  const view = renderActions(<CancelStayAction kind="inquiry" stay={confirmedInquiry()} />);
  view.client.setQueryData(bookingKeys.inquiry('HP-INQ001'), confirmedInquiry());
  await userEvent.click(screen.getByRole('button', { name: 'Cancel stay' }));
  await userEvent.click(screen.getByRole('radio', { name: 'A problem with the payment' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel stay' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('This stay can no longer be cancelled.');
  expect(alert.textContent).toContain('Its check-out day has come.');
  expect(view.client.getQueryState(bookingKeys.inquiry('HP-INQ001'))?.isInvalidated).toBe(true);
});

it('no cancel button for an open inquiry: it is confirmed or rejected instead', () => {
  fakeStaysApi();
  const view = renderActions(<CancelStayAction kind="inquiry" stay={openInquiry()} />);
  expect(view.container.querySelector('button')).toBeNull();
});
