import { useEffect } from 'react';
import type { UserInfo } from '../../shared/schemas/user-info';
import { whenIdle } from '../app/when-idle';

// AS §6: "Impersonating or staff users are treated specially: the fraud-tracking script is
// disabled". The script is a separate chunk imported here only for a signed-in host acting as
// themselves, so for staff its code is not even fetched. (The server drops signals sent by staff
// or under impersonation as well.) It runs once the page has nothing else to do: reading the
// device's time zone makes the browser load its date data (about 20 ms on a laptop, 80 on a slow
// phone), which the page's first render should not wait behind.

export const fraudTrackingApplies = (user: Pick<UserInfo, 'isStaff' | 'isImpersonating'> | null): boolean =>
  user !== null && !user.isStaff && !user.isImpersonating;

/** At the latest this long after the shell shows, the signals go even if the page never idles. */
const IDLE_TIMEOUT_MS = 10_000;

/** Loads the script; its module, so tests can see whether it was asked for. */
export const loadFraudSignals = () => import('./fraud-signals');

export function FraudTracking({ user }: { user: UserInfo | null }) {
  const applies = fraudTrackingApplies(user);
  const userId = user?.userId ?? null;
  useEffect(() => {
    if (!applies) return;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      loadFraudSignals()
        .then((m) => (cancelled ? undefined : m.sendFraudSignals()))
        // Tracking never disturbs the host: a failure is silent and the next session tries again.
        .catch(() => undefined);
    }, IDLE_TIMEOUT_MS);
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [applies, userId]);
  return null;
}
