// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getInitialSnapshot, getNextSnapshot, type EventObject, type SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import { shortestPaths } from '../../../machines/paths';
import type { BookingTypeSwitchEvent, bookingTypeSwitchMachine } from '../../../machines/booking-type-switch/booking-type-switch.machine';
import { BookingTypeSwitchBanner } from '../../../src/client/features/bookings/actions/booking-type-switch-banner';
import { fakeStaysApi } from './fake-stays-api';
import { renderActions } from './render-actions';

// The booking-type-switch machine's paths replayed against the real banner: a driver per event,
// the fake server answering each call as the path says, a view check per state.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = machines['booking-type-switch'];
type Snapshot = SnapshotFrom<typeof bookingTypeSwitchMachine>;
type Ui = { user: ReturnType<typeof userEvent.setup> };

const TYPE_TEXT = { onLine: /^Instant booking/, onRequest: /^Booking on request/ };
const heading = () => screen.queryByRole('heading', { name: 'Let guests book instantly' });
const dialog = () => screen.queryByRole('dialog');
const button = (name: string) => screen.queryByRole('button', { name });
const click = async (ui: Ui, el: HTMLElement | null) => {
  if (!el || (el as HTMLButtonElement).disabled) return false;
  await ui.user.click(el);
  return true;
};

const drivers = {
  'modal.open': (_e, ui) => click(ui, button('Choose how guests book')),
  'type.select': (e, ui) => click(ui, screen.queryByRole('radio', { name: TYPE_TEXT[e.bookingType] })),
  'switch.apply': (_e, ui) => click(ui, button('Apply to all units')),
  'request.keep': (_e, ui) => click(ui, button('Keep booking on request')),
  'modal.close': (_e, ui) => click(ui, dialog() && within(dialog()!).getByRole('button', { name: 'Close' })),
  'banner.dismiss': (_e, ui) => click(ui, button('Hide')),
  // The modal's submit repeats a failed switch or keep; a failed Hide is repeated with Hide (banner.dismiss).
  retry: (_e, ui) => click(ui, button('Try again')),
} satisfies { [K in BookingTypeSwitchEvent['type']]: (e: Extract<BookingTypeSwitchEvent, { type: K }>, ui: Ui) => Promise<boolean> };

const snackbarText = () => [...document.querySelectorAll('.snackbar')].map((s) => s.textContent).join(' ');
const busyModal = () => expect(within(dialog()!).getByRole('button', { name: /Apply to all units|Try again/ }).getAttribute('aria-busy')).toBe('true');

const viewChecks: Record<string, (s: Snapshot) => void> = {
  offered: () => {
    expect(heading()).not.toBeNull();
    expect(dialog()).toBeNull();
  },
  choosing: (s) => {
    const checked = within(dialog()!).getAllByRole('radio').find((r) => (r as HTMLInputElement).checked) as HTMLInputElement;
    expect(checked.value).toBe(s.context.bookingType);
    expect(within(dialog()!).queryByRole('alert')).toBeNull();
  },
  applying: busyModal,
  markingDone: busyModal,
  keeping: busyModal,
  success: (s) => {
    expect(heading()).toBeNull();
    expect(snackbarText()).toContain(s.context.bookingType === 'onLine' ? 'Your units now take instant bookings.' : 'Your units now take booking requests.');
  },
  kept: () => {
    expect(heading()).toBeNull();
    expect(snackbarText()).toContain('Your units keep booking on request.');
  },
  dismissing: () => expect(button('Hide')).toHaveProperty('disabled', true),
  hidden: () => expect(heading()).toBeNull(),
  failure: (s) => {
    expect(snackbarText()).toContain('An error occurred, please try again.');
    if (s.context.failedCall === 'dismiss') expect(dialog()).toBeNull();
    else expect(within(dialog()!).getByRole('alert').textContent).toBe('An error occurred, please try again.');
  },
};

it('every shortest path of the machine plays on the real banner, which shows each state', async () => {
  expect(Object.keys(viewChecks).sort()).toEqual(Object.keys(entry.machine.root.states).sort());
  const paths = shortestPaths(entry);
  const played: string[] = [];
  const statesSeen = new Set<string>();
  for (const path of paths) {
    const server = fakeStaysApi({ tasks: [], units: { 'unit-1': 'onRequest' } });
    let release = server.holdWrites();
    renderActions(<BookingTypeSwitchBanner />);
    const ui = { user: userEvent.setup({ delay: null }) };
    await screen.findByRole('heading', { name: 'Let guests book instantly' });
    let expected = getInitialSnapshot(entry.machine, {}) as Snapshot;
    let complete = true;
    for (const step of path.steps) {
      const event = step.event as EventObject & { error?: { status: number } };
      const outcome = /^xstate\.(done|error)\.actor\./.exec(event.type);
      if (outcome) {
        if (outcome[1] === 'error') server.failNextWrite(event.error!.status);
        release();
        release = server.holdWrites();
      } else if (!(await (drivers[event.type as BookingTypeSwitchEvent['type']] as (e: EventObject, ui: Ui) => Promise<boolean>)(event, ui))) {
        complete = false;
        break;
      }
      expected = getNextSnapshot(entry.machine, expected, event as BookingTypeSwitchEvent) as Snapshot;
      expect(String(expected.value), path.name).toBe(step.state);
      await waitFor(() => viewChecks[step.state](expected), { interval: 5 });
      statesSeen.add(step.state);
    }
    release();
    if (complete) played.push(path.name);
    cleanup();
    vi.unstubAllGlobals();
  }
  console.info(`booking-type-switch: ${played.length} of ${paths.length} paths played on the view to the end`);
  expect(played.length).toBeGreaterThan(paths.length * 0.8);
  expect([...statesSeen].sort()).toEqual(Object.keys(entry.machine.root.states).sort());
}, 120_000);
