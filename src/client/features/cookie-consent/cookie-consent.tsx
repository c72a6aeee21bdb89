import { lazy, Suspense } from 'react';
import { useConsent, useCookieSettingsRequests } from './consent-store';

// Mounted once for every page (the root layout, so the guest pages too): without a decision, or
// when "Cookie settings" asks, it loads the banner. A visitor who has decided loads none of it.
const CookieBanner = lazy(() => import('./cookie-banner'));

export function CookieConsent() {
  const record = useConsent();
  const requests = useCookieSettingsRequests();
  if (record !== null && requests === 0) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner reopenRequests={requests} />
    </Suspense>
  );
}
