import { GUEST_REVIEW_LIMIT } from '../../shared/domain/messaging/guest-access';
import type { Operation } from './operation';
import { GuestReviewSchema, GuestReviewStateSchema } from '../../shared/schemas/reviews';

const tag = 'reviews';

// OpenAPI entries for the guest's two review calls (AS §7 Reports and reviews; paths ours,
// routes/guest-review.ts); the host's side is documented by its route table (routes/reviews.ts).
export const reviewsOperations: Operation[] = [
  { method: 'get', path: '/api/guest/review', summary: "The signed-in guest's review: not yet, open (until closesOn), closed, or written (guest_token cookie)", tag, auth: false, credential: 'guest', response: GuestReviewStateSchema },
  { method: 'post', path: '/api/guest/review', summary: `Write the stay's one review in its window (201); 409 when not open or already written; 429 after ${GUEST_REVIEW_LIMIT.perStay} attempts of one stay in ${GUEST_REVIEW_LIMIT.windowSeconds / 3600} h`, tag, auth: false, credential: 'guest', success: [201], body: GuestReviewSchema, response: GuestReviewStateSchema },
];
