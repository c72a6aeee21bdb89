// The portal's router (router.tsx says what it does and why it is ours). Pages import from here.
export type { Action, Location, NavigateOptions, To } from './history';
export { createBrowserRouter, createMemoryRouter, matchRoutes, MemoryRouter, Outlet, Route, RouterProvider, Routes, type RouteObject, type Router, type RouterState } from './router';
export { useBlocker, useHref, useInRouterContext, useLocation, useNavigate, useNavigationType, useParams, useRouteError, useSearchParams, type Blocker, type NavigateFunction } from './hooks';
export { Link, NavLink, Navigate, type LinkProps, type NavLinkProps } from './links';
export { ScrollRestoration } from './scroll-restoration';
