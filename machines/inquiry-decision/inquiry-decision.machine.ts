import { assign, setup } from 'xstate';
import { explanationRequired, inquiryRejectPayload } from '../../src/shared/domain/bookings/decision-payload';
import { EXPLANATION_MAX, GUEST_MESSAGE_MAX, type InquiryRejectReason } from '../../src/shared/domain/bookings/reasons';
import { decisionActors, decisionChart, decisionGuards, type DecisionEvent, type DecisionProgress } from '../decision/decision-chart';

export interface InquiryDecisionContext extends DecisionProgress {
  /** The reject form: a reason is required; the explanation belongs to OTHER only (HC §5). */
  reason: InquiryRejectReason | null;
  explanation: string;
  /** An optional message to the guest. */
  message: string;
}

export type InquiryDecisionEvent =
  | DecisionEvent
  | { type: 'reason.select'; reason: InquiryRejectReason }
  | { type: 'explanation.change'; explanation: string }
  | { type: 'message.change'; message: string };

export type InquiryRejectBody = ReturnType<typeof inquiryRejectPayload>;

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

/**
 * HC §5: an inquiry's explanation is sent only with OTHER, so the field is offered only then — and
 * the machine takes typing only then, so it accepts nothing the screen hides.
 */
export const explanationOffered = (c: Pick<InquiryDecisionContext, 'reason'>) => c.reason !== null && explanationRequired(c.reason);

/** The body the machine sends: the HC §5 rule (shared/domain/bookings/decision-payload.ts). */
export const inquiryRejectBody = (c: InquiryDecisionContext): InquiryRejectBody =>
  inquiryRejectPayload({ reason: c.reason ?? 'OTHER', explanation: c.explanation, message: c.message });

const decision = setup({
  types: { context: {} as InquiryDecisionContext, events: {} as InquiryDecisionEvent },
  actors: decisionActors<InquiryRejectBody, 'confirmInquiry', 'rejectInquiry'>('confirmInquiry', 'rejectInquiry'),
  guards: { ...decisionGuards<InquiryDecisionContext>(inquiryRejectProblems), explanationOffered: ({ context }) => explanationOffered(context) },
});

/** The reject form while `rejecting` (reject.submit and decision.cancel are the chart's). */
const rejectForm = decision.createStateConfig({
  on: {
    'reason.select': { actions: assign({ reason: ({ event }) => event.reason }) },
    'explanation.change': { guard: 'explanationOffered', actions: assign({ explanation: ({ event }) => event.explanation }) },
    'message.change': { actions: assign({ message: ({ event }) => event.message }) },
  },
});

/**
 * Deciding on an inquiry (HC §4, HC §5): Confirm asks once more, then confirms (409 when its nights
 * were taken meanwhile); Reject opens a form (reason required, explanation only and required for
 * OTHER, an optional message to the guest). Both calls are actors the client provides.
 * The chart is machines/decision/decision-chart.ts.
 */
export const inquiryDecisionMachine = decision.createMachine(
  decisionChart({
    id: 'inquiryDecision',
    actors: { confirm: 'confirmInquiry', reject: 'rejectInquiry' },
    form: { empty: { reason: null, explanation: '', message: '', attempted: false }, body: inquiryRejectBody, rejecting: rejectForm },
  }),
);
