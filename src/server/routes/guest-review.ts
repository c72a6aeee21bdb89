import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import type { Context } from 'hono';
import { validate } from '../http/validate';
import { rateLimited } from '../http/rate-limited';
import { GUEST_REVIEW_LIMIT } from '../../shared/domain/messaging/guest-access';
import { guestReviewState, writeGuestReview } from '../services/reviews/guest-reviews';
import { guestSession, type GuestEnv } from './guest-chat';
import { GuestReviewSchema } from '../../shared/schemas/reviews';

// The guest's review of the stay (AS §2.7), under /api/guest beside the chat: the
// guest_token cookie decides the stay, so no path carries an id. GET says whether a review is
// possible now and until when (or shows the one written); POST writes it once, in the window.

export function guestReviewRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const r = new Hono<GuestEnv>();
  const session = guestSession(db);

  r.get('/review', session, async (c) => c.json(await guestReviewState(db, c.get('guest').stay)));
  const limit = rateLimited<Context<GuestEnv>>(db, { key: (c) => `guest-review:stay:${c.get('guest').stay.id}`, limit: GUEST_REVIEW_LIMIT.perStay, windowSeconds: GUEST_REVIEW_LIMIT.windowSeconds, detail: 'Too many review attempts for this stay; please try again later.' });
  r.post('/review', session, validate('json', GuestReviewSchema), limit, async (c) => c.json(await writeGuestReview(db, c.get('guest').stay, c.req.valid('json'), { publicUrl: deps.env.publicUrl }), 201));

  return r as unknown as Hono<AppEnv>;
}
