import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, ALPINE, apiHarness } from '../support/api';
import { scaledMs } from '../support/time-scale';

// Every API answer says in Server-Timing how many database queries it made (db/query-count.ts),
// counted per request: requests served at the same time do not add to each other's count.

let h: Awaited<ReturnType<typeof apiHarness>>;
beforeAll(async () => {
  h = await apiHarness();
}, scaledMs(60_000));
afterAll(() => h.close());

const queriesOf = (headers: Headers) => {
  const match = /db;desc="(\d+) queries"/.exec(headers.get('server-timing') ?? '');
  return match ? Number(match[1]) : null;
};

describe('queries per request', () => {
  it('a route that reads the database says how many queries it made; one that does not says 0', async () => {
    const info = await h.call('GET', '/api/app/user/info', { as: ANNA });
    expect(info.status).toBe(200);
    expect(queriesOf(info.headers)).toBeGreaterThan(0);
    const doc = await h.call('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(queriesOf(doc.headers)).toBe(0);
  });

  it('counts each request on its own, also when several run at once', async () => {
    await h.call('GET', '/api/app/user/info', { as: ALPINE }); // a first call may do once-only work
    const alone = queriesOf((await h.call('GET', '/api/app/user/info', { as: ALPINE })).headers)!;
    const together = await Promise.all([
      h.call('GET', '/api/app/user/info', { as: ALPINE }),
      h.call('GET', '/api/app/user/info', { as: ALPINE }),
      h.call('GET', '/api/openapi.json'),
    ]);
    expect(together.map((r) => queriesOf(r.headers))).toEqual([alone, alone, 0]);
  });

  it("the bell's notifications are one read beside the sign-in check's, however many units and requests the host has", async () => {
    await h.call('GET', '/api/app/user/notifications', { as: ALPINE }); // a first call prepares the statement
    const bell = await h.call('GET', '/api/app/user/notifications', { as: ALPINE });
    expect(bell.status).toBe(200);
    expect((bell.json as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expect(queriesOf(bell.headers)).toBe(2);
  });
});

