import { vi } from 'vitest';
import type { UnitEarnings, UnitOccupancy, UnitPerformance } from '../../../src/shared/schemas/insights';

// The network boundary of the /insights tests: fetch answers the host's units, a unit's
// statistics (built here the way the server shapes them: all twelve months) and the DAC7 calls;
// every request is recorded, and a test may put its own answer on a path.

export const ALPINE = 'unit-alpine';
export const LAGO = 'unit-lago';
export const properties = [
  { id: 'prop-alpine', title: 'Chalet Alpina', propertyType: 'single', state: 'PUBLISHED', timeZone: 'UTC', units: [{ id: ALPINE, title: null, state: 'PUBLISHED' }] },
  { id: 'prop-lago', title: 'Casa sul Lago', propertyType: 'multi', state: 'PUBLISHED', timeZone: 'UTC', units: [{ id: LAGO, title: 'Lake suite', state: 'PUBLISHED' }] },
];

const twelve = <T>(make: (month: number) => T): T[] => Array.from({ length: 12 }, (_, i) => make(i + 1));

export function earnings(unitId: string, year: number, scale = 1): UnitEarnings {
  const months = twelve((month) => {
    const gross = month === 7 ? 2400 * scale : month === 3 ? 1234.56 * scale : 0;
    const commission = Math.round(gross * 0.08 * 100) / 100;
    return { month, stays: gross > 0 ? 1 : 0, gross, commission, net: Math.round((gross - commission) * 100) / 100 };
  });
  const sum = (key: 'stays' | 'gross' | 'commission' | 'net') => Math.round(months.reduce((s, m) => s + m[key], 0) * 100) / 100;
  return {
    unitId,
    year,
    years: [2026, 2025, 2024],
    currencies: [{ currency: 'EUR', months, total: { month: 0, stays: sum('stays'), gross: sum('gross'), commission: sum('commission'), net: sum('net') } }],
  };
}

export const emptyEarnings = (unitId: string, year: number): UnitEarnings => ({ unitId, year, years: [2026], currencies: [] });

export function occupancy(unitId: string, year: number): UnitOccupancy {
  const months = twelve((month) => {
    const nights = [1, 3, 5, 7, 8, 10, 12].includes(month) ? 31 : month === 2 ? 28 : 30;
    const closedNights = month === 1 ? 3 : 0;
    const bookedNights = month === 8 ? 15 : 0;
    const externalNights = month === 8 ? 6 : 0;
    const availableNights = nights - closedNights;
    return { month, nights, closedNights, availableNights, bookedNights, externalNights, rate: bookedNights / availableNights, rateWithExternal: (bookedNights + externalNights) / availableNights };
  });
  const total = { month: 0, nights: 365, closedNights: 3, availableNights: 362, bookedNights: 15, externalNights: 6, rate: 15 / 362, rateWithExternal: 21 / 362 };
  return { unitId, year, years: [2026, 2025], months, total };
}

export function performance(unitId: string, year: number): UnitPerformance {
  const months = twelve((month) => (month === 5 ? { month, requests: 6, converted: 3, bookings: 5, cancellations: 1 } : { month, requests: 0, converted: 0, bookings: 0, cancellations: 0 }));
  return {
    unitId,
    year,
    years: [2026],
    months,
    requests: { received: 6, converted: 3, rejected: 1, expired: 1, open: 1, conversionRate: 0.6 },
    response: { answered: 5, medianMinutes: 150, within24HoursRate: 0.8 },
    bookings: { made: 5, instant: 2, fromRequests: 3, cancelled: 1, cancelledByGuest: 1, cancelledByHost: 0, cancellationRate: 0.2 },
  };
}

export interface Call {
  path: string;
  query: URLSearchParams;
  authorization: string | null;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });
export const problem = (status: number, detail = 'Broken on purpose.') =>
  json({ type: status === 404 ? 'urn:host-portal:problem:not-found' : 'urn:host-portal:problem:server', title: 'Failed', status, detail }, status);

/** Answers by path; `once` answers replace the default the next time only. */
export function stubInsightsFetch(options: { units?: typeof properties; more?: boolean } = {}) {
  const calls: Call[] = [];
  const once = new Map<string, () => Response>();
  const always = new Map<string, (url: URL) => Response>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, 'http://localhost');
      calls.push({ path: url.pathname, query: url.searchParams, authorization: request.headers.get('authorization') });
      const one = once.get(url.pathname);
      if (one) {
        once.delete(url.pathname);
        return one();
      }
      const own = always.get(url.pathname);
      if (own) return own(url);
      if (url.pathname === '/api/app/property-list') {
        const units = options.units ?? properties;
        return json({ items: units, pagination: { current: 1, next: options.more ? 2 : null, pages: options.more ? 2 : 1, total: units.length } });
      }
      const stats = /^\/api\/app\/insights\/([^/]+)\/(earnings|occupancy|performance)$/.exec(url.pathname);
      if (stats) {
        const unitId = decodeURIComponent(stats[1]!);
        if (unitId !== ALPINE && unitId !== LAGO && !(options.units ?? properties).some((p) => p.units.some((u) => u.id === unitId))) return problem(404);
        const year = Number(url.searchParams.get('year') ?? 2026);
        if (stats[2] === 'earnings') return json(earnings(unitId, year, unitId === LAGO ? 2 : 1));
        if (stats[2] === 'occupancy') return json(occupancy(unitId, year));
        return json(performance(unitId, year));
      }
      return problem(404);
    }),
  );
  return { calls, once, always, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}
