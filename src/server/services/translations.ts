import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { serverPaths } from '../paths';

// The translation files live once, in src/shared/i18n/<scope>/<locale>.json; the browser
// bundles them and this serves the same files to other clients.
export const TRANSLATION_SCOPES = ['app', 'account', 'auth', 'configuration', 'server'] as const;
export type TranslationScope = (typeof TRANSLATION_SCOPES)[number];
/** Scopes only the server reads (the texts of e-mails, services/mail/); not served to clients. */
export type ServerTranslationScope = TranslationScope | 'mail';

const root = serverPaths.i18n;
const cache = new Map<string, Promise<Record<string, string>>>();

async function readMessages(scope: ServerTranslationScope, locale: Locale): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(path.join(root, scope, `${locale}.json`), 'utf8'));
  } catch {
    return {};
  }
}

/** Messages of a scope in a locale, with the default locale filling any gap. */
export function messages(scope: ServerTranslationScope, locale: Locale): Promise<Record<string, string>> {
  const key = `${scope}/${locale}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = Promise.all([readMessages(scope, DEFAULT_LOCALE), locale === DEFAULT_LOCALE ? {} : readMessages(scope, locale)]).then(
      ([base, own]) => ({ ...base, ...own }),
    );
    cache.set(key, entry);
  }
  return entry;
}
