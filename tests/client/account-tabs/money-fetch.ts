import { vi } from 'vitest';

// The network boundary of the money tabs' tests: fetch answers per method and path, and every
// request is recorded with its body so a test can see what was (or was not) sent.

export type Route = (request: { method: string; url: URL; body: unknown }) => Response | undefined;
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });

export function stubFetch(route: Route) {
  const calls: { method: string; path: string; search: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path: url.pathname, search: url.search, body });
    return route({ method: request.method, url, body }) ?? json({ type: 'urn:host-portal:problem:not-found', title: 'Not found', status: 404 }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}
