import type { UserInfo } from '../schemas/user-info';
import { splitLoginHint } from './login-hint';

// The route table (AS §2.1, HC §2) with who may open each route
// (AS §2.3, AS §6). Pure, so the guard component and the tests share one truth.

export type RouteAccessRule =
  /** Anyone, signed in or not (AS §2.3: legal, guest, feature-toggle; redirect and logout helpers). */
  | 'public'
  /** Signed-in hosts. */
  | 'private'
  /** Commission-model hosts only; others are sent to / (AS §6). */
  | 'commission'
  /** The pricing model page: commission or pro users, never hybrid hosts (AS §2.5, AS §6). */
  | 'pricing'
  /** Payment details: only when subscription checkout is enabled (AS §2.5). */
  | 'payment'
  /** Inquiries: subscription or hybrid hosts, or when the special flag is on (AS §2.3, HC §2). */
  | 'inquiries'
  /** The staff page: staff members (also while they act for a host). */
  | 'staff'
  /** The workflow machines page: staff, or anyone in a development build. */
  | 'machines';

/** The page a route shows; 'placeholder' routes belong to features built later. */
export type RoutePage =
  | 'home'
  | 'overview'
  /** /checklist/{tab}/{checklistItemId}: one item of the onboarding checklist (AS §2.1). */
  | 'checklist'
  /** /account and its tabs (features/account: the tab bar hides what the host may not see). */
  | 'account'
  | 'staff'
  /** /staff/mail: the staff mailbox (every e-mail the portal wrote). */
  | 'staffMail'
  | 'notFound'
  | 'logout'
  | 'redirect'
  | 'placeholder'
  // HC §2 Bookings and the inquiries area.
  | 'bookings'
  | 'bookingDetails'
  | 'requestDetails'
  | 'requestConfirmation'
  | 'inquiries'
  | 'inquiryDetails'
  // The guest's page of a published unit (outside the host's shell).
  | 'guestStay'
  // AS §2.1, AS §2.6: the inbox lists and a conversation.
  | 'inbox'
  // The guest's sign-in and chat (outside the host's shell, guest token).
  | 'guestLogin'
  | 'guestChat'
  // AS §2.1, AS §2.2: the verification steps and /verification/success.
  | 'verification'
  // AS §2.1, AS §2.7: /insights and its tabs (statistics of a unit, reviews, DAC7).
  | 'insights'
  // The help centre the help links open (AS §2.9): /help and /help/articles/{id}, for everyone.
  | 'helpCentre'
  // /machines and /machines/{name}: the workflow machines with their live actors.
  | 'machines'
  // AS §2.1: the legal page, the additional terms, one interface switch (public).
  | 'legal'
  | 'legalTerms'
  | 'featureToggle';

export interface RouteDefinition {
  /** A route pattern (src/client/router/match.ts): ':name' parameter, ':name?' optional, '*' the rest. */
  path: string;
  access: RouteAccessRule;
  page: RoutePage;
  /** Translation key of the feature's name, shown on placeholder pages. */
  featureKey?: string;
}

const p = (path: string, access: RouteAccessRule, page: RoutePage, featureKey?: string): RouteDefinition => ({
  path,
  access,
  page,
  ...(featureKey && { featureKey }),
});

export const ACCOUNT_TABS = ['profile', 'billing', 'payout', 'pricing', 'localization', 'payment', 'earnings', 'notifications'] as const;
export const BOOKING_TABS = ['requests', 'upcoming', 'current', 'completed', 'cancelled', 'all', 'inquiries'] as const;
export const INSIGHT_TABS = ['performance', 'reviews', 'earnings', 'occupancy'] as const;
export const UNIT_SUB_PAGES = [
  'photos',
  'amenities',
  'rooms',
  'about',
  'price-and-availability',
  // Ours, beyond the spec's list: closed dates and a price check, and iCal import/export.
  'availability',
  'calendar-sync',
  'booking-policies',
  'taxes-and-laws',
  'subscription-and-boosters',
  'manage-subscription',
  'boosters',
  'promotions',
] as const;

export const ROUTES: readonly RouteDefinition[] = [
  p('/', 'private', 'home'),
  p('/home', 'private', 'overview'),
  p('/messages', 'private', 'inbox'),
  p('/messages/all', 'private', 'inbox'),
  p('/messages/archived', 'private', 'inbox'),
  p('/messages/:channelStatus/:channelId?', 'private', 'inbox'),
  p('/insights', 'private', 'insights'),
  ...INSIGHT_TABS.map((tab) => p(`/insights/${tab}/:id?`, 'private', 'insights')),
  p('/account', 'private', 'account'),
  p('/account/profile', 'private', 'account'),
  p('/account/billing', 'private', 'account'),
  p('/account/payout', 'commission', 'account'),
  p('/account/pricing', 'pricing', 'account'),
  p('/account/localization', 'private', 'account'),
  p('/account/payment', 'payment', 'account'),
  p('/account/earnings', 'private', 'account'),
  // Ours, beyond the spec's list: which e-mails the host gets (notifications-tab.tsx).
  p('/account/notifications', 'private', 'account'),
  p('/verification/*', 'private', 'verification'),
  p('/guest/login', 'public', 'guestLogin'),
  p('/guest/chat', 'public', 'guestChat'),
  p('/stay/:unitId', 'public', 'guestStay'),
  p('/legal', 'public', 'legal'),
  p('/legal/atc', 'public', 'legalTerms'),
  p('/help', 'public', 'helpCentre'),
  p('/help/articles/:id', 'public', 'helpCentre'),
  p('/feature-toggle/:id', 'public', 'featureToggle'),
  p('/checklist/:tab/:checklistItemId', 'private', 'checklist'),
  p('/redirect/login', 'public', 'redirect'),
  p('/redirect/register', 'public', 'redirect'),
  p('/redirect/landing', 'public', 'redirect'),
  p('/redirect/platform', 'public', 'redirect'),
  p('/redirect/platform/login', 'public', 'redirect'),
  p('/logout', 'public', 'logout'),
  p('/404', 'public', 'notFound'),
  // HC §2: listing, management, bookings, calendar.
  p('/listing/*', 'private', 'placeholder', 'feature.listing'),
  p('/properties', 'private', 'placeholder', 'feature.properties'),
  p('/properties/:propertyId', 'private', 'placeholder', 'feature.properties'),
  p('/properties/:propertyId/units', 'private', 'placeholder', 'feature.properties'),
  p('/properties/:propertyId/about', 'private', 'placeholder', 'feature.properties'),
  p('/properties/:propertyId/units/:unitId', 'private', 'placeholder', 'feature.properties'),
  ...UNIT_SUB_PAGES.map((sub) => p(`/properties/:propertyId/units/:unitId/${sub}`, 'private', 'placeholder', 'feature.properties')),
  p('/inquiries', 'inquiries', 'inquiries'),
  p('/inquiries/:id', 'inquiries', 'inquiryDetails'),
  p('/bookings', 'commission', 'bookings'),
  p('/bookings/:tab', 'commission', 'bookings'),
  p('/booking-details/:id', 'commission', 'bookingDetails'),
  p('/booking-request-details/:id', 'commission', 'requestDetails'),
  p('/booking-request-confirmation/:id', 'commission', 'requestConfirmation'),
  p('/calendar/:unit?', 'private', 'placeholder', 'feature.calendar'),
  p('/staff', 'staff', 'staff'),
  p('/staff/mail', 'staff', 'staffMail'),
  p('/machines', 'machines', 'machines'),
  p('/machines/:name', 'machines', 'machines'),
];

/** Does a pathname match a route pattern? Trailing slashes are ignored. */
export function matchPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  let i = 0;
  for (const segment of want) {
    if (segment === '*') return true;
    const optional = segment.endsWith('?');
    const value = have[i];
    if (value === undefined) {
      if (optional) continue;
      return false;
    }
    if (segment.startsWith(':')) {
      i += 1;
      continue;
    }
    if (segment !== value) return false;
    i += 1;
  }
  return i === have.length;
}

/** The route of a pathname; literal routes win over parameter routes (as in the router). */
export function findRoute(pathname: string): RouteDefinition | undefined {
  const matches = ROUTES.filter((r) => matchPattern(r.path, pathname));
  const score = (r: RouteDefinition) => r.path.split('/').filter((s) => s && !s.startsWith(':') && s !== '*').length;
  return matches.sort((a, b) => score(b) - score(a))[0];
}

export type RouteAccess = { kind: 'allow' } | { kind: 'signIn'; returnTo: string } | { kind: 'redirect'; to: string };

export interface RouteAccessOptions {
  /** App settings' landingRedirect: where an unauthenticated visitor of / goes (AS §2.1). */
  landingRedirect?: string | null;
  /** Public settings' specialInquiriesFlag (AS §2.3). */
  specialInquiriesFlag?: boolean;
  /** A development build (the client passes import.meta.env.DEV): the machines page is open to every host. */
  developmentBuild?: boolean;
}

type Host = Pick<UserInfo, 'commercialModel' | 'isHybrid' | 'isStaff' | 'isImpersonating' | 'features'>;

/** Inquiries: subscription-model hosts, hybrid hosts, or the special flag (AS §2.3, HC §2). */
export function canUseInquiries(user: Pick<UserInfo, 'commercialModel' | 'isHybrid'>, specialInquiriesFlag = false): boolean {
  return user.commercialModel === 'subscription' || user.isHybrid || specialInquiriesFlag;
}

/** The pricing model page: commission or pro users, but not hybrid hosts (AS §2.5, AS §6). */
export function canSeePricing(user: Pick<UserInfo, 'commercialModel' | 'isHybrid' | 'features'>): boolean {
  return (user.commercialModel === 'commission' || user.features.isUserProEnabled) && !user.isHybrid;
}

function allowed(rule: RouteAccessRule, user: Host, options: RouteAccessOptions): boolean {
  switch (rule) {
    case 'public':
    case 'private':
      return true;
    case 'commission':
      return user.commercialModel === 'commission';
    case 'pricing':
      return canSeePricing(user);
    case 'payment':
      return user.features.isSubscriptionCheckoutEnabled;
    case 'inquiries':
      return canUseInquiries(user, options.specialInquiriesFlag);
    case 'staff':
      return user.isStaff || user.isImpersonating;
    case 'machines':
      return user.isStaff || user.isImpersonating || options.developmentBuild === true;
  }
}

/**
 * What happens when `path` (pathname plus query) is opened. An unknown path needs sign-in like
 * any other (AS §2.3) and then shows the 404 page.
 */
export function routeAccess(path: string, user: Host | null, options: RouteAccessOptions = {}): RouteAccess {
  const pathname = path.split(/[?#]/)[0] || '/';
  const route = findRoute(pathname);
  const rule = route?.access ?? 'private';
  if (rule === 'public') return { kind: 'allow' };
  if (!user) {
    // / is also the login route: visitors go to the landing page when one is configured (AS §2.1),
    // unless the link carries a login hint (AS §2.3): that visitor came to sign in.
    if (pathname === '/' && options.landingRedirect && !splitLoginHint(path).loginHint) return { kind: 'redirect', to: options.landingRedirect };
    return { kind: 'signIn', returnTo: path.startsWith('/') ? path : '/' };
  }
  return allowed(rule, user, options) ? { kind: 'allow' } : { kind: 'redirect', to: '/' };
}
