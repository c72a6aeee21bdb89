import type { StaffReviewDecisionEvent } from './staff-review-decision.machine';

// Payloads for walking the staff review decision: two items to approve (after someone else decided
// the first, 409, the second is still waiting), a reason the server accepts, one too short, one
// too long; every outcome of both calls (409, 400 on the reason, 500).
export const staffReviewDecisionEvents = {
  'approve.start': [
    { type: 'approve.start', itemId: '0190f1a2-0000-7000-8000-0000000000c1' },
    { type: 'approve.start', itemId: '0190f1a2-0000-7000-8000-0000000000c2' },
  ],
  'reject.start': [{ type: 'reject.start', itemId: '0190f1a2-0000-7000-8000-0000000000e1' }],
  'reason.change': [
    { type: 'reason.change', reason: 'The photos show another building.' },
    { type: 'reason.change', reason: ' bad ' },
    { type: 'reason.change', reason: 'x'.repeat(501) },
  ],
  'reject.submit': [{ type: 'reject.submit' }],
  'reject.cancel': [{ type: 'reject.cancel' }],
} satisfies { [K in StaffReviewDecisionEvent['type']]: Extract<StaffReviewDecisionEvent, { type: K }>[] };

export const staffReviewDecisionActorOutcomes = [
  { type: 'xstate.done.actor.approveItem', output: { kycStatus: 'verified' } },
  { type: 'xstate.error.actor.approveItem', error: { status: 409 } },
  { type: 'xstate.error.actor.approveItem', error: { status: 500 } },
  { type: 'xstate.done.actor.rejectItem', output: { state: 'REJECTED_BY_STAFF' } },
  { type: 'xstate.error.actor.rejectItem', error: { status: 409 } },
  { type: 'xstate.error.actor.rejectItem', error: { status: 400 } },
  { type: 'xstate.error.actor.rejectItem', error: { status: 500 } },
] as const;
