// The scopes of the browser's texts. The app scope (shell, errors) loads at start; the others load
// with the pages that use them (scoped-messages.tsx, the scopes of each page in app/pages.ts).
// Read by the build too (scripts/vite/message-bundles.ts). Texts of a page the first route does
// not show have a scope of their own (staff, help-centre, checklist …), so the app scope a host's
// first page waits for stays small.
//
// Where a scope's files live, the one rule (messageScopeDir below): a feature scope, one listed in
// FEATURE_SCOPES, is named after its feature and lives beside it in
// src/client/features/{scope}/texts/; every other scope lives in src/shared/i18n/{scope}/. Either
// way sub-folders are included ({dir}/**/{locale}.json) and merged into one chunk per locale.
// The scopes left in src/shared/i18n belong to no one feature or are read by the server too
// (ARCHITECTURE.md, Texts).
export const MESSAGE_SCOPES = ['app', 'account', 'properties', 'listing', 'bookings', 'guest-stay', 'guest-chat', 'messages', 'insights', 'legal', 'feature-toggle', 'staff', 'help-centre', 'checklist', 'calendar', 'calendar-sync', 'availability', 'stay-quote', 'subscription', 'machines', 'chat', 'notifications', 'support', 'referral', 'onboarding-videos', 'cookie-consent'] as const;
export type MessageScope = (typeof MESSAGE_SCOPES)[number];

/** The scopes whose files live beside their feature, in src/client/features/{scope}/texts/. */
export const FEATURE_SCOPES = [
  'properties',
  'listing',
  'bookings',
  'messages',
  'insights',
  'checklist',
  'calendar',
  'calendar-sync',
  'availability',
  'stay-quote',
  'subscription',
  'machines',
  'help-centre',
  'legal',
  'feature-toggle',
  'guest-stay',
  'guest-chat',
  'staff',
  'notifications',
  'referral',
  'onboarding-videos',
  'cookie-consent',
] as const satisfies readonly MessageScope[];

/** The folder of a scope's text files, relative to the project root. */
export function messageScopeDir(scope: string): string {
  return (FEATURE_SCOPES as readonly string[]).includes(scope) ? `src/client/features/${scope}/texts` : `src/shared/i18n/${scope}`;
}
