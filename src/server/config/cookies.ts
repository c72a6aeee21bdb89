import { FEATURE_TOGGLES_STORAGE_KEY } from '../../shared/domain/feature-toggles';

// Cookies and storage entries the portal sets (AS §3 Cookie settings).
// Titles and descriptions are translation keys, resolved per locale by the route.
export interface CookieSetting {
  name: string;
  storageType: 'cookie' | 'local storage' | 'session storage';
  category: 'necessary' | 'preferences' | 'statistics';
  titleKey: string;
  descriptionKey: string;
  /** seconds; null = until the browser forgets it */
  ttl: number | null;
}

export const GUEST_TOKEN_COOKIE = { name: 'guest_token', maxAge: 86400 } as const;

export const COOKIE_SETTINGS: CookieSetting[] = [
  { name: 'cookie_consent', storageType: 'local storage', category: 'necessary', titleKey: 'cookies.consent.title', descriptionKey: 'cookies.consent.description', ttl: null },
  { name: GUEST_TOKEN_COOKIE.name, storageType: 'cookie', category: 'necessary', titleKey: 'cookies.guestToken.title', descriptionKey: 'cookies.guestToken.description', ttl: GUEST_TOKEN_COOKIE.maxAge },
  // Necessary, not a preference: it is written only when the visitor picks a language, and a
  // signed-out visitor's choice could not apply at all without it (the page reloads to switch).
  { name: 'host_portal.locale', storageType: 'local storage', category: 'necessary', titleKey: 'cookies.language.title', descriptionKey: 'cookies.language.description', ttl: null },
  // Necessary like the language: written only when the visitor sets an interface switch on
  // /feature-toggle/{id}, a choice that could not hold without it (shared/domain/feature-toggles.ts).
  { name: FEATURE_TOGGLES_STORAGE_KEY, storageType: 'local storage', category: 'necessary', titleKey: 'cookies.featureToggles.title', descriptionKey: 'cookies.featureToggles.description', ttl: null },
  // Necessary: which hosts of this browser were already greeted after registering (oidc.ts), so
  // a new tab of the same session is not sent to the checklist again.
  { name: 'host_portal.welcomed', storageType: 'local storage', category: 'necessary', titleKey: 'cookies.welcomed.title', descriptionKey: 'cookies.welcomed.description', ttl: null },
  { name: 'banner_counters', storageType: 'local storage', category: 'preferences', titleKey: 'cookies.bannerCounters.title', descriptionKey: 'cookies.bannerCounters.description', ttl: null },
  // oidc-client-ts keeps the signed-in user per tab: oidc.user:<issuer>:<client id>.
  { name: 'oidc.user', storageType: 'session storage', category: 'necessary', titleKey: 'cookies.session.title', descriptionKey: 'cookies.session.description', ttl: null },
  // The embedded identity server's own session (14 days) and sign-in step cookies.
  { name: '_session', storageType: 'cookie', category: 'necessary', titleKey: 'cookies.identity.title', descriptionKey: 'cookies.identity.description', ttl: 14 * 24 * 60 * 60 },
  { name: 'host_portal.helpTooltipDismissed', storageType: 'local storage', category: 'preferences', titleKey: 'cookies.helpTooltip.title', descriptionKey: 'cookies.helpTooltip.description', ttl: null },
  { name: '_sp_', storageType: 'cookie', category: 'statistics', titleKey: 'cookies.analytics.title', descriptionKey: 'cookies.analytics.description', ttl: 63072000 },
];
