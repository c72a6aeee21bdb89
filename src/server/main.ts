import { performance } from 'node:perf_hooks';
import { EnvError, loadEnv } from './env';
import { createLogger } from './logger';
import { startServer } from './server';
import { startGazetteerLoad } from './services/gazetteer';

const started = performance.now();
let env;
try {
  env = loadEnv();
} catch (err) {
  if (err instanceof EnvError) {
    console.error(err.message);
    process.exit(78); // EX_CONFIG
  }
  throw err;
}
const logger = createLogger(env.LOG_LEVEL);

const running = await startServer(env, logger).catch((err: NodeJS.ErrnoException) => {
  if (err.code === 'EADDRINUSE') logger.fatal(`${env.HOST}:${env.PORT} is already in use by another process; set PORT to a free port`);
  else logger.fatal({ err }, 'the server could not start');
  process.exit(1);
});
logger.info(
  { url: env.publicUrl, database: running.database.kind, issuer: env.issuer, startupMs: Math.round(performance.now() - started) },
  `host portal listening on ${env.HOST}:${env.PORT}`,
);
// In the background: the first start fills the places table (seconds); later starts only check it.
void startGazetteerLoad(running.database.db, logger, env.GEOCODER);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS }, 'shutting down: draining the requests under way');
    // Past the drain limit the requests still running are cut (server.ts logs them). A stop the
    // orchestrator asked for is no failure, so the exit code is 0 either way.
    // A backstop should closing itself hang (a database that does not answer): out regardless, as a failure.
    setTimeout(() => {
      logger.error({ timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS }, 'shutdown did not finish after the drain limit; exiting');
      process.exit(1);
    }, (env.SHUTDOWN_TIMEOUT_SECONDS + 10) * 1000).unref();
    const { cut } = await running.shutdown();
    logger.info({ cutRequests: cut.length }, 'shut down');
    process.exit(0);
  });
}
