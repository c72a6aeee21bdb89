import { toLocale, type Locale } from '../../shared/i18n/locales';

// The host's language choice survives reloads and sign-outs (AS §4: "the choice is stored").
const KEY = 'host_portal.locale';

export function getStoredLocale(): Locale | undefined {
  try {
    return toLocale(localStorage.getItem(KEY));
  } catch {
    // Blocked storage (privacy settings): no stored choice, the other sources decide.
    return undefined;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Nothing to do: the reload still applies the language through the user's locale.
  }
}
