import { resolveLocale } from '../../shared/domain/language';
import { toLocale, type Locale } from '../../shared/i18n/locales';
import { STORED_USER_KEY_START } from '../auth/oidc';
import { getStoredLocale } from './locale-storage';

// What this browser says about the language before the host's own choice is known: the address
// (?hl=), the stored choice, the browser's languages (AS §5).
export function localeSources() {
  return {
    search: window.location.search,
    stored: getStoredLocale() ?? null,
    browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  };
}

// The language the last start in this browser settled on while signed in. The signed-in host's
// own language outranks every other source, but is known only once the user info has come back;
// a signed-in tab that remembers it fetches that language's texts at once instead of after the
// user info (one round trip less before the page shows). Only a guess: the start still decides.
const SIGNED_IN_LOCALE_KEY = 'host_portal.signed_in_locale';

/** Keeps the language a signed-in start settled on, for the next start's guess. */
export function rememberSignedInLocale(locale: Locale): void {
  try {
    localStorage.setItem(SIGNED_IN_LOCALE_KEY, locale);
  } catch {
    // Blocked storage: the next start guesses from the other sources.
  }
}

/** A tab holds a session when oidc-client-ts stored a user in it (auth/oidc.ts, sessionStorage). */
function tabHasSession(): boolean {
  try {
    for (let i = 0; i < sessionStorage.length; i += 1) if (sessionStorage.key(i)?.startsWith(STORED_USER_KEY_START)) return true;
  } catch {
    // Blocked storage: no session to read either.
  }
  return false;
}

function rememberedSignedInLocale(): Locale | null {
  try {
    return tabHasSession() ? (toLocale(localStorage.getItem(SIGNED_IN_LOCALE_KEY)) ?? null) : null;
  } catch {
    return null;
  }
}

/** The language the start asks for first; the signed-in host's own may replace it. */
export function guessLocale(): Locale {
  return resolveLocale({ ...localeSources(), userLocale: rememberedSignedInLocale() });
}
