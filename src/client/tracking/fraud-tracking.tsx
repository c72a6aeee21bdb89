import { useEffect } from 'react';
import type { UserInfo } from '../../shared/schemas/user-info';

// AS §6: "Impersonating or staff users are treated specially: the fraud-tracking script is
// disabled". The script is a separate chunk imported here only for a signed-in host acting as
// themselves, so for staff its code is not even fetched. (The server drops signals sent by staff
// or under impersonation as well.)

export const fraudTrackingApplies = (user: Pick<UserInfo, 'isStaff' | 'isImpersonating'> | null): boolean =>
  user !== null && !user.isStaff && !user.isImpersonating;

/** Loads the script; its module, so tests can see whether it was asked for. */
export const loadFraudSignals = () => import('./fraud-signals');

export function FraudTracking({ user }: { user: UserInfo | null }) {
  const applies = fraudTrackingApplies(user);
  const userId = user?.userId ?? null;
  useEffect(() => {
    if (!applies) return;
    let cancelled = false;
    loadFraudSignals()
      .then((m) => (cancelled ? undefined : m.sendFraudSignals()))
      // Tracking never disturbs the host: a failure is silent and the next session tries again.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [applies, userId]);
  return null;
}
