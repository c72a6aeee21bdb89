import type { MetricWithAttribution } from 'web-vitals/attribution';
import { capVitalValue, cutTarget, TELEMETRY_BATCH_MAX } from '../../shared/domain/telemetry';
import { routePatternOf } from '../../shared/domain/telemetry-route';
import type { WebVitalReport } from '../../shared/schemas/telemetry';
import { consentAllows, subscribeConsent } from '../features/cookie-consent/consent-store';
import { postTelemetry } from './error-reporting';

// Web vitals (AS §9 "Web vitals values cap 999999; target string limited to 128
// characters"): LCP, INP, CLS, FCP and TTFB as the web-vitals library measures them, reported to
// POST /api/public/web-vitals in batches when the page is hidden. They are statistics about the
// visit, so they wait for the visitor's yes to statistics (cookie consent); without it the
// library is not even fetched. main.tsx loads this module after the first paint, so the first
// route's JavaScript does not carry it.

export const WEB_VITALS_PATH = '/api/public/web-vitals';

type Library = Pick<typeof import('web-vitals/attribution'), 'onLCP' | 'onINP' | 'onCLS' | 'onFCP' | 'onTTFB'>;
const loadLibrary = (): Promise<Library> => import('web-vitals/attribution');

let queue: WebVitalReport[] = [];
let started = false;

/** The element a metric names, where the library tells one. */
function targetOf(metric: MetricWithAttribution): string | undefined {
  switch (metric.name) {
    case 'LCP':
      return metric.attribution.target;
    case 'INP':
      return metric.attribution.interactionTarget;
    case 'CLS':
      return metric.attribution.largestShiftTarget;
    default:
      return undefined;
  }
}

/** One reading as the server takes it: value capped, target cut, the route's pattern. */
export function toReport(metric: MetricWithAttribution, pathname: string): WebVitalReport {
  const target = targetOf(metric);
  return {
    name: metric.name,
    value: capVitalValue(metric.value),
    rating: metric.rating,
    route: routePatternOf(pathname),
    ...(target && { target: cutTarget(target) }),
    navigationType: metric.navigationType,
  };
}

export function queueVital(report: WebVitalReport): void {
  queue.push(report);
  if (queue.length >= TELEMETRY_BATCH_MAX) flushWebVitals();
}

/** Sends the readings gathered so far; consent taken back in the meantime drops them instead. */
export function flushWebVitals(): void {
  if (queue.length === 0) return;
  const items = queue.slice(0, TELEMETRY_BATCH_MAX);
  queue = queue.slice(TELEMETRY_BATCH_MAX);
  if (consentAllows('statistics')) postTelemetry(WEB_VITALS_PATH, { items });
  if (queue.length > 0) flushWebVitals();
}

function begin(load: () => Promise<Library>) {
  if (started) return;
  started = true;
  // Loading metrics (LCP, FCP, TTFB) belong to the page the tab opened on; CLS and INP to the
  // page shown when the library reports them.
  const landing = location.pathname;
  const record = (fromLanding: boolean) => (metric: MetricWithAttribution) => queueVital(toReport(metric, fromLanding ? landing : location.pathname));
  load()
    .then((lib) => {
      lib.onLCP(record(true));
      lib.onFCP(record(true));
      lib.onTTFB(record(true));
      lib.onCLS(record(false));
      lib.onINP(record(false));
      // Registered after the library's own listeners, so its final CLS and INP are queued first.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') flushWebVitals();
      });
      window.addEventListener('pagehide', flushWebVitals);
    })
    .catch(() => {
      started = false; // a chunk that could not be fetched: the next consent change tries again
    });
}

/** Starts measuring now if statistics are allowed, else as soon as the visitor allows them. */
export function startWebVitals(load: () => Promise<Library> = loadLibrary): () => void {
  if (consentAllows('statistics')) {
    begin(load);
    return () => undefined;
  }
  const stop = subscribeConsent(() => {
    if (!consentAllows('statistics')) return;
    stop();
    begin(load);
  });
  return stop;
}

/** For tests: forget the queue and that measuring started. */
export function resetWebVitals(): void {
  queue = [];
  started = false;
}
