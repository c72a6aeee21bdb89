import type { Database } from '../db/client';
import type { Env } from '../env';
import type { HostRow, TokenClaimsLike } from '../domain-types';
import type { Logger } from 'pino';
import type { Hono, MiddlewareHandler } from 'hono';

// The claims live with the domain types: services (hosts.ts) read them without importing http/.
export type { TokenClaimsLike } from '../domain-types';

/** Whether this instance takes new requests (/readyz, readiness.ts): not once a shutdown began. */
export interface Readiness {
  draining: boolean;
}

/** What createApp needs; tests pass the same things main.ts does. */
export interface AppDeps {
  database: Database;
  env: Env;
  logger: Logger;
  verifyToken: (token: string) => Promise<TokenClaimsLike>;
  /** Whether the server is shutting down (/readyz); absent: always ready (tests of the app alone). */
  readiness?: Readiness;
  /** Built SPA directory; absent in API-only tests. */
  clientDir?: string;
  /** The fault switch of a FAULT_SWITCH=on server (server.ts shares it with its identity server); absent: the app makes its own. */
  faults?: FaultSwitch;
}

export type AppEnv = {
  Variables: {
    correlationId: string;
    /** The host every query is scoped to (the impersonated host when staff acts for one). */
    host: HostRow;
    /** The staff member acting, when impersonating. */
    staff: HostRow | null;
    /** The signed-in account itself (staff or host). */
    account: HostRow;
    sessionId: string | null;
  };
};

/** The fault switch of a FAULT_SWITCH=on instance (http/fault-switch.ts). */
export interface FaultSwitch {
  /** First on /api: answers an armed call as problem+json. */
  middleware: MiddlewareHandler<AppEnv>;
  /** On the identity server's paths (IDENTITY_FAULT_PATHS): answers an armed call as an OAuth error. */
  identityMiddleware: MiddlewareHandler<AppEnv>;
  /** POST and DELETE /api/test/faults. */
  routes: Hono<AppEnv>;
  /** Whether a call of method and path would be failed now (server.ts: the identity server's calls). */
  armedFor(method: string, path: string): boolean;
}
