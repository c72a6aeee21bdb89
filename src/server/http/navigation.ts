import type { Context } from 'hono';

/**
 * Whether a request is a browser opening a page (address bar, link, reload, form): only these get
 * the single-page app's index.html. Browsers say so with Sec-Fetch-Mode; one that sends no
 * Sec-Fetch headers still asks for HTML when it navigates, which scripts, images and fetch() do not.
 */
export function isNavigation(c: Context): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  const mode = c.req.header('sec-fetch-mode');
  if (mode !== undefined) return mode === 'navigate';
  return (c.req.header('accept') ?? '').includes('text/html');
}
