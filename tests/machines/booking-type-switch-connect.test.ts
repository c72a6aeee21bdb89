import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { connectBookingTypeSwitch } from '../../machines/booking-type-switch/booking-type-switch.connect';
import {
  bookingTypeSwitchMachine,
  type BookingType,
  type BookingTypeSwitchInput,
  type TaskUpdate,
} from '../../machines/booking-type-switch/booking-type-switch.machine';
import { checkedSend } from './support/checked-send';

// connectBookingTypeSwitch: what the "Let guests book instantly" banner and its dialog show in
// each state of the real machine, and what each control sends — always an event the machine
// takes there.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ERROR = { messageId: 'bookings.commons.errorOccuredPleaseTryAgain', tone: 'error' };

function start(
  calls: { apply?: (bookingType: BookingType) => Promise<unknown>; task?: (update: TaskUpdate) => Promise<unknown> } = {},
  input: BookingTypeSwitchInput = {},
) {
  const machine = bookingTypeSwitchMachine.provide({
    actors: {
      applyBookingType: fromPromise<unknown, { bookingType: BookingType }>(({ input: i }) => (calls.apply ?? (async () => undefined))(i.bookingType)),
      updateTask: fromPromise<unknown, TaskUpdate>(({ input: i }) => (calls.task ?? (async () => undefined))(i)),
    },
  });
  return createActor(machine, { input }).start();
}

/** The connect of the actor's snapshot now; its `send` refuses an event the machine does not take there. */
function connect(actor: Actor<ReturnType<typeof bookingTypeSwitchMachine.provide>>, sent: string[] = []) {
  return connectBookingTypeSwitch(actor.getSnapshot(), checkedSend(actor, sent));
}

describe('connectBookingTypeSwitch', () => {
  it('offers the banner; the dialog preselects instant booking among the allowed types; Close goes back; Apply switches (busy, locked) and the banner goes with its snackbar', async () => {
    const applied: BookingType[] = [];
    const tasks: TaskUpdate[] = [];
    const actor = start({ apply: async (type) => void applied.push(type), task: async (update) => void tasks.push(update) });
    expect(connect(actor)).toMatchObject({
      bannerShown: true,
      dialog: { open: false, busy: false },
      types: ['onLine', 'onRequest'],
      choice: 'onLine',
      failed: false,
      submitLabel: 'apply',
      snackbar: null,
      stateKey: '"offered"',
    });
    const sent: string[] = [];
    connect(actor, sent).open();
    expect(connect(actor)).toMatchObject({ bannerShown: true, dialog: { open: true, busy: false }, choice: 'onLine', stateKey: '"choosing"' });
    connect(actor, sent).select('onRequest');
    expect(connect(actor).choice).toBe('onRequest');
    connect(actor, sent).close();
    expect(connect(actor)).toMatchObject({ dialog: { open: false } });
    connect(actor, sent).open();
    expect(connect(actor).choice).toBe('onLine');
    connect(actor, sent).submit();
    expect(sent).toEqual(['modal.open', 'type.select', 'modal.close', 'modal.open', 'switch.apply']);
    expect(connect(actor)).toMatchObject({ bannerShown: true, dialog: { open: true, busy: true }, snackbar: null });
    // Busy: Apply sends nothing more.
    connect(actor, sent).submit();
    expect(sent).toHaveLength(5);
    await settle();
    expect(applied).toEqual(['onLine']);
    expect(tasks).toEqual([{ status: 'done' }]);
    expect(connect(actor)).toMatchObject({
      bannerShown: false,
      dialog: { open: false, busy: false },
      snackbar: { messageId: 'bookings.switch.switchedToInstant', tone: 'success' },
      stateKey: '"success"',
    });
  });

  it('offers only the allowed types, the first chosen when instant is not allowed; switching to requests says so', async () => {
    const actor = start({}, { allowedTypes: ['onRequest'] });
    connect(actor).open();
    expect(connect(actor)).toMatchObject({ types: ['onRequest'], choice: 'onRequest' });
    connect(actor).submit();
    await settle();
    expect(connect(actor).snackbar).toEqual({ messageId: 'bookings.switch.switchedToRequests', tone: 'success' });
  });

  it('keeps booking on request: busy, then the banner goes with its snackbar', async () => {
    const tasks: TaskUpdate[] = [];
    const actor = start({ task: async (update) => void tasks.push(update) });
    connect(actor).open();
    const sent: string[] = [];
    connect(actor, sent).keep();
    expect(sent).toEqual(['request.keep']);
    expect(connect(actor).dialog).toEqual({ open: true, busy: true });
    await settle();
    expect(tasks).toEqual([{ status: 'done' }]);
    expect(connect(actor)).toMatchObject({ bannerShown: false, dialog: { open: false }, snackbar: { messageId: 'bookings.switch.kept', tone: 'success' } });
  });

  it('a failed switch is told in the dialog with Try again, which repeats it; choosing a type clears it; Close goes back to the banner', async () => {
    let fail = true;
    let applies = 0;
    const actor = start({
      apply: async () => {
        applies += 1;
        if (fail) throw new Error('offline');
      },
    });
    connect(actor).open();
    connect(actor).submit();
    await settle();
    expect(connect(actor)).toMatchObject({ bannerShown: true, dialog: { open: true, busy: false }, failed: true, submitLabel: 'retry', snackbar: ERROR, stateKey: '"failure"' });
    const sent: string[] = [];
    connect(actor, sent).submit();
    expect(connect(actor)).toMatchObject({ dialog: { busy: true }, failed: false, snackbar: null });
    await settle();
    expect(applies).toBe(2);
    expect(connect(actor).failed).toBe(true);
    connect(actor, sent).select('onRequest');
    expect(connect(actor)).toMatchObject({ failed: false, submitLabel: 'apply', choice: 'onRequest', dialog: { open: true } });
    connect(actor).submit();
    await settle();
    connect(actor, sent).close();
    expect(sent).toEqual(['retry', 'type.select', 'modal.close']);
    expect(connect(actor)).toMatchObject({ bannerShown: true, dialog: { open: false }, failed: false, snackbar: null });
    fail = false;
    connect(actor).open();
    connect(actor).submit();
    await settle();
    expect(connect(actor).bannerShown).toBe(false);
  });

  it('a failed keep is tried again with Try again', async () => {
    let keeps = 0;
    const actor = start({
      task: async () => {
        keeps += 1;
        if (keeps === 1) throw new Error('offline');
      },
    });
    connect(actor).open();
    connect(actor).keep();
    await settle();
    expect(connect(actor)).toMatchObject({ failed: true, submitLabel: 'retry' });
    const sent: string[] = [];
    connect(actor, sent).submit();
    expect(sent).toEqual(['retry']);
    await settle();
    expect(keeps).toBe(2);
    expect(connect(actor)).toMatchObject({ bannerShown: false, snackbar: { messageId: 'bookings.switch.kept', tone: 'success' } });
  });

  it('Hide hides the banner; a failed Hide brings the banner back, closed, with the error snackbar, and Hide again', async () => {
    let hides = 0;
    const actor = start({
      task: async () => {
        hides += 1;
        if (hides === 1) throw new Error('offline');
      },
    });
    const sent: string[] = [];
    connect(actor, sent).dismiss();
    expect(connect(actor)).toMatchObject({ bannerShown: true, dialog: { open: false, busy: true } });
    await settle();
    expect(connect(actor)).toMatchObject({ bannerShown: true, dialog: { open: false, busy: false }, failed: false, snackbar: ERROR, stateKey: '"dismissFailed"' });
    connect(actor, sent).dismiss();
    await settle();
    expect(sent).toEqual(['banner.dismiss', 'banner.dismiss']);
    expect(connect(actor)).toMatchObject({ bannerShown: false, snackbar: null });
  });
});
