import { REVIEW_TEXT_MAX } from '../../src/shared/schemas/reviews';
import type { GuestReviewEvent } from './guest-review.machine';

// Payloads for walking the guest's review: four stars, two (another star than the one chosen, to edit
// again after a failure) and a number that is no star (ignored), a comment, a blank one and one too
// long (the submit guard both ways); every outcome of the submit (stored, 409 window closed or already
// written, 400 naming a field, another failure).
export const guestReviewEvents = {
  'rating.choose': [
    { type: 'rating.choose', rating: 4 },
    { type: 'rating.choose', rating: 2 },
    { type: 'rating.choose', rating: 0 },
  ],
  'comment.change': [
    { type: 'comment.change', value: '  Quiet, clean and close to the lifts.  ' },
    { type: 'comment.change', value: 'x'.repeat(REVIEW_TEXT_MAX + 1) },
  ],
  'review.submit': [{ type: 'review.submit' }],
  retry: [{ type: 'retry' }],
} satisfies { [K in GuestReviewEvent['type']]: Extract<GuestReviewEvent, { type: K }>[] };

export const guestReviewActorOutcomes = [
  { type: 'xstate.done.actor.submitReview', output: { state: 'written', closesOn: null } },
  { type: 'xstate.error.actor.submitReview', error: { status: 409, fields: {} } },
  { type: 'xstate.error.actor.submitReview', error: { status: 400, fields: { comment: ['must be at most 2000 characters'] } } },
  { type: 'xstate.error.actor.submitReview', error: { status: 0, fields: {} } },
] as const;
