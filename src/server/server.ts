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

export const defaultClientDir = serverPaths.clientDist;
/** Only the compiled server has it as a sibling (dist/server/, scripts/build-server.ts); see emptyDatabaseTemplate. */
const pgliteTemplate = fileURLToPath(new URL('./pglite-template.tar', import.meta.url));

export interface RunningServer {
  server: Server;
  database: Database;
  url: string;
  close(): Promise<void>;
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
  const app = createApp({ database, env, logger, verifyToken, clientDir: options.clientDir ?? defaultClientDir });
  const honoListener = getRequestListener(app.fetch);

  const server = createServer((req, res) => {
    if (env.INSTANCE_NAME) res.setHeader('x-instance', env.INSTANCE_NAME);
    if (identity && (req.url === '/auth' || req.url?.startsWith('/auth/'))) identity.handle(req, res);
    else honoListener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  // Background jobs (iCal sync, ...) from the jobs table; JOBS=false leaves them to another instance.
  const worker: Worker | null = env.JOBS === 'true' ? startWorker(database.db, jobHandlers({ db: database.db, env, logger }), { logger, pollMs: options.jobPollMs }) : null;
  return {
    server,
    database,
    url: `http://127.0.0.1:${port}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Open event streams would keep server.close waiting forever: end them (and the LISTEN) now.
      await stopLiveHub(database);
      await closed;
      server.closeAllConnections?.();
      await worker?.stop();
      await database.close();
    },
  };
}
