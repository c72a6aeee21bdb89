import { currentAccessToken } from '../auth/token-bridge';
import { isReportedErrorStatus, pathOnly, TELEMETRY_BATCH_MAX } from '../../shared/domain/telemetry';
import type { ClientErrorReport } from '../../shared/schemas/telemetry';

// The error tracker (AS §8: "Error responses are reported to the error tracker
// unless status is 401, 404 or unknown; the correlation id header is included"). The HTTP client
// hands every failed answer here; reports are batched and posted to /api/public/client-errors
// with a plain keepalive fetch, never through the HTTP client, so a failing report can never
// report itself. Reporting is necessary (it keeps the portal working), so it needs no consent
// (shared/domain/cookie-consent.ts); it carries no person's data: paths, status and a key.

export const CLIENT_ERRORS_PATH = '/api/public/client-errors';
/** A burst of failures (a page's queries failing together) becomes one post. */
export const REPORT_DELAY_MS = 1_000;
/** Correlation ids remembered per tab, so a call retried by a component is reported once. */
const REMEMBERED_IDS = 200;

export interface FailedCall {
  status: number;
  method: string;
  /** The called URL (absolute or a path). */
  url: string;
  correlationId?: string;
  /** What the host was told: the problem code or the error's translation key. */
  messageKey: string;
}

let pending: ClientErrorReport[] = [];
const reportedIds = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function apiPathOf(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://portal.invalid').pathname;
  } catch {
    return null;
  }
  const path = pathOnly(pathname);
  // Only our own API: a report about another service's call would name a path we cannot read.
  return path.startsWith('/api/') && !path.startsWith(CLIENT_ERRORS_PATH) ? path : null;
}

const pagePath = () => (typeof location === 'undefined' ? '/' : pathOnly(location.pathname));

/** Queues one failed call for the tracker; statuses the tracker does not take are dropped here. */
export function reportFailedCall(call: FailedCall): void {
  if (!isReportedErrorStatus(call.status)) return;
  const method = call.method.toUpperCase();
  const path = apiPathOf(call.url);
  if (!path || !METHODS.has(method)) return;
  const correlationId = call.correlationId && /^[\w-]{8,64}$/.test(call.correlationId) ? call.correlationId : undefined;
  if (correlationId) {
    if (reportedIds.has(correlationId)) return;
    reportedIds.add(correlationId);
    if (reportedIds.size > REMEMBERED_IDS) reportedIds.delete(reportedIds.values().next().value!);
  }
  // A page failing in a loop: what the server would refuse anyway is not kept.
  if (pending.length >= TELEMETRY_BATCH_MAX) return;
  const messageKey = /^[\w.-]{1,64}$/.test(call.messageKey) ? call.messageKey : 'unknown';
  pending.push({ status: call.status, method: method as ClientErrorReport['method'], path, ...(correlationId && { correlationId }), page: pagePath(), messageKey });
  listenForPageHide();
  timer ??= setTimeout(flushErrorReports, REPORT_DELAY_MS);
}

/** Sends what is queued now (also when the page is being hidden or left). */
export function flushErrorReports(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (pending.length === 0) return;
  const items = pending;
  pending = [];
  postTelemetry(CLIENT_ERRORS_PATH, { items });
}

/**
 * Posts a report so that it survives the page being closed: a keepalive fetch (it can carry the
 * token that names the host), else a beacon. Failures are dropped silently: reports never retry,
 * never show anything, never report themselves.
 */
export function postTelemetry(path: string, body: unknown): void {
  const json = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = currentAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    if (typeof fetch === 'function') {
      fetch(path, { method: 'POST', headers, body: json, keepalive: true, credentials: 'omit' }).catch(() => undefined);
      return;
    }
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') navigator.sendBeacon(path, new Blob([json], { type: 'application/json' }));
  } catch {
    // A browser refusing the request outright (e.g. keepalive quota): the report is dropped.
  }
}

function listenForPageHide() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushErrorReports();
  });
  window.addEventListener('pagehide', flushErrorReports);
}

/** For tests: forget what was queued and reported. */
export function resetErrorReporting(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  pending = [];
  reportedIds.clear();
}
