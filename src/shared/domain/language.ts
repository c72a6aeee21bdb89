import { DEFAULT_LOCALE, LOCALE_PARAMS, toLocale, type Locale } from '../i18n/locales';

// Which interface language to use (AS §4 "Language change", AS §5 "Locale
// choice", AS §9). Pure: the browser passes in what it read from the URL, storage and navigator.

export interface LanguageSources {
  /** location.search, with or without the leading '?'. */
  search?: string;
  /** The choice stored by the language switch (localStorage). */
  stored?: string | null;
  /** The signed-in host's locale from GET /api/app/user/info. */
  userLocale?: string | null;
  /** navigator.languages, most preferred first. */
  browserLanguages?: readonly string[];
  /** defaultLocale of the app settings. */
  appDefault?: string | null;
}

/** The language override in the URL: hl wins over ho_hl; an unsupported value is ignored. */
export function urlLocale(search: string | undefined): Locale | undefined {
  if (!search) return undefined;
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const name of LOCALE_PARAMS) {
    const locale = toLocale(params.get(name));
    if (locale) return locale;
  }
  return undefined;
}

/**
 * AS §5: the first allowed of the user's locale, a URL parameter, a stored value or the app
 * locale, else the default. The browser's languages come after the stored value and before the
 * app locale: a first-time visitor gets their own language rather than the deployment's default.
 */
export function resolveLocale(sources: LanguageSources): Locale {
  const candidates = [
    sources.userLocale,
    urlLocale(sources.search),
    sources.stored,
    ...(sources.browserLanguages ?? []),
    sources.appDefault,
  ];
  for (const candidate of candidates) {
    const locale = toLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * After a language change the page reloads without hl / ho_hl (AS §4): otherwise the old
 * override in the address bar would win again over the stored choice.
 */
export function urlWithoutLanguageParams(href: string): string {
  const url = new URL(href);
  for (const name of LOCALE_PARAMS) url.searchParams.delete(name);
  return url.toString();
}

/** A short two-letter code for compact switches (AS §9: en, de, fr, it). */
export function shortLanguageCode(locale: Locale): string {
  return locale.slice(0, 2);
}
