// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import { bookingCancelProblems, type BookingCancelEvent, type bookingCancelMachine } from '../../../machines/booking-cancel/booking-cancel.machine';
import { CancelStayAction } from '../../../src/client/features/bookings/actions/cancel-stay-action';
import { fakeStaysApi } from './fake-stays-api';
import { renderActions } from './render-actions';
import { confirmedBooking } from './stays';
import { button, click, dialog, replayPaths, selectSubReason, typeExplanation, type Drivers } from '../support/path-replay';
import { scaledMs } from '../../support/time-scale';

// The booking-cancel machine's paths replayed against the real CancelStayAction: a driver per
// event, the fake server answering the call as the path says, a view check per state.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REASON_TEXT: Record<string, string> = { OTHER: 'Other reason', PROPERTY_UNAVAILABLE: 'The property is not available' };

const drivers: Drivers<BookingCancelEvent> = {
  'cancel.start': (_e, ui) => click(ui, button('Cancel booking')),
  'reason.select': (e, ui) => click(ui, screen.queryByRole('radio', { name: REASON_TEXT[e.reason] })),
  'subReason.select': (e, ui) => selectSubReason(ui, e.subReason),
  'explanation.change': (e, ui) => typeExplanation(ui, e.explanation),
  'cancel.request': (_e, ui) => click(ui, button('Continue')),
  'confirm.accept': (_e, ui) => click(ui, button('Yes, cancel booking')),
  'confirm.dismiss': (_e, ui) => click(ui, button('Go back')),
  'form.close': (_e, ui) => click(ui, button('Keep booking')),
  retry: (_e, ui) => click(ui, button('Try again')),
  'failure.dismiss': (_e, ui) => click(ui, button('Close')),
};

const viewChecks: Record<string, (s: SnapshotFrom<typeof bookingCancelMachine>) => void> = {
  idle: () => {
    expect(dialog()).toBeNull();
    expect(button('Cancel booking')).not.toBeNull();
  },
  form: (s) => {
    const d = screen.getByRole('dialog', { name: 'Cancel booking HP-BKG001' });
    const checked = within(d).queryAllByRole('radio').find((r) => (r as HTMLInputElement).checked);
    expect(checked?.closest('label')?.textContent ?? null).toBe(s.context.reason ? REASON_TEXT[s.context.reason] : null);
    const select = within(d).queryByRole('combobox') as HTMLSelectElement | null;
    if (s.context.subReason) expect(select?.value).toBe(s.context.subReason);
    expect((within(d).getByRole('textbox', { name: /^Explanation/ }) as HTMLTextAreaElement).value).toBe(s.context.explanation);
    const problems = s.context.attempted ? bookingCancelProblems(s.context) : {};
    expect(within(d).queryByText('Reason is missing: choose one.') !== null).toBe(problems.reason === 'required');
    expect(within(d).queryByText('Explanation is required when the reason is Other.') !== null).toBe(problems.explanation === 'required');
  },
  confirmStep: () => {
    expect(screen.getByRole('dialog', { name: 'Cancel booking HP-BKG001?' })).toBeTruthy();
    expect(button('Yes, cancel booking')?.getAttribute('aria-busy')).toBeNull();
  },
  cancelling: () => expect(button('Yes, cancel booking')?.getAttribute('aria-busy')).toBe('true'),
  cancelled: () => {
    expect(dialog()).toBeNull();
    expect(screen.getByText('Booking cancelled. The guest is told.', { selector: 'p' })).toBeTruthy();
    expect(button('Cancel booking')).toBeNull();
  },
  refused: () => expect(within(dialog()!).getByRole('alert').textContent).toContain('This booking can no longer be cancelled.'),
  failed: () => {
    expect(within(dialog()!).getByRole('alert').textContent).toBe('An error occurred, please try again.');
    expect(button('Try again')).not.toBeNull();
  },
};

it('every shortest path of the machine plays on the real view, which shows each state', async () => {
  await replayPaths({
    name: 'booking-cancel',
    entry: machines['booking-cancel'],
    mount: () => {
      const server = fakeStaysApi({ stays: [confirmedBooking()] });
      renderActions(<CancelStayAction kind="booking" stay={confirmedBooking()} />);
      return server;
    },
    drivers,
    viewChecks,
    notDrivable: {},
  });
}, scaledMs(120_000));
