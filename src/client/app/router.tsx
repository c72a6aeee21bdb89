import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, type RouteObject } from '../router';
import { ROUTES, type RouteDefinition } from '../../shared/domain/route-access';
import { AppShell } from '../shell/app-shell';
import { RouteGuard } from './guards';
import { lazyPage } from './lazy';
import { useReloadWhenStale } from './page-reload';
import { ServerErrorPage } from './pages/server-error-page';
import { ScopedMessages } from '../i18n/scoped-messages';
import { CookieConsent } from '../features/cookie-consent/cookie-consent';
import { NetworkStatus } from '../shell/network-status';
import { managementViewOf, pageKeyOf, PAGES, type PageKey } from './pages';
import type { ManagementView } from '../features/property-management/management-page';

// The route table of AS §2.1 (and the paths of HC §2), registered from the same list
// the guard reads. Every page is a lazy chunk; only the shell is in the first one.

// One lazy component per page of the table (pages.ts), made once.
const lazyPages = new Map<PageKey, ComponentType<never>>();
function lazyOf(key: PageKey): ComponentType<never> {
  let Page = lazyPages.get(key);
  if (!Page) lazyPages.set(key, (Page = lazyPage(PAGES[key].load)));
  return Page;
}

/** What a page is told of its route: the account's tab, the management view, a placeholder's feature. */
function pageProps(key: PageKey, route: RouteDefinition): Record<string, unknown> {
  if (key === 'account') return { tab: /^\/account\/([a-z]+)$/.exec(route.path)![1] };
  if (key === 'management') return { view: managementViewOf(route.path) as ManagementView };
  if (key === 'placeholder') return { featureKey: route.featureKey ?? 'app.name' };
  return {};
}

function pageOf(route: RouteDefinition): ReactNode {
  const key = pageKeyOf(route);
  // /account has no page of its own: it opens the first tab.
  if (!key) return <Navigate to="/account/profile" replace />;
  // pageProps gives each page the props it takes (the page table does not type them).
  const Page = lazyOf(key) as ComponentType<Record<string, unknown>>;
  return (
    <ScopedMessages scopes={PAGES[key].scopes}>
      <Page {...pageProps(key, route)} />
    </ScopedMessages>
  );
}

function RootLayout() {
  useReloadWhenStale();
  return (
    <>
      {/* Here, not in the shell: guests lose the connection too. */}
      <NetworkStatus />
      <Outlet />
      {/* Here, not in the shell: the guest pages ask for consent too. */}
      <CookieConsent />
      <ScrollRestoration />
    </>
  );
}

function RootError() {
  return (
    <main className="standalone-page">
      <ServerErrorPage />
    </main>
  );
}

// Each page says whether the shell goes around it (pages.ts); /account, which only redirects, is inside.
const inShell = (route: RouteDefinition) => PAGES[pageKeyOf(route) ?? 'account'].shell;
const SHELL_FREE_ROUTES = ROUTES.filter((route) => !inShell(route));
const SHELL_ROUTES = ROUTES.filter(inShell);

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootError />,
    children: [
      ...SHELL_FREE_ROUTES.map((route) => ({ path: route.path, element: <RouteGuard>{pageOf(route)}</RouteGuard> })),
      {
        element: <AppShell />,
        children: [
          {
            // Inside the shell, so a crashing page keeps the navigation around its error page.
            errorElement: <ServerErrorPage />,
            children: [
              ...SHELL_ROUTES.map((route) => ({ path: route.path, element: <RouteGuard>{pageOf(route)}</RouteGuard> })),
              { path: '*', element: <RouteGuard>{pageOf({ path: '*', access: 'public', page: 'notFound' })}</RouteGuard> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
