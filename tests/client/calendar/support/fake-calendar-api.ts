import { vi } from 'vitest';
import { addDays, eachDay } from '../../../../src/shared/domain/availability/dates';
import type { CalendarEvent } from '../../../../src/shared/schemas/availability';
import type { UserInteraction } from '../../../../src/shared/schemas/user-interactions';

// Stands in for the server behind the /calendar page in client tests: only fetch is replaced.
// It answers the calls the page makes the way the server shapes them, keeps what a write
// changes (interactions, imported calendars), and records every call so a test can assert them.

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export const VILLA = 'unit-villa';

const json = (body: unknown, status = 200, type = 'application/json') => new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
export const problem = (status: number, detail = 'Broken on purpose.') =>
  json({ type: 'urn:host-portal:problem:validation', title: 'Invalid', status, detail }, status, 'application/problem+json');

export interface FakeCalendarApi {
  calls: Call[];
  events: CalendarEvent[];
  interactions: UserInteraction[] | null;
  /** Extra handlers by "METHOD /path" (or a RegExp on the path), checked before the defaults. */
  routes: Array<{ method: string; path: string | RegExp; answer: (call: Call, match: RegExpExecArray | null) => Response | Promise<Response> }>;
  callsTo: (method: string, path: string | RegExp) => Call[];
}

export function installFakeCalendarApi(options: { events?: CalendarEvent[]; interactions?: UserInteraction[] | null } = {}): FakeCalendarApi {
  const api: FakeCalendarApi = {
    calls: [],
    events: options.events ?? [],
    interactions: options.interactions === undefined ? [] : options.interactions,
    routes: [],
    callsTo: (method, path) => api.calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path))),
  };

  async function serve(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* raw body (a file) */
    }
    const call: Call = { method: request.method, path: url.pathname, query: url.searchParams, body };
    api.calls.push(call);
    for (const route of api.routes) {
      if (route.method !== request.method) continue;
      const match = typeof route.path === 'string' ? (route.path === url.pathname ? ([] as unknown as RegExpExecArray) : null) : route.path.exec(url.pathname);
      if (match) return route.answer(call, typeof route.path === 'string' ? null : match);
    }
    const q = (name: string) => url.searchParams.get(name)!;
    if (url.pathname === '/api/app/property-list')
      return json({
        items: [{ id: 'prop-villa', title: 'Villa Aurora', propertyType: 'single', state: 'PUBLISHED', timeZone: 'UTC', units: [{ id: VILLA, title: null, state: 'PUBLISHED' }] }],
        pagination: { current: 1, next: null, pages: 1, total: 1 },
      });
    if (url.pathname === '/api/app/calendar/events') {
      const to = addDays(q('dateTo'), 14);
      const events = api.events.filter((e) => e.dateFrom <= to && e.dateTo >= q('dateFrom'));
      const nights = (d: string) => events.some((e) => e.dateFrom <= d && d < e.dateTo);
      return json({ unitId: VILLA, dateFrom: q('dateFrom'), dateTo: to, events, days: eachDay(q('dateFrom'), to).map((date) => ({ date, state: nights(date) ? 'blocked' : 'available' })) });
    }
    if (/^\/api\/app\/property-unit\/[^/]+\/price-list$/.test(url.pathname))
      return json({ unitId: VILLA, items: eachDay(q('dateFrom'), q('dateTo')).map((date) => ({ date, price: 120, minimalLengthOfStay: 1, maximalLengthOfStay: 365, source: 'default' })) });
    if (url.pathname === '/api/app/user/interactions' && request.method === 'GET') return api.interactions ? json(api.interactions) : problem(500);
    if (url.pathname === '/api/app/user/interaction' && request.method === 'PUT') {
      const items = body as { interactionType: string; interacted: boolean }[];
      const now = new Date().toISOString();
      const stored = items.map((i) => ({ ...i, createdAt: api.interactions?.find((k) => k.interactionType === i.interactionType)?.createdAt ?? now }));
      api.interactions = [...(api.interactions ?? []).filter((k) => !items.some((i) => i.interactionType === k.interactionType)), ...stored];
      return json(stored);
    }
    return problem(404, `No fake for ${request.method} ${url.pathname}`);
  }

  vi.stubGlobal('fetch', vi.fn(serve));
  return api;
}
