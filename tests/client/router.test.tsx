// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { matchRoutes as oracleMatchRoutes } from 'react-router';
import { ROUTES } from '../../src/shared/domain/route-access';
import { appRoutes } from '../../src/client/app/router';
import {
  createMemoryRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  type RouteObject,
  type Router,
} from '../../src/client/router';
import { setupUser } from '../support/user-event';

// The portal's router (src/client/router): its matching against react-router's on the app's own
// route table, and what pages ask of it, on a router in memory.

afterEach(() => cleanup());

const show = (router: Router) => render(<RouterProvider router={router} />);
const at = (router: Router) => router.state.location.pathname + router.state.location.search;

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{pathname + search}</output>;
}

describe('matching', () => {
  // Addresses for every path of the table: each parameter filled, with a trailing slash, in capitals,
  // encoded, and some no route names.
  const fill = (path: string, value: string) => path.replace(/:[\w-]+\?/g, value).replace(/:[\w-]+/g, value).replace(/\*$/, `${value}/more`);
  const addresses = [
    ...ROUTES.flatMap((route) => [fill(route.path, 'x'), fill(route.path, 'a%20b'), `${fill(route.path, 'x')}/`, fill(route.path, 'x').toUpperCase()]),
    ...ROUTES.map((route) => route.path.replace(/\/:[\w-]+\?$/, '').replace(/\/\*$/, '')),
    '/',
    '/no/such/page',
    '/calendar',
    '/listing/single-unit/p1/u1/photos',
    '/help/articles/a%2Fb',
    '/stay/%E0%A4%A',
  ];

  it("opens the route react-router opens on the app's route table, with the same parameters", () => {
    const differ = addresses.filter((address) => {
      const ours = matchRoutes(appRoutes, address);
      const theirs = oracleMatchRoutes(appRoutes as Parameters<typeof oracleMatchRoutes>[0], address)?.at(-1);
      return ours?.route !== theirs?.route || JSON.stringify(ours?.params) !== JSON.stringify(theirs?.params);
    });
    expect(differ).toEqual([]);
    // The comparison sees real matches: a unit's page with its parameters.
    expect(matchRoutes(appRoutes, '/properties/p1/units/u1/photos')?.params).toEqual({ propertyId: 'p1', unitId: 'u1' });
  });

  it('ranks nested relative routes, index routes and a final * as react-router does', () => {
    const routes: RouteObject[] = [
      {
        path: '/listing',
        children: [{ index: true }, { path: 'single-unit/:propertyId/:unitId/*' }, { path: ':propertyId/:unitId/completed' }, { path: '*' }],
      },
    ];
    const paths = ['/listing', '/listing/', '/listing/single-unit/p/u', '/listing/single-unit/p/u/photos/x', '/listing/p/u/completed', '/listing/p/u/other'];
    const ours = paths.map((p) => matchRoutes(routes, p));
    const theirs = paths.map((p) => oracleMatchRoutes(routes as Parameters<typeof oracleMatchRoutes>[0], p)?.at(-1));
    expect(ours.map((m) => m?.route)).toEqual(theirs.map((m) => m?.route));
    expect(ours.map((m) => m?.params)).toEqual(theirs.map((m) => m?.params));
  });
});

describe('navigating', () => {
  it('a link goes to its address and adds a step to Back; a link to the page on screen replaces it', async () => {
    const user = setupUser();
    const router = createMemoryRouter([{ path: '*', element: <><Link to="/a?x=1">A</Link><Where /></> }], { initialEntries: ['/start'] });
    show(router);
    await user.click(screen.getByRole('link', { name: 'A' }));
    expect(screen.getByLabelText('where').textContent).toBe('/a?x=1');
    expect(router.state.historyAction).toBe('PUSH');
    await user.click(screen.getByRole('link', { name: 'A' }));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(at(router)).toBe('/start');
  });

  it('a link opened in another tab (a modifier key) is left to the browser', async () => {
    const user = setupUser();
    const router = createMemoryRouter([{ path: '*', element: <Link to="/b">B</Link> }], { initialEntries: ['/start'] });
    show(router);
    expect(screen.getByRole('link', { name: 'B' }).getAttribute('href')).toBe('/b');
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'B' }));
    await user.keyboard('{/Control}');
    expect(at(router)).toBe('/start');
  });

  it('a NavLink is active on its address (and under it unless end), with aria-current', () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <NavLink to="/properties">All</NavLink>
              <NavLink to="/properties/p1" end>
                Exact
              </NavLink>
              <NavLink to="/calendar" className="tab">
                Calendar
              </NavLink>
            </>
          ),
        },
      ],
      { initialEntries: ['/properties/p1/units'] },
    );
    show(router);
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'All' }).className).toBe('active');
    expect(screen.getByRole('link', { name: 'Exact' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Calendar' }).className).toBe('tab');
  });

  it('Navigate replaces the address it renders at; the state given reaches the next page', async () => {
    function Prefilled() {
      return <p>{String((useLocation().state as { code?: string } | null)?.code)}</p>;
    }
    const router = createMemoryRouter(
      [
        { path: '/old', element: <Navigate to="/new" replace state={{ code: 'HP-1' }} /> },
        { path: '/new', element: <Prefilled /> },
      ],
      { initialEntries: ['/home', '/old'] },
    );
    show(router);
    expect(await screen.findByText('HP-1')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(at(router)).toBe('/home');
  });

  it('the query: read, and set from the current one, on the same page', async () => {
    const user = setupUser();
    function Filter() {
      const [params, setParams] = useSearchParams();
      return (
        <button
          type="button"
          onClick={() =>
            setParams((now) => {
              now.set('page', String(Number(now.get('page') ?? 1) + 1));
              return now;
            })
          }
        >
          page {params.get('page') ?? 1}
        </button>
      );
    }
    const router = createMemoryRouter([{ path: '/properties', element: <Filter /> }], { initialEntries: ['/properties?search=casa#top'] });
    show(router);
    await user.click(screen.getByRole('button', { name: 'page 1' }));
    await user.click(screen.getByRole('button', { name: 'page 2' }));
    expect(at(router)).toBe('/properties?search=casa&page=3');
    expect(router.state.location.hash).toBe('');
  });

  it('useNavigate is one function over navigations, and takes a query alone', async () => {
    const seen = new Set<unknown>();
    function Page() {
      const navigate = useNavigate();
      seen.add(navigate);
      return (
        <button type="button" onClick={() => navigate({ search: '?state=idle' })}>
          go
        </button>
      );
    }
    const user = setupUser();
    const router = createMemoryRouter([{ path: '/machines/:name', element: <Page /> }], { initialEntries: ['/machines/session'] });
    show(router);
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(at(router)).toBe('/machines/session?state=idle');
    expect(seen.size).toBe(1);
  });
});

describe('nested routes', () => {
  function Listing() {
    return (
      <Routes>
        <Route index element={<p>index</p>} />
        <Route path="single-unit/:propertyId/:unitId/*" element={<Params />} />
        <Route path="*" element={<p>not found</p>} />
      </Routes>
    );
  }
  function Params() {
    return <p>{JSON.stringify(useParams())}</p>;
  }

  it.each([
    ['/listing', 'index'],
    ['/listing/single-unit/p1/u1/photos', '{"propertyId":"p1","unitId":"u1","*":"photos"}'],
    ['/listing/nothing', 'not found'],
  ])('<Routes> inside a route matches the rest of %s', (address, shown) => {
    const router = createMemoryRouter([{ path: '/listing/*', element: <Listing /> }], { initialEntries: [address] });
    show(router);
    expect(screen.getByText(shown)).toBeTruthy();
  });

  it('a layout shows its child through Outlet', () => {
    const router = createMemoryRouter([{ element: <main><Outlet /></main>, children: [{ path: '/a/:id', element: <Params /> }] }], { initialEntries: ['/a/7'] });
    show(router);
    expect(screen.getByRole('main').textContent).toBe('{"id":"7"}');
  });
});

describe('errors', () => {
  it("a route that throws shows its errorElement in its place, inside the layout; the next address clears it", async () => {
    function Boom(): never {
      throw new Error('boom');
    }
    function Oops() {
      return <p>error: {(useRouteError() as Error).message}</p>;
    }
    const router = createMemoryRouter(
      [{ element: <main><Outlet /></main>, children: [{ errorElement: <Oops />, children: [{ path: '/boom', element: <Boom /> }, { path: '/fine', element: <p>fine</p> }] }] }],
      { initialEntries: ['/boom'] },
    );
    const quiet = console.error;
    console.error = () => undefined; // React reports the caught error
    try {
      show(router);
    } finally {
      console.error = quiet;
    }
    expect(screen.getByRole('main').textContent).toBe('error: boom');
    await act(() => router.navigate('/fine'));
    expect(screen.getByRole('main').textContent).toBe('fine');
  });
});

describe('blocking (unsaved changes)', () => {
  function Guarded() {
    const blocker = useBlocker(true);
    return blocker.state === 'blocked' ? (
      <div role="dialog" aria-label={`leave for ${blocker.location.pathname}?`}>
        <button type="button" onClick={() => blocker.reset()}>
          Stay
        </button>
        <button type="button" onClick={() => blocker.proceed()}>
          Leave
        </button>
      </div>
    ) : (
      <Link to="/elsewhere">away</Link>
    );
  }

  it('a link waits for the answer: Stay keeps the page, Leave goes on', async () => {
    const user = setupUser();
    const router = createMemoryRouter([{ path: '/profile', element: <Guarded /> }, { path: '/elsewhere', element: <p>elsewhere</p> }], { initialEntries: ['/profile'] });
    show(router);
    await user.click(screen.getByRole('link', { name: 'away' }));
    expect(screen.getByRole('dialog', { name: 'leave for /elsewhere?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(at(router)).toBe('/profile');
    await user.click(screen.getByRole('link', { name: 'away' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('Back waits too', async () => {
    const user = setupUser();
    const router = createMemoryRouter([{ path: '/profile', element: <Guarded /> }, { path: '/home', element: <p>home</p> }], { initialEntries: ['/home', '/profile'] });
    show(router);
    await act(() => router.navigate(-1));
    expect(at(router)).toBe('/profile');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.historyAction).toBe('POP');
  });
});

describe('scroll restoration', () => {
  // A window whose page is `height` pixels long: scrollTo stops at its end, as a browser's does.
  function fakeWindow(height: { px: number }) {
    let y = 0;
    vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, top: number) => void (y = Math.max(0, Math.min(top, height.px - 500)))) as typeof window.scrollTo);
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          observers.push(this.callback);
        }
        disconnect() {
          observers.splice(observers.indexOf(this.callback), 1);
        }
      },
    );
    return { grow: (px: number) => ((height.px = px), [...observers].forEach((callback) => callback())), waiting: () => observers.length };
  }
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** The list scrolled to 700, a page opened from it, and Back to the list while it is 600 px long (its list still loading). */
  async function backToShortList() {
    const height = { px: 2_000 };
    const page = fakeWindow(height);
    const router = createMemoryRouter([{ path: '*', element: <ScrollRestoration /> }], { initialEntries: ['/properties'] });
    show(router);
    window.scrollTo(0, 700);
    await act(() => router.navigate('/properties/p1'));
    const topOfNewPage = window.scrollY;
    height.px = 600;
    await act(() => router.navigate(-1));
    return { page, topOfNewPage };
  }

  it('a new page starts at the top; Back returns where the page was left, once it is long enough again', async () => {
    const { page, topOfNewPage } = await backToShortList();
    expect(topOfNewPage).toBe(0);
    // Too short for 700 until the list comes: as far as it goes, then the rest as it grows.
    expect(window.scrollY).toBe(100);
    expect(page.waiting()).toBe(1);
    act(() => page.grow(2_000));
    expect(window.scrollY).toBe(700);
    expect(page.waiting()).toBe(0);
  });

  it('gives way when the host scrolls before the page is long enough', async () => {
    const { page } = await backToShortList();
    window.dispatchEvent(new Event('wheel'));
    expect(page.waiting()).toBe(0);
  });
});
