import pino from 'pino';
import { loadEnv } from '../../src/server/env';
import { startServer, type RunningServer } from '../../src/server/server';
import { freshDatabase } from './database';
import { freePort } from '../../scripts/lib/free-port';


/** The whole server (identity + API) on 127.0.0.1 over a fresh seeded database. */
/** `now` is the identity pages' clock (the sign-in wait), so a test moves time instead of sleeping.
 * The job worker looks every 100 ms, not every 5 s, so a test waiting for a mail or a sync waits for the work, not the poll. */
export async function runningServer(extraEnv: Record<string, string> = {}, options: { now?: () => Date } = {}): Promise<RunningServer & { env: ReturnType<typeof loadEnv> }> {
  const port = await freePort();
  const env = loadEnv({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...extraEnv });
  const database = await freshDatabase('seeded');
  const running = await startServer(env, pino({ level: 'silent' }), { database, clientDir: '/nonexistent', now: options.now, jobPollMs: 100 });
  return { ...running, env };
}
