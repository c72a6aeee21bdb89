import { assign, fromPromise, setup } from 'xstate';
import { explanationRequired, inquiryRejectPayload } from '../../src/shared/domain/bookings/decision-payload';
import { EXPLANATION_MAX, GUEST_MESSAGE_MAX, type InquiryRejectReason } from '../../src/shared/domain/bookings/reasons';

export interface InquiryDecisionContext {
  /** The reject form: a reason is required; the explanation belongs to OTHER only (§5). */
  reason: InquiryRejectReason | null;
  explanation: string;
  /** An optional message to the guest. */
  message: string;
  /** The host tried to send an incomplete form: the view names the missing fields from now on. */
  attempted: boolean;
  /** Which call failed last, so Retry repeats that one. */
  failedCall: 'confirm' | 'reject' | null;
  /** 'conflict' (409: the nights were taken or the inquiry was answered meanwhile) or 'failed'; never a message. */
  lastError: 'conflict' | 'failed' | null;
}

export type InquiryDecisionEvent =
  | { type: 'confirm.start' }
  | { type: 'confirm.accept' }
  | { type: 'reject.start' }
  | { type: 'reason.select'; reason: InquiryRejectReason }
  | { type: 'explanation.change'; explanation: string }
  | { type: 'message.change'; message: string }
  | { type: 'reject.submit' }
  | { type: 'decision.cancel' }
  | { type: 'retry' }
  | { type: 'failure.dismiss' };

export type InquiryRejectBody = ReturnType<typeof inquiryRejectPayload>;

const EMPTY_FORM = { reason: null, explanation: '', message: '', attempted: false } as const;

/** What is missing or wrong in the reject form, by field (empty when it can be sent). */
export function inquiryRejectProblems(
  c: Pick<InquiryDecisionContext, 'reason' | 'explanation' | 'message'>,
): { reason?: 'required'; explanation?: 'required' | 'tooLong'; message?: 'tooLong' } {
  if (c.reason === null) return { reason: 'required' };
  if (c.message.length > GUEST_MESSAGE_MAX) return { message: 'tooLong' };
  if (!explanationRequired(c.reason)) return {};
  if (c.explanation.length > EXPLANATION_MAX) return { explanation: 'tooLong' };
  return c.explanation.trim() === '' ? { explanation: 'required' } : {};
}

/** The body the machine sends: the §5 rule (shared/domain/bookings/decision-payload.ts). */
export const inquiryRejectBody = (c: InquiryDecisionContext): InquiryRejectBody =>
  inquiryRejectPayload({ reason: c.reason ?? 'OTHER', explanation: c.explanation, message: c.message });

const isConflict = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

/**
 * Deciding on an inquiry (spec §4, §5): Confirm asks once more, then confirms (409 when its nights
 * were taken meanwhile); Reject opens a form (reason required, explanation only and required for
 * OTHER, an optional message to the guest). Both calls are actors the client provides.
 */
export const inquiryDecisionMachine = setup({
  types: { context: {} as InquiryDecisionContext, events: {} as InquiryDecisionEvent },
  actors: {
    confirmInquiry: fromPromise<unknown, void>(async () => {
      throw new Error('confirmInquiry is not provided');
    }),
    rejectInquiry: fromPromise<unknown, InquiryRejectBody>(async () => {
      throw new Error('rejectInquiry is not provided');
    }),
  },
  guards: {
    formComplete: ({ context }) => Object.keys(inquiryRejectProblems(context)).length === 0,
    confirmFailed: ({ context }) => context.failedCall === 'confirm',
    refusedByServer: ({ event }) => isConflict((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'inquiryDecision',
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
        id: 'confirmInquiry',
        src: 'confirmInquiry',
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
        'reason.select': { actions: assign({ reason: ({ event }) => event.reason }) },
        'explanation.change': { actions: assign({ explanation: ({ event }) => event.explanation }) },
        'message.change': { actions: assign({ message: ({ event }) => event.message }) },
        'reject.submit': [{ guard: 'formComplete', target: 'submitting' }, { actions: assign({ attempted: true }) }],
        'decision.cancel': { target: 'idle', actions: assign(EMPTY_FORM) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'rejectInquiry',
        src: 'rejectInquiry',
        input: ({ context }) => inquiryRejectBody(context),
        onDone: { target: 'rejected', actions: assign({ lastError: null, failedCall: null }) },
        onError: [
          { guard: 'refusedByServer', target: 'conflict', actions: assign({ lastError: 'conflict', failedCall: 'reject' }) },
          { target: 'failed', actions: assign({ lastError: 'failed', failedCall: 'reject' }) },
        ],
      },
    },
    rejected: {},
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
