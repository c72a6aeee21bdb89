import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../src/shared/domain/route-access';
import { matchRoutes } from 'react-router';
import { pageKeyOf, PAGES, preloadPageFor, rankRoutes, routeAt, type PageKey } from '../../src/client/app/pages';

// The page table (src/client/app/pages.ts): every route of the table shows a page of it, every
// page of it is shown by a route, and the app start preloads the code and texts of the page at
// the address it opens on.

afterEach(() => vi.restoreAllMocks());

describe('the page table', () => {
  it('gives every route a page and every page a route (only /account has none: it opens the first tab)', () => {
    const withoutPage = ROUTES.filter((route) => pageKeyOf(route) === null).map((route) => route.path);
    expect(withoutPage).toEqual(['/account']);
    const shown = new Set(ROUTES.map(pageKeyOf).filter((key): key is PageKey => key !== null));
    // placeholder stands in for a route whose page is not built; today every route has its page.
    expect(Object.keys(PAGES).filter((key) => !shown.has(key as PageKey))).toEqual(['placeholder']);
  });

  it("puts every page inside the host's shell but the guests' three, which stand alone", () => {
    expect(Object.entries(PAGES).filter(([, entry]) => !entry.shell).map(([key]) => key)).toEqual(['guestStay', 'guestLogin', 'guestChat']);
  });

  it('names the special pages by their paths', () => {
    const keyAt = (path: string) => pageKeyOf(ROUTES.find((route) => route.path === path)!);
    expect(keyAt('/account/profile')).toBe('account');
    expect(keyAt('/calendar/:unit?')).toBe('calendar');
    expect(keyAt('/properties')).toBe('properties');
    expect(keyAt('/messages')).toBe('inbox');
    expect(ROUTES.filter((route) => route.path.startsWith('/properties/')).map(pageKeyOf)).not.toContain('properties');
  });
});

describe('preloadPageFor', () => {
  const spyLoads = () => Object.fromEntries((Object.keys(PAGES) as PageKey[]).map((key) => [key, vi.spyOn(PAGES[key], 'load').mockResolvedValue({ default: () => null })])) as Record<PageKey, ReturnType<typeof vi.spyOn>>;
  const loaded = (loads: Record<PageKey, ReturnType<typeof vi.spyOn>>) => (Object.keys(loads) as PageKey[]).filter((key) => loads[key].mock.calls.length > 0);

  it('fetches the page at the address and each of its text scopes, once', () => {
    const loads = spyLoads();
    const scopes: string[] = [];
    preloadPageFor('/calendar/0190a1b2-0000-7000-8000-000000000001', async (scope) => scopes.push(scope));
    expect(loaded(loads)).toEqual(['calendar']);
    expect(scopes).toEqual(['calendar', 'bookings', 'calendar-sync']);
  });

  it('ranks the routes as the router does: a conversation opens the inbox, a unit page the management page', () => {
    const loads = spyLoads();
    preloadPageFor('/messages/booking/abc', async () => undefined);
    preloadPageFor('/properties/p1/units/u1/photos', async () => undefined);
    expect(loaded(loads).sort()).toEqual(['inbox', 'management']);
  });

  it('fetches the not-found page for an address no route knows, and never throws when a fetch fails', async () => {
    const loads = spyLoads();
    loads.notFound.mockRejectedValue(new Error('offline'));
    expect(() => preloadPageFor('/no/such/page', () => Promise.reject(new Error('offline')))).not.toThrow();
    expect(loaded(loads)).toEqual(['notFound']);
    await new Promise((r) => setTimeout(r, 0));
  });
});

describe('routeAt', () => {
  // The entry chunk matches addresses without react-router (pages.ts); the router must agree.
  const routerRouteAt = (pathname: string, routes = ROUTES) => {
    const match = matchRoutes(routes.map((route, i) => ({ path: route.path, id: String(i) })), pathname)?.[0];
    return match ? routes[Number(match.route.id)]! : null;
  };
  const fill = (path: string, value: string) =>
    path
      .replace(/:[\w-]+\?/g, value)
      .replace(/:[\w-]+/g, value)
      .replace(/\*$/, `${value}/more`);
  const addresses = [
    ...ROUTES.flatMap((route) => [fill(route.path, 'x'), fill(route.path, 'all'), fill(route.path, 'a%20b'), `${fill(route.path, 'x')}/`, fill(route.path, 'x').toUpperCase()]),
    ...ROUTES.map((route) => route.path.replace(/\/:[\w-]+\?$/, '').replace(/\/\*$/, '')),
    '/',
    '//',
    '/no/such/page',
    '/messages/booking',
    '/messages/booking/abc/extra',
    '/properties/p1/units/u1/photos',
    '/properties/p1/units/u1/photos/extra',
    '/calendar',
    '/calendar/u1/extra',
    '/listing',
    '/verification/identity/step',
    '/account/unknown',
    '/help/articles/',
    '/stay/%E0%A4%A',
  ];

  it('opens the route the router opens, for every path of the table and addresses around them', () => {
    const differ = addresses.filter((address) => routeAt(address)?.path !== routerRouteAt(address)?.path);
    expect(differ).toEqual([]);
  });

  it('ranks by the path, not by the order of the table', () => {
    const reversed = [...ROUTES].reverse();
    const ranked = rankRoutes(reversed);
    const differ = addresses.filter((address) => routeAt(address, ranked)?.path !== routerRouteAt(address, reversed)?.path);
    expect(differ).toEqual([]);
  });
});
