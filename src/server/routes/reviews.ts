import type { Context } from 'hono';
import type { AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { defineRoutes } from '../http/route-table';
import { listUnitReviews, markUnitReviewsSeen, replyToReview, unansweredReviewCount, unitRating, unitsWithNewReviews } from '../services/reviews/host-reviews';
import {
  NewReviewUnitsSchema,
  ReviewPageQuerySchema,
  ReviewPageSchema,
  ReviewReplyAnswerSchema,
  ReviewReplySchema,
  UnansweredReviewsSchema,
  UnitRatingSchema,
} from '../../shared/schemas/reviews';

// The host's reviews (AS §7 Reports and reviews), mounted at /api/app/reviews
// (token required, host from the token). The fixed paths come before /{unitId}, which would
// otherwise take "new" or "unanswered" for a unit id. {unitId} is the unit's id, {reviewId} the
// review's public id (RV-XXXXXX).

const hostId = (c: Context<AppEnv>) => c.get('host').id;

export const reviewsRoutes = defineRoutes('/api/app/reviews', 'reviews', (route) => {
  route.get('/new', { summary: "Ids of the host's units with reviews not yet marked seen", auth: true, response: NewReviewUnitsSchema }, async (c, _, { database }) =>
    c.json(await unitsWithNewReviews(database.db, hostId(c))),
  );
  route.put('/new/:unitId', { summary: "Mark the unit's reviews seen (idempotent); answers the remaining new list", auth: true, response: NewReviewUnitsSchema }, async (c, _, { database }) =>
    c.json(await markUnitReviewsSeen(database.db, actorOf(c), c.req.param('unitId'))),
  );
  route.get('/unanswered', { summary: 'How many reviews of live units wait for a reply', auth: true, response: UnansweredReviewsSchema }, async (c, _, { database }) =>
    c.json({ count: await unansweredReviewCount(database.db, hostId(c)) }),
  );
  route.get(
    '/rating/:unitId',
    { summary: "The unit's average stars (one decimal, null without reviews), reviews per star and unanswered ones", auth: true, response: UnitRatingSchema },
    async (c, _, { database }) => c.json(await unitRating(database.db, hostId(c), c.req.param('unitId'))),
  );
  route.post(
    '/reply/:reviewId',
    { summary: 'Reply to a review; a new reply replaces the earlier one (and marks the review seen)', auth: true, body: ReviewReplySchema, response: ReviewReplyAnswerSchema },
    async (c, { body }, { database }) => c.json(await replyToReview(database.db, actorOf(c), c.req.param('reviewId'), body.text)),
  );
  route.get(
    '/:unitId',
    { summary: "A unit's reviews, newest first, paged (another host's or a deleted unit answers 404)", auth: true, query: ReviewPageQuerySchema, response: ReviewPageSchema },
    async (c, { query }, { database }) => c.json(await listUnitReviews(database.db, hostId(c), c.req.param('unitId'), query)),
  );
});
