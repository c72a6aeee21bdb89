import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { ProblemError, ProblemType } from '../http/problem';
import { defineRoutes } from '../http/route-table';
import { hitRateLimit } from '../services/rate-limit';
import { createGuestStay } from '../services/bookings/guest-stays';
import { GuestStayAnswerSchema, GuestStayRequestSchema } from '../../shared/schemas/bookings';
import { clientAddress } from '../http/client-address';

// Public route where guests book, request or ask (mounted under /api/public, no token).

/**
 * Per client address: every attempt counts, valid or not, so the endpoint cannot be hammered
 * (each one locks a unit row and writes). Generous for a family trying a few dates.
 */
export const GUEST_STAY_LIMIT = { perAddress: 20, windowSeconds: 3600 } as const;

const limit =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const hit = await hitRateLimit(deps.database.db, `guest-stays:address:${clientAddress(c, deps.env.trustProxy)}`, GUEST_STAY_LIMIT.perAddress, GUEST_STAY_LIMIT.windowSeconds);
    if (!hit.allowed) {
      c.header('retry-after', String(hit.retryAfter));
      throw new ProblemError(429, ProblemType.tooMany, 'Too many requests', 'Too many stay requests from this address; please try again later.');
    }
    await next();
  };

export const guestStaysPublicRoutes = defineRoutes('/api/public', 'public', (route) => {
  route.post(
    '/property-units/:id/stays',
    {
      summary:
        'A guest books a published unit (201): an instant booking (commission host, unit onLine), a booking request (commission host, onRequest; expires unanswered) or an inquiry (subscription host). 400 names the field a stay rule refuses, 404 for an unpublished unit, 409 naming the nights that are taken, 429 when one address asks too often.',
      auth: false,
      success: [201],
      body: GuestStayRequestSchema,
      response: GuestStayAnswerSchema,
      nightsHeld: true,
      use: (deps) => [limit(deps)],
    },
    async (c, { body }, { database, env }) => c.json(await createGuestStay(database.db, c.req.param('id'), body, { publicUrl: env.publicUrl }), 201),
  );
});
