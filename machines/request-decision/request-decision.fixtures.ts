import type { RequestDecisionEvent } from './request-decision.machine';

// Payloads for walking the request-decision machine: OTHER (explanation required) and a reason
// with sub-reasons; a sub-reason of that reason, one of another reason (refused) and none; an
// explanation and a blank one; every outcome of both calls (409 included).
export const requestDecisionEvents = {
  'confirm.start': [{ type: 'confirm.start' }],
  'confirm.accept': [{ type: 'confirm.accept' }],
  'reject.start': [{ type: 'reject.start' }],
  'reason.select': [
    { type: 'reason.select', reason: 'OTHER' },
    { type: 'reason.select', reason: 'RATES_MISMATCH' },
  ],
  'subReason.select': [
    { type: 'subReason.select', subReason: 'PRICE_TOO_LOW' },
    { type: 'subReason.select', subReason: 'REPAIRS' },
    { type: 'subReason.select', subReason: '' },
  ],
  'explanation.change': [
    { type: 'explanation.change', explanation: 'The heating is broken that week.' },
    { type: 'explanation.change', explanation: '  ' },
  ],
  'reject.submit': [{ type: 'reject.submit' }],
  'decision.cancel': [{ type: 'decision.cancel' }],
  retry: [{ type: 'retry' }],
  'failure.dismiss': [{ type: 'failure.dismiss' }],
} satisfies { [K in RequestDecisionEvent['type']]: Extract<RequestDecisionEvent, { type: K }>[] };

export const requestDecisionActorOutcomes = [
  { type: 'xstate.done.actor.confirmRequest', output: { status: 'CONFIRMED' } },
  { type: 'xstate.error.actor.confirmRequest', error: { status: 409 } },
  { type: 'xstate.error.actor.confirmRequest', error: { status: 500 } },
  { type: 'xstate.done.actor.rejectRequest', output: { status: 'REJECTED' } },
  { type: 'xstate.error.actor.rejectRequest', error: { status: 409 } },
  { type: 'xstate.error.actor.rejectRequest', error: { status: 500 } },
] as const;
