import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { ProblemError, ProblemType } from '../http/problem';
import { validate } from '../http/validate';
import { hitRateLimit } from '../services/rate-limit';
import { createGuestStay } from '../services/bookings/guest-stays';
import { GuestStayRequestSchema } from '../../shared/schemas/bookings';
import { clientAddress } from '../http/client-address';

// Public route where guests book, request or ask (mounted under /api/public, no token).

/**
 * Per client address: every attempt counts, valid or not, so the endpoint cannot be hammered
 * (each one locks a unit row and writes). Generous for a family trying a few dates.
 */
export const GUEST_STAY_LIMIT = { perAddress: 20, windowSeconds: 3600 } as const;

export function guestStaysPublicRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const limit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const hit = await hitRateLimit(deps.database.db, `guest-stays:address:${clientAddress(c, deps.env.trustProxy)}`, GUEST_STAY_LIMIT.perAddress, GUEST_STAY_LIMIT.windowSeconds);
    if (!hit.allowed) {
      c.header('retry-after', String(hit.retryAfter));
      throw new ProblemError(429, ProblemType.tooMany, 'Too many requests', 'Too many stay requests from this address; please try again later.');
    }
    await next();
  };
  r.post('/property-units/:id/stays', limit, validate('json', GuestStayRequestSchema), async (c) =>
    c.json(await createGuestStay(deps.database.db, c.req.param('id'), c.req.valid('json'), { publicUrl: deps.env.publicUrl }), 201),
  );
  return r;
}
