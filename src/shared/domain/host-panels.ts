import { activeNavigationId, type NavigationId, type NavigationItem } from './navigation';

// The host-panel menu at the right of the desktop header (AS §2.5): a quick way to
// switch between the host's areas. It lists the areas of the navigation, by the navigation's own
// rules (so a host never sees an area here that the navigation hides: no bookings for
// subscription hosts, no inquiries without them), without the external help-centre link, and
// ends with the account.

export type HostPanelId = Exclude<NavigationId, 'help'> | 'account';

export interface HostPanelItem {
  id: HostPanelId;
  path: string;
  labelKey: string;
  /** Already capped, as in the navigation. */
  badge?: string;
  /** Path patterns on which the panel is the current one. */
  activeOn: readonly string[];
}

const ACCOUNT: HostPanelItem = { id: 'account', path: '/account/profile', labelKey: 'nav.account', activeOn: ['/account/*'] };

export function hostPanelItems(navigation: readonly NavigationItem[]): HostPanelItem[] {
  const areas = navigation.filter((item): item is NavigationItem & { id: Exclude<NavigationId, 'help'> } => !item.external && item.id !== 'help');
  return [...areas.map(({ id, path, labelKey, badge, activeOn }) => ({ id, path, labelKey, activeOn, ...(badge && { badge }) })), ACCOUNT];
}

/** The panel the host is in, if any. */
export function activeHostPanel(items: readonly HostPanelItem[], pathname: string): HostPanelId | undefined {
  // Same matching as the navigation; the NavigationItem shape is all it reads.
  return activeNavigationId(items.map((item) => ({ ...item, id: item.id as NavigationId })), pathname) as HostPanelId | undefined;
}
