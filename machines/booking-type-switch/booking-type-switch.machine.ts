import { assign, fromPromise, setup } from 'xstate';

export type BookingType = 'onLine' | 'onRequest';
export const BOOKING_TYPES: readonly BookingType[] = ['onLine', 'onRequest'];

export interface BookingTypeSwitchInput {
  /** The booking types the host may choose (HC §4: only types in an allowed list). */
  allowedTypes?: readonly BookingType[];
}

export interface BookingTypeSwitchContext {
  allowedTypes: BookingType[];
  /** The option chosen in the modal; instant (onLine) unless it is not allowed. */
  bookingType: BookingType;
  /** Which of the dialog's calls failed last, so Try again repeats that one (a failed Hide is repeated with Hide). */
  failedCall: 'apply' | 'keep' | null;
  lastError: 'failed' | null;
}

export type BookingTypeSwitchEvent =
  | { type: 'modal.open' }
  | { type: 'type.select'; bookingType: BookingType }
  | { type: 'switch.apply' }
  | { type: 'request.keep' }
  | { type: 'modal.close' }
  | { type: 'banner.dismiss' }
  | { type: 'retry' };

/** The task's new status: done after a switch or "keep as request", hidden when dismissed. */
export interface TaskUpdate {
  status: 'done' | 'hidden';
}

/** HC §4: the modal defaults to instant booking, and offers only allowed types. */
export function initialBookingType(allowed: readonly BookingType[]): BookingType {
  return allowed.includes('onLine') ? 'onLine' : (allowed[0] ?? 'onLine');
}

const allowedOrAll = (allowed: readonly BookingType[] | undefined): BookingType[] => {
  const known = BOOKING_TYPES.filter((t) => allowed?.includes(t));
  return known.length ? known : [...BOOKING_TYPES];
};

/**
 * Switching pending bookings to instant booking (HC §4, the user task
 * bulk_switch_to_instant_booking): the banner offers it; the modal (instant preselected, only
 * allowed types) applies the chosen type to every unit, then marks the task done; "keep as
 * request" marks the task done without switching; dismissing hides the task. The view shows a
 * snackbar for the outcome. The calls are actors the client provides.
 */
export const bookingTypeSwitchMachine = setup({
  types: { context: {} as BookingTypeSwitchContext, events: {} as BookingTypeSwitchEvent, input: {} as BookingTypeSwitchInput | undefined },
  actors: {
    applyBookingType: fromPromise<unknown, { bookingType: BookingType }>(async () => {
      throw new Error('applyBookingType is not provided');
    }),
    updateTask: fromPromise<unknown, TaskUpdate>(async () => {
      throw new Error('updateTask is not provided');
    }),
  },
  guards: {
    allowed: ({ context, event }) => event.type === 'type.select' && context.allowedTypes.includes(event.bookingType),
    applyFailed: ({ context }) => context.failedCall === 'apply',
    keepFailed: ({ context }) => context.failedCall === 'keep',
  },
}).createMachine({
  id: 'bookingTypeSwitch',
  initial: 'offered',
  context: ({ input }) => {
    const allowedTypes = allowedOrAll(input?.allowedTypes);
    return { allowedTypes, bookingType: initialBookingType(allowedTypes), failedCall: null, lastError: null };
  },
  states: {
    offered: {
      on: {
        'modal.open': { target: 'choosing', actions: assign({ bookingType: ({ context }) => initialBookingType(context.allowedTypes) }) },
        'banner.dismiss': 'dismissing',
      },
    },
    choosing: {
      on: {
        'type.select': { guard: 'allowed', actions: assign({ bookingType: ({ event }) => event.bookingType }) },
        'switch.apply': 'applying',
        'request.keep': 'keeping',
        'modal.close': 'offered',
      },
    },
    applying: {
      tags: ['busy'],
      invoke: {
        id: 'applyBookingType',
        src: 'applyBookingType',
        input: ({ context }) => ({ bookingType: context.bookingType }),
        onDone: { target: 'markingDone', actions: assign({ lastError: null, failedCall: null }) },
        onError: { target: 'failure', actions: assign({ lastError: 'failed', failedCall: 'apply' }) },
      },
    },
    // The switch is made; the task is done too. If marking it fails, the switch still stands:
    // the banner only comes back while units are booked on request.
    markingDone: {
      tags: ['busy'],
      invoke: { id: 'updateTask', src: 'updateTask', input: () => ({ status: 'done' as const }), onDone: 'success', onError: 'success' },
    },
    success: {},
    keeping: {
      tags: ['busy'],
      invoke: {
        id: 'updateTask',
        src: 'updateTask',
        input: () => ({ status: 'done' as const }),
        onDone: { target: 'kept', actions: assign({ lastError: null, failedCall: null }) },
        onError: { target: 'failure', actions: assign({ lastError: 'failed', failedCall: 'keep' }) },
      },
    },
    kept: {},
    dismissing: {
      tags: ['busy'],
      invoke: {
        id: 'updateTask',
        src: 'updateTask',
        input: () => ({ status: 'hidden' as const }),
        onDone: { target: 'hidden', actions: assign({ lastError: null }) },
        onError: { target: 'dismissFailed', actions: assign({ lastError: 'failed' }) },
      },
    },
    hidden: {},
    // Hide failed: the error snackbar is shown and the banner is back as it was, the dialog closed.
    // The host may Hide again or open the dialog; there is no Try again here (that is the dialog's).
    dismissFailed: {
      on: {
        'banner.dismiss': { target: 'dismissing', actions: assign({ lastError: null }) },
        'modal.open': {
          target: 'choosing',
          actions: assign({ lastError: null, bookingType: ({ context }) => initialBookingType(context.allowedTypes) }),
        },
      },
    },
    // The switch or the keep failed: the error snackbar is shown and the dialog stays open with the
    // error and Try again, which repeats the call that failed; Close goes back to the banner. The
    // dialog's choices stay offered: choosing a type clears the error (back to Apply to all units),
    // Keep booking on request keeps. The modal dialog hides the banner, so its Hide is not offered here.
    failure: {
      on: {
        retry: [{ guard: 'applyFailed', target: 'applying' }, { guard: 'keepFailed', target: 'keeping' }],
        'type.select': { guard: 'allowed', target: 'choosing', actions: assign({ bookingType: ({ event }) => event.bookingType, lastError: null, failedCall: null }) },
        'request.keep': { target: 'keeping', actions: assign({ lastError: null, failedCall: null }) },
        'modal.close': { target: 'offered', actions: assign({ lastError: null, failedCall: null }) },
      },
    },
  },
});
