// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import * as v from 'valibot';
import { PriceAndAvailabilitySidebar } from '../../../src/client/features/calendar/sidebars/price-and-availability-sidebar';
import { calendarKeys } from '../../../src/client/api/calendar';
import { availabilityKeys } from '../../../src/client/api/availability';
import { CalendarBlockRequestSchema } from '../../../src/shared/schemas/availability';
import { CalendarPriceConfigurationSchema } from '../../../src/shared/schemas/price-configuration';
import { addDays, eachDay, todayUtc } from '../../../src/shared/domain/availability/dates';
import { scopeTexts } from '../support/step-form';
import type { CalendarPriceChange } from '../../../src/client/features/calendar/api';

// The calendar's price-and-availability sidebar on its own (as the calendar's sidebar panel mounts
// it), with the real react-query hooks and HTTP client against a fetch stub that keeps the unit's
// days in memory: closed by hand, held by a booking, and per-day prices with their source.

const UNIT = 'unit-1';
const en = scopeTexts(['app', 'calendar']);
const t = (key: string) => en[`calendar.sidebar.${key}`]!;
const day = (n: number) => addDays(todayUtc(), n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type DayPrice = { price: number; minimalLengthOfStay: number; source: 'default' | 'season' | 'day' };
interface Call {
  method: string;
  path: string;
  body: unknown;
}

function fakeServer(init: { manual?: string[]; booked?: string[]; prices?: Record<string, Partial<DayPrice>> } = {}) {
  const state = { manual: new Set(init.manual ?? []), booked: new Set(init.booked ?? []), prices: new Map<string, DayPrice>(), calls: [] as Call[] };
  for (const [d, p] of Object.entries(init.prices ?? {})) state.prices.set(d, { price: 100, minimalLengthOfStay: 1, source: 'day', ...p });
  const overrides = new Map<string, () => Response>();
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const problem = (invalidParams: { name: string; reason: string }[]) =>
    new Response(JSON.stringify({ type: 'urn:host-portal:problem:validation', title: 'Invalid request', status: 400, invalidParams }), {
      status: 400,
      headers: { 'content-type': 'application/problem+json' },
    });
  const priceOf = (d: string): DayPrice => state.prices.get(d) ?? { price: 100, minimalLengthOfStay: 1, source: 'default' };
  const priceList = (from: string, to: string) => ({ unitId: UNIT, items: eachDay(from, to).map((date) => ({ date, ...priceOf(date), maximalLengthOfStay: 365 })) });

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, requestInit?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, requestInit);
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : JSON.parse(await request.clone().text());
      state.calls.push({ method: request.method, path: url.pathname, body });
      const route = `${request.method} ${url.pathname}`;
      const override = overrides.get(route);
      if (override) {
        overrides.delete(route);
        return override();
      }
      const q = (name: string) => url.searchParams.get(name)!;
      if (route === 'GET /api/app/calendar/events') {
        // As the server: the answer runs 14 days past dateTo.
        const days = eachDay(q('dateFrom'), addDays(q('dateTo'), 14)).map((date) => ({ date, state: state.manual.has(date) || state.booked.has(date) ? 'blocked' : 'available' }));
        return json({ unitId: q('propertyUnitId'), dateFrom: q('dateFrom'), dateTo: addDays(q('dateTo'), 14), events: [], days });
      }
      if (route === `GET /api/app/property-unit/${UNIT}/price-list`) return json(priceList(q('dateFrom'), q('dateTo')));
      const m = route.match(/^POST \/api\/app\/calendar\/(block|unblock)$/);
      if (m) {
        const r = v.parse(CalendarBlockRequestSchema, body);
        // Opening cuts only what was closed by hand: bookings stay.
        for (const d of eachDay(r.dateFrom, r.dateTo ?? r.dateFrom)) {
          if (m[1] === 'block') state.manual.add(d);
          else state.manual.delete(d);
        }
        return json([]);
      }
      if (route === `PATCH /api/app/property-unit/${UNIT}/calendar-price-configuration`) {
        const parsed = v.safeParse(CalendarPriceConfigurationSchema, body);
        if (!parsed.success) return problem(parsed.issues.map((i) => ({ name: v.getDotPath(i) ?? 'body', reason: i.message })));
        const c = parsed.output as CalendarPriceChange;
        for (const d of eachDay(c.dateFrom, c.dateTo)) {
          const now = priceOf(d);
          state.prices.set(d, {
            price: c.price === null ? 100 : (c.price ?? now.price),
            minimalLengthOfStay: c.minimalLengthOfStay === null ? 1 : (c.minimalLengthOfStay ?? now.minimalLengthOfStay),
            source: c.price === null ? 'default' : 'day',
          });
        }
        return json(priceList(c.dateFrom, c.dateTo));
      }
      return json({ type: 'urn:host-portal:problem:not-found', title: 'Not found', status: 404 }, 404);
    }),
  );
  return {
    state,
    problem,
    once: (route: string, respond: () => Response) => overrides.set(route, respond),
    callsTo: (method: string, pathEnd: string) => state.calls.filter((c) => c.method === method && c.path.endsWith(pathEnd)),
  };
}

function renderSidebar(from: string, to: string, locale = 'en-US', today = todayUtc()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const missing: string[] = [];
  const onClose = vi.fn();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={locale} messages={scopeTexts(['app', 'calendar'], locale)} onError={(e) => missing.push(e.message)}>
        <PriceAndAvailabilitySidebar unitId={UNIT} from={from} to={to} today={today} onClose={onClose} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, missing, onClose };
}

const fmt = (iso: string) => new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const stateText = () => document.querySelector('[data-state]');
const status = () => screen.getByRole('status');
const button = (key: string) => screen.queryByRole('button', { name: t(key) });
const priceField = () => screen.getByLabelText(new RegExp(`^${t('price.price').replace('({currency})', '\\(EUR\\)')}`)) as HTMLInputElement;
const stayField = () => screen.getByLabelText(new RegExp(`^${t('price.minStay').replace(/[()]/g, '\\$&')}`)) as HTMLInputElement;
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent;

describe('price-and-availability sidebar', () => {
  it('shows the range, its length and an available state: only "Close these dates"', async () => {
    fakeServer();
    const { missing, onClose } = renderSidebar(day(10), day(12));
    expect(screen.getByRole('region', { name: t('title') }).textContent).toContain(`${fmt(day(10))} – ${fmt(day(12))}`);
    expect(screen.getByText('(3 days, 3 nights)')).toBeTruthy();
    await waitFor(() => expect(stateText()?.getAttribute('data-state')).toBe('available'));
    expect(stateText()!.textContent).toBe(t('state.available'));
    expect(button('availability.close')).toBeTruthy();
    expect(button('availability.open')).toBeNull();
    expect(await screen.findByText('Now: €100 per night on every one of these dates.')).toBeTruthy();
    await setupUser().click(screen.getByRole('button', { name: t('close') }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(missing).toEqual([]);
  });

  it('a blocked range offers only "Open these dates" and says bookings and imports stay', async () => {
    fakeServer({ manual: [day(10)], booked: [day(11)] });
    const { missing } = renderSidebar(day(10), day(11));
    await waitFor(() => expect(stateText()?.getAttribute('data-state')).toBe('blocked'));
    expect(stateText()!.textContent).toBe(t('state.blocked'));
    expect(button('availability.close')).toBeNull();
    expect(button('availability.open')).toBeTruthy();
    expect(screen.getByText(t('availability.openNote'))).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('a mixed range offers both, judged on the marked days only (not the 14 days the answer adds)', async () => {
    fakeServer({ manual: [day(11), day(14)] });
    renderSidebar(day(10), day(11));
    await waitFor(() => expect(stateText()?.getAttribute('data-state')).toBe('mixed'));
    expect(stateText()!.textContent).toBe(t('state.mixed'));
    expect(button('availability.close')).toBeTruthy();
    expect(button('availability.open')).toBeTruthy();
    cleanup();
    fakeServer({ manual: [day(14)] });
    renderSidebar(day(10), day(11));
    await waitFor(() => expect(stateText()?.getAttribute('data-state')).toBe('available'));
  });

  it('close sends unitId and both days, refreshes the grid\'s queries, and says so politely', async () => {
    const server = fakeServer();
    const u = setupUser();
    const { queryClient } = renderSidebar(day(10), day(12));
    // The calendar grid's reads of this unit (another range) must be refreshed too.
    queryClient.setQueryData(calendarKeys.prices(UNIT, day(0), day(40)), { unitId: UNIT, items: [] });
    queryClient.setQueryData(availabilityKeys.events(UNIT, day(0), day(40)), { unitId: UNIT, dateFrom: day(0), dateTo: day(54), events: [], days: [] });
    queryClient.setQueryData(calendarKeys.prices('other-unit', day(0), day(40)), { unitId: 'other-unit', items: [] });
    await u.click(await screen.findByRole('button', { name: t('availability.close') }));
    await waitFor(() => expect(status().textContent).toBe(`Closed: ${fmt(day(10))} – ${fmt(day(12))}.`));
    expect(server.callsTo('POST', '/api/app/calendar/block').map((c) => c.body)).toEqual([{ unitId: UNIT, dateFrom: day(10), dateTo: day(12) }]);
    await waitFor(() => expect(stateText()?.getAttribute('data-state')).toBe('blocked'));
    expect(queryClient.getQueryState(calendarKeys.prices(UNIT, day(0), day(40)))!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(availabilityKeys.events(UNIT, day(0), day(40)))!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(calendarKeys.prices('other-unit', day(0), day(40)))!.isInvalidated).toBe(false);
    // The pressed button is gone with the new state: focus stays in the sidebar.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: t('availability.title') }));
    expect(button('availability.open')).toBeTruthy();
  });

  it('open sends unblock; a booked day stays closed, so the range is still mixed', async () => {
    const server = fakeServer({ manual: [day(10)], booked: [day(12)] });
    const u = setupUser();
    renderSidebar(day(10), day(12));
    await waitFor(() => expect(stateText()?.getAttribute('data-state')).toBe('mixed'));
    await u.click(button('availability.open')!);
    await waitFor(() => expect(status().textContent).toBe(`Opened: ${fmt(day(10))} – ${fmt(day(12))}.`));
    expect(server.callsTo('POST', '/api/app/calendar/unblock').map((c) => c.body)).toEqual([{ unitId: UNIT, dateFrom: day(10), dateTo: day(12) }]);
    expect(server.callsTo('GET', '/api/app/calendar/events').length).toBe(2);
    expect(stateText()?.getAttribute('data-state')).toBe('mixed');
  });

  it('a refused close is said in the host\'s words, and a range starting in the past offers no close', async () => {
    const server = fakeServer();
    server.once('POST /api/app/calendar/block', () => server.problem([{ name: 'dateFrom', reason: 'must not be in the past' }]));
    const u = setupUser();
    const { missing } = renderSidebar(day(10), day(11));
    await u.click(await screen.findByRole('button', { name: t('availability.close') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('availability.pastNote'));
    expect(stateText()?.getAttribute('data-state')).toBe('available');
    cleanup();
    fakeServer();
    renderSidebar(day(-2), day(1));
    await waitFor(() => expect(stateText()?.getAttribute('data-state')).toBe('available'));
    expect(button('availability.close')).toBeNull();
    expect(screen.getByText(t('availability.pastNote'))).toBeTruthy();
    // "The past" is the property's: where today is already tomorrow in UTC terms (a zone east of
    // UTC at night), a range from the UTC day offers no close; from the property's today it does.
    cleanup();
    fakeServer();
    renderSidebar(day(0), day(2), 'en-US', day(1));
    await waitFor(() => expect(stateText()?.getAttribute('data-state')).toBe('available'));
    expect(button('availability.close')).toBeNull();
    cleanup();
    fakeServer();
    renderSidebar(day(1), day(2), 'en-US', day(1));
    expect(await screen.findByRole('button', { name: t('availability.close') })).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('a failed load offers Try again', async () => {
    const server = fakeServer({ manual: [day(10)] });
    server.once('GET /api/app/calendar/events', () => new Response('{"type":"urn:host-portal:problem:forbidden","title":"Forbidden","status":403}', { status: 403, headers: { 'content-type': 'application/problem+json' } }));
    const u = setupUser();
    renderSidebar(day(10), day(10));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('availability.loadFailed'));
    await u.click(within(alert).getByRole('button', { name: t('retry') }));
    await waitFor(() => expect(stateText()?.getAttribute('data-state')).toBe('blocked'));
  });

  it('prefills shared values and saves only the changed field', async () => {
    const server = fakeServer({ prices: { [day(10)]: { price: 120, minimalLengthOfStay: 3 }, [day(11)]: { price: 120, minimalLengthOfStay: 3 } } });
    const u = setupUser();
    renderSidebar(day(10), day(11));
    await waitFor(() => expect(priceField().value).toBe('120'));
    expect(stayField().value).toBe('3');
    fireEvent.change(priceField(), { target: { value: '150' } });
    await u.click(button('price.save')!);
    await waitFor(() => expect(status().textContent).toBe(`Saved for ${fmt(day(10))} – ${fmt(day(11))}.`));
    expect(server.callsTo('PATCH', '/calendar-price-configuration').map((c) => c.body)).toEqual([{ dateFrom: day(10), dateTo: day(11), price: 150 }]);
    await waitFor(() => expect(screen.getByText('Now: €150 per night on every one of these dates.')).toBeTruthy());
    expect(server.callsTo('GET', '/price-list').length).toBe(2);
  });

  it('days with different values start empty; only the typed minimum stay is sent', async () => {
    const server = fakeServer({ prices: { [day(10)]: { price: 120, minimalLengthOfStay: 2 } } });
    const u = setupUser();
    renderSidebar(day(10), day(11));
    await screen.findByText(t('price.differs'));
    expect(priceField().value).toBe('');
    expect(stayField().value).toBe('');
    fireEvent.change(stayField(), { target: { value: '4' } });
    await u.click(button('price.save')!);
    await waitFor(() => expect(server.callsTo('PATCH', '/calendar-price-configuration')).toHaveLength(1));
    expect(server.callsTo('PATCH', '/calendar-price-configuration')[0]!.body).toEqual({ dateFrom: day(10), dateTo: day(11), minimalLengthOfStay: 4 });
  });

  it('refuses a price or a minimum stay out of bounds before sending, at the field it names', async () => {
    const server = fakeServer();
    const u = setupUser();
    renderSidebar(day(10), day(11));
    await waitFor(() => expect(priceField().value).toBe('100'));
    fireEvent.change(priceField(), { target: { value: '5' } });
    fireEvent.change(stayField(), { target: { value: '400' } });
    await u.click(button('price.save')!);
    expect(priceField().getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(priceField())).toBe('The price per night must be between 10 and 10,000.');
    expect(stayField().getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(stayField())).toBe('The minimum stay must be between 1 and 365 nights.');
    fireEvent.change(priceField(), { target: { value: '10001' } });
    fireEvent.change(stayField(), { target: { value: '1' } });
    await u.click(button('price.save')!);
    expect(errorOf(priceField())).toBe('The price per night must be between 10 and 10,000.');
    expect(stayField().getAttribute('aria-invalid')).toBeNull();
    expect(server.callsTo('PATCH', '/calendar-price-configuration')).toHaveLength(0);
  });

  it('shows the server\'s 400 next to the field it names and keeps what was typed', async () => {
    const server = fakeServer();
    server.once(`PATCH /api/app/property-unit/${UNIT}/calendar-price-configuration`, () => server.problem([{ name: 'minimalLengthOfStay', reason: 'must be at most 365' }]));
    const u = setupUser();
    renderSidebar(day(10), day(11));
    await waitFor(() => expect(stayField().value).toBe('1'));
    fireEvent.change(stayField(), { target: { value: '30' } });
    await u.click(button('price.save')!);
    await waitFor(() => expect(stayField().getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(stayField())).toBe('The minimum stay must be between 1 and 365 nights.');
    expect(priceField().getAttribute('aria-invalid')).toBeNull();
    expect(stayField().value).toBe('30');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(status().textContent).toBe('');
  });

  it('"Back to the default price" sends price null and shows the default again', async () => {
    const server = fakeServer({ prices: { [day(10)]: { price: 250 } } });
    const u = setupUser();
    renderSidebar(day(10), day(10));
    expect(screen.getByText('(1 day, 1 night)')).toBeTruthy();
    await waitFor(() => expect(priceField().value).toBe('250'));
    await u.click(button('price.reset')!);
    await waitFor(() => expect(status().textContent).toBe(`Back to the default price: ${fmt(day(10))}.`));
    expect(server.callsTo('PATCH', '/calendar-price-configuration').map((c) => c.body)).toEqual([{ dateFrom: day(10), dateTo: day(10), price: null }]);
    expect(priceField().value).toBe('100');
    await waitFor(() => expect(button('price.reset')).toBeNull());
  });

  it('has every text in de-DE, fr-FR and it-IT too (same keys, nothing missing)', async () => {
    const keys = (locale: string) => Object.keys(scopeTexts(['calendar'], locale)).filter((k) => k.startsWith('calendar.sidebar.')).sort();
    expect(keys('en-US').length).toBeGreaterThan(30);
    for (const locale of ['de-DE', 'fr-FR', 'it-IT']) expect(keys(locale)).toEqual(keys('en-US'));
    fakeServer({ manual: [day(10)], prices: { [day(10)]: { price: 90 } } });
    const { missing } = renderSidebar(day(10), day(11), 'de-DE');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Diese Tage freigeben' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Diese Tage sperren' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Zurück zum Standardpreis' });
    expect(missing).toEqual([]);
  });
});
