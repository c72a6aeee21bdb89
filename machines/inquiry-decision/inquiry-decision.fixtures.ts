import type { InquiryDecisionEvent } from './inquiry-decision.machine';

// Payloads for walking the inquiry-decision machine: OTHER (explanation required) and another
// reason (explanation never sent), an explanation and a blank one, a message to the guest and
// none, and every outcome of both calls (409 included).
export const inquiryDecisionEvents = {
  'confirm.start': [{ type: 'confirm.start' }],
  'confirm.accept': [{ type: 'confirm.accept' }],
  'reject.start': [{ type: 'reject.start' }],
  'reason.select': [
    { type: 'reason.select', reason: 'OTHER' },
    { type: 'reason.select', reason: 'OVERBOOKING' },
  ],
  'explanation.change': [
    { type: 'explanation.change', explanation: 'We renovate the kitchen then.' },
    { type: 'explanation.change', explanation: ' ' },
  ],
  'message.change': [
    { type: 'message.change', message: 'Sorry, maybe next year!' },
    { type: 'message.change', message: '' },
  ],
  'reject.submit': [{ type: 'reject.submit' }],
  'decision.cancel': [{ type: 'decision.cancel' }],
  retry: [{ type: 'retry' }],
  'failure.dismiss': [{ type: 'failure.dismiss' }],
} satisfies { [K in InquiryDecisionEvent['type']]: Extract<InquiryDecisionEvent, { type: K }>[] };

export const inquiryDecisionActorOutcomes = [
  { type: 'xstate.done.actor.confirmInquiry', output: { status: 'confirmed' } },
  { type: 'xstate.error.actor.confirmInquiry', error: { status: 409 } },
  { type: 'xstate.error.actor.confirmInquiry', error: { status: 500 } },
  { type: 'xstate.done.actor.rejectInquiry', output: { status: 'rejected' } },
  { type: 'xstate.error.actor.rejectInquiry', error: { status: 409 } },
  { type: 'xstate.error.actor.rejectInquiry', error: { status: 500 } },
] as const;
