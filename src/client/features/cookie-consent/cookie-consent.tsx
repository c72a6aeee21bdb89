import { lazy, Suspense, useEffect } from 'react';
import { ScopedMessages } from '../../i18n/scoped-messages';
import { useConsent, useCookieSettingsRequests } from './consent-store';

// Mounted once for every page (the root layout, so the guest pages too): without a decision, or
// when "Cookie settings" asks, it loads the banner, its code and texts (scope cookie-consent)
// together. A visitor who has decided loads none of it.
const loadBanner = () => import('./cookie-banner');
const CookieBanner = lazy(loadBanner);

export function CookieConsent() {
  const record = useConsent();
  const requests = useCookieSettingsRequests();
  const shown = record === null || requests > 0;
  useEffect(() => {
    if (shown) void loadBanner().catch(() => undefined);
  }, [shown]);
  if (!shown) return null;
  return (
    <ScopedMessages scopes={['cookie-consent']} fallback={null}>
      <Suspense fallback={null}>
        <CookieBanner reopenRequests={requests} />
      </Suspense>
    </ScopedMessages>
  );
}
