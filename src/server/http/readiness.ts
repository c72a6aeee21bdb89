import { Hono } from 'hono';
import type { AppEnv, Readiness } from './context';

// /readyz tells a load balancer whether to send this instance new requests. /healthz says the
// process and its database work; /readyz turns 503 as soon as a shutdown begins (server.ts), while
// the requests under way still finish, so the balancer takes the instance out before it goes.

export type { Readiness } from './context';

export function readinessRoutes(readiness: Readiness) {
  const r = new Hono<AppEnv>();
  r.get('/readyz', (c) => {
    c.header('cache-control', 'no-store');
    return readiness.draining ? c.json({ status: 'draining' }, 503) : c.json({ status: 'ready' });
  });
  return r;
}
