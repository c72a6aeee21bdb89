import { lazy, Suspense } from 'react';
import type { UserInfo } from '../../shared/schemas/user-info';

// The header's coin-credit indicator (AS §2.5), for subscription hosts whose
// account has coin credits (features.isCoinSubscriptionEnabled); commission hosts fetch nothing.
// This mount is all the shell bundle carries: the subscription call, its schema and the
// indicator itself load in their own chunk, and only for a subscription host.
const CreditIndicatorContent = lazy(() => import('./credit-indicator-content'));

export function CreditIndicator({ user }: { user: UserInfo | null }) {
  if (user?.commercialModel !== 'subscription' || !user.features.isCoinSubscriptionEnabled) return null;
  return (
    <Suspense fallback={null}>
      <CreditIndicatorContent />
    </Suspense>
  );
}
