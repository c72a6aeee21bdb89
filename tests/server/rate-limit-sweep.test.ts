import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { freshDatabase } from '../support/database';
import type { Database } from '../../src/server/db/client';
import { jobs, rateLimits } from '../../src/server/db/schema';
import { hitRateLimit } from '../../src/server/services/rate-limit';
import { RATE_LIMIT_SWEEP_MINUTES, RATE_LIMIT_SWEEP_QUEUE, scheduleRateLimitSweep } from '../../src/server/services/rate-limit-sweep-job';
import { jobHandlers } from '../../src/server/jobs/handlers';
import { runDueJobs } from '../../src/server/jobs/worker';
import { loadEnv } from '../../src/server/env';

// Rows of rate-limit windows that ended are deleted by a recurring job; open windows keep counting.

let database: Database;
beforeAll(async () => (database = await freshDatabase('migrated')));
afterAll(() => database.close());

describe('the rate-limit sweep', () => {
  it('deletes ended windows only, and comes back in an hour', async () => {
    const { db } = database;
    for (const key of ['sign-in:address:198.51.100.1', 'sign-in:address:198.51.100.2', 'register:address:198.51.100.3']) await hitRateLimit(db, key, 5, 600);
    // Two windows ended (as if an hour went by for them).
    await db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` }).where(sql`${rateLimits.key} like 'sign-in:%'`);
    await scheduleRateLimitSweep(db);
    const handlers = jobHandlers({ db, env: loadEnv({ LOG_LEVEL: 'silent' }), logger: pino({ level: 'silent' }) });
    expect(await runDueJobs(db, handlers)).toBeGreaterThanOrEqual(1);
    expect((await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)).toEqual(['register:address:198.51.100.3']);
    // The open window still counts from where it was.
    expect((await hitRateLimit(db, 'register:address:198.51.100.3', 2, 600)).allowed).toBe(true);
    expect((await hitRateLimit(db, 'register:address:198.51.100.3', 2, 600)).allowed).toBe(false);
    const [job] = await db.select().from(jobs).where(eq(jobs.queue, RATE_LIMIT_SWEEP_QUEUE));
    const minutesAway = (job!.runAt.getTime() - Date.now()) / 60_000;
    expect(minutesAway).toBeGreaterThan(RATE_LIMIT_SWEEP_MINUTES - 5);
    expect(minutesAway).toBeLessThanOrEqual(RATE_LIMIT_SWEEP_MINUTES);
  });
});
