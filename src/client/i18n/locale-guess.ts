import { resolveLocale } from '../../shared/domain/language';
import type { Locale } from '../../shared/i18n/locales';
import { getStoredLocale } from './locale-storage';

// What this browser says about the language before the host's own choice is known: the address
// (?hl=), the stored choice, the browser's languages (spec §5).
export function localeSources() {
  return {
    search: window.location.search,
    stored: getStoredLocale() ?? null,
    browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  };
}

/** The language the start asks for first; the signed-in host's own may replace it. */
export function guessLocale(): Locale {
  return resolveLocale(localeSources());
}
