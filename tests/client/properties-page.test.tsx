// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../support/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../src/client/i18n/intl';
import { createMemoryRouter, RouterProvider, useLocation } from '../../src/client/router';
import PropertiesPage, { FIRST_PROPERTY_PATH } from '../../src/client/features/properties/properties-page';
import { AppDataContext, type AppData } from '../../src/client/app/app-data';
import type { PropertyListItem } from '../../src/shared/schemas/property';
import type { UnitCardPage } from '../../src/client/api/properties';
import { userInfo } from '../shared/user-info-fixture';
import app from '../../src/shared/i18n/app/en-US.json';
import properties from '../../src/client/features/properties/texts/en-US.json';

// The real page, the real react-query hooks, the real HTTP client: only fetch (the network
// boundary) is replaced by a fake server. The page runs under the app's texts plus its scope.
const en: Record<string, string> = { ...app, ...properties };
const t = (id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [k, v]) => text.replace(`{${k}}`, String(v)), en[id]!);

type Unit = UnitCardPage['items'][number];
const VILLA = '0193a3c4-0000-7000-8000-00000000a001';
const VILLA_UNIT = '0193a3c4-0000-7000-8000-00000000b001';
const CASA = '0193a3c4-0000-7000-8000-00000000a002';
const ROOM = '0193a3c4-0000-7000-8000-00000000b002';
const SUITE = '0193a3c4-0000-7000-8000-00000000b003';

const baseUser = userInfo();
const villa: PropertyListItem = { id: VILLA, title: 'Villa Aurora', image: null, units: 1, accommodationType: 'villa', propertyType: 'single', state: 'PUBLISHED', invalidFields: [] };
const casa: PropertyListItem = { id: CASA, title: 'Casa Marina', image: null, units: 2, accommodationType: 'guesthouse', propertyType: 'multi', state: 'PUBLISHED', invalidFields: [] };
const unit = (id: string, title: string | null, state: Unit['state'], size: number | null, guests = 2, bedroomCount = 1): Unit => ({ id, title, image: null, state, guests, size, bedroomCount });
const villaUnits = [unit(VILLA_UNIT, 'Villa Aurora', 'PUBLISHED', 180, 6, 3)];
const casaUnits = [unit(ROOM, 'Sea-view double room', 'PUBLISHED', 22), unit(SUITE, 'Garden family suite', 'IN_PROGRESS', null, 4)];

const pageOf = <T,>(items: T[], current = 1, pages = 1, total = items.length) => ({ items, pagination: { current, next: current < pages ? current + 1 : null, pages, total } });

type Handler = (req: Request) => Response | Promise<Response>;
let handlers: { method: string; path: string; respond: Handler }[];
let calls: { method: string; path: string; query: URLSearchParams }[];
const json = (body: unknown, status = 200, type = 'application/json') => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': type } });
const problem = (status: number, type: string, detail: string, invalidParams?: { name: string; reason: string }[]) =>
  json({ type: `urn:host-portal:problem:${type}`, title: type, status, detail, ...(invalidParams && { invalidParams }) }, status, 'application/problem+json');

/** Handlers are consumed in order, so a test can script "first fails, then works"; `keep` answers every time. */
function on(method: string, path: string, respond: Handler, keep = false) {
  handlers.push({ method, path, respond: keep ? respond : once(respond) });
}
const consumed = new WeakSet<Handler>();
function once(h: Handler): Handler {
  const wrapped: Handler = (req) => h(req);
  consumed.add(wrapped);
  return wrapped;
}

/** A small stateful server: the lists answer from `units`, which the write handlers change. */
function serveList(list = [villa, casa], units: Record<string, Unit[]> = { [VILLA]: [...villaUnits], [CASA]: [...casaUnits] }) {
  on('GET', '/api/app/properties', () => json(pageOf(list)), true);
  for (const id of Object.keys(units)) on('GET', `/api/app/properties/${id}/units`, () => json(pageOf(units[id]!)), true);
  return units;
}
function setUnitState(units: Record<string, Unit[]>, unitId: string, state: Unit['state'] | null) {
  for (const id of Object.keys(units)) units[id] = units[id]!.flatMap((u) => (u.id !== unitId ? [u] : state ? [{ ...u, state }] : []));
}

beforeEach(() => {
  handlers = [];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      calls.push({ method: input.method, path: url.pathname, query: url.searchParams });
      const i = handlers.findIndex((h) => h.method === input.method && h.path === url.pathname);
      if (i === -1) return problem(404, 'not-found', 'Not found');
      const h = handlers[i]!;
      if (consumed.has(h.respond)) handlers.splice(i, 1);
      return h.respond(input);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderPage(options: { path?: string; measurementUnits?: 'metric' | 'imperial' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/properties', element: <PropertiesPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [options.path ?? '/properties'] },
  );
  const appData = { appSettings: { measurementUnits: options.measurementUnits ?? 'metric' } } as AppData;
  const view = render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-US" messages={en} onError={(e) => { throw e; }}>
        <AppDataContext.Provider value={appData}>
          <RouterProvider router={router} />
        </AppDataContext.Provider>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

const card = (title: string) => screen.getByRole('article', { name: title });
const listCalls = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/app/properties');

describe('properties page', () => {
  it('shows a loading skeleton, then each property with its units, facts and status texts', async () => {
    serveList();
    renderPage();
    expect(screen.getByRole('status', { busy: true }).textContent).toBe(en['properties.loading']);

    const villaCard = await screen.findByRole('article', { name: 'Villa Aurora' });
    expect(within(villaCard).getByText('Single unit · 1 unit')).toBeTruthy();
    const villaRow = await within(villaCard).findByRole('listitem');
    // Each fact carries the separator after it (hidden from screen readers), so a wrapped line
    // never starts with a stranded "·"; the last has none.
    const facts = [...villaRow.querySelectorAll('.unit-row__facts > .unit-row__fact')];
    expect(facts.map((f) => f.textContent)).toEqual(['6 guests·', '3 bedrooms·', '180 m²']);
    expect(facts.map((f) => f.querySelector('.unit-row__separator')?.getAttribute('aria-hidden') ?? null)).toEqual(['true', 'true', null]);
    // Published: every published unit has its guest page (/stay/{id}), so it is live, not "publishing" (HC §4).
    expect(within(villaCard).getAllByText(en['properties.status.PUBLISHED']!).length).toBe(2);
    expect(within(villaCard).queryByText(en['properties.status.publishing']!)).toBeNull();
    expect(within(villaRow).queryByRole('button', { name: en['properties.status.publishingInfoButton'] })).toBeNull();

    const casaCard = card('Casa Marina');
    expect(within(casaCard).getByText('Several units · 2 units')).toBeTruthy();
    const suite = (await within(casaCard).findByText('Garden family suite')).closest('li')!;
    expect(within(suite).getByText(en['properties.status.IN_PROGRESS']!)).toBeTruthy();
    // An unfinished unit continues in the listing flow; it is not published from the list.
    expect(within(suite).getByRole('link', { name: 'Continue listing Garden family suite' }).getAttribute('href')).toBe(`/listing/property/${CASA}/unit/${SUITE}`);
    expect(within(suite).queryByRole('button', { name: 'Publish Garden family suite' })).toBeNull();
    expect(within(suite).getByRole('button', { name: 'Delete Garden family suite' })).toBeTruthy();
    // No size entered: no area shown.
    expect(within(suite).queryByText(/m²/)).toBeNull();
    expect(screen.getByText('2 properties')).toBeTruthy();
    // A property with a live unit cannot be deleted (the server would refuse).
    expect(within(casaCard).queryByRole('button', { name: 'Delete the property Casa Marina' })).toBeNull();
  });

  it('leads each card and unit row with its cover photo, sized before it loads, or a placeholder when there is none', async () => {
    const cover = (id: string) => `/api/public/photos/${id}/thumbnail?access=grant`;
    serveList([{ ...casa, image: cover('casa') }, villa], {
      [CASA]: [{ ...casaUnits[0]!, image: cover('room') }, casaUnits[1]!],
      [VILLA]: [...villaUnits],
    });
    renderPage();
    const casaCard = await screen.findByRole('article', { name: 'Casa Marina' });
    const casaCover = within(casaCard).getByRole('img', { name: t('properties.cover.alt', { title: 'Casa Marina' }) });
    expect(casaCover.getAttribute('src')).toBe(cover('casa'));
    expect([casaCover.getAttribute('width'), casaCover.getAttribute('height')]).toEqual(['480', '320']);
    // The first card is on screen at once; everything after it loads as it scrolls into view.
    expect(casaCover.getAttribute('loading')).toBe('eager');
    const room = (await within(casaCard).findByText('Sea-view double room')).closest('li')!;
    const roomCover = within(room).getByRole('img', { name: t('properties.cover.alt', { title: 'Sea-view double room' }) });
    expect([roomCover.getAttribute('src'), roomCover.getAttribute('loading')]).toEqual([cover('room'), 'lazy']);
    // A unit without photos shows the neutral placeholder, named for a screen reader, no broken image.
    const suite = within(casaCard).getByText('Garden family suite').closest('li')!;
    const placeholder = within(suite).getByRole('img', { name: t('properties.cover.none', { title: 'Garden family suite' }) });
    expect(placeholder.tagName).toBe('DIV');
    expect(suite.querySelector('img')).toBeNull();

    const villaCard = card('Villa Aurora');
    expect(within(villaCard).getAllByRole('img', { name: t('properties.cover.none', { title: 'Villa Aurora' }) }).length).toBe(2); // the card and its unit
    expect(villaCard.querySelector('img')).toBeNull();
  });

  it('shows areas in square feet for an imperial host (whole feet, HC §5)', async () => {
    serveList();
    renderPage({ measurementUnits: 'imperial' });
    expect(await screen.findByText('1,938 ft²')).toBeTruthy(); // 180 m²
    expect(screen.getByText('237 ft²')).toBeTruthy(); // 22 m²
    expect(screen.queryByText(/m²/)).toBeNull();
  });

  it('searches after a pause in typing, once, and keeps the search in the address', async () => {
    const user = setupUser();
    serveList();
    const { router } = renderPage();
    await screen.findByRole('article', { name: 'Villa Aurora' });
    const before = listCalls().length;
    await user.type(screen.getByRole('searchbox', { name: en['properties.search.label'] }), 'villa');
    await waitFor(() => expect(listCalls().length).toBe(before + 1));
    expect(listCalls().at(-1)!.query.get('criteria[search]')).toBe('villa');
    expect(listCalls().at(-1)!.query.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?search=villa');
    // no request per key stroke
    await new Promise((r) => setTimeout(r, 450));
    expect(listCalls().filter((c) => c.query.get('criteria[search]') !== '' && c.query.get('criteria[search]') !== 'villa')).toEqual([]);
    // a search arriving by the address (a link, the back button) fills the box
    await act(() => router.navigate('/properties?search=casa'));
    expect(screen.getByRole('searchbox', { name: en['properties.search.label'] })).toHaveProperty('value', 'casa');
    await waitFor(() => expect(listCalls().at(-1)!.query.get('criteria[search]')).toBe('casa'));
  });

  it('says when nothing matches a search, and clears it', async () => {
    const user = setupUser();
    on('GET', '/api/app/properties', () => json(pageOf([])));
    serveList();
    renderPage({ path: '/properties?search=zzz' });
    expect(await screen.findByText('No property matches “zzz”.')).toBeTruthy();
    expect(listCalls()[0]!.query.get('criteria[search]')).toBe('zzz');
    await user.click(screen.getByRole('button', { name: en['properties.clearSearch'] }));
    expect(await screen.findByRole('article', { name: 'Villa Aurora' })).toBeTruthy();
    expect(listCalls().at(-1)!.query.get('criteria[search]')).toBe('');
  });

  it('pages through the list', async () => {
    const user = setupUser();
    on('GET', '/api/app/properties', () => json(pageOf([villa], 1, 2, 2)));
    on('GET', '/api/app/properties', () => json(pageOf([casa], 2, 2, 2)));
    serveList();
    const { router } = renderPage();
    await screen.findByRole('article', { name: 'Villa Aurora' });
    const nav = screen.getByRole('navigation', { name: en['properties.pagination.label'] });
    expect(within(nav).getByText('Page 1 of 2')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: en['properties.pagination.previous'] })).toHaveProperty('disabled', true);
    await user.click(within(nav).getByRole('button', { name: en['properties.pagination.next'] }));
    expect(await screen.findByRole('article', { name: 'Casa Marina' })).toBeTruthy();
    expect(listCalls().at(-1)!.query.get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('offers to create the first property when there is none', async () => {
    on('GET', '/api/app/properties', () => json(pageOf([])));
    renderPage();
    const link = await screen.findByRole('link', { name: en['properties.empty.create'] });
    expect(link.getAttribute('href')).toBe(FIRST_PROPERTY_PATH);
    expect(screen.getByRole('heading', { name: en['properties.empty.title'] })).toBeTruthy();
    // The shared empty state: a region named by its title, holding the picture, the sentence and the link.
    const empty = screen.getByRole('region', { name: en['properties.empty.title'] });
    expect(empty.contains(link)).toBe(true);
    expect(within(empty).getByText(en['properties.empty.body']!)).toBeTruthy();
    expect(empty.querySelector('svg.empty-state__art')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows a failed load with the reason and tries again', async () => {
    const user = setupUser();
    // The HTTP client repeats a failed GET twice by itself (http.ts): the server stays down until the retry.
    let down = true;
    on('GET', '/api/app/properties', () => (down ? problem(500, 'internal', 'boom') : json(pageOf([villa]))), true);
    on('GET', `/api/app/properties/${VILLA}/units`, () => json(pageOf(villaUnits)), true);
    renderPage();
    const alert = await screen.findByRole('alert', {});
    down = false;
    expect(alert.textContent).toContain(en['properties.loadError']);
    expect(alert.textContent).toContain(en['errors.problem.internal']);
    await user.click(within(alert).getByRole('button', { name: en['properties.retry'] }));
    expect(await screen.findByRole('article', { name: 'Villa Aurora' })).toBeTruthy();
  });

  it('unpublishes at once, updates the caches from the answer, and can undo', async () => {
    const user = setupUser();
    const units = serveList();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const answer = (state: Unit['state']) => ({ unit: { ...fullUnit, state }, userInfo: baseUser });
    on('PATCH', `/api/app/property-unit/${VILLA_UNIT}/unpublish`, async () => {
      await gate;
      setUnitState(units, VILLA_UNIT, 'UNPUBLISHED');
      return json(answer('UNPUBLISHED'));
    });
    on('PATCH', `/api/app/property-unit/${VILLA_UNIT}/publish`, () => {
      setUnitState(units, VILLA_UNIT, 'PUBLISHED');
      return json(answer('PUBLISHED'));
    });
    renderPage();
    const row = (await within(await screen.findByRole('article', { name: 'Villa Aurora' })).findByRole('listitem')) as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Unpublish Villa Aurora' }));
    // Optimistic: the row says unpublished before the server has answered.
    expect(within(row).getByText(en['properties.status.UNPUBLISHED']!)).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Publish Villa Aurora' })).toHaveProperty('disabled', true);
    release();
    const status = await screen.findByText('1 unit taken offline.');
    const notice = status.closest('[role="status"]') as HTMLElement;
    await user.click(within(notice).getByRole('button', { name: en['properties.undo'] }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH' && c.path.endsWith('/publish'))).toBe(true));
    expect(await screen.findByText('1 unit published.')).toBeTruthy();
    expect(within(row).getAllByText(en['properties.status.PUBLISHED']!).length).toBe(1);
  });

  it('puts the state back and says why when the server refuses to publish', async () => {
    const user = setupUser();
    serveList([casa], { [CASA]: [unit(ROOM, 'Sea-view double room', 'UNPUBLISHED', 22), casaUnits[1]!] });
    on('PATCH', `/api/app/property-unit/${ROOM}/publish`, () => problem(409, 'conflict', 'The unit cannot be published yet', [{ name: 'bookingType', reason: 'required' }]));
    renderPage();
    const row = (await screen.findByText('Sea-view double room')).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Publish Sea-view double room' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('1 listing could not be changed:');
    expect(alert.textContent).toContain(en['properties.result.notPublishable']);
    await waitFor(() => expect(within(row).getByText(en['properties.status.UNPUBLISHED']!)).toBeTruthy());
  });

  it('deletes a unit only after confirming in a dialog', async () => {
    const user = setupUser();
    const units = serveList();
    on('DELETE', `/api/app/property-unit/${SUITE}`, () => {
      setUnitState(units, SUITE, null);
      return json(null, 204);
    });
    renderPage();
    const casaCard = await screen.findByRole('article', { name: 'Casa Marina' });
    const suite = (await within(casaCard).findByText('Garden family suite')).closest('li')!;
    await user.click(within(suite).getByRole('button', { name: 'Delete Garden family suite' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Garden family suite?' });
    await user.click(within(dialog).getByRole('button', { name: en['properties.confirmDelete.cancel'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(suite).getByRole('button', { name: 'Delete Garden family suite' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Garden family suite?' });
    await user.click(within(dialog).getByRole('button', { name: en['properties.confirmDelete.confirm'] }));
    await waitFor(() => expect(within(casaCard).queryByText('Garden family suite')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/app/property-unit/${SUITE}`]);
    expect(await screen.findByText('1 listing deleted.')).toBeTruthy();
  });

  it('deletes a property without live units through its own button', async () => {
    const user = setupUser();
    const draft: PropertyListItem = { ...villa, id: CASA, title: 'Draft house', state: 'IN_PROGRESS' };
    serveList([draft], { [CASA]: [unit(SUITE, null, 'IN_PROGRESS', null)] });
    on('DELETE', `/api/app/properties/${CASA}`, () => json(null, 204));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete the property Draft house' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Draft house?' });
    expect(within(dialog).getByText(en['properties.confirmDelete.propertyBody']!)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: en['properties.confirmDelete.confirm'] }));
    expect(await screen.findByText('Draft house was deleted.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/app/properties/${CASA}`)).toBe(true);
  });

  it('acts on a selection: only the units each action applies to', async () => {
    const user = setupUser();
    const units = serveList();
    for (const id of [VILLA_UNIT, ROOM])
      on('PATCH', `/api/app/property-unit/${id}/unpublish`, () => {
        setUnitState(units, id, 'UNPUBLISHED');
        return json({ unit: { ...fullUnit, publicId: id, state: 'UNPUBLISHED' }, userInfo: baseUser });
      });
    renderPage();
    await screen.findByText('Garden family suite');
    await user.click(screen.getByRole('checkbox', { name: en['properties.select.all'] }));
    const bar = screen.getByRole('region', { name: en['properties.bulk.label'] });
    expect(within(bar).getByText('3 units selected')).toBeTruthy();
    // Two live units can go offline, none can be published from here, the draft can be deleted.
    expect(within(bar).getByRole('button', { name: 'Publish (0)' })).toHaveProperty('disabled', true);
    expect(within(bar).getByRole('button', { name: 'Delete (1)' })).toHaveProperty('disabled', false);
    await user.click(within(bar).getByRole('button', { name: 'Unpublish (2)' }));
    expect(await screen.findByText('2 units taken offline.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.path).sort()).toEqual([`/api/app/property-unit/${ROOM}/unpublish`, `/api/app/property-unit/${VILLA_UNIT}/unpublish`].sort());
    // The draft stays selected (nothing was done to it); the others left the selection.
    expect(screen.getByText('1 unit selected')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select Garden family suite' })).toHaveProperty('checked', true);
  });

  it('shows "action needed" with the fields and a unit selection to fix them (multi), or a link (single)', async () => {
    const user = setupUser();
    const invalid = (unitId: string, propertyId: string, field: 'registrationNumber' | 'nationalIdentificationCode') => ({ field, message: 'required', propertyId, propertyUnitId: unitId });
    const brokenCasa: PropertyListItem = { ...casa, invalidFields: [invalid(SUITE, CASA, 'nationalIdentificationCode'), invalid(ROOM, CASA, 'registrationNumber')] };
    const brokenVilla: PropertyListItem = { ...villa, invalidFields: [invalid(VILLA_UNIT, VILLA, 'registrationNumber')] };
    serveList([brokenVilla, brokenCasa], { [VILLA]: villaUnits, [CASA]: [unit(ROOM, 'Sea-view double room', 'UNPUBLISHED', 22), unit(SUITE, 'Garden family suite', 'REJECTED_BY_STAFF', 30)] });
    renderPage();
    const villaCard = await screen.findByRole('article', { name: 'Villa Aurora' });
    expect(within(villaCard).getAllByText(en['properties.status.actionNeeded']!).length).toBeGreaterThan(0);
    expect(within(villaCard).getByText('Please check: registration number.')).toBeTruthy();
    const fix = await within(villaCard).findByRole('link', { name: 'Fix Villa Aurora' });
    expect(fix.getAttribute('href')).toBe(`/listing/single-unit/${VILLA}/${VILLA_UNIT}/regional-requirements`);
    // A registration-number problem keeps the unit from being published (HC §3).
    const room = (await screen.findByText('Sea-view double room')).closest('li')!;
    expect(within(room).queryByRole('button', { name: 'Publish Sea-view double room' })).toBeNull();

    const casaCard = card('Casa Marina');
    expect(within(casaCard).getByText('Please check: registration number and national identification code.')).toBeTruthy();
    await waitFor(() => expect(within(casaCard).getAllByText(en['properties.status.rejectedByStaff']!).length).toBeGreaterThan(0));
    await user.click(within(casaCard).getByRole('button', { name: 'Fix Casa Marina' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(en['properties.fix.chooseUnit']!)).toBeTruthy();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => [i.textContent, i.getAttribute('href')])).toEqual([
      ['Garden family suite', `/listing/multi-unit/${CASA}/${SUITE}/regional-requirements`],
      ['Sea-view double room', `/listing/multi-unit/${CASA}/${ROOM}/regional-requirements`],
    ]);
  });

  it('works by keyboard: select with Space, act with Enter, Escape closes the dialog', async () => {
    const user = setupUser();
    serveList();
    renderPage();
    const box = await screen.findByRole('checkbox', { name: 'Select Garden family suite' });
    box.focus();
    await user.keyboard(' ');
    expect(box).toHaveProperty('checked', true);
    const bar = screen.getByRole('region', { name: en['properties.bulk.label'] });
    within(bar).getByRole('button', { name: 'Delete (1)' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete Garden family suite?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    // back where the host was
    expect(document.activeElement).toBe(within(bar).getByRole('button', { name: 'Delete (1)' }));
  });
});

/** A full unit as the publish answer carries it (HC §4: the unit and the user info). */
const fullUnit = {
  publicId: VILLA_UNIT,
  propertyId: VILLA,
  propertyType: 'single',
  title: 'Villa Aurora',
  description: null,
  state: 'PUBLISHED',
  availableActions: ['unpublish'],
  links: [],
  guests: 6,
  bedroomCount: 3,
  propertySize: 180,
  propertySizeMeasurementUnit: 'metric',
  rooms: [],
  amenities: [],
  calendarAvailability: { status: 'AVAILABLE' },
  invalidFields: [],
  missingFields: [],
  cancellationPolicy: null,
  bookingType: 'onLine',
  publishedAt: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
};
