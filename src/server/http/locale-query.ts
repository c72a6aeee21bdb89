import * as v from 'valibot';
import { DEFAULT_LOCALE, LOCALES, toLocale } from '../../shared/i18n/locales';

/**
 * The `hl` query parameter of every translated call: accepts en-US, en_US or en; anything else
 * is a 400 naming hl, not a silent fallback to English. Absent means the default locale.
 */
export const hlQuery = v.optional(
  v.pipe(
    v.string(),
    v.check((s) => toLocale(s) !== undefined, `must be one of ${LOCALES.join(', ')}`),
    v.transform((s) => toLocale(s)!),
  ),
  DEFAULT_LOCALE,
);
