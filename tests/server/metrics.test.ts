import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHarness, ANNA } from '../support/api';
import { enqueue } from '../../src/server/jobs/queue';
import { runDueJobs } from '../../src/server/jobs/worker';
import { stopLiveHub } from '../../src/server/services/messaging/live-hub';
import { readSse } from '../support/sse';

const TOKEN = 'metrics-token-0123456789';
let h: Awaited<ReturnType<typeof apiHarness>>;
beforeAll(async () => {
  h = await apiHarness({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => h.close());

/** The exposition as samples: `name{labels}` -> value, and the # TYPE of each family. */
function parse(text: string) {
  const samples: { name: string; labels: Record<string, string>; value: number }[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1]!, type[2]!);
    if (line.startsWith('#')) continue;
    const m = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[k!] = v!.replace(/\\(.)/g, '$1');
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return { samples, types };
}

const scrape = () => h.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });

describe('/metrics', () => {
  it('refuses a scrape without the token, or with a wrong one', async () => {
    expect((await h.call('GET', '/metrics')).status).toBe(401);
    expect((await h.call('GET', '/metrics', { headers: { authorization: 'Bearer wrong-token-wrong-token' } })).status).toBe(401);
  });

  it('is 404 when METRICS_TOKEN is not set', async () => {
    const bare = await apiHarness();
    try {
      expect((await bare.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('counts requests per route pattern, method and status class in a histogram', async () => {
    for (let i = 0; i < 3; i++) await h.call('GET', '/api/app/bookings/no-such-id', { as: ANNA });
    await h.call('GET', '/healthz');
    const r = await scrape();
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const { samples, types } = parse(r.text);
    expect(types.get('http_request_duration_seconds')).toBe('histogram');
    const series = samples.filter((s) => s.labels.route === '/api/app/bookings/:id' && s.labels.method === 'GET');
    expect(series.length).toBeGreaterThan(0);
    const status = series[0]!.labels.status!;
    expect(status).toMatch(/^[45]xx$/);
    const count = series.find((s) => s.name === 'http_request_duration_seconds_count')!;
    expect(count.value).toBe(3);
    const inf = series.find((s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.le === '+Inf')!;
    expect(inf.value).toBe(3);
    const buckets = series.filter((s) => s.name === 'http_request_duration_seconds_bucket').map((s) => s.value);
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b)); // cumulative
    expect(series.find((s) => s.name === 'http_request_duration_seconds_sum')!.value).toBeGreaterThan(0);
    expect(samples.some((s) => s.labels.route === '/healthz' && s.labels.status === '2xx')).toBe(true);
    // No raw URL became a label.
    expect(r.text).not.toContain('no-such-id');
  });

  it('reports the database connections', async () => {
    const { samples } = parse((await scrape()).text);
    const total = samples.find((s) => s.name === 'db_pool_connections')!;
    expect(total.labels.database).toBe(h.database.kind);
    expect(total.value).toBeGreaterThanOrEqual(1);
    expect(samples.find((s) => s.name === 'db_pool_waiting_queries')!.value).toBeGreaterThanOrEqual(0);
  });

  it('reports queue depth and failed job attempts per queue', async () => {
    await enqueue(h.database.db, 'metrics-test', { n: 1 });
    await enqueue(h.database.db, 'metrics-test', { n: 2 }, { runAt: new Date(Date.now() + 3600_000) });
    let { samples } = parse((await scrape()).text);
    expect(samples.find((s) => s.name === 'jobs_due' && s.labels.queue === 'metrics-test')!.value).toBe(1);
    expect(samples.find((s) => s.name === 'jobs_pending' && s.labels.queue === 'metrics-test')!.value).toBe(2);

    await runDueJobs(h.database.db, { 'metrics-test': { run: async () => { throw new Error('boom'); } } });
    ({ samples } = parse((await scrape()).text));
    expect(samples.find((s) => s.name === 'jobs_failed_attempts_total' && s.labels.queue === 'metrics-test')!.value).toBe(1);
    expect(samples.find((s) => s.name === 'jobs_due' && s.labels.queue === 'metrics-test')!.value).toBe(0); // backing off

    // A job failing its last attempt: counted as dead-lettered, and kept (jobs_dead), not pending.
    await enqueue(h.database.db, 'metrics-dead', {});
    await runDueJobs(h.database.db, { 'metrics-dead': { maxAttempts: 1, run: async () => { throw new Error('gone'); } } });
    ({ samples } = parse((await scrape()).text));
    const of = (name: string) => samples.find((s) => s.name === name && s.labels.queue === 'metrics-dead')?.value;
    expect([of('jobs_dead_lettered_total'), of('jobs_dead'), of('jobs_pending'), of('jobs_failed_attempts_total')]).toEqual([1, 1, 0, 1]);
  });

  it('reports the open live event streams', async () => {
    const streams = async () => parse((await scrape()).text).samples.find((s) => s.name === 'live_event_streams')!.value;
    expect(parse((await scrape()).text).types.get('live_event_streams')).toBe('gauge');
    expect(await streams()).toBe(0);
    const token = (await h.call('GET', '/api/app/messaging/token', { as: ANNA })).json.token as string;
    const stream = readSse(await h.app.request(`/api/messaging/events?token=${encodeURIComponent(token)}`));
    try {
      // The stream joins the hub as it starts; bounded by the test's own timeout.
      while ((await streams()) !== 1) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await stream.close();
      await stopLiveHub(h.database);
    }
  });
});
