import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from 'pino';
import type { Env } from './env';
import { emptyDatabaseTemplate, openDatabase, type Database } from './db/client';
import { seedDemoData, shouldSeed } from './db/seed';
import { createApp } from './app';
import { createIdentityProvider } from './auth/provider';
import { createTokenVerifier } from './auth/verify-token';
import { startWorker, type Worker } from './jobs/worker';
import { jobHandlers } from './jobs/handlers';
import { scheduleStayLifecycle } from './services/bookings/lifecycle-job';
import { scheduleRateLimitSweep } from './services/rate-limit-sweep-job';
import { scheduleSubscriptionEnding } from './services/subscription-ending-job';
import { stopLiveHub } from './services/messaging/live-hub';
import { serverPaths } from './paths';
import { InFlightRequests } from './http/in-flight';
import type { Readiness } from './http/readiness';
import { faultSwitch } from './http/fault-switch';

/** How long an idle kept-alive connection stays open: longer than any proxy in front keeps one. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export const defaultClientDir = serverPaths.clientDist;
/** Only the compiled server has it as a sibling (dist/server/, scripts/build-server.ts); see emptyDatabaseTemplate. */
const pgliteTemplate = fileURLToPath(new URL('./pglite-template.tar', import.meta.url));

export interface RunningServer {
  server: Server;
  database: Database;
  url: string;
  /** Requests being answered now (shutdown waits for them). */
  inFlight(): number;
  /** Shuts down: drains (see shutdown), with the SHUTDOWN_TIMEOUT_SECONDS limit. */
  close(): Promise<void>;
  /**
   * /readyz turns 503 at once; the requests under way may finish for up to `timeoutMs` (default
   * SHUTDOWN_TIMEOUT_SECONDS), then the rest are cut (logged) and everything closes. Resolves with
   * the requests cut.
   */
  shutdown(timeoutMs?: number): Promise<{ cut: ReturnType<InFlightRequests['list']> }>;
}

/**
 * One Node process: /auth goes to the embedded identity server, everything else to the Hono
 * app (API, domain configuration, health, the built SPA).
 */
export async function startServer(env: Env, logger: Logger, options: { clientDir?: string; database?: Database; now?: () => Date; jobPollMs?: number } = {}): Promise<RunningServer> {
  const database = options.database ?? (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      poolMax: env.DATABASE_POOL_MAX,
      dataDir: env.DATA_DIR,
      loadDataDir: emptyDatabaseTemplate({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, pgliteTemplate),
      onIdleError: (err) => logger.warn({ err }, 'an idle database connection was closed; the pool reconnects'),
    }));
  if (shouldSeed(database, env.SEED_DEMO)) {
    const seeded = await database.underStartLock(() => seedDemoData(database));
    if (seeded) logger.info({ accounts: seeded }, 'seeded demo accounts');
  }
  // The recurring sweep that moves stays on with time (one keyed row; it runs now, then every few minutes).
  await scheduleStayLifecycle(database.db);
  await scheduleRateLimitSweep(database.db);
  await scheduleSubscriptionEnding(database.db);
  const identity = env.embeddedIssuer ? await createIdentityProvider({ db: database.db, env, logger, now: options.now }) : null;
  const verifyToken = createTokenVerifier({ env, db: database.db });
  const readiness: Readiness = { draining: false };
  // The fault switch (FAULT_SWITCH=on only) can fail the identity server's token endpoint too: an armed call goes to the app.
  const faults = env.FAULT_SWITCH === 'on' ? faultSwitch() : undefined;
  const app = createApp({ database, env, logger, verifyToken, readiness, clientDir: options.clientDir ?? defaultClientDir, faults });
  const honoListener = getRequestListener(app.fetch);

  const inFlight = new InFlightRequests();
  const server = createServer((req, res) => {
    if (env.INSTANCE_NAME) res.setHeader('x-instance', env.INSTANCE_NAME);
    inFlight.track(req, res);
    if (identity && (req.url === '/auth' || req.url?.startsWith('/auth/')) && !faults?.armedFor(req.method ?? 'GET', req.url.split('?')[0]!)) identity.handle(req, res);
    else honoListener(req, res);
  });
  // A kept-alive connection must outlive the proxy's idle connections to it (deploy/nginx.conf:
  // upstream keepalive_timeout 60 s), or Node closes a socket just as the proxy sends a request on
  // it and that request fails. Node's default is 5 s. Headers may take a little longer still.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  // A port already taken fails the start (main.ts reports it) instead of leaving it waiting.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (error: unknown) => {
    await stopLiveHub(database);
    if (!options.database) await database.close();
    throw error;
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  // Background jobs (iCal sync, ...) from the jobs table; JOBS=false leaves them to another instance.
  const worker: Worker | null = env.JOBS === 'true' ? startWorker(database.db, jobHandlers({ db: database.db, env, logger }), { logger, pollMs: options.jobPollMs }) : null;
  let shuttingDown: ReturnType<RunningServer['shutdown']> | null = null;
  const shutdown = (timeoutMs = env.SHUTDOWN_TIMEOUT_SECONDS * 1000) => (shuttingDown ??= (async () => {
    readiness.draining = true;
    // Open event streams never end by themselves: end them (and the LISTEN) now; their clients reconnect elsewhere.
    await stopLiveHub(database);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      inFlight.idle().then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
    ]);
    clearTimeout(timer);
    const cut = timedOut ? inFlight.list() : [];
    if (cut.length > 0) logger.warn({ cut, timeoutMs }, `shutdown timeout: cutting ${cut.length} request(s) still running`);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive connections, and after a timeout the cut ones, would hold server.close open.
    server.closeAllConnections?.();
    await closed;
    await worker?.stop();
    await database.close();
    return { cut };
  })());
  return {
    server,
    database,
    url: `http://127.0.0.1:${port}`,
    shutdown,
    inFlight: () => inFlight.size,
    async close() {
      await shutdown();
    },
  };
}
