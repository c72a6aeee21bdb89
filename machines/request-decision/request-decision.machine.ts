import { assign, setup } from 'xstate';
import { explanationRequired, isRequestSubReason, requestRejectPayload } from '../../src/shared/domain/bookings/decision-payload';
import { EXPLANATION_MAX, type RequestRejectReason } from '../../src/shared/domain/bookings/reasons';
import { decisionActors, decisionChart, decisionGuards, type DecisionEvent, type DecisionProgress } from '../decision/decision-chart';

export interface RequestDecisionContext extends DecisionProgress {
  /** The reject form: a reason is required; the sub-reason must belong to the reason. */
  reason: RequestRejectReason | null;
  subReason: string | null;
  explanation: string;
}

export type RequestDecisionEvent =
  | DecisionEvent
  | { type: 'reason.select'; reason: RequestRejectReason }
  | { type: 'subReason.select'; subReason: string }
  | { type: 'explanation.change'; explanation: string };

export type RequestRejectBody = ReturnType<typeof requestRejectPayload>;

/** What is missing or wrong in the reject form, by field (empty when it can be sent). */
export function requestRejectProblems(c: Pick<RequestDecisionContext, 'reason' | 'explanation'>): { reason?: 'required'; explanation?: 'required' | 'tooLong' } {
  if (c.reason === null) return { reason: 'required' };
  if (c.explanation.length > EXPLANATION_MAX) return { explanation: 'tooLong' };
  if (explanationRequired(c.reason) && c.explanation.trim() === '') return { explanation: 'required' };
  return {};
}

/**
 * HC §5: the explanation is sent with OTHER or together with a sub-reason, so the field is offered
 * only then — and the machine takes typing only then, so it accepts nothing the screen hides.
 */
export const explanationOffered = (c: Pick<RequestDecisionContext, 'reason' | 'subReason'>) => c.reason === 'OTHER' || c.subReason !== null;

/** The body the machine sends: the HC §5 rule (shared/domain/bookings/decision-payload.ts). */
export const requestRejectBody = (c: RequestDecisionContext): RequestRejectBody =>
  requestRejectPayload({ reason: c.reason ?? 'OTHER', subReason: c.subReason, explanation: c.explanation });

const decision = setup({
  types: { context: {} as RequestDecisionContext, events: {} as RequestDecisionEvent },
  actors: decisionActors<RequestRejectBody, 'confirmRequest', 'rejectRequest'>('confirmRequest', 'rejectRequest'),
  guards: {
    ...decisionGuards<RequestDecisionContext>(requestRejectProblems),
    explanationOffered: ({ context }) => explanationOffered(context),
    subReasonOfReason: ({ context, event }) =>
      event.type === 'subReason.select' && (event.subReason === '' || (context.reason !== null && isRequestSubReason(context.reason, event.subReason))),
  },
});

/** The reject form while `rejecting` (reject.submit and decision.cancel are the chart's). */
const rejectForm = decision.createStateConfig({
  on: {
    // A sub-reason of another reason makes no sense: changing the reason drops it.
    'reason.select': {
      actions: assign({
        reason: ({ event }) => event.reason,
        subReason: ({ context, event }) => (context.subReason !== null && isRequestSubReason(event.reason, context.subReason) ? context.subReason : null),
      }),
    },
    'subReason.select': { guard: 'subReasonOfReason', actions: assign({ subReason: ({ event }) => event.subReason || null }) },
    'explanation.change': { guard: 'explanationOffered', actions: assign({ explanation: ({ event }) => event.explanation }) },
  },
});

/**
 * Deciding on a booking request (HC §4, HC §5): Confirm asks once more, then confirms (the server
 * answers 409 when the nights were taken meanwhile); Reject opens a form (reason required,
 * optional sub-reason of that reason, explanation required for OTHER) and sends what HC §5 allows.
 * Both calls are actors the client provides.
 * The chart is machines/decision/decision-chart.ts.
 */
export const requestDecisionMachine = decision.createMachine(
  decisionChart({
    id: 'requestDecision',
    actors: { confirm: 'confirmRequest', reject: 'rejectRequest' },
    form: { empty: { reason: null, subReason: null, explanation: '', attempted: false }, body: requestRejectBody, rejecting: rejectForm },
  }),
);
