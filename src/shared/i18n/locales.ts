// The interface languages (AS §9). Everything a host sees is translated
// into each of them; en-US is the default.
export const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'it-IT'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** URL parameters that override the language (AS §9). */
export const LOCALE_PARAMS = ['hl', 'ho_hl'] as const;

/** Accepts en-US, en_US, en, EN ... and answers the supported locale, or undefined. */
export function toLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const v = value.trim().replace('_', '-').toLowerCase();
  return LOCALES.find((l) => l.toLowerCase() === v) ?? LOCALES.find((l) => l.slice(0, 2) === v.slice(0, 2));
}

/**
 * Locale choice (AS §5): the first allowed of the user's locale, a URL parameter,
 * a stored value or the app locale, else the default.
 */
export function chooseLocale(candidates: {
  user?: string | null;
  url?: string | null;
  stored?: string | null;
  app?: string | null;
}): Locale {
  for (const c of [candidates.user, candidates.url, candidates.stored, candidates.app]) {
    const l = toLocale(c);
    if (l) return l;
  }
  return DEFAULT_LOCALE;
}
