import { assign, fromPromise, setup } from 'xstate';
import { bookingCancelPayload, explanationRequired, isCancelSubReason } from '../../src/shared/domain/bookings/decision-payload';
import { EXPLANATION_MAX, type BookingCancelReason } from '../../src/shared/domain/bookings/reasons';

export interface BookingCancelContext {
  /** The cancel form: a reason is required; the sub-reason must belong to the reason. */
  reason: BookingCancelReason | null;
  subReason: string | null;
  /** Optional, required for OTHER. */
  explanation: string;
  /** The host tried to go on with an incomplete form: the view names the missing fields from now on. */
  attempted: boolean;
  /** 'refused' (409: the booking can no longer be cancelled) or 'failed'; never a message. */
  lastError: 'refused' | 'failed' | null;
}

export type BookingCancelEvent =
  | { type: 'cancel.start' }
  | { type: 'reason.select'; reason: BookingCancelReason }
  | { type: 'subReason.select'; subReason: string }
  | { type: 'explanation.change'; explanation: string }
  | { type: 'cancel.request' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.dismiss' }
  | { type: 'form.close' }
  | { type: 'retry' }
  | { type: 'failure.dismiss' };

export type BookingCancelBody = ReturnType<typeof bookingCancelPayload>;

const EMPTY_FORM = { reason: null, subReason: null, explanation: '', attempted: false } as const;

/** What is missing or wrong in the cancel form, by field (empty when it can be sent). */
export function bookingCancelProblems(c: Pick<BookingCancelContext, 'reason' | 'explanation'>): { reason?: 'required'; explanation?: 'required' | 'tooLong' } {
  if (c.reason === null) return { reason: 'required' };
  if (c.explanation.length > EXPLANATION_MAX) return { explanation: 'tooLong' };
  if (explanationRequired(c.reason) && c.explanation.trim() === '') return { explanation: 'required' };
  return {};
}

export const bookingCancelBody = (c: BookingCancelContext): BookingCancelBody =>
  bookingCancelPayload({ reason: c.reason ?? 'OTHER', subReason: c.subReason, explanation: c.explanation });

const isConflict = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

/**
 * Cancelling a booking (HC §3 cancel payload, HC §4): a form (reason, optional sub-reason of that
 * reason, explanation optional but required for OTHER), one more confirmation, then the call;
 * 409 when the booking can no longer be cancelled (already cancelled, stay over). The call is an
 * actor the client provides.
 */
export const bookingCancelMachine = setup({
  types: { context: {} as BookingCancelContext, events: {} as BookingCancelEvent },
  actors: {
    cancelBooking: fromPromise<unknown, BookingCancelBody>(async () => {
      throw new Error('cancelBooking is not provided');
    }),
  },
  guards: {
    formComplete: ({ context }) => Object.keys(bookingCancelProblems(context)).length === 0,
    subReasonOfReason: ({ context, event }) =>
      event.type === 'subReason.select' && (event.subReason === '' || (context.reason !== null && isCancelSubReason(context.reason, event.subReason))),
    refusedByServer: ({ event }) => isConflict((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'bookingCancel',
  initial: 'idle',
  context: { ...EMPTY_FORM, lastError: null },
  states: {
    idle: {
      on: { 'cancel.start': { target: 'form', actions: assign({ ...EMPTY_FORM, lastError: null }) } },
    },
    form: {
      on: {
        'reason.select': {
          actions: assign({
            reason: ({ event }) => event.reason,
            subReason: ({ context, event }) => (context.subReason !== null && isCancelSubReason(event.reason, context.subReason) ? context.subReason : null),
          }),
        },
        'subReason.select': { guard: 'subReasonOfReason', actions: assign({ subReason: ({ event }) => event.subReason || null }) },
        'explanation.change': { actions: assign({ explanation: ({ event }) => event.explanation }) },
        'cancel.request': [{ guard: 'formComplete', target: 'confirmStep' }, { actions: assign({ attempted: true }) }],
        'form.close': { target: 'idle', actions: assign(EMPTY_FORM) },
      },
    },
    // "Cancel this booking? The guest is told." The form is kept for going back.
    confirmStep: {
      on: { 'confirm.accept': 'cancelling', 'confirm.dismiss': 'form' },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelBooking',
        src: 'cancelBooking',
        input: ({ context }) => bookingCancelBody(context),
        onDone: { target: 'cancelled', actions: assign({ lastError: null }) },
        onError: [
          { guard: 'refusedByServer', target: 'refused', actions: assign({ lastError: 'refused' }) },
          { target: 'failed', actions: assign({ lastError: 'failed' }) },
        ],
      },
    },
    cancelled: {},
    // 409: asking again cannot help; the view shows the server's detail and reloads the booking.
    refused: {
      on: { 'failure.dismiss': { target: 'idle', actions: assign({ ...EMPTY_FORM, lastError: null }) } },
    },
    failed: {
      on: { retry: 'cancelling', 'failure.dismiss': { target: 'form', actions: assign({ lastError: null }) } },
    },
  },
});
