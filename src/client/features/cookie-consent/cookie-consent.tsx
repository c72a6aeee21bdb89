import { lazyWithTexts } from '../../i18n/lazy-with-texts';
import { useConsent, useCookieSettingsRequests } from './consent-store';

// Mounted once for every page (the root layout, so the guest pages too): without a decision, or
// when "Cookie settings" asks, it loads the banner, its code and texts (scope cookie-consent)
// together. A visitor who has decided loads none of it.
const CookieBanner = lazyWithTexts(() => import('./cookie-banner'), ['cookie-consent']);

export function CookieConsent() {
  const record = useConsent();
  const requests = useCookieSettingsRequests();
  const shown = record === null || requests > 0;
  return shown ? <CookieBanner reopenRequests={requests} /> : null;
}
