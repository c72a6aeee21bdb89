import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { jobs } from '../../src/server/db/schema';
import { apiHarness, ANNA, STAFF } from '../support/api';
import { enqueue, findJob } from '../../src/server/jobs/queue';
import { runDueJobs, type JobHandlers } from '../../src/server/jobs/worker';

// The dead letter end to end: a job failing its last attempt is kept, staff see it and retry it.
let h: Awaited<ReturnType<typeof apiHarness>>;
beforeAll(async () => {
  h = await apiHarness();
});
afterAll(() => h.close());

let runs = 0;
let failing = true;
const handlers: JobHandlers = {
  'dead-test': {
    maxAttempts: 2,
    async run() {
      runs += 1;
      if (failing) throw new Error(`smtp refused (run ${runs})`);
    },
  },
};
/** Runs the queue as often as the backoff allows, moving the clock past it instead of waiting. */
async function runUntilSettled() {
  for (let i = 0; i < 5; i++) {
    await h.database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(and(eq(jobs.queue, 'dead-test'), isNull(jobs.deadAt)));
    await runDueJobs(h.database.db, handlers);
  }
}

describe('dead jobs', () => {
  it('a job exceeding maxAttempts ends up dead and listed for staff', async () => {
    await enqueue(h.database.db, 'dead-test', { mailId: 'm-1' }, { key: 'dead-test:1' });
    await runUntilSettled();
    expect(runs).toBe(2); // maxAttempts, then never claimed again
    expect((await findJob(h.database.db, 'dead-test:1'))!.deadAt).toBeInstanceOf(Date);

    const r = await h.call('GET', '/api/app/staff/dead-jobs', { as: STAFF });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.json.pagination.total).toBe(1);
    expect(r.json.items).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        queue: 'dead-test',
        payload: { mailId: 'm-1' },
        attempts: 2,
        lastError: 'smtp refused (run 2)',
        createdAt: expect.any(String),
        diedAt: expect.any(String),
      },
    ]);
  });

  it('a host gets 403 for the list and the retry', async () => {
    expect((await h.call('GET', '/api/app/staff/dead-jobs', { as: ANNA })).status).toBe(403);
    const { json } = await h.call('GET', '/api/app/staff/dead-jobs', { as: STAFF });
    expect((await h.call('POST', `/api/app/staff/dead-jobs/${json.items[0].id}/retry`, { as: ANNA })).status).toBe(403);
    expect((await h.call('GET', '/api/app/staff/dead-jobs', { as: STAFF })).json.pagination.total).toBe(1); // untouched
  });

  it('retry puts it back as due with fresh attempts; a second retry is 404', async () => {
    const { json } = await h.call('GET', '/api/app/staff/dead-jobs', { as: STAFF });
    const id = json.items[0].id;
    expect((await h.call('POST', `/api/app/staff/dead-jobs/${id}/retry`, { as: STAFF })).status).toBe(204);
    expect((await h.call('POST', `/api/app/staff/dead-jobs/${id}/retry`, { as: STAFF })).status).toBe(404);
    expect((await h.call('GET', '/api/app/staff/dead-jobs', { as: STAFF })).json.items).toEqual([]);
    const revived = (await findJob(h.database.db, 'dead-test:1'))!;
    expect(revived).toMatchObject({ deadAt: null, attempts: 0, lockedUntil: null });

    failing = false;
    const before = runs;
    await runDueJobs(h.database.db, handlers);
    expect(runs).toBe(before + 1);
    expect(await findJob(h.database.db, 'dead-test:1')).toBeUndefined(); // done and deleted
  });

  it('an unknown or malformed id is 404', async () => {
    expect((await h.call('POST', '/api/app/staff/dead-jobs/999999/retry', { as: STAFF })).status).toBe(404);
    expect((await h.call('POST', '/api/app/staff/dead-jobs/abc/retry', { as: STAFF })).status).toBe(404);
  });
});
