import { describe, expect, it } from 'vitest';
import { findRoute, matchPattern, routeAccess, ROUTES, type RouteAccess } from '../../src/shared/domain/route-access';
import type { UserInfo } from '../../src/shared/schemas/user-info';
import { commissionHost, hybridHost, userInfo } from './user-info-fixture';

const sub = userInfo();
const com = commissionHost();
const hyb = hybridHost();
const pro = userInfo({ features: { ...sub.features, isUserProEnabled: true } });
const checkout = userInfo({ features: { ...sub.features, isSubscriptionCheckoutEnabled: true } });
const staff = userInfo({ isStaff: true });
const impersonating = commissionHost({ isImpersonating: true, staffEmail: 'staff@example.com' });

const allow: RouteAccess = { kind: 'allow' };
const home: RouteAccess = { kind: 'redirect', to: '/' };
const signIn = (returnTo: string): RouteAccess => ({ kind: 'signIn', returnTo });

describe('the route table (AS §2.1, HC §2) is registered', () => {
  it.each([
    '/', '/home', '/messages', '/messages/all', '/messages/archived', '/messages/open/c1', '/messages/any',
    '/insights', '/insights/performance', '/insights/reviews/u1', '/insights/earnings', '/insights/occupancy/u2',
    '/account', '/account/profile', '/account/billing', '/account/payout', '/account/pricing', '/account/localization',
    '/account/payment', '/account/earnings', '/account/notifications', '/verification/identity', '/verification/success', '/guest/login', '/guest/chat',
    '/legal', '/legal/atc', '/feature-toggle/7', '/checklist/tab/item', '/redirect/login', '/redirect/register',
    '/redirect/landing', '/redirect/platform', '/redirect/platform/login', '/logout', '/404',
    '/listing/single-unit/p/u/photos', '/properties', '/properties/p1', '/properties/p1/units', '/properties/p1/about',
    '/properties/p1/units/u1', '/properties/p1/units/u1/manage-subscription', '/inquiries', '/inquiries/i1',
    '/bookings', '/bookings/upcoming', '/booking-details/b1', '/booking-request-details/r1', '/booking-request-confirmation/r1',
    '/calendar', '/calendar/u1', '/staff', '/staff/mail', '/stay/u1', '/machines', '/machines/session',
  ])('%s', (path) => expect(findRoute(path)).toBeDefined());

  it.each([
    ['/bookings', 'bookings', 'commission'],
    ['/bookings/requests', 'bookings', 'commission'],
    ['/booking-details/HP-4TW8XR', 'bookingDetails', 'commission'],
    ['/booking-request-details/HP-8RD4KU', 'requestDetails', 'commission'],
    ['/booking-request-confirmation/HP-8RD4KU', 'requestConfirmation', 'commission'],
    ['/inquiries', 'inquiries', 'inquiries'],
    ['/inquiries/HP-5YB9GN', 'inquiryDetails', 'inquiries'],
  ])('%s shows the %s page to %s hosts (no longer a placeholder)', (path, page, access) => {
    expect(findRoute(path)).toMatchObject({ page, access });
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(findRoute('/nope')).toBeUndefined();
    expect(findRoute('/legal/atc/more')).toBeUndefined();
  });

  it('has no duplicate patterns', () => expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length));

  it('prefers literal segments over parameters', () => {
    expect(findRoute('/messages/all')?.path).toBe('/messages/all');
    expect(findRoute('/messages/open/c1')?.path).toBe('/messages/:channelStatus/:channelId?');
  });

  it.each([
    ['/calendar/:unit?', '/calendar/', true],
    ['/calendar/:unit?', '/calendar/u/x', false],
    ['/listing/*', '/listing', true],
    ['/a/:b', '/a', false],
  ])('matchPattern(%s, %s) = %s', (pattern, path, expected) => expect(matchPattern(pattern, path)).toBe(expected));
});

describe('routeAccess', () => {
  const rows: [string, string, UserInfo | null, RouteAccess, { landingRedirect?: string | null; specialInquiriesFlag?: boolean; developmentBuild?: boolean }?][] = [
    // AS §2.3 public paths
    ['legal is public', '/legal', null, allow],
    ['additional terms are public', '/legal/atc', null, allow],
    ['guest login is public', '/guest/login', null, allow],
    ['guest chat is public', '/guest/chat', null, allow],
    ["a unit's guest page is public", '/stay/0d9a4c1e-1111-4222-8333-444455556666', null, allow],
    ["a signed-in host opens a guest page too", '/stay/0d9a4c1e-1111-4222-8333-444455556666', sub, allow],
    ['feature toggle is public', '/feature-toggle/3', null, allow],
    ['redirect routes are public', '/redirect/register', null, allow],
    // AS §2.3 sign-in keeps the target path and query
    ['private page asks for sign-in', '/calendar/u1', null, signIn('/calendar/u1')],
    ['query is kept', '/messages/all?q=anna&page=2', null, signIn('/messages/all?q=anna&page=2')],
    ['unknown path needs sign-in too', '/whatever', null, signIn('/whatever')],
    ['commission area needs sign-in first', '/bookings/upcoming', null, signIn('/bookings/upcoming')],
    // AS §2.1 / is the login route; landing redirect from app settings
    ['/ without landing redirect: sign-in', '/', null, signIn('/')],
    ['/ with landing redirect', '/', null, { kind: 'redirect', to: 'https://www.example.com/hosts' }, { landingRedirect: 'https://www.example.com/hosts' }],
    ['landing redirect only for /', '/home', null, signIn('/home'), { landingRedirect: 'https://www.example.com/hosts' }],
    // AS §2.3: a login link with an encoded e-mail is a visitor who came to sign in
    ['/ with a login hint: sign-in despite a landing page', '/?id=YW5uYUBkZW1vLmhvc3QtcG9ydGFsLnRlc3Q', null, signIn('/?id=YW5uYUBkZW1vLmhvc3QtcG9ydGFsLnRlc3Q'), { landingRedirect: 'https://www.example.com/hosts' }],
    ['/ with a broken login hint: the landing page', '/?id=%%%', null, { kind: 'redirect', to: 'https://www.example.com/hosts' }, { landingRedirect: 'https://www.example.com/hosts' }],
    ['signed-in host sees /', '/', sub, allow, { landingRedirect: 'https://www.example.com/hosts' }],
    // AS §6 commission-only area redirects to /
    ['bookings: subscription host is sent to /', '/bookings/upcoming', sub, home],
    ['bookings: commission host', '/bookings/upcoming', com, allow],
    ['booking detail: subscription host', '/booking-details/b1', sub, home],
    ['request confirmation: commission host', '/booking-request-confirmation/r1', com, allow],
    ['payout page: subscription host', '/account/payout', sub, home],
    ['payout page: commission host', '/account/payout', com, allow],
    // AS §2.5/AS §6 pricing: commission or pro, never hybrid
    ['pricing: commission host', '/account/pricing', com, allow],
    ['pricing: hybrid host', '/account/pricing', hyb, home],
    ['pricing: subscription host', '/account/pricing', sub, home],
    ['pricing: pro user', '/account/pricing', pro, allow],
    // payment details only with subscription checkout
    ['payment: checkout off', '/account/payment', sub, home],
    ['payment: checkout on', '/account/payment', checkout, allow],
    // AS §2.3 inquiries: subscription, hybrid, or special flag
    ['inquiries: subscription host', '/inquiries', sub, allow],
    ['inquiries: hybrid host', '/inquiries/i1', hyb, allow],
    ['inquiries: plain commission host', '/inquiries', com, home],
    ['inquiries: commission host with the special flag', '/inquiries', com, allow, { specialInquiriesFlag: true }],
    // staff page
    ['staff page: host', '/staff', sub, home],
    ['staff page: staff', '/staff', staff, allow],
    ['staff page: staff acting for a host', '/staff', impersonating, allow],
    ['staff mailbox: host', '/staff/mail', sub, home],
    ['staff mailbox: staff', '/staff/mail', staff, allow],
    // the workflow machines page: staff or a development build
    ['machines: host', '/machines', sub, home],
    ['machines page of one machine: host', '/machines/session', com, home],
    ['machines: needs sign-in first', '/machines', null, signIn('/machines')],
    ['machines: staff', '/machines', staff, allow],
    ['machines page of one machine: staff acting for a host', '/machines/review-reply', impersonating, allow],
    ['machines: host in a development build', '/machines/session', sub, allow, { developmentBuild: true }],
    ['machines: host in a production build', '/machines', sub, home, { developmentBuild: false }],
    // the rest of the portal
    ['profile', '/account/profile', com, allow],
    ['calendar', '/calendar', sub, allow],
    ['unknown path for a signed-in host: allowed, shows 404', '/nope', sub, allow],
  ];
  it.each(rows)('%s', (_name, path, user, expected, options) => expect(routeAccess(path, user, options)).toEqual(expected));
});
