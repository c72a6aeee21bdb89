import { useEffect } from 'react';
import type { UserInfo } from '../../../shared/schemas/user-info';
import { useConsent } from './consent-store';
import { mayUse } from '../../../shared/domain/cookie-consent';

// Statistics-category code (the portal's only one today: AS §2.5 item 8, "clicks are tracked" on
// the help-centre link). Its module is fetched and started only once the visitor said yes to
// statistics, and stopped if they take it back. Not for staff or impersonation: their clicks are
// not the host's. (What is not statistics, and why: shared/domain/cookie-consent.ts.)

/** Loads the tracker; its own module, so tests can see whether it was asked for. */
export const loadStatistics = () => import('./help-center-statistics');

export function StatisticsTracking({ user }: { user: Pick<UserInfo, 'isStaff' | 'isImpersonating'> | null }) {
  const allowed = mayUse('statistics', useConsent());
  const applies = user !== null && !user.isStaff && !user.isImpersonating;
  useEffect(() => {
    if (!allowed || !applies) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadStatistics()
      .then((m) => {
        if (!cancelled) stop = m.startHelpCenterStatistics();
      })
      .catch(() => undefined); // statistics never disturb the host
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [allowed, applies]);
  return null;
}
