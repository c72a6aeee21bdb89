import { vi } from 'vitest';
import type { IcalFeed } from '../../../src/shared/schemas/ical';
import { testProperty, testUnit } from '../support/step-form';
import { fakeListingServer } from '../property-management/fake-listing-server';

// The listing fake (one host, a property with two units) plus the iCal routes of one unit, kept
// in memory: the real calendar sync page, react-query and HTTP client run against it. A route can
// be answered once by the test itself (`once`), e.g. to refuse a URL the way the server does.

export interface IcalCall {
  method: string;
  path: string;
  search: string;
  contentType: string | null;
  body: string;
}

export const UNIT_ID = 'unit-1';
export const PAGE = `/properties/prop-1/units/${UNIT_ID}/calendar-sync`;

export function feed(overrides: Partial<IcalFeed> = {}): IcalFeed {
  return {
    id: 'feed-1',
    name: 'Airbnb',
    kind: 'url',
    url: 'https://www.airbnb.com/calendar/ical/123.ics?s=abc',
    lastAttemptAt: '2026-11-20T09:30:00.000Z',
    lastSuccessAt: '2026-11-20T09:30:00.000Z',
    lastError: null,
    eventCount: 3,
    overlappingBookings: 0,
    syncPaused: false,
    ...overrides,
  };
}

export function fakeIcalServer(init: { feeds?: IcalFeed[] } = {}) {
  const listing = fakeListingServer({
    properties: [testProperty({ id: 'prop-1', title: 'Casa Marina', propertyType: 'multi', state: 'PUBLISHED', unitIds: [UNIT_ID] })],
    units: [testUnit({ publicId: UNIT_ID, propertyId: 'prop-1', propertyType: 'multi', title: 'Sea-view room', state: 'PUBLISHED' })],
  });
  const listingFetch = globalThis.fetch;
  const state = {
    exportUrl: 'http://portal.test/ical/unit-1/secret-1.ics',
    feeds: init.feeds ?? [],
    calls: [] as IcalCall[],
    overrides: new Map<string, (call: IcalCall) => Response | Promise<Response>>(),
    /** What a sync of a URL feed finds next; null = the calendar answers normally. */
    nextSyncError: null as string | null,
  };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const overview = () => json({ unitId: UNIT_ID, exportUrl: state.exportUrl, feeds: state.feeds });
  const find = (id: string) => state.feeds.find((f) => f.id === id);
  const put = (next: IcalFeed) => {
    state.feeds = state.feeds.some((f) => f.id === next.id) ? state.feeds.map((f) => (f.id === next.id ? next : f)) : [...state.feeds, next];
    return next;
  };
  const now = '2026-11-23T10:00:00.000Z';
  const eventsIn = (text: string) => (text.match(/BEGIN:VEVENT/g) ?? []).length;

  async function handle(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const base = `/api/app/property-unit/${UNIT_ID}/ical`;
    if (!url.pathname.startsWith(base)) return listingFetch(request);
    const call: IcalCall = {
      method: request.method,
      path: url.pathname.slice(base.length) || '/',
      search: url.search,
      contentType: request.headers.get('content-type'),
      body: request.method === 'GET' ? '' : await request.clone().text(),
    };
    state.calls.push(call);
    const route = `${call.method} ${call.path}`;
    const override = state.overrides.get(route);
    if (override) {
      state.overrides.delete(route);
      return override(call);
    }
    let m: RegExpMatchArray | null;
    if (route === 'GET /') return overview();
    if (route === 'POST /export-token') {
      state.exportUrl = `http://portal.test/ical/unit-1/secret-${state.calls.length}.ics`;
      return overview();
    }
    if (route === 'POST /feeds') {
      const { name, url: address } = JSON.parse(call.body) as { name: string; url: string };
      return json(put(feed({ id: `feed-${state.calls.length}`, name, url: address, eventCount: 2, lastAttemptAt: now, lastSuccessAt: now })), 201);
    }
    if (route === 'POST /feeds/file') {
      const name = url.searchParams.get('name') ?? '';
      return json(put(feed({ id: `feed-${state.calls.length}`, name, kind: 'file', url: null, eventCount: eventsIn(call.body), lastAttemptAt: now, lastSuccessAt: now })), 201);
    }
    if ((m = route.match(/^(POST|PUT|PATCH|DELETE) \/feeds\/([^/]+)(\/sync|\/file)?$/))) {
      const current = find(m[2]!);
      if (!current) return json({ type: 'urn:host-portal:problem:not-found', title: 'Not found', status: 404 }, 404);
      if (m[1] === 'DELETE' && !m[3]) {
        state.feeds = state.feeds.filter((f) => f.id !== current.id);
        return new Response(null, { status: 204 });
      }
      if (m[1] === 'POST' && m[3] === '/sync') {
        const error = state.nextSyncError;
        return json(put(error ? { ...current, lastAttemptAt: now, lastError: error } : { ...current, lastAttemptAt: now, lastSuccessAt: now, lastError: null }));
      }
      if (m[1] === 'PUT' && m[3] === '/file') return json(put({ ...current, eventCount: eventsIn(call.body), lastAttemptAt: now, lastSuccessAt: now }));
      if (m[1] === 'PATCH' && !m[3]) return json(put({ ...current, ...(JSON.parse(call.body) as Partial<IcalFeed>) }));
    }
    return json({ type: 'urn:host-portal:problem:not-found', title: 'Not found', status: 404 }, 404);
  }

  vi.stubGlobal('fetch', vi.fn(handle));
  return {
    state,
    listing,
    once: (route: string, respond: (call: IcalCall) => Response | Promise<Response>) => state.overrides.set(route, respond),
    callsTo: (method: string, path: string) => state.calls.filter((c) => c.method === method && c.path === path),
    problem: (status: number, invalidParams: { name: string; reason: string }[]) =>
      new Response(JSON.stringify({ type: 'urn:host-portal:problem:validation', title: 'Invalid request', status, detail: 'The request has invalid fields.', invalidParams }), {
        status,
        headers: { 'content-type': 'application/problem+json' },
      }),
  };
}

/** A small calendar with `events` bookings, as another site would export it. */
export function icsText(events: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN'];
  for (let i = 0; i < events; i++) lines.push('BEGIN:VEVENT', `UID:e${i}@test`, `DTSTART;VALUE=DATE:2027010${i + 1}`, `DTEND;VALUE=DATE:2027010${i + 2}`, 'SUMMARY:Reserved', 'END:VEVENT');
  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}
