// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupUser } from '../../support/user-event';
import { BookingTypeSwitchBanner } from '../../../src/client/features/bookings/actions/booking-type-switch-banner';
import { fakeStaysApi } from './fake-stays-api';
import { renderActions } from './render-actions';

// The bulk switch to instant booking (HC §4) with the real banner and machine: shown for an
// open task while a unit is booked on request; the 688 px modal; snackbars of HC §8; the task.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PREF = '/api/app/property-units/change-booking-preference';
const TASK = '/api/app/user/task/bulk_switch_to_instant_booking';

it('apply: instant booking preselected, every unit switched, the task done, the success snackbar', async () => {
  const server = fakeStaysApi({ tasks: [], units: { 'unit-1': 'onLine', 'unit-2': 'onRequest' } });
  const view = renderActions(<BookingTypeSwitchBanner />);
  expect(await screen.findByRole('heading', { name: 'Let guests book instantly' })).toBeTruthy();
  const open = screen.getByRole('button', { name: 'Choose how guests book' });
  await userEvent.click(open);
  const dialog = screen.getByRole('dialog', { name: 'How should guests book your units?' });
  expect(dialog.className).toContain('stay-actions__dialog--wide');
  const radios = within(dialog).getAllByRole('radio') as HTMLInputElement[];
  expect(radios.map((r) => [r.value, r.checked])).toEqual([
    ['onLine', true],
    ['onRequest', false],
  ]);
  expect(within(dialog).getByText('You confirm or reject each request within 24 hours.')).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to all units' }));
  const status = await screen.findByRole('status');
  expect(status.textContent).toContain('Your units now take instant bookings.');
  expect(server.writes()).toEqual([
    ['POST', PREF, { bookingType: 'onLine' }],
    ['PATCH', TASK, { status: 'done' }],
  ]);
  expect(server.units['unit-2']).toBe('onLine');
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Let guests book instantly' })).toBeNull());
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(view.missing).toEqual([]);
});

it('choosing requests says so in the snackbar', async () => {
  const server = fakeStaysApi({ tasks: [{ taskType: 'bulk_switch_to_instant_booking', status: 'in_progress' }], units: { 'unit-1': 'onRequest' } });
  renderActions(<BookingTypeSwitchBanner />);
  await userEvent.click(await screen.findByRole('button', { name: 'Choose how guests book' }));
  await userEvent.click(screen.getByRole('radio', { name: /Booking on request/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Apply to all units' }));
  expect((await screen.findByRole('status')).textContent).toContain('Your units now take booking requests.');
  expect(server.writes()[0]).toEqual(['POST', PREF, { bookingType: 'onRequest' }]);
});

it('only allowed types are offered', async () => {
  fakeStaysApi({ tasks: [], units: { 'unit-1': 'onRequest' } });
  renderActions(<BookingTypeSwitchBanner allowedTypes={['onRequest']} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Choose how guests book' }));
  const radios = within(screen.getByRole('dialog')).getAllByRole('radio') as HTMLInputElement[];
  expect(radios.map((r) => [r.value, r.checked])).toEqual([['onRequest', true]]);
});

it('a failed switch shows the error snackbar (commons.errorOccuredPleaseTryAgain) and Try again', async () => {
  const server = fakeStaysApi({ tasks: [], units: { 'unit-1': 'onRequest' } });
  server.failNextWrite(500);
  renderActions(<BookingTypeSwitchBanner />);
  await userEvent.click(await screen.findByRole('button', { name: 'Choose how guests book' }));
  await userEvent.click(screen.getByRole('button', { name: 'Apply to all units' }));
  // In the modal (which hides the page from screen readers), and as the snackbar behind it.
  const dialog = screen.getByRole('dialog');
  expect((await within(dialog).findByRole('alert')).textContent).toBe('An error occurred, please try again.');
  const snackbar = screen.getAllByRole('alert', { hidden: true }).find((a) => a.classList.contains('snackbar--error'));
  expect(snackbar?.textContent).toContain('An error occurred, please try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect((await screen.findByRole('status')).textContent).toContain('Your units now take instant bookings.');
  expect(server.writes().map(([m, p]) => `${m} ${p}`)).toEqual([`POST ${PREF}`, `POST ${PREF}`, `PATCH ${TASK}`]);
});

it('keep booking on request marks the task done and switches nothing; the focus stays on the page', async () => {
  const server = fakeStaysApi({ tasks: [], units: { 'unit-1': 'onRequest' } });
  const view = renderActions(<BookingTypeSwitchBanner />);
  await userEvent.click(await screen.findByRole('button', { name: 'Choose how guests book' }));
  await userEvent.click(screen.getByRole('button', { name: 'Keep booking on request' }));
  expect((await screen.findByRole('status')).textContent).toContain('Your units keep booking on request.');
  expect(server.writes()).toEqual([['PATCH', TASK, { status: 'done' }]]);
  expect(server.units['unit-1']).toBe('onRequest');
  expect(screen.queryByRole('heading', { name: 'Let guests book instantly' })).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(view.container.querySelector('.switch-banner-anchor')));
});

it('Hide hides the task', async () => {
  const server = fakeStaysApi({ tasks: [], units: { 'unit-1': 'onRequest' } });
  renderActions(<BookingTypeSwitchBanner />);
  await userEvent.click(await screen.findByRole('button', { name: 'Hide' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Let guests book instantly' })).toBeNull());
  expect(server.writes()).toEqual([['PATCH', TASK, { status: 'hidden' }]]);
});

it('not shown once the task is done or hidden, nor when no unit is booked on request', async () => {
  const done = fakeStaysApi({ tasks: [{ taskType: 'bulk_switch_to_instant_booking', status: 'done' }], units: { 'unit-1': 'onRequest' } });
  const first = renderActions(<BookingTypeSwitchBanner />);
  await waitFor(() => expect(done.reads('/api/app/user/tasks')).toBe(1));
  await new Promise((r) => setTimeout(r, 20));
  expect(first.container.textContent).toBe('');
  // The units are not even read for a finished task.
  expect(done.reads('/api/app/property-list')).toBe(0);
  cleanup();
  vi.unstubAllGlobals();

  const instant = fakeStaysApi({ tasks: [], units: { 'unit-1': 'onLine', 'unit-2': 'onLine' } });
  const second = renderActions(<BookingTypeSwitchBanner />);
  await waitFor(() => expect(instant.reads('/api/app/property-list')).toBe(1));
  await new Promise((r) => setTimeout(r, 20));
  expect(second.container.textContent).toBe('');
});

it('keyboard: open with Enter, the focus moves into the modal, Escape closes, focus returns', async () => {
  fakeStaysApi({ tasks: [], units: { 'unit-1': 'onRequest' } });
  renderActions(<BookingTypeSwitchBanner />);
  const user = setupUser();
  const open = await screen.findByRole('button', { name: 'Choose how guests book' });
  open.focus();
  await user.keyboard('{Enter}');
  const dialog = screen.getByRole('dialog');
  expect(dialog.contains(document.activeElement)).toBe(true);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(open));
});
