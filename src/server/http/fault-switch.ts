import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, FaultSwitch } from './context';
import { badRequest, issuesToInvalidParams, problemResponse, ProblemError, ProblemType, toProblem } from './problem';

// The fault switch (FAULT_SWITCH=on, refused where hosts could reach it: env.ts): a journey or a
// tester arms it with POST /api/test/faults { method, path, status, times }, and the next `times`
// calls matching method and path answer that status as problem+json, before any route runs —
// so the client's own error handling (its retries, the machines' conflict and failure states)
// is what they see. `path` is the API path; `*` stands for one segment (an id). DELETE clears
// every armed fault. The faults live in this instance's memory: a journey talks to its own server.
// Mind the client's retries (src/client/api/http.ts): a GET, PUT or DELETE answered 408, 429 or
// 5xx is sent up to three times, so `times` counts each of those calls.
// One path outside /api: the embedded identity server's token endpoint, POST /auth/token (the
// session machine's refresh, AS §4). The identity server is served beside the app (server.ts),
// which asks `armedFor` before handing it a call: an armed one comes to the app instead, which
// answers as an OAuth server does ({ error, error_description }: 400 invalid_grant, ...).

/** The identity server's paths the switch can fail. */
export const IDENTITY_FAULT_PATHS = ['/auth/token'] as const;

const FaultSchema = v.object({
  method: v.picklist(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], 'must be GET, POST, PUT, PATCH or DELETE'),
  path: v.pipe(v.string(), v.check((path) => /^\/api\/[\w\-./*]*$/.test(path) || (IDENTITY_FAULT_PATHS as readonly string[]).includes(path), 'must be an API path such as /api/app/booking-requests/*/confirm, or /auth/token')),
  status: v.pipe(v.number(), v.integer(), v.minValue(400, 'must be an error status (400 to 599)'), v.maxValue(599, 'must be an error status (400 to 599)')),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, 'must be 1 to 100'), v.maxValue(100, 'must be 1 to 100')), 1),
});

interface Fault {
  method: string;
  pattern: RegExp;
  status: ContentfulStatusCode;
  left: number;
}

const TYPES: Record<number, { type: string; title: string }> = {
  400: { type: ProblemType.validation, title: 'Invalid request' },
  401: { type: ProblemType.unauthorized, title: 'Unauthorized' },
  403: { type: ProblemType.forbidden, title: 'Forbidden' },
  404: { type: ProblemType.notFound, title: 'Not found' },
  409: { type: ProblemType.conflict, title: 'Conflict' },
  429: { type: ProblemType.tooMany, title: 'Too many requests' },
};

/** The problem a real route would answer with this status; 5xx is the internal error of toProblem. */
function injected(status: ContentfulStatusCode): ProblemError {
  const known = TYPES[status] ?? (status >= 500 ? { type: ProblemType.internal, title: 'Internal server error' } : { type: ProblemType.validation, title: 'Error' });
  return new ProblemError(status, known.type, known.title, 'Injected by the fault switch.');
}

/** The error an OAuth token endpoint answers with this status (RFC 6749 §5.2; 5xx: server_error). */
function oauthError(status: ContentfulStatusCode): string {
  if (status === 400) return 'invalid_grant';
  if (status === 401) return 'invalid_client';
  if (status === 429) return 'too_many_requests';
  return status >= 500 ? 'server_error' : 'invalid_request';
}

const patternOf = (path: string) => new RegExp(`^${path.replace(/\/+$/, '').replace(/[.]/g, '\\.').replace(/\*/g, '[^/]+')}/?$`);


/** The middlewares and the routes (/api/test/faults) of one switched-on instance. */
export function faultSwitch(): FaultSwitch {
  let faults: Fault[] = [];

  const find = (method: string, path: string) => faults.find((f) => f.method === method && f.pattern.test(path));
  /** The armed fault for this call, counted off. */
  const take = (method: string, path: string) => {
    const fault = faults.length > 0 ? find(method, path) : undefined;
    if (fault) {
      fault.left -= 1;
      if (fault.left === 0) faults = faults.filter((f) => f !== fault);
    }
    return fault;
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const fault = take(c.req.method, c.req.path);
    // Answered here, not thrown: the error handler would log an armed failure as a real one.
    if (fault) return problemResponse(c, toProblem(injected(fault.status)));
    await next();
  };

  const identityMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const fault = take(c.req.method, c.req.path);
    if (fault) {
      c.header('cache-control', 'no-store');
      return c.json({ error: oauthError(fault.status), error_description: 'Injected by the fault switch.' }, fault.status);
    }
    await next();
  };

  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    const body = await c.req.json().catch(() => undefined);
    const parsed = v.safeParse(FaultSchema, body);
    if (!parsed.success) throw badRequest(issuesToInvalidParams(parsed.issues, 'body'));
    const { method, path, status, times } = parsed.output;
    faults.push({ method, pattern: patternOf(path), status: status as ContentfulStatusCode, left: times });
    return c.json({ armed: faults.length }, 201);
  });
  routes.delete('/', (c) => {
    faults = [];
    return c.body(null, 204);
  });
  return { middleware, identityMiddleware, routes, armedFor: (method, path) => find(method, path) !== undefined };
}
