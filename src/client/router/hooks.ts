import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { Location, NavigateOptions, To } from './history';
import { LocationContext, RouteContext, RouteErrorContext, RouterContext, resolveTo, type Router, type RouterState } from './router';
import type { Params } from './match';

// What pages ask of the router: where they are, where to go, the address's parameters.

function useRouter(hook: string): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook}() is used outside a router`);
  return router;
}

function useRouterState(hook: string): RouterState {
  useRouter(hook);
  return useContext(LocationContext)!;
}

export const useInRouterContext = () => useContext(RouterContext) !== null;

export const useLocation = (): Location => useRouterState('useLocation').location;

export const useNavigationType = () => useRouterState('useNavigationType').historyAction;

/** The address's parameters of the route on screen (':unitId', '*' for the rest under a final '*'). */
export function useParams<T extends string = string>(): Readonly<Partial<Record<T, string>>> {
  return useContext(RouteContext).params as Params as Readonly<Partial<Record<T, string>>>;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** Goes to an address (or back and forth by a number of steps); the same function on every render. */
export function useNavigate(): NavigateFunction {
  const router = useRouter('useNavigate');
  const { pathnameBase } = useContext(RouteContext);
  const base = useRef(pathnameBase);
  base.current = pathnameBase;
  return useCallback<NavigateFunction>(
    (to, options) => {
      if (typeof to === 'number') void router.navigate(to);
      else void router.navigate(resolveTo(to, router.state.location, base.current), options);
    },
    [router],
  );
}

/** The href of a link to `to` from here. */
export function useHref(to: To): string {
  const { location } = useRouterState('useHref');
  const { pathnameBase } = useContext(RouteContext);
  return resolveTo(to, location, pathnameBase);
}

type SearchInit = string | URLSearchParams | Record<string, string> | [string, string][];

/** The address's query, and a setter that navigates to the same page with another query. */
export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const latest = useRef(params);
  latest.current = params;
  const set = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(latest.current)) : next);
      navigate(`?${value.toString()}`, options);
    },
    [navigate],
  );
  return [params, set];
}

/** The error a route's errorElement is shown for. */
export const useRouteError = (): unknown => useContext(RouteErrorContext);

export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Location; proceed(): void; reset(): void };

/**
 * While `when` holds, a navigation (a link, navigate(), Back) waits: the blocker turns 'blocked',
 * and proceed() carries the navigation out or reset() stays. One blocker at a time.
 */
export function useBlocker(when: boolean): Blocker {
  const router = useRouter('useBlocker');
  const [held, setHeld] = useState<{ location: Location; proceed(): void; reset(): void } | null>(null);
  useEffect(() => {
    if (!when) return;
    router.history.setBlocker((blocked) => setHeld(blocked));
    return () => router.history.setBlocker(null);
  }, [router, when]);
  if (!held) return { state: 'unblocked' };
  return {
    state: 'blocked',
    location: held.location,
    proceed() {
      setHeld(null);
      held.proceed();
    },
    reset() {
      setHeld(null);
      held.reset();
    },
  };
}
