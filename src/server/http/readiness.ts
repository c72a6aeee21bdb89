import * as v from 'valibot';
import { defineRoutes } from './route-table';

// /readyz tells a load balancer whether to send this instance new requests. /healthz says the
// process and its database work; /readyz turns 503 as soon as a shutdown begins (server.ts), while
// the requests under way still finish, so the balancer takes the instance out before it goes.

export type { Readiness } from './context';

export const readinessRoutes = defineRoutes('', 'shell', (route) => {
  route.get('/healthz', { summary: 'Liveness and database reachability', auth: false, response: v.object({ status: v.string(), database: v.string() }) }, async (c, _, { database }) => {
    try {
      await database.ping();
      return c.json({ status: 'ok', database: database.kind });
    } catch {
      return c.json({ status: 'unavailable', database: database.kind }, 503);
    }
  });
  route.get(
    '/readyz',
    { summary: 'Readiness for a load balancer: 200 ready, 503 draining from the start of a shutdown (http/readiness.ts)', auth: false, response: v.object({ status: v.picklist(['ready', 'draining']) }) },
    (c, _, { readiness }) => {
      c.header('cache-control', 'no-store');
      // Absent (tests of the app alone): always ready.
      return readiness?.draining ? c.json({ status: 'draining' }, 503) : c.json({ status: 'ready' });
    },
  );
});
