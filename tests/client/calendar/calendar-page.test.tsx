// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { scopeTexts } from '../support/step-form';
import { addDays, eachDay, todayUtc } from '../../../src/shared/domain/availability/dates';
import type { CalendarEvent } from '../../../src/shared/schemas/availability';
import { addMonths, lastDayOf, monthOf } from '../../../src/client/features/calendar/month-grid';
import { calendarEvent } from '../support/calendar-event';
import { todayIn } from '../../../src/shared/domain/time/property-today';


// The real /calendar page in the real route table and shell, with the real react-query hooks and
// HTTP client; only fetch is replaced, answering the three calls the page makes (the host's units,
// a unit's events with day states, its price list) the way the server shapes them.

const en = scopeTexts(['app', 'calendar', 'listing']);
const t = (key: string) => en[`calendar.${key}`]!;

const VILLA = 'unit-villa';
const ROOM = 'unit-room';
const SUITE = 'unit-suite';
const month = monthOf(todayUtc());
// The stays and prices sit in next month (the second one shown): all of it is still to come
// whatever today is (days gone by show as past, without price or state).
const dataMonth = addMonths(month, 1);
const d = (n: number) => `${dataMonth}-${String(n).padStart(2, '0')}`;

const properties = [
  { id: 'prop-villa', title: 'Villa Aurora', propertyType: 'single', state: 'PUBLISHED', timeZone: 'UTC', units: [{ id: VILLA, title: null, state: 'PUBLISHED' }] },
  {
    id: 'prop-casa',
    title: 'Casa Marina',
    propertyType: 'multi',
    state: 'PUBLISHED',
    timeZone: 'UTC',
    units: [
      { id: ROOM, title: 'Sea-view double room', state: 'PUBLISHED' },
      { id: SUITE, title: 'Garden family suite', state: 'IN_PROGRESS' },
    ],
  },
];

const event = calendarEvent;
const villaEvents = [
  event({ id: 'b1', dateFrom: d(10), dateTo: d(14), source: 'booking', booking: 'HP-4TW8XR', label: 'Sophie M.' }),
  event({ id: 'm1', dateFrom: d(20), dateTo: d(22), source: 'manual' }),
  event({ id: 'x1', dateFrom: d(23), dateTo: d(25), source: 'external', external: true, externalName: 'Airbnb', label: 'Reserved', overlapsBooking: true }),
  event({
    id: 'multi1',
    dateFrom: d(26),
    dateTo: d(28),
    source: 'multi',
    children: [event({ id: 'r1', dateFrom: d(26), dateTo: d(27), source: 'booking_request', label: 'Hannah K.' }), event({ id: 'm2', dateFrom: d(27), dateTo: d(28), source: 'manual' })],
  }),
];
const eventsOf: Record<string, CalendarEvent[]> = { [VILLA]: villaEvents, [ROOM]: [], [SUITE]: [] };
const priceOf: Record<string, number> = { [VILLA]: 120, [ROOM]: 85.5, [SUITE]: 60 };

interface Call {
  path: string;
  query: URLSearchParams;
}
let calls: Call[];
let overrides: Map<string, () => Response>;
let units = properties;
const json = (body: unknown, status = 200, type = 'application/json') => new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
const problem = (status: number) => json({ type: 'urn:host-portal:problem:validation', title: 'Invalid', status, detail: 'Broken on purpose.' }, status, 'application/problem+json');

function serve(input: RequestInfo | URL, init?: RequestInit): Response {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  calls.push({ path: url.pathname, query: url.searchParams });
  const override = overrides.get(url.pathname);
  if (override) {
    overrides.delete(url.pathname);
    return override();
  }
  const q = (name: string) => url.searchParams.get(name)!;
  if (url.pathname === '/api/app/property-list') return json({ items: units, pagination: { current: 1, next: null, pages: 1, total: units.length } });
  if (url.pathname === '/api/app/calendar/events') {
    const unitId = q('propertyUnitId');
    const to = addDays(q('dateTo'), 14);
    const events = (eventsOf[unitId] ?? []).filter((e) => e.dateFrom <= to && e.dateTo >= q('dateFrom'));
    const nights = (day: string) => events.some((e) => e.dateFrom <= day && day < e.dateTo);
    return json({ unitId, dateFrom: q('dateFrom'), dateTo: to, events, days: eachDay(q('dateFrom'), to).map((date) => ({ date, state: nights(date) ? 'blocked' : 'available' })) });
  }
  const prices = /^\/api\/app\/property-unit\/([^/]+)\/price-list$/.exec(url.pathname);
  if (prices) {
    const unitId = decodeURIComponent(prices[1]!);
    return json({ unitId, items: eachDay(q('dateFrom'), q('dateTo')).map((date) => ({ date, price: priceOf[unitId]!, minimalLengthOfStay: 1, maximalLengthOfStay: 365, source: 'default' })) });
  }
  if (url.pathname === '/api/app/client-events' && request.method === 'POST') return new Response(null, { status: 204 });
  return problem(404);
}

beforeEach(() => {
  calls = [];
  overrides = new Map();
  units = properties;
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => serve(input, init)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const callsTo = (path: string) => calls.filter((c) => c.path === path);
const dayCell = (date: string) => document.querySelector<HTMLElement>(`td[data-date="${date}"]`)!;
const monthTitle = (m: string) => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m}-01T00:00:00Z`));
const unitButton = (label: string) => screen.getByRole('button', { name: `${t('unit')} ${label}` });

describe('/calendar', () => {
  it('opens the first unit (address replaced), shows three months from this one with prices, states and events, one call of each per range', async () => {
    const { router, missing } = await renderApp({ user: userInfo(), path: '/calendar' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/calendar/${VILLA}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('table', { name: monthTitle(month) })).toBeTruthy();
    expect(screen.getByRole('table', { name: monthTitle(addMonths(month, 1)) })).toBeTruthy();
    expect(screen.getByRole('table', { name: monthTitle(addMonths(month, 2)) })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: t('title') })).toBeTruthy();
    // The unit selector names the unit shown; its dialog lists every unit, under its property.
    const u = setupUser();
    await u.click(unitButton('Villa Aurora'));
    const results = await screen.findByRole('list', { name: en['calendar.unitSelector.results'] });
    expect(within(results).getAllByRole('button').map((b) => b.textContent)).toEqual(['Villa Aurora', 'Casa Marina · Sea-view double room', 'Casa Marina · Garden family suite']);
    expect(within(results).getByRole('button', { name: 'Villa Aurora' }).getAttribute('aria-current')).toBe('true');
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Monday first, in the host's locale.
    const headers = within(screen.getByRole('table', { name: monthTitle(month) })).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await waitFor(() => expect(dayCell(d(10)).textContent).toContain('€120'));

    // A booking's nights carry the guest; its check-out day is free.
    expect(dayCell(d(10)).textContent).toContain('Sophie M.');
    expect(dayCell(d(10)).dataset.state).toBe('blocked');
    expect(dayCell(d(13)).textContent).toContain('Sophie M.');
    expect(dayCell(d(14)).textContent).not.toContain('Sophie M.');
    expect(dayCell(d(14)).dataset.state).toBe('available');
    // Closed by the host, imported with its calendar's name and a double-booking warning, merged.
    expect(dayCell(d(20)).textContent).toContain(t('source.manual'));
    expect(dayCell(d(20)).textContent).toContain(t('state.blocked'));
    expect(dayCell(d(23)).textContent).toContain('Airbnb');
    expect(within(dayCell(d(23))).getByRole('img', { name: t('overlapsBooking') })).toBeTruthy();
    expect(dayCell(d(26)).textContent).toContain('2 events');
    expect(dayCell(d(26)).querySelector('[data-source="multi"]')).toBeTruthy();
    // Today is marked.
    expect(dayCell(todayUtc()).getAttribute('aria-current')).toBe('date');
    // Days of other months keep the grid square but carry no data.
    const others = document.querySelectorAll('td.calendar-day--other');
    for (const cell of others) expect(cell.textContent).toMatch(/^\d+$/);

    const range = { dateFrom: `${month}-01`, dateTo: lastDayOf(addMonths(month, 2)) };
    expect(callsTo('/api/app/calendar/events').map((c) => Object.fromEntries(c.query))).toEqual([{ propertyUnitId: VILLA, ...range }]);
    expect(callsTo(`/api/app/property-unit/${VILLA}/price-list`).map((c) => Object.fromEntries(c.query))).toEqual([range]);
    expect(missing).toEqual([]);
  });

  it("marks the property's today, in its zone, not the UTC day", async () => {
    // At any moment one of these two zones (UTC+14, UTC-11) is on another day than UTC.
    const zone = todayIn('Pacific/Kiritimati') !== todayUtc() ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const localToday = todayIn(zone);
    expect(localToday).not.toBe(todayUtc());
    units = properties.map((p) => (p.id === 'prop-villa' ? { ...p, timeZone: zone } : p));
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await screen.findByRole('table', { name: monthTitle(monthOf(localToday)) });
    await waitFor(() => expect(dayCell(localToday).getAttribute('aria-current')).toBe('date'));
    expect(document.querySelectorAll('td[aria-current="date"]')).toHaveLength(1);
    expect(dayCell(todayUtc())?.getAttribute('aria-current') ?? null).toBeNull();
    // The day before the property's today is past there, whatever the UTC day is.
    expect(dayCell(addDays(localToday, -1))?.classList.contains('calendar-day--past') ?? true).toBe(true);
    expect(dayCell(localToday).classList.contains('calendar-day--past')).toBe(false);
  });

  it('choosing a unit in the selector changes the address and shows that unit; Later and Earlier move by a month', async () => {
    const u = setupUser();
    const { router, missing } = await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await waitFor(() => expect(dayCell(d(10)).textContent).toContain('€120'));
    await u.click(unitButton('Villa Aurora'));
    await u.click(await screen.findByRole('button', { name: 'Casa Marina · Sea-view double room' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/calendar/${ROOM}`));
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(unitButton('Casa Marina · Sea-view double room')));
    await waitFor(() => expect(dayCell(d(10)).textContent).toContain('€85.50'));
    expect(dayCell(d(10)).textContent).not.toContain('Sophie M.');
    expect(callsTo('/api/app/calendar/events').at(-1)!.query.get('propertyUnitId')).toBe(ROOM);

    await u.click(screen.getByRole('button', { name: t('later') }));
    expect(await screen.findByRole('table', { name: monthTitle(addMonths(month, 3)) })).toBeTruthy();
    expect(screen.queryByRole('table', { name: monthTitle(month) })).toBeNull();
    const next = { dateFrom: `${addMonths(month, 1)}-01`, dateTo: lastDayOf(addMonths(month, 3)) };
    expect(Object.fromEntries(callsTo('/api/app/calendar/events').at(-1)!.query)).toEqual({ propertyUnitId: ROOM, ...next });
    expect(Object.fromEntries(callsTo(`/api/app/property-unit/${ROOM}/price-list`).at(-1)!.query)).toEqual(next);

    await u.click(screen.getByRole('button', { name: t('earlier') }));
    await u.click(screen.getByRole('button', { name: t('earlier') }));
    expect(await screen.findByRole('table', { name: monthTitle(addMonths(month, -1)) })).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('a host without units is invited to add a property', async () => {
    units = [];
    const { router, missing } = await renderApp({ user: userInfo(), path: '/calendar' });
    expect(await screen.findByRole('heading', { name: t('empty.title') })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('empty.add') }).getAttribute('href')).toBe('/listing/check-eligibility');
    // The shared empty state: its picture, hidden from screen readers.
    expect(document.querySelector('.calendar-empty svg.empty-state__art')?.getAttribute('aria-hidden')).toBe('true');
    expect(router.state.location.pathname).toBe('/calendar');
    expect(callsTo('/api/app/calendar/events')).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('a failed events call shows the error with Retry, and Retry shows the month', async () => {
    overrides.set('/api/app/calendar/events', () => problem(403));
    const u = setupUser();
    const { missing } = await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('loadError'));
    expect(screen.queryByRole('table')).toBeNull();
    await u.click(within(alert).getByRole('button', { name: t('retry') }));
    await waitFor(() => expect(dayCell(d(10)).textContent).toContain('Sophie M.'));
    expect(callsTo('/api/app/calendar/events')).toHaveLength(2);
    // The prices had loaded: Retry does not ask for them again.
    expect(callsTo(`/api/app/property-unit/${VILLA}/price-list`)).toHaveLength(1);
    expect(missing).toEqual([]);
  });

  it("a unit the server does not know (404), or an address that cannot name one (400), is the not-found page with its event, not the calendar's frame", async () => {
    for (const [status, unitId] of [
      [404, 'unit-gone'],
      [400, 'not-a-unit'],
    ] as const) {
      calls = [];
      overrides.set('/api/app/calendar/events', () => problem(status));
      const { missing } = await renderApp({ user: userInfo(), path: `/calendar/${unitId}` });
      expect(await screen.findByRole('heading', { level: 1, name: en['page.unitNotFound.title'] })).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 1, name: t('title') })).toBeNull();
      expect(screen.queryByRole('button', { name: t('retry') })).toBeNull();
      expect(screen.getByRole('link', { name: en['page.unitNotFound.home'] }).getAttribute('href')).toBe('/');
      await waitFor(() => expect(callsTo('/api/app/client-events')).toHaveLength(1));
      expect(missing).toEqual([]);
      cleanup();
    }
    // A price list that says so is the same page.
    overrides.set(`/api/app/property-unit/unit-gone/price-list`, () => problem(404));
    await renderApp({ user: userInfo(), path: '/calendar/unit-gone' });
    expect(await screen.findByRole('heading', { level: 1, name: en['page.unitNotFound.title'] })).toBeTruthy();
  });

  it('a failed unit list shows the error with Retry', async () => {
    overrides.set('/api/app/property-list', () => problem(400));
    const u = setupUser();
    // The query survives the redirect to the unit (?guest-profile=open, ?tour=open and the like).
    const { router } = await renderApp({ user: userInfo(), path: '/calendar?from=mail' });
    const alert = await screen.findByRole('alert');
    await u.click(within(alert).getByRole('button', { name: t('retry') }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/calendar/${VILLA}`));
    expect(router.state.location.search).toBe('?from=mail');
  });
});
