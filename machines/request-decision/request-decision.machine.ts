import { assign, fromPromise, setup } from 'xstate';
import { explanationRequired, isRequestSubReason, requestRejectPayload } from '../../src/shared/domain/bookings/decision-payload';
import { EXPLANATION_MAX, type RequestRejectReason } from '../../src/shared/domain/bookings/reasons';

export interface RequestDecisionContext {
  /** The reject form: a reason is required; the sub-reason must belong to the reason. */
  reason: RequestRejectReason | null;
  subReason: string | null;
  explanation: string;
  /** The host tried to send an incomplete form: the view names the missing fields from now on. */
  attempted: boolean;
  /** Which call failed last, so Retry repeats that one. */
  failedCall: 'confirm' | 'reject' | null;
  /** 'conflict' (409: the nights were taken or the request was answered meanwhile) or 'failed'; never a message. */
  lastError: 'conflict' | 'failed' | null;
}

export type RequestDecisionEvent =
  | { type: 'confirm.start' }
  | { type: 'confirm.accept' }
  | { type: 'reject.start' }
  | { type: 'reason.select'; reason: RequestRejectReason }
  | { type: 'subReason.select'; subReason: string }
  | { type: 'explanation.change'; explanation: string }
  | { type: 'reject.submit' }
  | { type: 'decision.cancel' }
  | { type: 'retry' }
  | { type: 'failure.dismiss' };

export type RequestRejectBody = ReturnType<typeof requestRejectPayload>;

const EMPTY_FORM = { reason: null, subReason: null, explanation: '', attempted: false } as const;

/** What is missing or wrong in the reject form, by field (empty when it can be sent). */
export function requestRejectProblems(c: Pick<RequestDecisionContext, 'reason' | 'explanation'>): { reason?: 'required'; explanation?: 'required' | 'tooLong' } {
  if (c.reason === null) return { reason: 'required' };
  if (c.explanation.length > EXPLANATION_MAX) return { explanation: 'tooLong' };
  if (explanationRequired(c.reason) && c.explanation.trim() === '') return { explanation: 'required' };
  return {};
}

/** The body the machine sends: the §5 rule (shared/domain/bookings/decision-payload.ts). */
export const requestRejectBody = (c: RequestDecisionContext): RequestRejectBody =>
  requestRejectPayload({ reason: c.reason ?? 'OTHER', subReason: c.subReason, explanation: c.explanation });

/** The server's 409: the nights are taken by another stay, or the request is no longer pending. */
const isConflict = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

/**
 * Deciding on a booking request (spec §4, §5): Confirm asks once more, then confirms (the server
 * answers 409 when the nights were taken meanwhile); Reject opens a form (reason required,
 * optional sub-reason of that reason, explanation required for OTHER) and sends what §5 allows.
 * Both calls are actors the client provides.
 */
export const requestDecisionMachine = setup({
  types: { context: {} as RequestDecisionContext, events: {} as RequestDecisionEvent },
  actors: {
    confirmRequest: fromPromise<unknown, void>(async () => {
      throw new Error('confirmRequest is not provided');
    }),
    rejectRequest: fromPromise<unknown, RequestRejectBody>(async () => {
      throw new Error('rejectRequest is not provided');
    }),
  },
  guards: {
    formComplete: ({ context }) => Object.keys(requestRejectProblems(context)).length === 0,
    subReasonOfReason: ({ context, event }) =>
      event.type === 'subReason.select' && (event.subReason === '' || (context.reason !== null && isRequestSubReason(context.reason, event.subReason))),
    confirmFailed: ({ context }) => context.failedCall === 'confirm',
    refusedByServer: ({ event }) => isConflict((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'requestDecision',
  initial: 'idle',
  context: { ...EMPTY_FORM, failedCall: null, lastError: null },
  states: {
    idle: {
      on: {
        'confirm.start': { target: 'confirmStep', actions: assign({ lastError: null }) },
        'reject.start': { target: 'rejecting', actions: assign({ ...EMPTY_FORM, lastError: null }) },
      },
    },
    confirmStep: {
      on: { 'confirm.accept': 'confirming', 'decision.cancel': 'idle' },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmRequest',
        src: 'confirmRequest',
        onDone: { target: 'confirmed', actions: assign({ lastError: null, failedCall: null }) },
        onError: [
          { guard: 'refusedByServer', target: 'conflict', actions: assign({ lastError: 'conflict', failedCall: 'confirm' }) },
          { target: 'failed', actions: assign({ lastError: 'failed', failedCall: 'confirm' }) },
        ],
      },
    },
    confirmed: {},
    rejecting: {
      on: {
        // A sub-reason of another reason makes no sense: changing the reason drops it.
        'reason.select': {
          actions: assign({
            reason: ({ event }) => event.reason,
            subReason: ({ context, event }) => (context.subReason !== null && isRequestSubReason(event.reason, context.subReason) ? context.subReason : null),
          }),
        },
        'subReason.select': { guard: 'subReasonOfReason', actions: assign({ subReason: ({ event }) => event.subReason || null }) },
        'explanation.change': { actions: assign({ explanation: ({ event }) => event.explanation }) },
        'reject.submit': [{ guard: 'formComplete', target: 'submitting' }, { actions: assign({ attempted: true }) }],
        'decision.cancel': { target: 'idle', actions: assign(EMPTY_FORM) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'rejectRequest',
        src: 'rejectRequest',
        input: ({ context }) => requestRejectBody(context),
        onDone: { target: 'rejected', actions: assign({ lastError: null, failedCall: null }) },
        onError: [
          { guard: 'refusedByServer', target: 'conflict', actions: assign({ lastError: 'conflict', failedCall: 'reject' }) },
          { target: 'failed', actions: assign({ lastError: 'failed', failedCall: 'reject' }) },
        ],
      },
    },
    rejected: {},
    // 409: asking again cannot help; the view shows the server's detail and reloads the request.
    conflict: {
      on: { 'failure.dismiss': { target: 'idle', actions: assign({ ...EMPTY_FORM, lastError: null, failedCall: null }) } },
    },
    failed: {
      on: {
        retry: [{ guard: 'confirmFailed', target: 'confirming' }, { target: 'submitting' }],
        'failure.dismiss': { target: 'idle', actions: assign({ ...EMPTY_FORM, lastError: null, failedCall: null }) },
      },
    },
  },
});
