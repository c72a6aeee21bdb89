import { lazy, Suspense } from 'react';
import type { UserInfo } from '../../shared/schemas/user-info';
import { canShowVerificationBanner } from '../../shared/domain/verification-banner';

// The verification banner's place in the shell (AS §2.10). Only the pure "may it show here" rule is
// in the first chunk; the call to kyc/status and the banner itself load when the rule allows it.

const VerificationBannerBody = lazy(() => import('./verification-banner-body'));

export function VerificationBanner({ user, pathname }: { user: UserInfo | null | undefined; pathname: string }) {
  if (!canShowVerificationBanner(user, pathname)) return null;
  return (
    <Suspense fallback={null}>
      <VerificationBannerBody />
    </Suspense>
  );
}
