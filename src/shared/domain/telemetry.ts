// Browser health (AS §8 "Error responses are reported to the error tracker unless
// status is 401, 404 or unknown; the correlation id header is included", AS §9 "Web vitals values
// cap 999999; target string limited to 128 characters"). The browser applies these rules before
// it sends, the server applies them again on what it receives, so neither trusts the other.

/** AS §9: a web-vitals value is stored as at most this (a stuck timer must not skew a percentile). */
export const WEB_VITAL_VALUE_CAP = 999_999;
/** AS §9: the element a metric names (a CSS selector) is cut to this many characters. */
export const WEB_VITAL_TARGET_MAX = 128;
/** One post carries at most this many reports: a page that fails in a loop sends little. */
export const TELEMETRY_BATCH_MAX = 20;
/** Paths (API and page) are cut to this many characters: enough for every route of the portal. */
export const TELEMETRY_PATH_MAX = 256;

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
/** What web-vitals reports as the navigation's kind. */
export const NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation'] as const;
export const REPORTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;


/**
 * AS §8: which answers go to the error tracker. Only error answers (4xx, 5xx), and not 401 (the
 * session ends or is refreshed: not a fault) nor 404 (a stale link); status 0 is "unknown" (no
 * answer: offline, timeout), which the tracker could not tell anything about.
 */
export function isReportedErrorStatus(status: number): boolean {
  return Number.isInteger(status) && status >= 400 && status <= 599 && status !== 401 && status !== 404;
}

/** AS §9: negative or not-a-number readings are 0; the rest at most WEB_VITAL_VALUE_CAP. */
export function capVitalValue(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? WEB_VITAL_VALUE_CAP : 0;
  return Math.min(Math.max(value, 0), WEB_VITAL_VALUE_CAP);
}

/** Cuts by characters (code points), so a cut never splits an emoji into an unstorable half. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join('');
}

/** AS §9: the target string limited to 128 characters. */
export const cutTarget = (target: string) => cutText(target, WEB_VITAL_TARGET_MAX);

/** An address without its query or fragment (they may carry search words or tokens), cut to the path limit. */
export function pathOnly(address: string): string {
  const path = address.replace(/[?#].*$/s, '');
  return cutText(path.startsWith('/') ? path : `/${path}`, TELEMETRY_PATH_MAX);
}
