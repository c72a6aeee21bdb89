import { describe, expect, it } from 'vitest';
import {
  accountNavigationItems,
  activeNavigationId,
  badgeText,
  isCentreNavigationHidden,
  navigationItems,
  type NavigationSettings,
} from '../../src/shared/domain/navigation';
import type { UserInfo } from '../../src/shared/schemas/user-info';
import { commissionHost, hybridHost, publicSettings, userInfo } from './user-info-fixture';

const settings = (o: Partial<NavigationSettings> = {}): NavigationSettings => ({ ...publicSettings(), helpCenterUrl: 'https://help.example/', ...o });
const counts = (o: Partial<UserInfo['counts']>) => ({ pendingBookings: 0, unreadMessages: 0, inquiries: 0, unansweredReviews: 0, ...o });
const ids = (user: UserInfo, s = settings()) => navigationItems(user, s).map((i) => i.id);
const item = (user: UserInfo, id: string, s = settings()) => navigationItems(user, s).find((i) => i.id === id);

describe('navigationItems: which items, in the spec order (AS §2.5)', () => {
  const rows: [string, UserInfo, NavigationSettings, string[]][] = [
    ['subscription host, inbox mode Inbox', userInfo(), settings(), ['overview', 'inbox', 'calendar', 'statistics', 'properties', 'help']],
    ['commission host: bookings, no inbox (AS §6)', commissionHost(), settings(), ['overview', 'calendar', 'statistics', 'bookings', 'properties', 'help']],
    [
      'commission host with inbox mode InquiriesWithInbox also shows the inbox',
      commissionHost({ inboxMode: 'InquiriesWithInbox' }),
      settings(),
      ['overview', 'inbox', 'calendar', 'statistics', 'bookings', 'properties', 'help'],
    ],
    ['hybrid host without inquiries', hybridHost(), settings(), ['overview', 'calendar', 'statistics', 'bookings', 'properties', 'help']],
    [
      'hybrid host with inquiries: inquiries-only item',
      hybridHost({ counts: counts({ inquiries: 2 }) }),
      settings(),
      ['overview', 'calendar', 'statistics', 'bookings', 'inquiries', 'properties', 'help'],
    ],
    [
      'seeded hybrid (InquiriesWithInbox) with inquiries',
      hybridHost({ inboxMode: 'InquiriesWithInbox', counts: counts({ inquiries: 1 }) }),
      settings(),
      ['overview', 'inbox', 'calendar', 'statistics', 'bookings', 'inquiries', 'properties', 'help'],
    ],
    ['overview off', userInfo(), settings({ overviewEnabled: false }), ['inbox', 'calendar', 'statistics', 'properties', 'help']],
    ['help link off', userInfo(), settings({ helpCenterLinkEnabled: false }), ['overview', 'inbox', 'calendar', 'statistics', 'properties']],
    ['help link on but no URL', userInfo(), settings({ helpCenterUrl: '' }), ['overview', 'inbox', 'calendar', 'statistics', 'properties']],
    [
      'subscription, InquiriesWithInbox with inquiries: one combined item',
      userInfo({ inboxMode: 'InquiriesWithInbox', counts: counts({ inquiries: 3 }) }),
      settings(),
      ['overview', 'calendar', 'statistics', 'inquiries', 'properties', 'help'],
    ],
    [
      'subscription, InquiriesWithInbox without inquiries: inbox alone',
      userInfo({ inboxMode: 'InquiriesWithInbox' }),
      settings(),
      ['overview', 'inbox', 'calendar', 'statistics', 'properties', 'help'],
    ],
    [
      'subscription, Inquires mode with inquiries: inquiries only',
      userInfo({ inboxMode: 'Inquires', counts: counts({ inquiries: 1 }) }),
      settings(),
      ['overview', 'calendar', 'statistics', 'inquiries', 'properties', 'help'],
    ],
    ['subscription, Inquires mode without inquiries', userInfo({ inboxMode: 'Inquires' }), settings(), ['overview', 'calendar', 'statistics', 'properties', 'help']],
    [
      'subscription, Inbox mode with inquiries: inbox and inquiries',
      userInfo({ counts: counts({ inquiries: 1 }) }),
      settings(),
      ['overview', 'inbox', 'calendar', 'statistics', 'inquiries', 'properties', 'help'],
    ],
    ['plain commission host with inquiry count but no access', commissionHost({ counts: counts({ inquiries: 4 }) }), settings(), ['overview', 'calendar', 'statistics', 'bookings', 'properties', 'help']],
    [
      'plain commission host with the special inquiries flag',
      commissionHost({ counts: counts({ inquiries: 4 }) }),
      settings({ specialInquiriesFlag: true }),
      ['overview', 'calendar', 'statistics', 'bookings', 'inquiries', 'properties', 'help'],
    ],
  ];
  it.each(rows)('%s', (_name, user, s, expected) => expect(ids(user, s)).toEqual(expected));
});

describe('navigation details', () => {
  it('statistics go to earnings when the earnings setting holds, else performance', () => {
    expect(item(userInfo(), 'statistics')?.path).toBe('/insights/earnings');
    expect(item(userInfo(), 'statistics', settings({ earningsStatisticsEnabled: false }))?.path).toBe('/insights/performance');
  });

  it('the help-centre link is external and uses the app settings URL', () => {
    expect(item(userInfo(), 'help')).toMatchObject({ path: 'https://help.example/', external: true, labelKey: 'nav.helpCenter' });
  });

  it('the combined item has its own label and carries the unread badge', () => {
    const user = userInfo({ inboxMode: 'InquiriesWithInbox', counts: counts({ inquiries: 3, unreadMessages: 2 }) });
    expect(item(user, 'inquiries')).toMatchObject({ labelKey: 'nav.inquiriesWithInbox', badge: '2' });
    expect(item(hybridHost({ counts: counts({ inquiries: 3 }) }), 'inquiries')?.labelKey).toBe('nav.inquiries');
  });

  it.each([
    [0, undefined],
    [1, '1'],
    [10, '10'],
    [11, '10+'],
    [250, '10+'],
    [-1, undefined],
  ])('badge for %i is %s (AS §9: shown only up to 10)', (n, expected) => {
    expect(badgeText(n)).toBe(expected);
    expect(item(commissionHost({ counts: counts({ pendingBookings: n }) }), 'bookings')?.badge).toBe(expected);
    expect(item(userInfo({ counts: counts({ unreadMessages: n }) }), 'inbox')?.badge).toBe(expected);
  });

  it.each([
    ['/bookings/upcoming', 'bookings'],
    ['/booking-details/b1', 'bookings'],
    ['/booking-request-details/r1', 'bookings'],
    ['/messages/all', 'inbox'],
    ['/insights/reviews/u1', 'statistics'],
    ['/calendar/u1', 'calendar'],
    ['/properties/p1/units/u1', 'properties'],
    ['/home', 'overview'],
    ['/account/profile', undefined],
  ])('%s is the current page of %s', (path, expected) => {
    const items = navigationItems(commissionHost({ inboxMode: 'InquiriesWithInbox' }), settings());
    expect(activeNavigationId(items, path)).toBe(expected);
  });

  it.each([
    ['/booking-request-confirmation/r1', true],
    ['/bookings', true],
    ['/properties/p1/units/u1/manage-subscription', true],
    ['/bookings/upcoming', false],
    ['/calendar', false],
  ])('centre navigation hidden on %s: %s', (path, expected) => expect(isCentreNavigationHidden(path)).toBe(expected));
});

describe('accountNavigationItems (AS §2.5 account list)', () => {
  const s = { earningDetailsEnabled: true, localizationLabel: 'preferredLanguage' as const, helpCenterLinkEnabled: true, helpCenterUrl: 'https://help.example/' };
  const list = (user: UserInfo, o: Partial<typeof s> = {}, mobile = false) => accountNavigationItems(user, { ...s, ...o }, { mobile }).map((i) => i.id);

  it.each([
    ['subscription host', userInfo(), {}, false, ['profile', 'billing', 'earnings', 'localization', 'notifications', 'logout']],
    ['commission host: payout and pricing', commissionHost(), {}, false, ['profile', 'billing', 'payout', 'pricing', 'earnings', 'localization', 'notifications', 'logout']],
    ['hybrid host: no pricing', hybridHost(), {}, false, ['profile', 'billing', 'payout', 'earnings', 'localization', 'notifications', 'logout']],
    ['pro user: pricing', userInfo({ features: { ...userInfo().features, isUserProEnabled: true } }), {}, false, ['profile', 'billing', 'pricing', 'earnings', 'localization', 'notifications', 'logout']],
    ['checkout on: payment', userInfo({ features: { ...userInfo().features, isSubscriptionCheckoutEnabled: true } }), {}, false, ['profile', 'billing', 'payment', 'earnings', 'localization', 'notifications', 'logout']],
    ['earning details off', userInfo(), { earningDetailsEnabled: false }, false, ['profile', 'billing', 'localization', 'notifications', 'logout']],
    ['mobile: help link', userInfo(), {}, true, ['profile', 'billing', 'earnings', 'localization', 'notifications', 'help', 'logout']],
    ['header link off: help link', userInfo(), { helpCenterLinkEnabled: false }, false, ['profile', 'billing', 'earnings', 'localization', 'notifications', 'help', 'logout']],
  ] as const)('%s', (_n, user, o, mobile, expected) => expect(list(user, o, mobile)).toEqual(expected));

  it('localization label follows the setting', () => {
    const label = (localizationLabel: 'userPreferences' | 'preferredLanguage') =>
      accountNavigationItems(userInfo(), { ...s, localizationLabel }, { mobile: false }).find((i) => i.id === 'localization')?.labelKey;
    expect(label('userPreferences')).toBe('accountNav.userPreferences');
    expect(label('preferredLanguage')).toBe('accountNav.preferredLanguage');
  });
});
