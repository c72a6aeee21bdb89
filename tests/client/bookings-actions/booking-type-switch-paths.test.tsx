// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import type { BookingTypeSwitchEvent, bookingTypeSwitchMachine } from '../../../machines/booking-type-switch/booking-type-switch.machine';
import { BookingTypeSwitchBanner } from '../../../src/client/features/bookings/actions/booking-type-switch-banner';
import { fakeStaysApi } from './fake-stays-api';
import { renderActions } from './render-actions';
import { button, click as clickIfOffered, dialog, replayPaths, type Drivers, type Ui } from '../support/path-replay';
import { scaledMs } from '../../support/time-scale';

// The booking-type-switch machine's paths replayed against the real banner: a driver per event,
// the fake server answering each call as the path says, a view check per state.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TYPE_TEXT = { onLine: /^Instant booking/, onRequest: /^Booking on request/ };
const heading = () => screen.queryByRole('heading', { name: 'Let guests book instantly' });
// A disabled button is not offered (Hide while the banner is being hidden).
const click = (ui: Ui, el: HTMLElement | null) => clickIfOffered(ui, el && !(el as HTMLButtonElement).disabled ? el : null);

const drivers: Drivers<BookingTypeSwitchEvent> = {
  'modal.open': (_e, ui) => click(ui, button('Choose how guests book')),
  'type.select': (e, ui) => click(ui, screen.queryByRole('radio', { name: TYPE_TEXT[e.bookingType] })),
  'switch.apply': (_e, ui) => click(ui, button('Apply to all units')),
  'request.keep': (_e, ui) => click(ui, button('Keep booking on request')),
  'modal.close': (_e, ui) => click(ui, dialog() && within(dialog()!).getByRole('button', { name: 'Close' })),
  'banner.dismiss': (_e, ui) => click(ui, button('Hide')),
  // The modal's submit repeats a failed switch or keep (failure); a failed Hide is repeated with Hide (banner.dismiss).
  retry: (_e, ui) => click(ui, button('Try again')),
};

const snackbarText = () => [...document.querySelectorAll('.snackbar')].map((s) => s.textContent).join(' ');
const busyModal = () => expect(within(dialog()!).getByRole('button', { name: /Apply to all units|Try again/ }).getAttribute('aria-busy')).toBe('true');

const viewChecks: Record<string, (s: SnapshotFrom<typeof bookingTypeSwitchMachine>) => void> = {
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
  dismissFailed: () => {
    expect(snackbarText()).toContain('An error occurred, please try again.');
    expect(dialog()).toBeNull();
    expect(button('Hide')).toHaveProperty('disabled', false);
  },
  failure: () => {
    expect(snackbarText()).toContain('An error occurred, please try again.');
    expect(within(dialog()!).getByRole('alert').textContent).toBe('An error occurred, please try again.');
    expect(within(dialog()!).getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};

it('every shortest path of the machine plays on the real banner, which shows each state', async () => {
  await replayPaths({
    name: 'booking-type-switch',
    entry: machines['booking-type-switch'],
    mount: async () => {
      const server = fakeStaysApi({ tasks: [], units: { 'unit-1': 'onRequest' } });
      renderActions(<BookingTypeSwitchBanner />);
      await screen.findByRole('heading', { name: 'Let guests book instantly' });
      return server;
    },
    drivers,
    viewChecks,
    // The machine takes in each state only what the screen offers there: a failed Hide is
    // repeated with Hide (dismissFailed), a failed switch or keep with Try again (failure).
    notDrivable: {},
  });
}, scaledMs(120_000));
