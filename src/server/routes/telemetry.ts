import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { eq } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../http/context';
import { forbidden, ProblemError, ProblemType } from '../http/problem';
import { defineRoutes, perApp } from '../http/route-table';
import { rateLimited } from '../http/rate-limited';
import { hosts } from '../db/schema';
import { browserHealth, recordClientErrors, recordWebVitals } from '../services/telemetry';
import { BrowserHealthSchema, ClientErrorBatchSchema, WebVitalBatchSchema } from '../../shared/schemas/telemetry';
import { clientAddress } from '../http/client-address';

// Browser health (AS §8 error tracker, AS §9 web vitals):
//   POST /api/public/client-errors, POST /api/public/web-vitals: public, so signed-out pages
//   report too; a valid bearer token attaches the host (an expired one is no reason to lose the
//   report). 204; nothing is echoed, so the calls cannot be used to probe anything.
//   GET /api/app/staff/browser-health: staff only, the desk's summary.

/** 20 reports of a few hundred bytes each; anything bigger is not ours. */
export const TELEMETRY_MAX_BYTES = 16 * 1024;
/**
 * Per host, or per address when signed out: the browser sends a batch when a page is hidden and
 * when errors pile up, so 30 posts a minute is generous, and a loop cannot flood the tables.
 */
export const TELEMETRY_LIMIT = { perCaller: 30, windowSeconds: 60 };

type TelemetryEnv = AppEnv & { Variables: { reporterId: string | null } };
/** The reporting host identify() found (null: signed out, or a token that is not valid); the tables' contexts are typed AppEnv. */
const reporterOf = (c: Context<AppEnv>) => (c as unknown as Context<TelemetryEnv>).get('reporterId');

/** The host of a valid bearer token, or null: never provisions an account, never refuses. */
async function reportingHost(deps: AppDeps, header: string | undefined): Promise<string | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match) return null;
  try {
    const claims = await deps.verifyToken(match[1]);
    const [host] = await deps.database.db.select({ id: hosts.id }).from(hosts).where(eq(hosts.subject, claims.sub)).limit(1);
    return host?.id ?? null;
  } catch {
    return null;
  }
}

/** The body limit and the reporter's identification both reports share, made once per app. */
const reportChecks = perApp((deps) => {
  const limit = bodyLimit({
    maxSize: TELEMETRY_MAX_BYTES,
    onError: () => {
      throw new ProblemError(413, ProblemType.payloadTooLarge, 'Payload too large', `A report is at most ${TELEMETRY_MAX_BYTES / 1024} KB.`, [{ name: 'body', reason: `must be at most ${TELEMETRY_MAX_BYTES / 1024} KB` }]);
    },
  });
  const identify = async (c: Context<TelemetryEnv>, next: () => Promise<void>) => {
    c.set('reporterId', await reportingHost(deps, c.req.header('authorization')));
    await next();
  };
  const limited = (kind: string) =>
    rateLimited<Context<TelemetryEnv>>(deps.database.db, {
      key: (c) => {
        const host = c.get('reporterId');
        return `${kind}:${host ? `host:${host}` : `address:${clientAddress(c, deps.env.trustProxy)}`}`;
      },
      limit: TELEMETRY_LIMIT.perCaller,
      windowSeconds: TELEMETRY_LIMIT.windowSeconds,
      detail: 'Too many reports; try again later.',
    });
  return { limit, identify: identify as unknown as MiddlewareHandler<AppEnv>, limited };
});
/** Before validation, as ever: the size, who reports, and their count of this kind. */
const reportUse = (kind: string) => (deps: AppDeps) => {
  const { limit, identify, limited } = reportChecks(deps);
  return [limit, identify, limited(kind)];
};

export const telemetryPublicRoutes = defineRoutes('/api/public', 'shell', (route) => {
  route.post(
    '/client-errors',
    {
      summary: 'Report failed API calls (not 401, 404 or unknown) with their correlation ids (204; 16 KB, 20 reports, 30 posts a minute per host or address)',
      auth: false,
      credential: 'optional-bearer',
      success: [204],
      body: ClientErrorBatchSchema,
      use: reportUse('client-errors'),
    },
    async (c, { body }, deps) => {
      const { items } = body;
      const hostId = reporterOf(c);
      await recordClientErrors(deps.database.db, hostId, items);
      // One warn line per failed call, under the failed call's own correlation id, so searching the
      // log for it finds the server's side and the browser's side together.
      const log = deps.logger.child({ reportCorrelationId: c.get('correlationId') });
      for (const item of items) {
        log.warn(
          { correlationId: item.correlationId ?? null, clientError: { status: item.status, method: item.method, path: item.path, page: item.page, messageKey: item.messageKey }, hostId },
          'client error',
        );
      }
      return c.body(null, 204);
    },
  );

  route.post(
    '/web-vitals',
    {
      summary: 'Report web vitals per route pattern; values capped at 999999, targets cut to 128 characters (204; 16 KB, 20 reports, 30 posts a minute)',
      auth: false,
      credential: 'optional-bearer',
      success: [204],
      body: WebVitalBatchSchema,
      use: reportUse('web-vitals'),
    },
    async (c, { body }, { database }) => {
      await recordWebVitals(database.db, reporterOf(c), body.items);
      return c.body(null, 204);
    },
  );
});

export const browserHealthRoutes = defineRoutes('/api/app/staff', 'staff', (route) => {
  route.get('/browser-health', { summary: 'Staff: p75 of each web vital per route over 7 days and the 20 latest client errors', auth: true, response: BrowserHealthSchema }, async (c, _, { database }) => {
    if (!c.get('account').isStaff) throw forbidden('Only staff members can use this.');
    return c.json(await browserHealth(database.db));
  });
});
