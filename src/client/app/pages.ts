import type { ComponentType } from 'react';
import { ROUTES, type RouteDefinition } from '../../shared/domain/route-access';
import { isAccountTab } from '../../shared/domain/account-tabs';
import type { MessageScope } from '../i18n/message-scopes';
import { compilePath, decodePath, explode, matchCompiled, score } from '../router/match';

// Every page of the route table (src/shared/domain/route-access.ts): the chunk holding its code
// and the text scopes it reads, once. The router (router.tsx) renders a route from here, and the
// app start (preloadPageFor) fetches the first page's code and texts from here while the host's
// data is still loading, instead of one after the other once the app has started.

// The pages take their own props (a tab, a view), which the router gives them (router.tsx pageOf);
// `never` admits a page whatever its props, and the table says nothing of them.
type PageModule = { default: ComponentType<never> };

export interface PageEntry {
  load: () => Promise<PageModule>;
  /** Text scopes besides 'app', fetched together when the page opens (ScopedMessages). */
  scopes: readonly MessageScope[];
  /** Inside the host's shell (header, navigation); false for a page that stands alone. */
  shell: boolean;
}

const page = (load: () => Promise<PageModule>, ...scopes: MessageScope[]): PageEntry => ({ load, scopes, shell: true });
/** A page without the host's shell around it: the guests' pages have no use for the host's navigation. */
const standalonePage = (load: () => Promise<PageModule>, ...scopes: MessageScope[]): PageEntry => ({ load, scopes, shell: false });

export const PAGES = {
  home: page(() => import('./pages/home-page')),
  // The overview shows the onboarding checklist's card: the checklist's texts.
  overview: page(() => import('./pages/overview-page'), 'checklist'),
  checklist: page(() => import('../features/checklist/checklist-item-page'), 'checklist'),
  placeholder: page(() => import('./pages/placeholder-page')),
  notFound: page(() => import('./pages/not-found-page')),
  logout: page(() => import('./pages/logout-page')),
  redirect: page(() => import('./pages/redirect-page')),
  // /account/{tab}: one page with the tab bar; it hides the tabs the host may not see (AS §2.5, AS §6).
  account: page(() => import('../features/account/account-page'), 'account'),
  // The staff pages: their own texts (browser health included), besides the app scope's.
  staff: page(() => import('../features/staff/staff-page'), 'staff'),
  staffMail: page(() => import('../features/staff/staff-mail-page'), 'staff'),
  properties: page(() => import('../features/properties/properties-page'), 'properties'),
  listing: page(() => import('../features/listing/listing-page'), 'listing'),
  // The management pages show the listing's step forms and the properties' status texts, and a
  // unit's panels (property-management/unit-panels.tsx) the calendar-sync, availability (with the
  // stay-quote feature's price check) and subscription features' pages; the subscription panels
  // also read listing.subscription.* and listing.manage.*, still in scope listing. A unit's page
  // offers "Contact support about this unit" (scope support).
  management: page(() => import('../features/property-management/management-page'), 'properties', 'listing', 'calendar-sync', 'availability', 'stay-quote', 'subscription', 'support'),
  // The calendar's own texts (scope calendar, src/client/features/calendar/texts); its stay sidebars
  // show the bookings' status badges and decisions (scope bookings), and its import sidebar the
  // calendar-sync feature's feed forms (scope calendar-sync). Nothing on it reads scope listing (the
  // not-found page of a unit that is not there, listing/entry/listing-not-found.tsx, reads the app's).
  calendar: page(() => import('../features/calendar/calendar-page'), 'calendar', 'bookings', 'calendar-sync'),
  // HC §2 Bookings and the inquiries area.
  bookings: page(() => import('../features/bookings/bookings-page'), 'bookings'),
  bookingDetails: page(() => import('../features/bookings/booking-details-page'), 'bookings'),
  requestDetails: page(() => import('../features/bookings/request-details-page'), 'bookings'),
  requestConfirmation: page(() => import('../features/bookings/request-confirmation-page'), 'bookings'),
  inquiries: page(() => import('../features/bookings/inquiries-page'), 'bookings'),
  inquiryDetails: page(() => import('../features/bookings/inquiry-details-page'), 'bookings'),
  guestStay: standalonePage(() => import('../features/guest-stay/guest-stay-page'), 'guest-stay'),
  guestLogin: standalonePage(() => import('../features/guest-chat/guest-login-page'), 'guest-chat'),
  guestChat: standalonePage(() => import('../features/guest-chat/guest-chat-page'), 'guest-chat', 'chat'),
  // /messages, /messages/all, /messages/archived, /messages/{channelStatus}/{channelId}: one page reading the path.
  inbox: page(() => import('../features/messages/inbox-page'), 'messages', 'chat'),
  // The flow's own texts (scope account) and the onboarding forms it shows (scope listing).
  verification: page(() => import('../features/verification/verification-page'), 'account', 'listing'),
  // /insights, /insights/{tab}/{unitId?}: one page reading the path (tab bar, unit selector).
  insights: page(() => import('../features/insights/insights-page'), 'insights'),
  // /help and /help/articles/{id}: articles from the server, and the contact form (scope support).
  helpCentre: page(() => import('../features/help-centre/help-centre-page'), 'help-centre', 'support'),
  // /machines and /machines/{name} (staff, development builds).
  // The Steps section names the listing wizard's and the verification's steps by their titles.
  machines: page(() => import('../features/machines/machines-page'), 'machines', 'listing', 'account'),
  // Public pages in the shell like /help, which shows the host's navigation only when signed in.
  legal: page(() => import('../features/legal/legal-page'), 'legal'),
  legalTerms: page(() => import('../features/legal/legal-terms-page'), 'legal'),
  featureToggle: page(() => import('../features/feature-toggle/feature-toggle-page'), 'feature-toggle'),
} satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof PAGES;

/** Which management page a /properties/{id}/… route shows (HC §2 "Management routes"). */
export function managementViewOf(path: string): string | null {
  const match = /^\/properties\/:propertyId(?:\/(units|about))?(?:\/:unitId(?:\/([a-z-]+))?)?$/.exec(path);
  if (!match) return null;
  const [, section, sub] = match;
  if (path.includes(':unitId')) return sub ?? 'unit';
  return section === 'units' ? 'units' : section === 'about' ? 'about' : 'overview';
}

/** The page a route of the table shows; null for /account, which only opens its first tab. */
export function pageKeyOf(route: RouteDefinition): PageKey | null {
  if (route.path === '/account') return null;
  if (isAccountTab(/^\/account\/([a-z]+)$/.exec(route.path)?.[1])) return 'account';
  if (managementViewOf(route.path)) return 'management';
  if (route.path === '/properties') return 'properties';
  if (route.path === '/calendar/:unit?') return 'calendar';
  if (route.path === '/listing/*') return 'listing';
  return route.page;
}

// The entry chunk matches the address with the router's own matching (../router/match.ts, a few
// hundred bytes), not with the router, which comes with the app root, fetched alongside the entry
// (start-preloads.ts); tests/client/pages.test.ts compares the ranking with react-router's.

/** Routes best score first; equal scores keep the table's order, as the router does. */
export function rankRoutes(routes: readonly RouteDefinition[]) {
  return routes.flatMap((route) => explode(route.path).map((path) => ({ route, score: score(path), pattern: compilePath(path) }))).sort((a, b) => b.score - a.score);
}

const RANKED = rankRoutes(ROUTES);

/** The route of the table an address opens, ranked as the router ranks them (null: not found). */
export function routeAt(pathname: string, ranked = RANKED): RouteDefinition | null {
  const path = decodePath(pathname);
  return ranked.find((candidate) => matchCompiled(candidate.pattern, path))?.route ?? null;
}

/**
 * Starts fetching the code and texts of the page at this address, so they arrive with the app's
 * own start rather than after it. Nothing is awaited or reported here: the page loads them again
 * when it renders (the browser fetches each module once) and shows a failure there.
 */
export function preloadPageFor(pathname: string, loadScope: (scope: MessageScope) => Promise<unknown>): void {
  const route = routeAt(pathname);
  const entry = route ? PAGES[pageKeyOf(route) ?? 'account'] : PAGES.notFound;
  entry.load().catch(() => undefined);
  for (const scope of entry.scopes) loadScope(scope).catch(() => undefined);
}
