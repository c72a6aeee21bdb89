import { vi } from 'vitest';
import * as v from 'valibot';
import { testProperty, testUnit } from '../support/step-form';
import { fakeListingServer } from '../property-management/fake-listing-server';
import { PriceConfigurationSchema } from '../../../src/shared/schemas/price-configuration';
import { nightPrices } from '../../../src/shared/domain/pricing/night-prices';
import { stayProblems } from '../../../src/shared/domain/pricing/stay-rules';
import { stayQuote } from '../../../src/shared/domain/pricing/stay-quote';
import { addDays } from '../../../src/shared/domain/pricing/dates';

// The listing fake (one host, a property with one unit) plus the unit's quote route, answered by
// the real shared pricing rules over an in-memory configuration: the real price check, react-query
// and HTTP client run against it. A route can be answered once by the test itself (`once`).

export const UNIT_ID = 'unit-1';
export const PAGE = `/properties/prop-1/units/${UNIT_ID}/availability`;
const QUOTE_PATH = `/api/app/property-unit/${UNIT_ID}/quote`;

export function fakeQuoteServer(init: { config?: Record<string, unknown>; today: string; taken?: string[]; capacity?: number }) {
  fakeListingServer({
    properties: [testProperty({ id: 'prop-1', title: 'Casa Marina', propertyType: 'multi', state: 'PUBLISHED', unitIds: [UNIT_ID] })],
    units: [testUnit({ publicId: UNIT_ID, propertyId: 'prop-1', propertyType: 'multi', title: 'Sea-view room', state: 'PUBLISHED', guests: init.capacity ?? 4 })],
  });
  const listingFetch = globalThis.fetch;
  const cfg = v.parse(PriceConfigurationSchema, { nightlyPrice: 100, ...init.config });
  const state = { calls: [] as URLSearchParams[], overrides: [] as ((q: URLSearchParams) => Response | Promise<Response>)[] };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  function quote(q: URLSearchParams) {
    const checkIn = q.get('checkIn')!;
    const checkOut = q.get('checkOut')!;
    const guests = Number(q.get('guests') ?? 1);
    const days = nightPrices(cfg, { dateFrom: checkIn, dateTo: checkOut });
    const problems = stayProblems(
      { checkIn, checkOut, guests },
      { days, today: init.today, minDaysOfNotice: cfg.minDaysOfNotice, preparationTime: cfg.preparationTime, capacity: init.capacity ?? 4, taken: new Set(init.taken ?? []) },
    );
    const breakdown = stayQuote({ checkIn, guests, nights: days.filter((d) => d.date <= addDays(checkOut, -1)), cfg, today: init.today });
    return json({ unitId: UNIT_ID, checkIn, checkOut, guests, nights: breakdown.nights, bookable: problems.length === 0, problems, quote: breakdown });
  }

  async function handle(input: RequestInfo | URL, options?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, options);
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.pathname !== QUOTE_PATH) return listingFetch(request);
    state.calls.push(url.searchParams);
    const override = state.overrides.shift();
    return override ? override(url.searchParams) : quote(url.searchParams);
  }
  vi.stubGlobal('fetch', vi.fn(handle));
  return {
    state,
    /** Answers the next quote call with this response. */
    once: (respond: (q: URLSearchParams) => Response | Promise<Response>) => state.overrides.push(respond),
  };
}
