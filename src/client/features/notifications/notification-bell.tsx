import { lazy, Suspense } from 'react';
import type { UserInfo } from '../../../shared/schemas/user-info';

// The header's notification bell (account-and-shell §2.5, §2.10). This mount is all the first
// route carries: the bell, its query and badge load in their own chunk once a host is signed in,
// and the dropdown (Radix, the list, the countdown) only when first used (shell/deferred-menu).
const BellButton = lazy(() => import('./bell-button'));

export function NotificationBell({ user }: { user: UserInfo | null }) {
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <BellButton />
    </Suspense>
  );
}
