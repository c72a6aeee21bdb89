// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getInitialSnapshot, getNextSnapshot, type EventObject, type SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import { shortestPaths } from '../../../machines/paths';
import { bookingCancelProblems, type BookingCancelEvent, type bookingCancelMachine } from '../../../machines/booking-cancel/booking-cancel.machine';
import { CancelBookingAction } from '../../../src/client/features/bookings/actions/cancel-booking-action';
import { fakeStaysApi } from './fake-stays-api';
import { renderActions } from './render-actions';
import { confirmedBooking } from './stays';

// The booking-cancel machine's paths replayed against the real CancelBookingAction: a driver per
// event, the fake server answering the call as the path says, a view check per state.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = machines['booking-cancel'];
type Snapshot = SnapshotFrom<typeof bookingCancelMachine>;
type Ui = { user: ReturnType<typeof userEvent.setup> };

const REASON_TEXT: Record<string, string> = { OTHER: 'Other reason', PROPERTY_UNAVAILABLE: 'The property is not available' };
const dialog = () => screen.queryByRole('dialog');
const button = (name: string) => screen.queryByRole('button', { name });
const click = async (ui: Ui, el: HTMLElement | null) => {
  if (!el) return false;
  await ui.user.click(el);
  return true;
};

const drivers = {
  'cancel.start': (_e, ui) => click(ui, button('Cancel booking')),
  'reason.select': (e, ui) => click(ui, screen.queryByRole('radio', { name: REASON_TEXT[e.reason] })),
  'subReason.select': async (e, ui) => {
    const select = screen.queryByRole('combobox', { name: 'Detail (optional)' });
    if (!select || ![...select.querySelectorAll('option')].some((o) => o.value === e.subReason)) return false;
    await ui.user.selectOptions(select, e.subReason);
    return true;
  },
  'explanation.change': async (e, ui) => {
    const box = screen.queryByRole('textbox', { name: /^Explanation/ });
    if (!box) return false;
    await ui.user.clear(box);
    if (e.explanation) await ui.user.paste(e.explanation);
    return true;
  },
  'cancel.request': (_e, ui) => click(ui, button('Continue')),
  'confirm.accept': (_e, ui) => click(ui, button('Yes, cancel booking')),
  'confirm.dismiss': (_e, ui) => click(ui, button('Go back')),
  'form.close': (_e, ui) => click(ui, button('Keep booking')),
  retry: (_e, ui) => click(ui, button('Try again')),
  'failure.dismiss': (_e, ui) => click(ui, button('Close')),
} satisfies { [K in BookingCancelEvent['type']]: (e: Extract<BookingCancelEvent, { type: K }>, ui: Ui) => Promise<boolean> };

const viewChecks: Record<string, (s: Snapshot) => void> = {
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
  expect(Object.keys(viewChecks).sort()).toEqual(Object.keys(entry.machine.root.states).sort());
  const paths = shortestPaths(entry);
  const played: string[] = [];
  const statesSeen = new Set<string>();
  for (const path of paths) {
    const server = fakeStaysApi({ stays: [confirmedBooking()] });
    let release = server.holdWrites();
    renderActions(<CancelBookingAction booking={confirmedBooking()} />);
    const ui = { user: userEvent.setup({ delay: null }) };
    let expected = getInitialSnapshot(entry.machine) as Snapshot;
    viewChecks[String(expected.value)](expected);
    statesSeen.add(String(expected.value));
    let complete = true;
    for (const step of path.steps) {
      const event = step.event as EventObject & { error?: { status: number } };
      const outcome = /^xstate\.(done|error)\.actor\./.exec(event.type);
      if (outcome) {
        if (outcome[1] === 'error') server.failNextWrite(event.error!.status);
        release();
        release = server.holdWrites();
      } else if (!(await (drivers[event.type as BookingCancelEvent['type']] as (e: EventObject, ui: Ui) => Promise<boolean>)(event, ui))) {
        complete = false;
        break;
      }
      expected = getNextSnapshot(entry.machine, expected, event as BookingCancelEvent) as Snapshot;
      expect(String(expected.value), path.name).toBe(step.state);
      await waitFor(() => viewChecks[step.state](expected), { interval: 5 });
      statesSeen.add(step.state);
    }
    release();
    if (complete) played.push(path.name);
    cleanup();
    vi.unstubAllGlobals();
  }
  console.info(`booking-cancel: ${played.length} of ${paths.length} paths played on the view to the end`);
  expect(played.length).toBeGreaterThan(paths.length * 0.8);
  expect([...statesSeen].sort()).toEqual(Object.keys(entry.machine.root.states).sort());
}, 120_000);
