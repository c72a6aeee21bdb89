import type { Operation } from './operation';
import {
  NewReviewUnitsSchema,
  ReviewPageQuerySchema,
  ReviewPageSchema,
  ReviewReplyAnswerSchema,
  ReviewReplySchema,
  UnansweredReviewsSchema,
  UnitRatingSchema,
} from '../../shared/schemas/reviews';

const tag = 'reviews';

// OpenAPI entries for guests' reviews (AS §7 Reports and reviews; /unanswered is ours; the
// guest's two calls are ours too, documented in routes/guest-review.ts). {unitId} is the unit's id, {reviewId} the review's public id (RV-XXXXXX).
export const reviewsOperations: Operation[] = [
  { method: 'get', path: '/api/app/reviews/{unitId}', summary: "A unit's reviews, newest first, paged (another host's or a deleted unit answers 404)", tag, auth: true, query: ReviewPageQuerySchema, response: ReviewPageSchema },
  { method: 'post', path: '/api/app/reviews/reply/{reviewId}', summary: 'Reply to a review; a new reply replaces the earlier one (and marks the review seen)', tag, auth: true, body: ReviewReplySchema, response: ReviewReplyAnswerSchema },
  { method: 'get', path: '/api/app/reviews/rating/{unitId}', summary: "The unit's average stars (one decimal, null without reviews), reviews per star and unanswered ones", tag, auth: true, response: UnitRatingSchema },
  { method: 'get', path: '/api/app/reviews/new', summary: "Ids of the host's units with reviews not yet marked seen", tag, auth: true, response: NewReviewUnitsSchema },
  { method: 'put', path: '/api/app/reviews/new/{unitId}', summary: "Mark the unit's reviews seen (idempotent); answers the remaining new list", tag, auth: true, response: NewReviewUnitsSchema },
  { method: 'get', path: '/api/app/reviews/unanswered', summary: 'How many reviews of live units wait for a reply', tag, auth: true, response: UnansweredReviewsSchema },
];
