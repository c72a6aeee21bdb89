import { vi } from 'vitest';
import * as v from 'valibot';
import { BlockRequestSchema, type CalendarEvent } from '../../../src/shared/schemas/availability';
import { addDays, daysToNights, todayUtc } from '../../../src/shared/domain/availability/dates';
import { blockNights, unblockNights, type Nights } from '../../../src/shared/domain/availability/nights';
import { mergeCalendarEvents } from '../../../src/shared/domain/availability/merge-events';
import { refusalsOf, refusedNights, type Hold } from '../../../src/shared/domain/availability/night-holds';
import { testProperty, testUnit } from '../support/step-form';
import { fakeListingServer } from '../property-management/fake-listing-server';
import { calendarEvent } from '../support/calendar-event';

// The listing fake (one host, one property and unit) plus the availability routes of that unit,
// kept in memory with the real shared rules (merging, block and unblock arithmetic): the real
// page, react-query and HTTP client run against it. A route can be answered once by the test.

export const UNIT_ID = 'unit-1';
export const PAGE = `/properties/prop-1/units/${UNIT_ID}/availability`;
export const day = (n: number) => addDays(todayUtc(), n);

export interface AvailabilityCall {
  method: string;
  path: string;
  search: string;
  body: string;
}

const event = calendarEvent;

export const bookingEvent = (from: number, to: number, code = 'HP-4TW8XR', label = 'Sophie M.') =>
  event({ id: `b-${code}`, dateFrom: day(from), dateTo: day(to), source: 'booking', booking: code, label });
export const importedEvent = (from: number, to: number, name = 'Airbnb', label: string | null = 'Reserved') =>
  event({ id: `x-${from}`, dateFrom: day(from), dateTo: day(to), source: 'external', external: true, externalName: name, label });

export function fakeAvailabilityServer(init: { blocks?: Nights[]; others?: CalendarEvent[] } = {}) {
  fakeListingServer({
    properties: [testProperty({ id: 'prop-1', title: 'Villa Aurora', propertyType: 'single', state: 'PUBLISHED', unitIds: [UNIT_ID] })],
    units: [testUnit({ publicId: UNIT_ID, propertyId: 'prop-1', propertyType: 'single', title: 'Villa Aurora', state: 'PUBLISHED', guests: 4 })],
  });
  const listingFetch = globalThis.fetch;
  const state = {
    blocks: init.blocks ?? [],
    others: init.others ?? [],
    calls: [] as AvailabilityCall[],
    overrides: new Map<string, (call: AvailabilityCall) => Response | Promise<Response>>(),
  };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const problem = (status: number, invalidParams: { name: string; reason: string }[]) =>
    new Response(JSON.stringify({ type: 'urn:host-portal:problem:validation', title: 'Invalid request', status, detail: 'The request has invalid fields.', invalidParams }), {
      status,
      headers: { 'content-type': 'application/problem+json' },
    });
  const events = () => [...state.others, ...state.blocks.map((b) => event({ id: `m-${b.from}`, dateFrom: b.from, dateTo: b.to, source: 'manual' }))];

  async function handle(input: RequestInfo | URL, requestInit?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, requestInit);
    const url = new URL(request.url);
    const ours = url.pathname === '/api/app/calendar/events' || url.pathname.startsWith(`/api/app/properties/${UNIT_ID}/unavailabilities`);
    if (!ours) return listingFetch(request);
    const call: AvailabilityCall = { method: request.method, path: url.pathname, search: url.search, body: request.method === 'GET' ? '' : await request.clone().text() };
    state.calls.push(call);
    const route = `${call.method} ${call.path}`;
    const override = state.overrides.get(route);
    if (override) {
      state.overrides.delete(route);
      return override(call);
    }
    if (route === 'GET /api/app/calendar/events') {
      const dateFrom = url.searchParams.get('dateFrom')!;
      const dateTo = addDays(url.searchParams.get('dateTo')!, 14);
      // As the server: events that touch the days, a check-out on dateFrom included.
      const inRange = events().filter((e) => e.dateFrom <= dateTo && e.dateTo >= dateFrom);
      return json({ unitId: url.searchParams.get('propertyUnitId'), dateFrom, dateTo, events: mergeCalendarEvents(inRange), days: [] });
    }
    const m = route.match(/^POST \/api\/app\/properties\/[^/]+\/unavailabilities\/(block|unblock)$/);
    if (m) {
      const parsed = v.safeParse(BlockRequestSchema, JSON.parse(call.body));
      if (!parsed.success) return problem(400, parsed.issues.map((i) => ({ name: v.getDotPath(i) ?? 'body', reason: i.message })));
      const days = { dateFrom: parsed.output.dateFrom, dateTo: parsed.output.dateTo ?? parsed.output.dateFrom };
      if (m[1] === 'block' && days.dateFrom < todayUtc()) return problem(400, [{ name: 'dateFrom', reason: 'must not be in the past' }]);
      if (m[1] === 'block') {
        // The night-holds rule, as the server applies it: a stay refuses closing its nights.
        const stays: Hold[] = state.others.filter((e) => e.source === 'booking').map((e) => ({ kind: 'stay', from: e.dateFrom, to: e.dateTo, code: e.booking }));
        const refusals = refusalsOf('close', daysToNights(days), stays);
        if (refusals.length) {
          const nights = refusedNights(refusals);
          const holders = refusals.map((r) => ({ kind: r.hold.kind, code: r.hold.code ?? null, feedId: null, feedName: null, nights: r.nights }));
          return json({ type: 'urn:host-portal:problem:conflict', title: 'Conflict', status: 409, detail: `The dates cannot be closed: the nights ${nights.join(', ')} are not free.`, nights, holders }, 409);
        }
      }
      state.blocks = m[1] === 'block' ? blockNights(state.blocks, daysToNights(days)) : unblockNights(state.blocks, daysToNights(days));
      return json([]);
    }
    return json({ type: 'urn:host-portal:problem:not-found', title: 'Not found', status: 404 }, 404);
  }

  vi.stubGlobal('fetch', vi.fn(handle));
  return {
    state,
    problem,
    once: (route: string, respond: (call: AvailabilityCall) => Response | Promise<Response>) => state.overrides.set(route, respond),
    callsTo: (method: string, path: string) => state.calls.filter((c) => c.method === method && c.path.endsWith(path)),
  };
}
