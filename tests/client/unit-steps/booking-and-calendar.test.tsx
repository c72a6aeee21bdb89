// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { badRequest, stubApi } from './support';
import { userInfo } from '../../shared/user-info-fixture';

// Steps "booking-preference" (PATCH bookingType and cancellationPolicy, from the configuration)
// and "calendar-availability" (POST calendar-action with one of AVAILABLE, BLOCKED, PAUSED).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('booking preference starts on the configuration defaults, which can be saved as they are', async () => {
  const api = stubApi({ 'PATCH /api/app/property-unit/unit-1': { body: testUnit() } });
  const view = renderStep('booking-preference', { property: testProperty(), unit: testUnit() });
  expect(await screen.findByRole('radio', { name: /^Instant booking/ })).toHaveProperty('checked', true);
  expect(screen.getByRole('radio', { name: /^Moderate/ })).toHaveProperty('checked', true);
  expect(screen.getByText('Guests send a request that you confirm or reject before it expires.')).toBeTruthy();
  // Unsaved defaults are a change the host can save (the wizard also allows it on a step not completed yet).
  expect(view.lastFrame()).toMatchObject({ dirty: true, valid: true, values: { bookingType: 'onLine', cancellationPolicy: { type: 'moderate' } } });
  await userEvent.click(screen.getByRole('radio', { name: /^Booking request/ }));
  await userEvent.click(screen.getByRole('radio', { name: /^Non-refundable/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(api.writes()).toEqual([
    { method: 'PATCH', path: '/api/app/property-unit/unit-1', body: { bookingType: 'onRequest', cancellationPolicy: { type: 'non_refundable' } } },
  ]);
  expect(view.missing).toEqual([]);
});

it('booking preference shows the saved choice unchanged, and server errors under their group', async () => {
  stubApi({});
  const view = renderStep('booking-preference', {
    property: testProperty(),
    unit: testUnit({ bookingType: 'onRequest', cancellationPolicy: { type: 'strict' } }),
    fieldErrors: { 'cancellationPolicy.type': 'unknown cancellation policy' },
  });
  expect(await screen.findByRole('radio', { name: /^Strict/ })).toHaveProperty('checked', true);
  expect(view.lastFrame()).toMatchObject({ dirty: false, valid: true });
  const group = screen.getByRole('group', { name: 'Cancellation policy' });
  expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('unknown cancellation policy');
  expect(view.missing).toEqual([]);
});

it('a subscription host, whose guests send inquiries, is asked for the cancellation policy alone; the unit keeps taking requests', async () => {
  const api = stubApi({ 'GET /api/app/user/info': { body: userInfo({ commercialModel: 'subscription' }) }, 'PATCH /api/app/property-unit/unit-1': { body: testUnit() } });
  const view = renderStep('booking-preference', { property: testProperty(), unit: testUnit({ bookingType: 'onRequest' }) });
  expect(await screen.findByRole('radio', { name: /^Moderate/ })).toHaveProperty('checked', true);
  expect(screen.queryByRole('group', { name: 'How can guests book?' })).toBeNull();
  expect(screen.queryByRole('radio', { name: /^Instant booking/ })).toBeNull();
  await userEvent.click(screen.getByRole('radio', { name: /^Strict/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(api.writes()).toEqual([{ method: 'PATCH', path: '/api/app/property-unit/unit-1', body: { bookingType: 'onRequest', cancellationPolicy: { type: 'strict' } } }]);
});

it('calendar availability explains each choice, needs one, and posts the calendar action', async () => {
  const api = stubApi({ 'POST /api/app/property-unit/unit-1/calendar-action': { body: testUnit({ calendarAvailability: { status: 'BLOCKED' } }) } });
  const view = renderStep('calendar-availability', { property: testProperty(), unit: testUnit() });
  expect(screen.getAllByRole('radio')).toHaveLength(3);
  expect(screen.getByText('Every date can be booked right away; you block the dates you need yourself.')).toBeTruthy();
  expect(screen.getByText('Every date stays closed until you open it in the calendar, so nobody books before you are ready.')).toBeTruthy();
  expect(screen.getByText('The listing takes no new bookings for now, and your calendar is kept as it is until you resume.')).toBeTruthy();
  // NEUTRAL (a new unit) is "not chosen yet".
  expect(view.lastFrame()).toMatchObject({ dirty: false, valid: false });
  await userEvent.click(screen.getByRole('radio', { name: /^Closed until I open dates/ }));
  expect(view.lastFrame()).toMatchObject({ dirty: true, valid: true, values: { status: 'BLOCKED' } });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(view.results[0].ok).toBe(true);
  expect(api.writes()).toEqual([{ method: 'POST', path: '/api/app/property-unit/unit-1/calendar-action', body: { status: 'BLOCKED' } }]);
  expect(view.missing).toEqual([]);
});

it('calendar availability keeps a saved status, and a refused save reaches the host as field errors', async () => {
  stubApi({ 'POST /api/app/property-unit/unit-1/calendar-action': badRequest([{ name: 'status', reason: 'Invalid type' }]) });
  const view = renderStep('calendar-availability', { property: testProperty(), unit: testUnit({ calendarAvailability: { status: 'AVAILABLE' } }) });
  expect(screen.getByRole('radio', { name: /^Open for bookings/ })).toHaveProperty('checked', true);
  await userEvent.click(screen.getByRole('radio', { name: /^Paused/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(view.results[0]).toMatchObject({ ok: false, error: { status: 400, fields: { status: ['Invalid type'] } } });
});
