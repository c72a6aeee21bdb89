import { bodyLimit } from 'hono/body-limit';
import { defineRoutes } from '../http/route-table';
import { ProblemError, ProblemType } from '../http/problem';
import { hitRateLimit } from '../services/rate-limit';
import { rateLimited } from '../http/rate-limited';
import { ClientEventSchema, PublicClientEventSchema } from '../../shared/schemas/listing-entry';
import { clientAddress } from '../http/client-address';

// Events the browser reports (POST /api/app/client-events): a missing property or unit opened in
// the listing flow or the management pages (HC §8 "shows the not-found page and logs an
// error event"), a conversation the inbox could not create (AS §8 "tracked as a
// failure event"). They go to the log, not the database: they are for the people who run the portal.

/** An event is a few hundred bytes; anything bigger is not one of ours. */
export const CLIENT_EVENT_MAX_BYTES = 4 * 1024;
/** Per host: a page shows its error once, so 30 a minute is generous, and a loop cannot flood the log. */
export const CLIENT_EVENT_LIMIT = { perHost: 30, windowSeconds: 60 };

export const clientEventsRoutes = defineRoutes('/api/app/client-events', 'shell', (route) => {
  route.post(
    '/',
    {
      summary: 'Report a browser event to the log, e.g. a missing property opened (204; 4 KB, 30 a minute per host)',
      auth: true,
      success: [204],
      body: ClientEventSchema,
      use: () => [
        bodyLimit({
          maxSize: CLIENT_EVENT_MAX_BYTES,
          onError: () => {
            throw new ProblemError(413, ProblemType.payloadTooLarge, 'Payload too large', `A client event is at most ${CLIENT_EVENT_MAX_BYTES} bytes.`);
          },
        }),
      ],
    },
    async (c, { body: event }, { database, logger }) => {
      const host = c.get('host');
      const limit = await hitRateLimit(database.db, `client-events:${host.id}`, CLIENT_EVENT_LIMIT.perHost, CLIENT_EVENT_LIMIT.windowSeconds);
      if (!limit.allowed) {
        c.header('retry-after', String(limit.retryAfter));
        throw new ProblemError(429, ProblemType.tooMany, 'Too many requests', 'Too many client events; try again later.');
      }
      const staff = c.get('staff');
      // warn, not error: a host following a stale link is worth counting, not worth waking anyone.
      logger.child({ correlationId: c.get('correlationId') }).warn(
        {
          clientEvent: event.type,
          hostId: host.id,
          ...(staff && { staffId: staff.id }),
          path: event.path,
          propertyId: event.propertyId ?? null,
          unitId: event.unitId ?? null,
          ...(event.status !== undefined && { status: event.status }),
        },
        'client event',
      );
      return c.body(null, 204);
    },
  );
});

/** Per address: a page reports each missing text once, so 30 posts a minute is generous. */
export const PUBLIC_CLIENT_EVENT_LIMIT = { perAddress: 30, windowSeconds: 60 };


const tooLarge = () =>
  bodyLimit({
    maxSize: CLIENT_EVENT_MAX_BYTES,
    onError: () => {
      throw new ProblemError(413, ProblemType.payloadTooLarge, 'Payload too large', `A client event is at most ${CLIENT_EVENT_MAX_BYTES} bytes.`);
    },
  });

/**
 * POST /api/public/client-events: what any page may report, signed in or not (account-and-shell
 * AS §8: a missing translation, a missing app element; the second happens before anyone can be
 * signed in). Public, so it names no host and takes only these two kinds; the log line is the
 * whole effect.
 */
export const publicClientEventsRoutes = defineRoutes('/api/public/client-events', 'shell', (route) => {
  route.post(
    '/',
    {
      summary: 'Report a missing translation or a missing app element to the log, from any page (204; 4 KB, 30 a minute per address)',
      auth: false,
      success: [204],
      body: PublicClientEventSchema,
      use: (deps) => [
        tooLarge(),
        rateLimited(deps.database.db, {
          key: (c) => `public-client-events:${clientAddress(c, deps.env.trustProxy)}`,
          limit: PUBLIC_CLIENT_EVENT_LIMIT.perAddress,
          windowSeconds: PUBLIC_CLIENT_EVENT_LIMIT.windowSeconds,
          detail: 'Too many client events; try again later.',
        }),
      ],
    },
    async (c, { body: event }, { logger }) => {
      logger.child({ correlationId: c.get('correlationId') }).warn(
        { clientEvent: event.type, path: event.path, key: event.key ?? null, locale: event.locale ?? null },
        'client event',
      );
      return c.body(null, 204);
    },
  );
});
