// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { scopeTexts } from '../support/step-form';
import { UnitSelector } from '../../../src/client/features/calendar/unit-selector';
import { UNIT_SEARCH_DEBOUNCE_MS, UNIT_SELECTOR_PAGE_SIZE } from '../../../src/shared/domain/calendar/unit-selector';

// The calendar's unit selector on its own, with the real react-query hooks and HTTP client; only
// fetch is replaced by a small property-list server that searches property and unit titles and
// pages like the real one. Navigation on choosing is covered in calendar-page.test.tsx.

const en = scopeTexts(['app', 'calendar']);
const t = (key: string) => en[`calendar.unitSelector.${key}`]!;

interface Unit {
  id: string;
  title: string | null;
  state: string;
}
interface Property {
  id: string;
  title: string;
  propertyType: 'single' | 'multi';
  state: string;
  timeZone: string;
  units: Unit[];
}
const chalets: Property[] = Array.from({ length: 24 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return { id: `prop-${n}`, title: `Chalet ${n}`, propertyType: 'single', state: 'PUBLISHED', timeZone: 'UTC', units: [{ id: `unit-${n}`, title: null, state: 'PUBLISHED' }] };
});
const casa: Property = {
  id: 'prop-casa',
  title: 'Casa Marina',
  propertyType: 'multi',
  state: 'PUBLISHED',
  timeZone: 'UTC',
  units: [
    { id: 'unit-room', title: 'Sea-view double room', state: 'PUBLISHED' },
    { id: 'unit-suite', title: 'Garden family suite', state: 'PUBLISHED' },
  ],
};
const all = [...chalets, casa];

let searches: { search: string; page: number; limit: number }[];
let failNext: boolean;
function serve(input: RequestInfo | URL, init?: RequestInit): Response {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  if (url.pathname !== '/api/app/property-list') return new Response('{}', { status: 404 });
  const query = { search: url.searchParams.get('criteria[search]') ?? '', page: Number(url.searchParams.get('page')), limit: Number(url.searchParams.get('limit')) };
  searches.push(query);
  if (failNext) {
    failNext = false;
    return new Response(JSON.stringify({ type: 'about:blank', title: 'Broken', status: 400, detail: 'Broken on purpose.' }), { status: 400, headers: { 'content-type': 'application/problem+json' } });
  }
  const needle = query.search.toLowerCase();
  const found = all.filter((p) => p.title.toLowerCase().includes(needle) || p.units.some((u) => (u.title ?? '').toLowerCase().includes(needle)));
  const pages = Math.ceil(found.length / query.limit);
  const items = found.slice((query.page - 1) * query.limit, query.page * query.limit);
  return new Response(JSON.stringify({ items, pagination: { current: query.page, next: query.page < pages ? query.page + 1 : null, pages, total: found.length } }), {
    headers: { 'content-type': 'application/json' },
  });
}

let missing: string[];
let chosen: string[];
function renderSelector(locale = 'en-US') {
  const texts = scopeTexts(['app', 'calendar'], locale);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <IntlProvider locale={locale} messages={texts} onError={(e) => missing.push(e.message)}>
      <QueryClientProvider client={client}>
        <UnitSelector unitId="unit-03" currentLabel="Chalet 03" onChoose={(id) => chosen.push(id)} />
      </QueryClientProvider>
    </IntlProvider>,
  );
}
const trigger = () => screen.getByRole('button', { name: `${en['calendar.unit']} Chalet 03` });
const results = () => screen.getByRole('list', { name: t('results') });
const resultNames = () => within(results()).getAllByRole('button').map((b) => b.textContent);
const searchField = () => screen.getByRole<HTMLInputElement>('searchbox', { name: t('search') });

beforeEach(() => {
  searches = [];
  failNext = false;
  missing = [];
  chosen = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => serve(input, init)));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('calendar unit selector', () => {
  it('opens a dialog with the search focused; pages of 20, Show more appends page 2; a new search starts again at page 1', async () => {
    const u = setupUser();
    renderSelector();
    await u.click(trigger());
    const dialog = await screen.findByRole('dialog', { name: t('title') });
    expect(document.activeElement).toBe(searchField());
    await waitFor(() => expect(resultNames()).toHaveLength(UNIT_SELECTOR_PAGE_SIZE));
    expect(searches).toEqual([{ search: '', page: 1, limit: 20 }]);
    expect(within(results()).getByRole('button', { name: 'Chalet 03' }).getAttribute('aria-current')).toBe('true');

    await u.click(within(dialog).getByRole('button', { name: t('more') }));
    await waitFor(() => expect(resultNames()).toHaveLength(26));
    expect(resultNames().slice(0, 2)).toEqual(['Chalet 01', 'Chalet 02']);
    expect(resultNames().slice(-3)).toEqual(['Chalet 24', 'Casa Marina · Sea-view double room', 'Casa Marina · Garden family suite']);
    expect(searches.at(-1)).toEqual({ search: '', page: 2, limit: 20 });
    expect(within(dialog).queryByRole('button', { name: t('more') })).toBeNull();

    await u.type(searchField(), 'chalet 2');
    await waitFor(() => expect(resultNames()).toEqual(['Chalet 20', 'Chalet 21', 'Chalet 22', 'Chalet 23', 'Chalet 24']));
    expect(searches.at(-1)).toEqual({ search: 'chalet 2', page: 1, limit: 20 });
    expect(missing).toEqual([]);
  });

  it(`sends one search ${UNIT_SEARCH_DEBOUNCE_MS} ms after the last key, not one per key`, async () => {
    // The clock also runs on by itself (React and Radix schedule with timers); the checks leave
    // it 100 ms of slack, far less than the 500 ms of the debounce.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const u = setupUser({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderSelector();
    await u.click(trigger());
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(searches).toEqual([{ search: '', page: 1, limit: 20 }]);

    await u.type(searchField(), 'casa');
    await act(() => vi.advanceTimersByTimeAsync(UNIT_SEARCH_DEBOUNCE_MS - 100));
    expect(searches.map((s) => s.search)).toEqual(['']);
    await act(() => vi.advanceTimersByTimeAsync(150));
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches).toEqual([
      { search: '', page: 1, limit: 20 },
      { search: 'casa', page: 1, limit: 20 },
    ]);
    vi.useRealTimers();
    await waitFor(() => expect(resultNames()).toEqual(['Casa Marina · Sea-view double room', 'Casa Marina · Garden family suite']));
  });

  it('a search by a unit title lists only the matching units of that property', async () => {
    const u = setupUser();
    renderSelector();
    await u.click(trigger());
    await u.type(searchField(), 'sea-view');
    await waitFor(() => expect(resultNames()).toEqual(['Casa Marina · Sea-view double room']));
  });

  it('keyboard: Down from the search to the results, arrows between them, Enter chooses, the dialog closes and focus returns', async () => {
    const u = setupUser();
    renderSelector();
    await u.click(trigger());
    await waitFor(() => expect(resultNames()).toHaveLength(20));
    await u.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Chalet 01');
    await u.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Chalet 02');
    await u.tab();
    expect(document.activeElement?.textContent).toBe('Chalet 03');
    await u.keyboard('{Enter}');
    expect(chosen).toEqual(['unit-03']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('Escape closes without choosing and returns focus to the button; reopening starts with an empty search', async () => {
    const u = setupUser();
    renderSelector();
    await u.click(trigger());
    await u.type(searchField(), 'casa');
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger());
    expect(chosen).toEqual([]);
    await u.click(trigger());
    expect(searchField().value).toBe('');
  });

  it('says when no unit matches the search', async () => {
    const u = setupUser();
    renderSelector();
    await u.click(trigger());
    await u.type(searchField(), 'igloo');
    const status = await screen.findByText(en['calendar.unitSelector.noMatch']!.replace('{search}', 'igloo'), {});
    expect(status.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('list', { name: t('results') })).toBeNull();
    expect(missing).toEqual([]);
  });

  it('a failed load shows an error with Retry, which loads the units', async () => {
    failNext = true;
    const u = setupUser();
    renderSelector();
    await u.click(trigger());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('loadError'));
    await u.click(within(alert).getByRole('button', { name: en['calendar.retry'] }));
    await waitFor(() => expect(resultNames()).toHaveLength(20));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(['de-DE', 'fr-FR', 'it-IT'])('has every text in %s', async (locale) => {
    const u = setupUser();
    renderSelector(locale);
    await u.click(screen.getByRole('button', { name: /Chalet 03/ }));
    await screen.findByRole('list');
    expect(missing).toEqual([]);
    for (const key of ['title', 'search', 'results', 'loading', 'loadError', 'none', 'noMatch', 'more', 'close']) {
      expect(scopeTexts(['calendar'], locale)[`calendar.unitSelector.${key}`]).toBeTruthy();
    }
  });
});
