// Token timing (AS §9): the expiry is checked every 60 s; a token with
// less than 5 s left is refreshed, or with less than 120 s left when a refresh is asked for.
export const TOKEN_CHECK_INTERVAL_MS = 60_000;
export const REFRESH_THRESHOLD_MS = 5_000;
export const REFRESH_THRESHOLD_WHEN_ASKED_MS = 120_000;

/** true when the token expires within `thresholdMs` of `nowIso` (or has no known expiry). */
export function needsRefresh(expiresAtIso: string | null, nowIso: string, thresholdMs: number): boolean {
  if (!expiresAtIso) return true;
  const left = Date.parse(expiresAtIso) - Date.parse(nowIso);
  return !Number.isFinite(left) || left < thresholdMs;
}
