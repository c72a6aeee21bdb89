import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client';
import { jobFailureCounts, queueDepths } from '../jobs/job-metrics';
import { liveSubscriberCount } from '../services/messaging/live-hub';
import { defineRoutes, perApp } from './route-table';
import { notFound, unauthorized } from './problem';
import type { RequestObservation } from './request-log';

// /metrics in the Prometheus text format (version 0.0.4), written by hand: a histogram, a few
// gauges and counters need no client library. Labels are route patterns, never raw URLs, so their
// number stays that of the routes.

/** Upper bounds (seconds) of the request duration buckets: a fast read, a slow page, a stuck call. */
export const DURATION_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface Histogram {
  labels: Record<string, string>;
  /** Observations at or under each bound of DURATION_BUCKETS (cumulative, as Prometheus wants). */
  buckets: number[];
  sum: number;
  count: number;
}

export class RequestMetrics {
  private readonly series = new Map<string, Histogram>();

  observe(o: RequestObservation): void {
    const labels = { method: o.method, route: o.route || 'unmatched', status: `${Math.floor(o.status / 100)}xx` };
    const key = `${labels.method} ${labels.route} ${labels.status}`;
    let h = this.series.get(key);
    if (!h) {
      h = { labels, buckets: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, h);
    }
    const seconds = o.durationMs / 1000;
    DURATION_BUCKETS.forEach((bound, i) => {
      if (seconds <= bound) h.buckets[i]! += 1;
    });
    h.sum += seconds;
    h.count += 1;
  }

  histograms(): Histogram[] {
    return [...this.series.values()];
  }
}

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labelText = (labels: Record<string, string>) =>
  `{${Object.entries(labels).map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}}`;

class Exposition {
  private readonly lines: string[] = [];
  family(name: string, type: 'counter' | 'gauge' | 'histogram', help: string): this {
    this.lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    return this;
  }
  sample(name: string, labels: Record<string, string>, value: number): this {
    this.lines.push(`${name}${Object.keys(labels).length ? labelText(labels) : ''} ${Number.isFinite(value) ? value : 0}`);
    return this;
  }
  toString() {
    return `${this.lines.join('\n')}\n`;
  }
}

export async function renderMetrics(database: Database, requests: RequestMetrics, now = new Date()): Promise<string> {
  const out = new Exposition();

  out.family('http_request_duration_seconds', 'histogram', 'Time to answer an HTTP request, by method, route pattern and status class.');
  for (const h of requests.histograms()) {
    DURATION_BUCKETS.forEach((bound, i) => out.sample('http_request_duration_seconds_bucket', { ...h.labels, le: String(bound) }, h.buckets[i]!));
    out.sample('http_request_duration_seconds_bucket', { ...h.labels, le: '+Inf' }, h.count);
    out.sample('http_request_duration_seconds_sum', h.labels, h.sum);
    out.sample('http_request_duration_seconds_count', h.labels, h.count);
  }

  const pool = database.poolStats();
  const db = { database: database.kind };
  out.family('db_pool_connections', 'gauge', 'Database connections of this instance (PGlite: its one in-process connection).').sample('db_pool_connections', db, pool.total);
  out.family('db_pool_idle_connections', 'gauge', 'Database connections open and unused.').sample('db_pool_idle_connections', db, pool.idle);
  out.family('db_pool_waiting_queries', 'gauge', 'Queries waiting for a free database connection.').sample('db_pool_waiting_queries', db, pool.waiting);

  const depths = await queueDepths(database.db, now);
  out.family('jobs_due', 'gauge', 'Jobs runnable now (due and not held by a worker), by queue.');
  for (const d of depths) out.sample('jobs_due', { queue: d.queue }, d.due);
  out.family('jobs_pending', 'gauge', 'Jobs waiting, due now or later, by queue.');
  for (const d of depths) out.sample('jobs_pending', { queue: d.queue }, d.pending);

  out.family('jobs_dead', 'gauge', 'Jobs given up after their last attempt and kept for staff, by queue.');
  for (const d of depths) out.sample('jobs_dead', { queue: d.queue }, d.dead);

  const failures = jobFailureCounts();
  out.family('jobs_failed_attempts_total', 'counter', 'Job runs that threw, by queue (this instance, since it started).');
  for (const [queue, n] of failures.failedAttempts) out.sample('jobs_failed_attempts_total', { queue }, n);
  out.family('jobs_dead_lettered_total', 'counter', 'Jobs given up after their last attempt, by queue (this instance, since it started).');
  for (const [queue, n] of failures.deadLettered) out.sample('jobs_dead_lettered_total', { queue }, n);

  out.family('live_event_streams', 'gauge', 'Open live event streams (messaging SSE clients) on this instance.').sample('live_event_streams', {}, liveSubscriberCount(database));

  return out.toString();
}

/** Equal-time compare of the presented token (hashed first so lengths never differ). */
function tokenMatches(presented: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/** The request durations of one app: requestLog (app.ts) observes them, GET /metrics shows them. */
export const requestMetricsOf = perApp(() => new RequestMetrics());

/**
 * GET /metrics for a scraper holding METRICS_TOKEN (Authorization: Bearer). Without a token
 * configured the route does not exist (404), so an instance never shows its numbers by default.
 */
export const metricsRoutes = defineRoutes('', 'shell', (route) => {
  route.get(
    '/metrics',
    {
      summary:
        'Prometheus text (request durations, database connections, job queues, live streams) for a scraper sending "Authorization: Bearer $METRICS_TOKEN" (401 without it; 404 when METRICS_TOKEN is not set); not an access token',
      auth: false,
    },
    async (c, _, deps) => {
      const token = deps.env.METRICS_TOKEN;
      if (!token) throw notFound('route');
      const presented = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
      if (!presented || !tokenMatches(presented, token)) throw unauthorized('The metrics token is required.');
      c.header('cache-control', 'no-store');
      return c.body(await renderMetrics(deps.database, requestMetricsOf(deps)), 200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' });
    },
  );
});
