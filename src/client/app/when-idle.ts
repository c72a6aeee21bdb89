// Work that can wait until the browser has nothing else to do (statistics to start, code to fetch
// ahead of its first use): run when the main thread is idle, or after `timeoutMs` at the latest;
// where the browser has no requestIdleCallback (Safari), a second later. Returns what cancels it.
export function whenIdle(task: () => void, timeoutMs?: number): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(() => task(), timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 1_000);
  return () => clearTimeout(timer);
}
