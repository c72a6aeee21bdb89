import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { validate } from '../http/validate';
import { listUnitReviews, markUnitReviewsSeen, replyToReview, unansweredReviewCount, unitRating, unitsWithNewReviews } from '../services/reviews/host-reviews';
import { ReviewPageQuerySchema, ReviewReplySchema } from '../../shared/schemas/reviews';

// The host's reviews (AS §7 Reports and reviews), mounted at /api/app/reviews
// (token required, host from the token). The fixed paths come before /{unitId}, which would
// otherwise take "new" or "unanswered" for a unit id.

export function reviewsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;
  const hostId = (c: { get: (k: 'host') => { id: string } }) => c.get('host').id;

  r.get('/new', async (c) => c.json(await unitsWithNewReviews(db(), hostId(c))));
  r.put('/new/:unitId', async (c) => c.json(await markUnitReviewsSeen(db(), actorOf(c), c.req.param('unitId'))));
  r.get('/unanswered', async (c) => c.json({ count: await unansweredReviewCount(db(), hostId(c)) }));
  r.get('/rating/:unitId', async (c) => c.json(await unitRating(db(), hostId(c), c.req.param('unitId'))));
  r.post('/reply/:reviewId', validate('json', ReviewReplySchema), async (c) => c.json(await replyToReview(db(), actorOf(c), c.req.param('reviewId'), c.req.valid('json').text)));
  r.get('/:unitId', validate('query', ReviewPageQuerySchema), async (c) => c.json(await listUnitReviews(db(), hostId(c), c.req.param('unitId'), c.req.valid('query'))));

  return r;
}
