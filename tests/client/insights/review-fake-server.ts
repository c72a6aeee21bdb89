import { vi } from 'vitest';
import { REVIEWS_PAGE_DEFAULT_LIMIT, type Review, type UnitRating } from '../../../src/shared/schemas/reviews';

// The host's /api/app/reviews routes (and the unit list that names units) over a fetch stub:
// reviews per unit served newest first a page at a time, replies stored, the units with new
// reviews, and per-route overrides for failures.

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });
export const problem = (status: number, type: string, invalidParams?: { name: string; reason: string }[]) =>
  json({ type: `urn:host-portal:problem:${type}`, title: type, status, detail: `${type} detail`, ...(invalidParams && { invalidParams }) }, status);

export const review = (n: number, over: Partial<Review> = {}): Review => ({
  publicId: `RV-${String(n).padStart(4, '0')}`,
  unitId: 'unit-1',
  rating: (n % 5) + 1,
  comment: `Comment ${n}`,
  guestName: `Guest ${n}.`,
  stayCode: `HP-${String(n).padStart(6, '0')}`,
  checkIn: '2026-10-01',
  checkOut: '2026-10-05',
  createdAt: '2026-10-07T09:00:00.000Z',
  reply: null,
  repliedAt: null,
  isNew: false,
  ...over,
});

export const rating = (over: Partial<UnitRating> = {}): UnitRating => ({ unitId: 'unit-1', average: 4.3, count: 3, distribution: [0, 0, 0, 2, 1], unanswered: 1, ...over });

type Handler = (request: Request, body: unknown) => Response | Promise<Response>;

export const units = [
  { id: 'prop-1', title: 'Alpine Lodge', propertyType: 'multi', state: 'PUBLISHED', timeZone: 'UTC', units: [
    { id: 'unit-1', title: 'Family apartment', state: 'PUBLISHED' },
    { id: 'unit-2', title: 'Studio', state: 'PUBLISHED' },
  ] },
  { id: 'prop-2', title: 'Lake house', propertyType: 'single', state: 'PUBLISHED', timeZone: 'UTC', units: [{ id: 'unit-3', title: null, state: 'PUBLISHED' }] },
];

export function fakeReviewsServer(init: { reviews?: Record<string, Review[]>; rating?: UnitRating; newUnits?: string[] } = {}) {
  const state = {
    reviews: { 'unit-1': [], ...init.reviews } as Record<string, Review[]>,
    rating: init.rating ?? rating(),
    newUnits: [...(init.newUnits ?? [])],
    calls: [] as string[],
    replies: [] as unknown[],
    overrides: {} as Record<string, Handler>,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, options?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, options);
      const url = new URL(request.url);
      const key = `${request.method} ${url.pathname}`;
      const text = await request.clone().text();
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      state.calls.push(`${key}${url.search}`);
      const override = state.overrides[key];
      if (override) return override(request, body);
      let m: RegExpExecArray | null;
      if (key === 'GET /api/app/property-list') return json({ items: units, pagination: { current: 1, next: null, pages: 1, total: 2 } });
      if (key === 'GET /api/app/reviews/new') return json(state.newUnits);
      if ((m = /^PUT \/api\/app\/reviews\/new\/(.+)$/.exec(key))) {
        state.newUnits = state.newUnits.filter((id) => id !== m![1]);
        return json(state.newUnits);
      }
      if ((m = /^GET \/api\/app\/reviews\/rating\/(.+)$/.exec(key))) return json({ ...state.rating, unitId: m[1] });
      if ((m = /^POST \/api\/app\/reviews\/reply\/(.+)$/.exec(key))) {
        state.replies.push(body);
        const id = m[1];
        for (const list of Object.values(state.reviews)) {
          const at = list.findIndex((r) => r.publicId === id);
          if (at >= 0) {
            list[at] = { ...list[at], reply: (body as { text: string }).text, repliedAt: '2026-11-26T12:00:00.000Z', isNew: false };
            return json({ unitId: list[at].unitId, publicId: id, review: list[at] });
          }
        }
        return problem(404, 'not-found');
      }
      if ((m = /^GET \/api\/app\/reviews\/([^/]+)$/.exec(key))) {
        const list = state.reviews[m[1]];
        if (!list) return problem(404, 'not-found');
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? REVIEWS_PAGE_DEFAULT_LIMIT);
        const pages = Math.ceil(list.length / limit);
        return json({ items: list.slice((page - 1) * limit, page * limit), pagination: { current: page, next: page < pages ? page + 1 : null, pages, total: list.length } });
      }
      return problem(404, 'not-found');
    }),
  );
  return { state, answer: (key: string, handler: Handler) => void (state.overrides[key] = handler) };
}
