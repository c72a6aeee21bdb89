import { useMemo } from 'react';
import { navigationItems, type NavigationItem } from '../../shared/domain/navigation';
import type { UserInfo } from '../../shared/schemas/user-info';
import { useUserInfo } from '../api/queries';
import { useSession } from '../auth/session-context';
import { useAppData } from '../app/app-data';

export interface ShellData {
  /** Null while signed out (public pages) or before user info arrived. */
  user: UserInfo | null;
  items: NavigationItem[];
  helpCenterUrl: string;
}

/** What every part of the shell reads: the host and the navigation the rules give them. */
export function useShellData(): ShellData {
  const session = useSession();
  const { appSettings, publicSettings } = useAppData();
  const signedIn = session.status === 'active' || session.status === 'busy';
  const { data } = useUserInfo({ enabled: signedIn });
  const user = signedIn ? (data ?? null) : null;
  const helpCenterUrl = appSettings.helpCenterUrls.helpCenter;
  const items = useMemo(() => (user ? navigationItems(user, { ...publicSettings, helpCenterUrl }) : []), [user, publicSettings, helpCenterUrl]);
  return { user, items, helpCenterUrl };
}

/** The name the shell shows for a host: display name, else first and last name, else e-mail. */
export function displayName(user: Pick<UserInfo, 'alias' | 'firstName' | 'lastName' | 'companyName' | 'email'>): string {
  return user.alias || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.companyName || user.email;
}

export function initials(name: string): string {
  const parts = name.replace(/@.*/, '').split(/[\s._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() || '?';
}
