import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { AppEnv } from './context';

// One log line per request, and the request's correlation id. A proxy or caller may send its own
// id (x-request-id, or x-correlation-id as the browser's error reports know it) so one id follows
// a call through every hop; a missing or malformed one is replaced by a fresh UUID (a header is
// attacker input: it goes into log lines, so only a short word of letters, digits, - and _ passes).

const ID_PATTERN = /^[\w-]{8,64}$/;

export interface RequestObservation {
  method: string;
  /** The matched route's pattern (/api/app/bookings/:id), never the raw URL: ids stay out of labels. */
  route: string;
  status: number;
  durationMs: number;
}

export function pickCorrelationId(requestId: string | undefined, correlationId: string | undefined): string {
  for (const candidate of [requestId, correlationId]) if (candidate && ID_PATTERN.test(candidate)) return candidate;
  return randomUUID();
}

/**
 * Sets the correlation id (context variable, x-request-id and x-correlation-id answer headers), then
 * logs the finished request and tells `observe` (the metrics) about it.
 */
export function requestLog(logger: Logger, observe?: (o: RequestObservation) => void): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = pickCorrelationId(c.req.header('x-request-id'), c.req.header('x-correlation-id'));
    c.set('correlationId', id);
    c.header('x-request-id', id);
    c.header('x-correlation-id', id);
    const started = performance.now();
    try {
      await next();
    } finally {
      // After next(): the index points at the handler that answered, so this is its pattern.
      const observation: RequestObservation = {
        method: c.req.method,
        route: routePath(c, c.req.routeIndex),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      };
      observe?.(observation);
      logger.info({ correlationId: id, ...observation }, 'request');
    }
  };
}
