import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context';
import { defineRoutes, perApp } from '../http/route-table';
import { rateLimited } from '../http/rate-limited';
import { GUEST_REVIEW_LIMIT } from '../../shared/domain/messaging/guest-access';
import { guestReviewState, writeGuestReview } from '../services/reviews/guest-reviews';
import { guestOf, guestSession, type GuestEnv } from './guest-chat';
import { GuestReviewSchema, GuestReviewStateSchema } from '../../shared/schemas/reviews';

// The guest's review of the stay (AS §2.7), under /api/guest beside the chat: the
// guest_token cookie decides the stay, so no path carries an id. GET says whether a review is
// possible now and until when (or shows the one written); POST writes it once, in the window.

/** The session and the rate limit, made once per app. */
const perAppChecks = perApp(({ database }) => ({
  session: guestSession(database.db) as unknown as MiddlewareHandler<AppEnv>,
  limit: rateLimited<Context<GuestEnv>>(database.db, { key: (c) => `guest-review:stay:${c.get('guest').stay.id}`, limit: GUEST_REVIEW_LIMIT.perStay, windowSeconds: GUEST_REVIEW_LIMIT.windowSeconds, detail: 'Too many review attempts for this stay; please try again later.' }),
}));

export const guestReviewRoutes = defineRoutes('/api/guest', 'reviews', (route) => {
  route.get(
    '/review',
    {
      summary: "The signed-in guest's review: not yet, open (until closesOn), closed, or written (guest_token cookie)",
      auth: false,
      credential: 'guest',
      response: GuestReviewStateSchema,
      use: (deps) => [perAppChecks(deps).session],
    },
    async (c, _, { database }) => c.json(await guestReviewState(database.db, guestOf(c).stay)),
  );
  route.post(
    '/review',
    {
      summary: `Write the stay's one review in its window (201); 409 when not open or already written; 429 after ${GUEST_REVIEW_LIMIT.perStay} attempts of one stay in ${GUEST_REVIEW_LIMIT.windowSeconds / 3600} h`,
      auth: false,
      credential: 'guest',
      success: [201],
      body: GuestReviewSchema,
      response: GuestReviewStateSchema,
      use: (deps) => [perAppChecks(deps).session],
      useAfterValidation: (deps) => [perAppChecks(deps).limit],
    },
    async (c, { body }, { database, env }) => c.json(await writeGuestReview(database.db, guestOf(c).stay, body, { publicUrl: env.publicUrl }), 201),
  );
});
