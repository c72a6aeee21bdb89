import type { UserInfo } from '../schemas/user-info';
import type { PublicSettings } from '../schemas/app-settings';
import { ACCOUNT_TABS, canSeePricing } from './route-access';

// Which /account tabs a host sees (AS §2.5 account navigation, AS §6):
// payout only for commission hosts; pricing for commission or pro users but never hybrid hosts;
// payment only when subscription checkout is enabled; earnings only when the setting allows.
// Notifications (ours, beyond the spec: the e-mails a host gets) is for every host, last.
// The same rule feeds the tab bar and the page's own check, so a hidden tab cannot be opened.

export type AccountTab = (typeof ACCOUNT_TABS)[number];

export type AccountTabsUser = Pick<UserInfo, 'commercialModel' | 'isHybrid' | 'features'>;
export type AccountTabsSettings = Pick<PublicSettings, 'earningDetailsEnabled'>;

export function isAccountTabVisible(tab: AccountTab, user: AccountTabsUser, settings: AccountTabsSettings): boolean {
  switch (tab) {
    case 'profile':
    case 'billing':
    case 'localization':
    case 'notifications':
      return true;
    case 'payout':
      return user.commercialModel === 'commission';
    case 'pricing':
      return canSeePricing(user);
    case 'payment':
      return user.features.isSubscriptionCheckoutEnabled;
    case 'earnings':
      return settings.earningDetailsEnabled;
  }
}

/** The visible tabs in the order of the account navigation list (AS §2.5). */
export function visibleAccountTabs(user: AccountTabsUser, settings: AccountTabsSettings): AccountTab[] {
  const order: AccountTab[] = ['profile', 'billing', 'payout', 'pricing', 'payment', 'earnings', 'localization', 'notifications'];
  return order.filter((tab) => isAccountTabVisible(tab, user, settings));
}

export function isAccountTab(value: string | undefined): value is AccountTab {
  return (ACCOUNT_TABS as readonly string[]).includes(value ?? '');
}
