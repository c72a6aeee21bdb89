import type { UserInfo } from '../schemas/user-info';
import type { PublicSettings } from '../schemas/app-settings';
import { canSeePricing, canUseInquiries, matchPattern } from './route-access';

// The shell's navigation (AS §2.5, AS §6, AS §9). Pure: the header, the bottom bar
// and the tests all read the same answer.

export type NavigationId = 'overview' | 'inbox' | 'calendar' | 'statistics' | 'bookings' | 'inquiries' | 'properties' | 'help';

export interface NavigationItem {
  id: NavigationId;
  /** In-app path, or an absolute URL when `external`. */
  path: string;
  labelKey: string;
  /** Already capped: '1'...'10', then '10+' (AS §9: shown only up to 10). */
  badge?: string;
  external?: boolean;
  /** Path patterns on which the item is shown as current. */
  activeOn: readonly string[];
}

export type NavigationSettings = Pick<PublicSettings, 'overviewEnabled' | 'helpCenterLinkEnabled' | 'earningsStatisticsEnabled' | 'specialInquiriesFlag'> & {
  /** helpCenterUrls.helpCenter of the app settings. */
  helpCenterUrl: string;
};

type NavigationUser = Pick<UserInfo, 'commercialModel' | 'isHybrid' | 'inboxMode' | 'counts'>;

/** AS §9 "Badge count: shown only up to 10"; nothing for zero. */
export const BADGE_CAP = 10;
export function badgeText(count: number): string | undefined {
  if (!Number.isFinite(count) || count <= 0) return undefined;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

const withBadge = (item: Omit<NavigationItem, 'badge'>, count: number): NavigationItem => {
  const badge = badgeText(count);
  return badge ? { ...item, badge } : item;
};

/**
 * The items in the spec's order:
 * 1 Overview (setting) · 2 Inbox · 3 Calendar · 4 Statistics · 5 Bookings (commission) ·
 * 6 Inquiries (only with inquiries) · 7 Properties · 8 Help centre (setting, external).
 *
 * Inbox and inquiries, decided here because the spec leaves the combinations open:
 * - Non-commission hosts: inbox mode Inbox shows the inbox; InquiriesWithInbox merges the inbox
 *   into the inquiries item once the account has inquiries (until then the inbox shows alone);
 *   Inquires shows inquiries only.
 * - Commission hosts have no inbox (AS §6) except the setup with inbox mode InquiriesWithInbox
 *   ("in some commission setups it is also shown"), e.g. hybrid hosts seeded that way.
 * - Inquiries need access (subscription, hybrid or the special flag) and at least one inquiry;
 *   hybrid hosts get the inquiries-only item.
 */
export function navigationItems(user: NavigationUser, settings: NavigationSettings): NavigationItem[] {
  const commission = user.commercialModel === 'commission';
  const hasInquiries = canUseInquiries(user, settings.specialInquiriesFlag) && user.counts.inquiries > 0;
  const combined = !commission && !user.isHybrid && user.inboxMode === 'InquiriesWithInbox' && hasInquiries;
  const showInbox = commission
    ? user.inboxMode === 'InquiriesWithInbox'
    : user.inboxMode === 'Inbox' || (user.inboxMode === 'InquiriesWithInbox' && !combined);

  const items: NavigationItem[] = [];
  if (settings.overviewEnabled) items.push({ id: 'overview', path: '/home', labelKey: 'nav.overview', activeOn: ['/home'] });
  if (showInbox) {
    items.push(withBadge({ id: 'inbox', path: '/messages', labelKey: 'nav.inbox', activeOn: ['/messages/*'] }, user.counts.unreadMessages));
  }
  items.push({ id: 'calendar', path: '/calendar', labelKey: 'nav.calendar', activeOn: ['/calendar/*'] });
  // Badge: reviews waiting for the host's reply (the reviews tab carries the same count, AS §2.1).
  items.push(
    withBadge(
      {
        id: 'statistics',
        path: settings.earningsStatisticsEnabled ? '/insights/earnings' : '/insights/performance',
        labelKey: 'nav.statistics',
        activeOn: ['/insights/*'],
      },
      user.counts.unansweredReviews,
    ),
  );
  if (commission) {
    items.push(
      withBadge(
        {
          id: 'bookings',
          path: '/bookings/upcoming',
          labelKey: 'nav.bookings',
          activeOn: ['/bookings/*', '/booking-details/*', '/booking-request-details/*', '/booking-request-confirmation/*'],
        },
        user.counts.pendingBookings,
      ),
    );
  }
  if (hasInquiries) {
    items.push(
      combined
        ? withBadge(
            { id: 'inquiries', path: '/inquiries', labelKey: 'nav.inquiriesWithInbox', activeOn: ['/inquiries/*', '/messages/*'] },
            user.counts.unreadMessages,
          )
        : { id: 'inquiries', path: '/inquiries', labelKey: 'nav.inquiries', activeOn: ['/inquiries/*'] },
    );
  }
  items.push({ id: 'properties', path: '/properties', labelKey: 'nav.properties', activeOn: ['/properties/*', '/listing/*'] });
  if (settings.helpCenterLinkEnabled && settings.helpCenterUrl) {
    items.push({ id: 'help', path: settings.helpCenterUrl, labelKey: 'nav.helpCenter', external: true, activeOn: [] });
  }
  return items;
}

/** The item shown as current on a pathname, if any. */
export function activeNavigationId(items: readonly NavigationItem[], pathname: string): NavigationId | undefined {
  return items.find((item) => !item.external && item.activeOn.some((pattern) => matchPattern(pattern, pathname) || pathname === pattern))?.id;
}

/** AS §2.5: the centre navigation is hidden on request confirmation, the main bookings route and manage-subscription. */
const CENTRE_HIDDEN = ['/booking-request-confirmation/:id', '/bookings', '/properties/:propertyId/units/:unitId/manage-subscription'];
export function isCentreNavigationHidden(pathname: string): boolean {
  return CENTRE_HIDDEN.some((pattern) => matchPattern(pattern, pathname));
}

export type AccountNavigationId = 'profile' | 'billing' | 'payout' | 'pricing' | 'payment' | 'earnings' | 'localization' | 'notifications' | 'help' | 'logout';

export interface AccountNavigationItem {
  id: AccountNavigationId;
  path: string;
  labelKey: string;
  external?: boolean;
}

export type AccountNavigationSettings = Pick<PublicSettings, 'earningDetailsEnabled' | 'localizationLabel' | 'helpCenterLinkEnabled'> & {
  helpCenterUrl: string;
};

/** The account navigation list of AS §2.5, in order. `mobile` adds the help-centre link there. */
export function accountNavigationItems(
  user: Pick<UserInfo, 'commercialModel' | 'isHybrid' | 'features'>,
  settings: AccountNavigationSettings,
  options: { mobile: boolean },
): AccountNavigationItem[] {
  const items: AccountNavigationItem[] = [
    { id: 'profile', path: '/account/profile', labelKey: 'accountNav.profile' },
    { id: 'billing', path: '/account/billing', labelKey: 'accountNav.billing' },
  ];
  if (user.commercialModel === 'commission') items.push({ id: 'payout', path: '/account/payout', labelKey: 'accountNav.payout' });
  if (canSeePricing(user)) items.push({ id: 'pricing', path: '/account/pricing', labelKey: 'accountNav.pricing' });
  if (user.features.isSubscriptionCheckoutEnabled) items.push({ id: 'payment', path: '/account/payment', labelKey: 'accountNav.payment' });
  if (settings.earningDetailsEnabled) items.push({ id: 'earnings', path: '/account/earnings', labelKey: 'accountNav.earnings' });
  items.push({
    id: 'localization',
    path: '/account/localization',
    labelKey: settings.localizationLabel === 'userPreferences' ? 'accountNav.userPreferences' : 'accountNav.preferredLanguage',
  });
  // Which e-mails the host gets (not in AS §2.5's list: the portal's own addition, with the tab it opens).
  items.push({ id: 'notifications', path: '/account/notifications', labelKey: 'accountNav.notifications' });
  if ((options.mobile || !settings.helpCenterLinkEnabled) && settings.helpCenterUrl) {
    items.push({ id: 'help', path: settings.helpCenterUrl, labelKey: 'nav.helpCenter', external: true });
  }
  items.push({ id: 'logout', path: '/logout', labelKey: 'accountNav.logout' });
  return items;
}
