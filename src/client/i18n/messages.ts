import { BUNDLES } from 'virtual:message-bundles';
import type { Locale } from '../../shared/i18n/locales';
import type { MessageScope } from './message-scopes';
import type { Messages } from './intl';

// The interface texts are bundled, not fetched: one chunk per scope and locale (its files and
// those of its sub-folders merged at build, scripts/vite/message-bundles.ts), and only the active
// locale's chunks are imported, so the first route carries no other language. The app scope
// (shell, errors) loads at start; other scopes load with the pages that use them (see
// scoped-messages.tsx). Key prefixes of the scopes do not overlap.

// In the production build the texts arrive pre-parsed (ASTs), so the ICU parser stays out of
// the bundle; in tests and dev they are strings.
export type { Messages } from './intl';
export type { MessageScope } from './message-scopes';

/** The messages of one scope in a locale. */
export async function loadScopeMessages(scope: MessageScope, locale: Locale): Promise<Messages> {
  return (await BUNDLES[scope][locale]()).default;
}

/** What the app starts with: the app scope. */
export function loadMessages(locale: Locale): Promise<Messages> {
  return loadScopeMessages('app', locale);
}
