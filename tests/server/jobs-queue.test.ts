import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { jobs } from '../../src/server/db/schema';
import { freshDatabase } from '../support/database';
import { backoffSeconds, claimDue, enqueue, findJob, removeJob } from '../../src/server/jobs/queue';
import { runDueJobs, startWorker, type JobHandlers } from '../../src/server/jobs/worker';

// The jobs-table queue on the real database (PGlite, or PostgreSQL with DATABASE_URL).
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

const past = () => new Date(Date.now() - 1000);
const rows = () => database.db.select().from(jobs).orderBy(jobs.id);

describe('job queue', () => {
  it('runs a due job once and deletes it; a job not yet due waits', async () => {
    const db = database.db;
    await enqueue(db, 'test', { n: 1 });
    await enqueue(db, 'test', { n: 2 }, { runAt: new Date(Date.now() + 60_000) });
    const seen: unknown[] = [];
    const handlers: JobHandlers = { test: { run: async (job) => void seen.push(job.payload.n) } };
    expect(await runDueJobs(db, handlers)).toBe(1);
    expect(seen).toEqual([1]);
    expect((await rows()).map((r) => r.payload)).toEqual([{ n: 2 }]);
    expect(await runDueJobs(db, handlers)).toBe(0);
  });

  it('only claims queues it has handlers for', async () => {
    await enqueue(database.db, 'other');
    expect(await runDueJobs(database.db, { test: { run: async () => {} } })).toBe(0);
    expect(await rows()).toHaveLength(1);
  });

  it('a unique key keeps one row: enqueueing again reschedules it', async () => {
    const db = database.db;
    await enqueue(db, 'test', { v: 1 }, { key: 'k1', runAt: new Date(Date.now() + 60_000) });
    await enqueue(db, 'test', { v: 2 }, { key: 'k1', runAt: past() });
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ key: 'k1', payload: { v: 2 } });
    expect(all[0]!.runAt.getTime()).toBeLessThan(Date.now());
    await removeJob(db, 'k1');
    expect(await findJob(db, 'k1')).toBeUndefined();
  });

  it('a recurring job stays, moved to its next run and unlocked', async () => {
    const db = database.db;
    await enqueue(db, 'test', {}, { key: 'rec' });
    const next = new Date(Date.now() + 3_600_000);
    await runDueJobs(db, { test: { run: async () => ({ runAgainAt: next }) } });
    const job = await findJob(db, 'rec');
    expect(job).toMatchObject({ lockedUntil: null, attempts: 0, lastError: null });
    expect(job!.runAt.getTime()).toBe(next.getTime());
  });

  it('a failing job records the error and backs off; the next attempt waits longer', async () => {
    const db = database.db;
    await enqueue(db, 'test', {}, { key: 'boom' });
    const handlers: JobHandlers = { test: { run: async () => { throw new Error('remote said no'); } } };
    const before = Date.now();
    await runDueJobs(db, handlers);
    let job = (await findJob(db, 'boom'))!;
    expect(job).toMatchObject({ attempts: 1, lastError: 'remote said no', lockedUntil: null });
    expect(job.runAt.getTime()).toBeGreaterThanOrEqual(before + 30_000);
    expect(await runDueJobs(db, handlers)).toBe(0); // backing off: not due
    await db.update(jobs).set({ runAt: past() }).where(eq(jobs.key, 'boom'));
    const second = Date.now();
    await runDueJobs(db, handlers);
    job = (await findJob(db, 'boom'))!;
    expect(job.attempts).toBe(2);
    expect(job.runAt.getTime()).toBeGreaterThanOrEqual(second + 60_000);
    expect([1, 2, 3, 10, 20].map(backoffSeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });

  it('keeps a job as dead after maxAttempts and never claims it again; enqueueing its key revives it', async () => {
    const db = database.db;
    await enqueue(db, 'test', { n: 1 }, { key: 'once' });
    await runDueJobs(db, { test: { maxAttempts: 1, run: async () => { throw new Error('no'); } } });
    const dead = (await findJob(db, 'once'))!;
    expect(dead.deadAt).toBeInstanceOf(Date);
    expect(dead).toMatchObject({ queue: 'test', payload: { n: 1 }, attempts: 1, lastError: 'no', lockedUntil: null });
    expect(await claimDue(db, ['test'], { now: new Date(Date.now() + 86_400_000) })).toEqual([]);
    await enqueue(db, 'test', { n: 2 }, { key: 'once' });
    expect(await findJob(db, 'once')).toMatchObject({ deadAt: null, attempts: 0, payload: { n: 2 } });
  });

  it('a claimed job is locked: a second claim skips it until the lock expires', async () => {
    const db = database.db;
    await enqueue(db, 'test');
    expect(await claimDue(db, ['test'], { lockSeconds: 60 })).toHaveLength(1);
    expect(await claimDue(db, ['test'])).toHaveLength(0);
    // A worker that died: once locked_until passes, the job is due again.
    expect(await claimDue(db, ['test'], { now: new Date(Date.now() + 61_000) })).toHaveLength(1);
  });

  it('two workers claiming at the same time never run one job twice (SKIP LOCKED)', async () => {
    const db = database.db;
    for (let i = 0; i < 30; i++) await enqueue(db, 'test', { i });
    const runs: number[] = [];
    const handlers: JobHandlers = {
      test: {
        run: async (job) => {
          runs.push(job.payload.i as number);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      },
    };
    const worker = () => (async () => {
      let total = 0;
      for (let n = -1; n !== 0; total += n) n = await runDueJobs(db, handlers, { limit: 4 });
      return total;
    })();
    const [a, b, c] = await Promise.all([worker(), worker(), worker()]);
    expect(a + b + c).toBe(30);
    expect(runs.toSorted((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(await rows()).toEqual([]);
  });

  it('the worker polls, runs due jobs and stops cleanly', async () => {
    const db = database.db;
    const seen: number[] = [];
    const worker = startWorker(db, { test: { run: async (job) => void seen.push(job.payload.n as number) } }, { pollMs: 50 });
    await enqueue(db, 'test', { n: 7 });
    for (let i = 0; i < 100 && seen.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.stop();
    expect(seen).toEqual([7]);
    await enqueue(db, 'test', { n: 8 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(seen).toEqual([7]); // stopped: nothing more runs
  });
});
