import { Children, Component, createContext, isValidElement, startTransition, useContext, useLayoutEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { createBrowserHistory, createMemoryHistory, createPath, parsePath, type Action, type History, type Location, type NavigateOptions, type To } from './history';
import { compilePath, decodePath, explode, matchCompiled, score, type Params, type PathPattern } from './match';

// The portal's router: a route table of nested routes (a layout renders its child through
// <Outlet />), a route's errorElement shown in its place when it or a child throws while rendering,
// and navigations rendered in a transition, so the page on screen stays until the next one's code
// has loaded. It does what the portal asks of a router and no more (no data loading, no forms):
// react-router did the same in about 31 KB gzip of the first page's JavaScript.

export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  errorElement?: ReactNode;
  children?: RouteObject[];
  id?: string;
}

export interface RouterState {
  location: Location;
  historyAction: Action;
}

interface Branch {
  chain: RouteObject[];
  pattern: PathPattern;
  score: number;
}

const joinPaths = (base: string, path: string) => `${base}/${path}`.replace(/\/\/+/g, '/');

/** Every route that can match, with its layouts, best-ranked first (children before their parent, as declared). */
function branchesOf(routes: readonly RouteObject[], base = '', parents: RouteObject[] = [], out: Branch[] = []): Branch[] {
  for (const route of routes) {
    const full = route.path === undefined ? base : route.path.startsWith('/') ? route.path : joinPaths(base, route.path);
    const chain = [...parents, route];
    if (route.children?.length) branchesOf(route.children, full, chain, out);
    if (route.path === undefined && !route.index) continue;
    for (const path of explode(full || '/')) out.push({ chain, pattern: compilePath(path), score: score(path, route.index) });
  }
  return out;
}

const rank = (branches: Branch[]) => branches.sort((a, b) => b.score - a.score);

interface RouteMatch {
  chain: RouteObject[];
  params: Params;
  pathnameBase: string;
}

function matchBranches(branches: readonly Branch[], pathname: string): RouteMatch | null {
  const path = decodePath(pathname);
  for (const branch of branches) {
    const found = matchCompiled(branch.pattern, path);
    if (found) return { chain: branch.chain, params: found.params, pathnameBase: found.pathnameBase };
  }
  return null;
}

/** The route an address opens in a route table (its innermost route) with the address's parameters. */
export function matchRoutes(routes: readonly RouteObject[], pathname: string): { route: RouteObject; params: Params } | null {
  const match = matchBranches(rank(branchesOf(routes)), pathname);
  return match && { route: match.chain.at(-1)!, params: match.params };
}

/**
 * Where `to` leads from the current location: a path from '/' as it is, one without a pathname
 * ('?tab=2', { search }) on the current page, a relative one from the route's base. The search and
 * hash are the ones `to` gives.
 */
export function resolveTo(to: To, location: Location, base = '/'): string {
  const { pathname, search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
  const resolved = !pathname ? location.pathname : pathname.startsWith('/') ? pathname : new URL(pathname, `http://router${base.endsWith('/') ? base : `${base}/`}`).pathname;
  return createPath({ pathname: resolved, search, hash });
}

export interface Router {
  readonly state: RouterState;
  readonly routes: readonly RouteObject[];
  readonly history: History;
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** Where the window was scrolled when each visit was left, by location key (ScrollRestoration). */
  readonly scrollPositions: Map<string, number>;
  /** The routes' branches, ranked once when the router is made (RouterProvider matches with them). */
  readonly branches: readonly Branch[];
}

function createRouter(routes: RouteObject[], history: History): Router {
  const branches = rank(branchesOf(routes));
  let state: RouterState = { location: history.location, historyAction: history.action };
  const listeners = new Set<(state: RouterState) => void>();
  const scrollPositions = new Map<string, number>();
  history.listen(() => {
    // The page being left is still on screen: its scroll position is the one to come back to.
    if (typeof window !== 'undefined') scrollPositions.set(state.location.key, window.scrollY);
    state = { location: history.location, historyAction: history.action };
    listeners.forEach((listener) => listener(state));
  });
  return {
    get state() {
      return state;
    },
    routes,
    history,
    scrollPositions,
    navigate(to, options = {}) {
      if (typeof to === 'number') history.go(to);
      else {
        const path = resolveTo(to, state.location);
        // Going to the address already shown replaces it rather than adding a step to Back.
        history.push(path, options.state ?? null, options.replace ?? path === createPath(state.location));
      }
      return Promise.resolve();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    branches,
  };
}

export const createBrowserRouter = (routes: RouteObject[]): Router => createRouter(routes, createBrowserHistory());

export const createMemoryRouter = (routes: RouteObject[], options: { initialEntries?: To[]; initialIndex?: number } = {}): Router =>
  createRouter(routes, createMemoryHistory(options.initialEntries, options.initialIndex));

// ---------- rendering ----------

export interface RouteContextValue {
  params: Params;
  pathnameBase: string;
  outlet: ReactNode;
}

export const RouterContext = createContext<Router | null>(null);
export const LocationContext = createContext<RouterState | null>(null);
export const RouteContext = createContext<RouteContextValue>({ params: {}, pathnameBase: '/', outlet: null });
export const RouteErrorContext = createContext<unknown>(undefined);

/** Shows a route's errorElement in its place when it or a child throws; a new location clears it. */
class RouteErrorBoundary extends Component<{ location: Location; fallback: ReactNode; children: ReactNode }, { error: unknown; caught: boolean; location: Location }> {
  state = { error: undefined as unknown, caught: false, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error, caught: true };
  }

  static getDerivedStateFromProps(props: { location: Location }, state: { location: Location }) {
    return props.location !== state.location ? { error: undefined, caught: false, location: props.location } : null;
  }

  render() {
    return this.state.caught ? <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider> : this.props.children;
  }
}

/** The matched chain, innermost first: each route's element gets the next one as its outlet. */
function renderMatch(match: RouteMatch | null, location: Location, parentParams: Params = {}): ReactNode {
  if (!match) return null;
  const params = { ...parentParams, ...match.params };
  return match.chain.reduceRight<ReactNode>((outlet, route) => {
    const element = <RouteContext.Provider value={{ params, pathnameBase: match.pathnameBase, outlet }}>{route.element === undefined ? outlet : route.element}</RouteContext.Provider>;
    return route.errorElement === undefined ? element : (
      <RouteErrorBoundary location={location} fallback={route.errorElement}>
        {element}
      </RouteErrorBoundary>
    );
  }, null);
}

function useRouterState(router: Router): RouterState {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    // A navigation that happened between the first render and this subscription.
    if (router.state !== state) setState(router.state);
    return router.subscribe((next) => startTransition(() => setState(next)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribe once per router
  }, [router]);
  return state;
}

/** Renders the router's routes at its current location (or `children` in their place, for a router without routes). */
export function RouterProvider({ router, children }: { router: Router; children?: ReactNode }) {
  const state = useRouterState(router);
  const match = useMemo(() => matchBranches(router.branches, state.location.pathname), [router, state.location.pathname]);
  return (
    <RouterContext.Provider value={router}>
      <LocationContext.Provider value={state}>{children ?? renderMatch(match, state.location)}</LocationContext.Provider>
    </RouterContext.Provider>
  );
}

/** A router in memory around `children` (tests of a part of a page). */
export function MemoryRouter({ initialEntries, initialIndex, children }: { initialEntries?: To[]; initialIndex?: number; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([], { initialEntries, initialIndex }));
  return <RouterProvider router={router}>{children}</RouterProvider>;
}

/** Where a layout route shows the route inside it. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a route of the <Routes> around it; renders nothing itself. */
export function Route(props: RouteProps): ReactElement | null {
  void props;
  return null;
}

const routesOf = (children: ReactNode): RouteObject[] =>
  Children.toArray(children)
    .filter((child): child is ReactElement<RouteProps> => isValidElement(child) && child.type === Route)
    .map(({ props }) => ({ path: props.path, index: props.index, element: props.element, children: props.children ? routesOf(props.children) : undefined }));

/** Routes inside a route: their paths are relative to the address the route around them matched. */
export function Routes({ children }: { children: ReactNode }) {
  const state = useContext(LocationContext);
  const parent = useContext(RouteContext);
  if (!state) throw new Error('<Routes> is used outside a router');
  const branches = useMemo(() => rank(branchesOf(routesOf(children), parent.pathnameBase)), [children, parent.pathnameBase]);
  const { '*': _rest, ...inherited } = parent.params;
  void _rest;
  return <>{renderMatch(matchBranches(branches, state.location.pathname), state.location, inherited)}</>;
}
