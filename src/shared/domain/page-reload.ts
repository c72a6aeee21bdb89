// Page reload rule (AS §4 "Page reload", AS §9): a tab left open for a long time
// runs old code against a newer server; when it becomes visible again after 12 hours the page
// reloads, at a moment the host is not in the middle of typing.

/** 12 hours, AS §9. */
export const RELOAD_AFTER_VISIBLE_MS = 43_200_000;

/** True when the app was loaded more than 12 hours before the tab became visible again. */
export function shouldReloadOnVisible(loadedAtMs: number, nowMs: number): boolean {
  if (!Number.isFinite(loadedAtMs) || !Number.isFinite(nowMs)) return false;
  return nowMs - loadedAtMs > RELOAD_AFTER_VISIBLE_MS;
}
