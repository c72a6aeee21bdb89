import { lazy, Suspense } from 'react';
import type { UserInfo } from '../../../shared/schemas/user-info';
import { BellIcon } from './bell-icon';

// The header's notification bell (AS §2.5, AS §2.10). This mount is all the first
// route carries: the bell, its query and badge load in their own chunk once a host is signed in,
// and the dropdown (Radix, the list, the countdown) only when first used (shell/deferred-menu).
const BellButton = lazy(() => import('./bell-button'));

/** Until the bell's chunk arrives its 40-px place is held by the same icon (not yet a control),
 *  so the header's right-hand group does not widen and push the navigation when it loads. */
function BellPlaceholder() {
  return (
    <span className="header-slot" data-testid="notification-bell-placeholder" aria-hidden="true">
      <BellIcon />
    </span>
  );
}

export function NotificationBell({ user }: { user: UserInfo | null }) {
  if (!user) return null;
  return (
    <Suspense fallback={<BellPlaceholder />}>
      <BellButton />
    </Suspense>
  );
}
