import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../../shared/i18n/locales';

// The interface texts are bundled, not fetched: one JSON chunk per scope and locale, and only the
// active locale's chunks are imported, so the first route carries no other language.
// The app scope (shell, errors) loads at start; other scopes load with the pages that use them
// (see scoped-messages.tsx). Key prefixes of the scopes do not overlap. A scope may keep parts of
// its texts in sub-folders (i18n/listing/photos/en-US.json): they are merged into the scope.

// In the production build the texts arrive pre-parsed (ASTs, see precompiledMessages in
// vite.config.ts), so the ICU parser stays out of the bundle; in tests and dev they are strings.
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
type Chunks = Record<string, () => Promise<{ default: Messages }>>;

export type MessageScope = 'app' | 'account' | 'properties' | 'listing' | 'bookings' | 'guest' | 'messages' | 'insights' | 'legal';

const APP_CHUNKS: Chunks = import.meta.glob<{ default: Messages }>('../../shared/i18n/app/**/*.json');

/** The messages of one scope in a locale: its file and those of its sub-folders, merged. */
export async function loadScopeMessages(scope: MessageScope, locale: Locale): Promise<Messages> {
  const chunks = scope === 'app' ? APP_CHUNKS : (await import('./scope-chunks')).PAGE_SCOPE_CHUNKS[scope];
  const loads = Object.entries(chunks)
    .filter(([file]) => file.endsWith(`/${locale}.json`))
    .map(([, load]) => load());
  return Object.assign({}, ...(await Promise.all(loads)).map((m) => m.default)) as Messages;
}

/** What the app starts with: the app scope. */
export function loadMessages(locale: Locale): Promise<Messages> {
  return loadScopeMessages('app', locale);
}
