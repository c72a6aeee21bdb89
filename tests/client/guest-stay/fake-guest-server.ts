import { vi } from 'vitest';
import * as v from 'valibot';
import { PriceConfigurationSchema } from '../../../src/shared/schemas/price-configuration';
import { nightPrices } from '../../../src/shared/domain/pricing/night-prices';
import { stayProblems } from '../../../src/shared/domain/pricing/stay-rules';
import { stayQuote } from '../../../src/shared/domain/pricing/stay-quote';
import { addDays } from '../../../src/shared/domain/pricing/dates';
import type { PublicUnit } from '../../../src/shared/schemas/public-unit';
import type { GuestSession } from '../../../src/shared/schemas/messaging';

// The guest page's three public routes over fetch: the unit, its quote (answered by the real
// shared pricing rules over an in-memory configuration, extra services named as the server names
// them in English) and the stays POST, whose answer the test chooses; and the guest sign-in the
// confirmation's chat button makes. Anything else lands in state.other (the page must not call
// private routes).

export const UNIT_ID = '0d9a4c1e-1111-4222-8333-444455556666';
export const PAGE = `/stay/${UNIT_ID}`;
const BASE = `/api/public/property-units/${UNIT_ID}`;

export const publicUnit = (over: Partial<PublicUnit> = {}): PublicUnit => ({
  id: UNIT_ID,
  title: 'Studio Nordkette',
  propertyName: 'Alpenblick Apartments',
  unitName: 'Studio Nordkette',
  description: 'A bright studio under the mountains.',
  city: 'Innsbruck',
  countryCode: 'AT',
  countryName: null,
  guests: 2,
  bedrooms: 0,
  amenities: [{ value: 'wifi', label: 'Wi-Fi' }],
  bookingType: 'onLine',
  cancellationPolicy: { value: 'moderate', label: 'Moderate', description: 'Full refund up to 5 days before check-in.' },
  currency: 'EUR',
  photos: [{ url: '/api/public/photos/p1/large', thumbnailUrl: '/api/public/photos/p1/thumbnail', caption: null }],
  stayKind: 'booking',
  inquiry: false,
  ...over,
});

/** The server's English names of the services the tests' configurations use. */
const SERVICE_LABELS: Record<string, string> = { cleaning: 'Final cleaning', breakfast: 'Breakfast' };

export const guestSessionOf = (bookingCode: string): GuestSession => ({
  bookingCode,
  kind: 'booking',
  stayStatus: 'CONFIRMED',
  guestName: 'Greta Lind',
  hostName: 'Alpine Host',
  unitTitle: 'Studio Nordkette',
  checkIn: '2031-05-01',
  checkOut: '2031-05-04',
  guests: 2,
  conversationId: 'conv-1',
  expiresAt: '2031-05-01T10:00:00.000Z',
  canCancel: true,
});

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json', ...headers } });

export const problem = (status: number, type: string, invalidParams?: { name: string; reason: string }[]) =>
  json({ type: `urn:host-portal:problem:${type}`, title: type, status, detail: type, ...(invalidParams && { invalidParams }) }, status);

export function fakeGuestServer(init: { unit?: PublicUnit | null; today: string; config?: Record<string, unknown>; taken?: string[] }) {
  const cfg = v.parse(PriceConfigurationSchema, { nightlyPrice: 100, ...init.config });
  const state = {
    unitCalls: [] as URLSearchParams[],
    quoteCalls: [] as URLSearchParams[],
    posts: [] as Record<string, unknown>[],
    other: [] as string[],
    stayAnswer: null as ((body: Record<string, unknown>) => Response) | null,
    logins: [] as Record<string, unknown>[],
    loginAnswer: null as ((body: Record<string, unknown>) => Response) | null,
  };

  function quote(q: URLSearchParams) {
    const checkIn = q.get('checkIn')!;
    const checkOut = q.get('checkOut')!;
    const guests = Number(q.get('guests') ?? 1);
    const days = nightPrices(cfg, { dateFrom: checkIn, dateTo: checkOut });
    const capacity = init.unit?.guests ?? 2;
    const problems = stayProblems({ checkIn, checkOut, guests }, { days, today: init.today, minDaysOfNotice: cfg.minDaysOfNotice, preparationTime: cfg.preparationTime, capacity, taken: new Set(init.taken ?? []) });
    const breakdown = stayQuote({ checkIn, guests, nights: days.filter((d) => d.date <= addDays(checkOut, -1)), cfg, today: init.today });
    const lines = breakdown.lines.map((l) => (l.kind === 'extraCharge' ? { ...l, label: SERVICE_LABELS[l.code] ?? l.code } : l));
    return json({ unitId: UNIT_ID, checkIn, checkOut, guests, nights: breakdown.nights, bookable: problems.length === 0, problems, quote: { ...breakdown, lines } });
  }

  async function handle(input: RequestInfo | URL, options?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, options);
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === BASE) {
      state.unitCalls.push(url.searchParams);
      return init.unit === null ? problem(404, 'not-found') : json(init.unit ?? publicUnit());
    }
    if (request.method === 'GET' && url.pathname === `${BASE}/quote`) {
      state.quoteCalls.push(url.searchParams);
      return quote(url.searchParams);
    }
    if (request.method === 'POST' && url.pathname === `${BASE}/stays`) {
      const body = (await request.json()) as Record<string, unknown>;
      state.posts.push(body);
      if (state.stayAnswer) return state.stayAnswer(body);
      return json({ kind: 'booking', publicId: 'HP-TEST42', status: 'CONFIRMED', checkIn: body.checkIn, checkOut: body.checkOut, totalAmount: 200, currency: 'EUR', expirationTime: null }, 201);
    }
    if (request.method === 'POST' && url.pathname === '/api/guest/login') {
      const body = (await request.json()) as Record<string, unknown>;
      state.logins.push(body);
      if (state.loginAnswer) return state.loginAnswer(body);
      return json(guestSessionOf(String(body.bookingCode)));
    }
    state.other.push(`${request.method} ${url.pathname}`);
    return problem(404, 'not-found');
  }
  vi.stubGlobal('fetch', vi.fn(handle));
  return {
    state,
    /** Answers every following POST of a stay this way. */
    answerStays: (respond: (body: Record<string, unknown>) => Response) => (state.stayAnswer = respond),
    /** Answers every following guest sign-in this way. */
    answerLogins: (respond: (body: Record<string, unknown>) => Response) => (state.loginAnswer = respond),
  };
}
