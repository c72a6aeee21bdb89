import { vi } from 'vitest';
import type { Today, TodayStay } from '../../../src/shared/schemas/today';

// The network boundary of the Today page's tests: fetch answers GET /api/app/today with a
// fixture (or a failure, once); everything else 404s. Every call is counted.

const HOUR = 3_600_000;

const stay = (o: Partial<TodayStay> & Pick<TodayStay, 'code' | 'kind' | 'guestName' | 'path'>): TodayStay => ({
  status: 'CONFIRMED',
  unitId: 'unit-1',
  unitTitle: 'Studio Nordkette',
  checkIn: '2026-12-01',
  checkOut: '2026-12-05',
  nights: 4,
  guests: 2,
  expirationTime: null,
  ...o,
});

/** A commission host's busy day: two requests, an arrival today and one tomorrow, a departure, a stay, unread mail, a review, a failing feed. */
export function busyCommissionDay(now = Date.now()): Today {
  return {
    today: '2026-11-30',
    tomorrow: '2026-12-01',
    sections: { requests: true, inquiries: false },
    requests: {
      count: 2,
      items: [
        stay({ code: 'HP-T6JB9R', kind: 'request', status: 'REQUESTED', guestName: 'Daniel Kovac', unitTitle: 'Family apartment', checkIn: '2027-01-15', checkOut: '2027-01-19', guests: 3, expirationTime: new Date(now + 5 * HOUR + 30 * 60_000).toISOString(), path: '/booking-request-details/HP-T6JB9R' }),
        stay({ code: 'HP-N4HS7B', kind: 'request', status: 'REQUESTED', guestName: 'Nina Petrova', unitTitle: 'Family apartment', nights: 3, expirationTime: new Date(now + 22 * HOUR).toISOString(), path: '/booking-request-details/HP-N4HS7B' }),
      ],
    },
    inquiries: { count: 0, items: [] },
    arrivals: [
      { ...stay({ code: 'HP-4TW8XR', kind: 'booking', guestName: 'Sophie Martin', checkIn: '2026-11-30', path: '/booking-details/HP-4TW8XR' }), day: 'today' },
      { ...stay({ code: 'HP-9HC3LB', kind: 'booking', guestName: 'Marco Bianchi', checkIn: '2026-12-01', guests: 1, path: '/booking-details/HP-9HC3LB' }), day: 'tomorrow' },
    ],
    departures: [{ ...stay({ code: 'HP-C5TQ2H', kind: 'booking', status: 'COMPLETED', guestName: 'Ana Costa', checkOut: '2026-11-30', nights: 5, guests: 1, path: '/booking-details/HP-C5TQ2H' }), day: 'today' }],
    staying: [stay({ code: 'HP-P2GA6Y', kind: 'booking', guestName: 'Mia Fischer', unitTitle: 'Family apartment', checkIn: '2026-11-28', checkOut: '2026-12-02', guests: 3, path: '/booking-details/HP-P2GA6Y' })],
    unread: {
      count: 2,
      latest: [
        { channelId: 'c-1', guestName: 'Nina Petrova', snippet: 'Is a cot available?', at: new Date(now - HOUR).toISOString(), path: '/messages/all/c-1' },
        { channelId: 'c-2', guestName: 'Mia Fischer', snippet: 'Can we check out at noon?', at: new Date(now - 2 * HOUR).toISOString(), path: '/messages/all/c-2' },
      ],
    },
    reviews: {
      unanswered: 1,
      path: '/insights/reviews',
      latest: [{ reviewId: 'RV-4K8P2Q', guestName: 'Paul W.', rating: 4, unitTitle: 'Studio Nordkette', snippet: 'Great view, warm welcome.', path: '/insights/reviews/unit-1' }],
    },
    failingFeeds: [{ feedId: 'f-1', name: 'Other channel', unitId: 'unit-1', unitTitle: 'Studio Nordkette', lastError: 'HTTP 404', lastAttemptAt: new Date(now - HOUR).toISOString(), path: '/properties/p-1/units/unit-1/calendar-sync' }],
    earnings: [{ currency: 'EUR', thisMonth: { month: '2026-11', stays: 4, gross: 2560, net: 2355.2 }, lastMonth: { month: '2026-10', stays: 1, gross: 1470, net: 1352.4 } }],
    occupancy: { thisMonth: { month: '2026-11', bookedNights: 16, availableNights: 60, rate: 0.2667 }, lastMonth: { month: '2026-10', bookedNights: 7, availableNights: 62, rate: 0.1129 } },
  };
}

/** A subscription host with one open inquiry and nothing else. */
export function inquiryDay(): Today {
  return {
    ...quietDay(),
    sections: { requests: false, inquiries: true },
    inquiries: { count: 1, items: [stay({ code: 'HP-8RD4KU', kind: 'inquiry', status: 'requested', guestName: 'Hannah Keller', unitTitle: 'Sea-view room', checkIn: '2026-12-20', checkOut: '2026-12-23', nights: 3, path: '/inquiries/HP-8RD4KU' })] },
  };
}

/** Nothing needs the host. */
export function quietDay(): Today {
  return {
    today: '2026-11-30',
    tomorrow: '2026-12-01',
    sections: { requests: true, inquiries: false },
    requests: { count: 0, items: [] },
    inquiries: { count: 0, items: [] },
    arrivals: [],
    departures: [],
    staying: [],
    unread: { count: 0, latest: [] },
    reviews: { unanswered: 0, path: '/insights/reviews', latest: [] },
    failingFeeds: [],
    earnings: [],
    occupancy: { thisMonth: { month: '2026-11', bookedNights: 0, availableNights: 30, rate: 0 }, lastMonth: { month: '2026-10', bookedNights: 0, availableNights: 31, rate: 0 } },
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });

export function stubTodayFetch(answer: () => Today | 'fail' | 'hang') {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, 'http://localhost');
      calls.push(url.pathname);
      if (url.pathname !== '/api/app/today') return json({ type: 'urn:host-portal:problem:not-found', title: 'Not found', status: 404 }, 404);
      const a = answer();
      if (a === 'hang') return new Promise<Response>(() => undefined);
      if (a === 'fail') return json({ type: 'urn:host-portal:problem:server', title: 'Failed', status: 500, detail: 'Broken on purpose.' }, 500);
      return json(a);
    }),
  );
  return { calls, todayCalls: () => calls.filter((p) => p === '/api/app/today').length };
}
