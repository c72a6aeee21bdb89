import pino from 'pino';
import { loadEnv } from '../../src/server/env';
import { startServer, type RunningServer } from '../../src/server/server';
import { freshDatabase } from './database';
import { freePort } from '../../scripts/lib/free-port';

/** How many ports to try: a port found free can be taken by another worker before this one listens. */
const PORT_TRIES = 5;

/**
 * The whole server (identity + API) on 127.0.0.1 over a fresh seeded database. `now` is the
 * identity pages' clock (the sign-in wait), so a test moves time instead of sleeping. The job
 * worker looks every 100 ms, not every 5 s, so a test waiting for a mail or a sync waits for the
 * work, not the poll. The address has to be known before the start (it is the issuer's), so a
 * free port is looked up first; another test file's server may take it in between, and then the
 * start is tried again on another.
 */
export async function runningServer(extraEnv: Record<string, string> = {}, options: { now?: () => Date } = {}): Promise<RunningServer & { env: ReturnType<typeof loadEnv> }> {
  const database = await freshDatabase('seeded');
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const env = loadEnv({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...extraEnv });
    try {
      const running = await startServer(env, pino({ level: 'silent' }), { database, clientDir: '/nonexistent', now: options.now, jobPollMs: 100 });
      return { ...running, env };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === PORT_TRIES) throw error;
    }
  }
}
