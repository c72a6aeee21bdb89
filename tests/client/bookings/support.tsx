import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from '../../../src/client/router';
import { vi } from 'vitest';
import { AppDataContext, type AppData } from '../../../src/client/app/app-data';
import { queryKeys } from '../../../src/client/api/queries';
import type { BookingDetails, BookingListItem, BookingRequestDetails, InquiryDetails } from '../../../src/shared/schemas/bookings';
import type { StayQuoteView } from '../../../src/shared/schemas/stay-quote';
import type { UserInfo } from '../../../src/shared/schemas/user-info';
import { appSettings, commissionHost, publicSettings } from '../../shared/user-info-fixture';
import { scopeTexts } from '../support/step-form';

// The bookings pages as the router shows them: the real pages, react-query hooks and HTTP client;
// only fetch (the network boundary) is a scripted fake server. Texts are the app's plus the
// bookings scope, and a missing text fails the test.

export const en = scopeTexts(['app', 'bookings']);
export const t = (id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [k, v]) => text.replace(`{${k}}`, String(v)), en[id] ?? `<missing ${id}>`);

export const STUDIO = '0193a3c4-0000-7000-8000-00000000c001';
export const FAMILY = '0193a3c4-0000-7000-8000-00000000c002';
export const APARTHOTEL = '0193a3c4-0000-7000-8000-00000000d001';

type Handler = (req: Request, url: URL) => Response | Promise<Response>;
export interface FakeServer {
  calls: { method: string; path: string; query: URLSearchParams }[];
  /** Answers every matching call; `once` only the next one (later ones fall through to the next handler). */
  on(method: string, path: string, respond: Handler, options?: { once?: boolean }): void;
  callsTo(method: string, path: string): { method: string; path: string; query: URLSearchParams }[];
}

export const json = (body: unknown, status = 200, type = 'application/json') => new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
export const problem = (status: number, detail: string) =>
  json({ type: `urn:host-portal:problem:${status === 404 ? 'not-found' : 'server-error'}`, title: detail, status, detail }, status, 'application/problem+json');

export function fakeServer(): FakeServer {
  const handlers: { method: string; path: string; respond: Handler; once: boolean }[] = [];
  const calls: FakeServer['calls'] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      calls.push({ method: input.method, path: url.pathname, query: url.searchParams });
      const i = handlers.findIndex((h) => h.method === input.method && h.path === url.pathname);
      if (i === -1) return problem(404, 'Not found');
      const h = handlers[i]!;
      if (h.once) handlers.splice(i, 1);
      return h.respond(input, url);
    }),
  );
  return {
    calls,
    on: (method, path, respond, options = {}) => {
      // A one-off answer goes before the standing ones, so "first fails, then works" reads naturally.
      if (options.once) handlers.unshift({ method, path, respond, once: true });
      else handlers.push({ method, path, respond, once: false });
    },
    callsTo: (method, path) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const pageOf = <T,>(items: T[], current = 1, pages = 1, total = items.length) => ({ items, pagination: { current, next: current < pages ? current + 1 : null, pages, total } });

/** The host's units for the unit filter (GET /api/app/property-list). */
export const pickerPage = pageOf([
  {
    id: APARTHOTEL,
    title: 'Alpine Aparthotel',
    propertyType: 'multi',
    state: 'PUBLISHED',
    timeZone: 'UTC',
    units: [
      { id: STUDIO, title: 'Mountain studio', state: 'PUBLISHED' },
      { id: FAMILY, title: 'Family apartment', state: 'PUBLISHED' },
    ],
  },
]);

const unitSummary = (unitId = STUDIO) => ({ publicId: unitId, propertyId: APARTHOTEL, title: unitId === STUDIO ? 'Mountain studio' : 'Family apartment', bookingType: 'onRequest' as const });

export function bookingItem(over: Partial<BookingListItem> = {}): BookingListItem {
  return {
    publicId: 'HP-4TW8XR',
    checkIn: '2026-12-03',
    checkOut: '2026-12-07',
    duration: 4,
    guests: 2,
    customer: { firstName: 'Sophie', lastName: 'Martin' },
    totalAmount: 480,
    currency: 'EUR',
    propertyUnitSummary: unitSummary(),
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'CONFIRMED',
    cancelledBy: null,
    bookingType: 'onLine',
    ...over,
  };
}

export function stayQuote(over: Partial<StayQuoteView['quote']> = {}): StayQuoteView {
  return {
    unitId: STUDIO,
    checkIn: '2026-12-03',
    checkOut: '2026-12-07',
    guests: 2,
    nights: 4,
    bookable: true,
    problems: [],
    quote: {
      nights: 4,
      nightly: [],
      accommodation: 480,
      extraGuests: 0,
      discount: { code: 'weekly', percent: 10, amount: -48 },
      extraCharges: 40,
      taxes: 8,
      lines: [
        { kind: 'accommodation', code: 'nights', quantity: 4, rate: 120, percent: null, amount: 480 },
        { kind: 'discount', code: 'weekly', quantity: 1, rate: null, percent: 10, amount: -48 },
        { kind: 'extraCharge', code: 'cleaning', quantity: 1, rate: 40, percent: null, amount: 40 },
        { kind: 'tax', code: 'per_person_per_day', quantity: 8, rate: 1, percent: null, amount: 8 },
      ],
      total: 480,
      deposit: 200,
      currency: 'EUR',
      ...over,
    },
  };
}

export function bookingDetails(over: Partial<BookingDetails> = {}): BookingDetails {
  return {
    ...bookingItem(),
    code: 'HP-4TW8XR',
    conversationId: null,
    quote: stayQuote(),
    bookingRequest: null,
    cancellation: null,
    availableActions: ['cancel'],
    customer: { firstName: 'Sophie', lastName: 'Martin', email: 'sophie@guest.example', phoneNumber: '+33 6 12 34 56 78' },
    ...over,
  };
}

export function requestDetails(over: Partial<BookingRequestDetails> = {}): BookingRequestDetails {
  return {
    publicId: 'HP-8RD4KU',
    code: 'HP-8RD4KU',
    checkIn: '2026-12-13',
    checkOut: '2026-12-16',
    duration: 3,
    guests: 2,
    customer: { firstName: 'Hannah', lastName: 'Keller', email: 'hannah@guest.example', phoneNumber: null },
    totalAmount: 285,
    currency: 'EUR',
    propertyUnitSummary: unitSummary(FAMILY),
    createdAt: '2026-11-22T10:00:00.000Z',
    status: 'REQUESTED',
    expirationTime: new Date(Date.now() + 5 * 3_600_000 + 120_000).toISOString(),
    guestMessage: 'We arrive late, around 22:00. Is that fine?',
    conversationId: null,
    quote: null,
    booking: null,
    rejection: null,
    availableActions: ['confirm', 'reject'],
    ...over,
  };
}

export function inquiryDetails(over: Partial<InquiryDetails> = {}): InquiryDetails {
  return {
    publicId: 'HP-5YB9GN',
    code: 'HP-5YB9GN',
    checkIn: '2027-02-01',
    checkOut: '2027-02-06',
    duration: 5,
    guests: 4,
    customer: { firstName: 'Oliver', lastName: 'Smith', email: 'oliver@guest.example', phoneNumber: null },
    totalAmount: 1200,
    currency: 'EUR',
    propertyUnitSummary: unitSummary(),
    createdAt: '2026-11-22T10:00:00.000Z',
    status: 'requested',
    guestMessage: null,
    conversationId: null,
    quote: null,
    rejection: null,
    cancellation: null,
    overlappingCount: 0,
    availableActions: ['confirm', 'reject'],
    ...over,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** The page(s) under their route patterns, with a catch-all that shows where navigation went. */
export function renderRoutes(routes: { path: string; element: ReactNode }[], path: string, options: { user?: UserInfo; publicSettings?: Partial<AppData['publicSettings']> } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(queryKeys.userInfo, options.user ?? commissionHost());
  const router = createMemoryRouter([...routes, { path: '*', element: <Where /> }] as RouteObject[], { initialEntries: [path] });
  const data: AppData = {
    locale: 'en-US',
    appSettings: appSettings(),
    publicSettings: publicSettings(options.publicSettings),
    offline: false,
    reload: vi.fn(),
  };
  const view = render(
    <QueryClientProvider client={client}>
      <AppDataContext.Provider value={data}>
        <IntlProvider
          locale="en-US"
          messages={en}
          onError={(e) => {
            throw e;
          }}
        >
          <RouterProvider router={router} />
        </IntlProvider>
      </AppDataContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
