import type { Locale } from '../../shared/i18n/locales';

// The interface texts are bundled, not fetched: one JSON chunk per scope and locale, and only the
// active locale's chunks are imported, so the first route carries no other language.
// Scopes: app (the shell) and account (the account area); their key prefixes do not overlap.

export type Messages = Record<string, string>;
type Chunks = Record<string, () => Promise<{ default: Messages }>>;

const SCOPES: [scope: string, chunks: Chunks][] = [
  ['app', import.meta.glob<{ default: Messages }>('../../shared/i18n/app/*.json')],
  ['account', import.meta.glob<{ default: Messages }>('../../shared/i18n/account/*.json')],
];

/** All messages of a locale, merged over the scopes. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(
    SCOPES.map(async ([scope, chunks]) => {
      const load = chunks[`../../shared/i18n/${scope}/${locale}.json`];
      return load ? (await load()).default : {};
    }),
  );
  return Object.assign({}, ...parts) as Messages;
}
