import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { bookingTypeSwitchMachine, type BookingType, type BookingTypeSwitchContext, type TaskUpdate } from '../../machines/booking-type-switch/booking-type-switch.machine';
import { selectBannerVisible, selectFailed, selectModalOpen, selectSnackbar } from '../../machines/booking-type-switch/booking-type-switch.select';
import { assertFullCoverage, assertStateChecks, walkAll, settle } from '../support/model-coverage';

const entry = machines['booking-type-switch'];
const ctx = (s: AnyMachineSnapshot) => s.context as BookingTypeSwitchContext;

const stateChecks = {
  offered: (s) => {
    expect(selectBannerVisible(s as never)).toBe(true);
    expect(selectModalOpen(s as never)).toBe(false);
  },
  choosing: (s) => {
    expect(selectModalOpen(s as never)).toBe(true);
    expect(ctx(s).allowedTypes).toContain(ctx(s).bookingType);
  },
  applying: (s) => expect(s.hasTag('busy')).toBe(true),
  markingDone: (s) => expect(s.hasTag('busy')).toBe(true),
  success: (s) => {
    expect(selectBannerVisible(s as never)).toBe(false);
    expect(selectSnackbar(s as never)?.messageId).toBe(ctx(s).bookingType === 'onLine' ? 'bookings.switch.switchedToInstant' : 'bookings.switch.switchedToRequests');
  },
  keeping: (s) => expect(s.hasTag('busy')).toBe(true),
  kept: (s) => {
    expect(selectBannerVisible(s as never)).toBe(false);
    expect(selectSnackbar(s as never)?.messageId).toBe('bookings.switch.kept');
  },
  dismissing: (s) => expect(s.hasTag('busy')).toBe(true),
  hidden: (s) => expect(selectBannerVisible(s as never)).toBe(false),
  dismissFailed: (s) => {
    expect(selectSnackbar(s as never)).toEqual({ messageId: 'bookings.commons.errorOccuredPleaseTryAgain', tone: 'error' });
    expect([selectBannerVisible(s as never), selectModalOpen(s as never), selectFailed(s as never)]).toEqual([true, false, false]);
    expect(s.can({ type: 'banner.dismiss' })).toBe(true);
    expect(s.can({ type: 'retry' })).toBe(false);
  },
  failure: (s) => {
    expect(selectSnackbar(s as never)).toEqual({ messageId: 'bookings.commons.errorOccuredPleaseTryAgain', tone: 'error' });
    expect(ctx(s).failedCall).not.toBeNull();
    expect([selectModalOpen(s as never), selectFailed(s as never)]).toEqual([true, true]);
    // The modal dialog hides the banner: its Hide is not offered.
    expect(s.can({ type: 'banner.dismiss' })).toBe(false);
  },
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

describe('booking-type-switch machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    expect(walked.length).toBeGreaterThan(50);
    assertFullCoverage(entry, walked, visited);
  });
});

describe('booking-type-switch rules', () => {
  const calls = () => {
    const applied: { bookingType: string }[] = [];
    const tasks: TaskUpdate[] = [];
    const machine = bookingTypeSwitchMachine.provide({
      actors: {
        applyBookingType: fromPromise(async ({ input }) => void applied.push(input)),
        updateTask: fromPromise(async ({ input }) => void tasks.push(input)),
      },
    });
    return { machine, applied, tasks };
  };

  it('the modal preselects instant booking; applying switches and then marks the task done', async () => {
    const { machine, applied, tasks } = calls();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'modal.open' });
    expect(actor.getSnapshot().context.bookingType).toBe('onLine');
    actor.send({ type: 'switch.apply' });
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(applied).toEqual([{ bookingType: 'onLine' }]);
    expect(tasks).toEqual([{ status: 'done' }]);
  });

  it('only allowed types: with requests only, onLine cannot be chosen', () => {
    const actor = createActor(bookingTypeSwitchMachine, { input: { allowedTypes: ['onRequest'] } }).start();
    actor.send({ type: 'modal.open' });
    expect(actor.getSnapshot().context.bookingType).toBe('onRequest');
    actor.send({ type: 'type.select', bookingType: 'onLine' });
    expect(actor.getSnapshot().context.bookingType).toBe('onRequest');
  });

  it('keep as request marks the task done without switching; dismissing hides it', async () => {
    const kept = calls();
    const a = createActor(kept.machine, { input: {} }).start();
    a.send({ type: 'modal.open' });
    a.send({ type: 'request.keep' });
    await settle();
    expect([a.getSnapshot().value, kept.applied, kept.tasks]).toEqual(['kept', [], [{ status: 'done' }]]);
    const dismissed = calls();
    const b = createActor(dismissed.machine, { input: {} }).start();
    b.send({ type: 'banner.dismiss' });
    await settle();
    expect([b.getSnapshot().value, dismissed.tasks]).toEqual(['hidden', [{ status: 'hidden' }]]);
  });

  it('a failed Hide brings the banner back with Hide, not Try again; a failed switch keeps the dialog with Try again, not Hide', async () => {
    let fail = true;
    const tasks: TaskUpdate[] = [];
    const machine = bookingTypeSwitchMachine.provide({
      actors: {
        applyBookingType: fromPromise<unknown, { bookingType: BookingType }>(async () => {
          if (fail) throw new Error('500');
          return null;
        }),
        updateTask: fromPromise<unknown, TaskUpdate>(async ({ input }) => {
          tasks.push(input);
          if (fail) throw new Error('500');
          return null;
        }),
      },
    });
    const a = createActor(machine, { input: {} }).start();
    a.send({ type: 'banner.dismiss' });
    await settle();
    expect(a.getSnapshot().value).toBe('dismissFailed');
    a.send({ type: 'retry' });
    expect(a.getSnapshot().value).toBe('dismissFailed');
    fail = false;
    a.send({ type: 'banner.dismiss' });
    await settle();
    expect([a.getSnapshot().value, tasks]).toEqual(['hidden', [{ status: 'hidden' }, { status: 'hidden' }]]);

    fail = true;
    const b = createActor(machine, { input: {} }).start();
    b.send({ type: 'modal.open' });
    b.send({ type: 'switch.apply' });
    await settle();
    expect(b.getSnapshot().value).toBe('failure');
    b.send({ type: 'banner.dismiss' });
    expect(b.getSnapshot().value).toBe('failure');
    fail = false;
    b.send({ type: 'retry' });
    await settle();
    expect(b.getSnapshot().value).toBe('success');
  });
});
