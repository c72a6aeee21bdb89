import * as v from 'valibot';
import { AppSettingsSchema, type AppSettings } from '../../shared/schemas/app-settings';
import type { Locale } from '../../shared/i18n/locales';
import { api, callApi, parseAnswer } from './http';

// Public calls of AS §7 "Public and shell": no sign-in needed, all take the language as hl.

export const TranslationsSchema = v.object({
  locale: v.string(),
  scope: v.string(),
  messages: v.record(v.string(), v.string()),
});
export type Translations = v.InferOutput<typeof TranslationsSchema>;

export const CookieConsentSettingsSchema = v.object({
  items: v.array(
    v.object({
      name: v.string(),
      storageType: v.picklist(['cookie', 'local storage', 'session storage']),
      category: v.string(),
      title: v.string(),
      description: v.string(),
      ttl: v.nullable(v.number()),
    }),
  ),
});
export type CookieConsentSettings = v.InferOutput<typeof CookieConsentSettingsSchema>;

/** Scopes the server serves from src/shared/i18n/<scope>/ (src/server/services/translations.ts). */
export type TranslationScope = 'app' | 'account' | 'auth' | 'server';

export function fetchAppSettings(locale: Locale, signal?: AbortSignal): Promise<AppSettings> {
  return callApi(async () => parseAnswer(AppSettingsSchema, await api.get('public/app-settings', { searchParams: { hl: locale }, signal }).json()));
}

const appSettingsInFlight = new Map<Locale, Promise<AppSettings>>();
/** How long an answer serves later callers: the whole start, not the rest of the visit. */
const SHARED_ANSWER_MS = 10_000;

/**
 * The app settings, one request for every caller of the start: main.tsx asks first, as soon as
 * its script runs, then the session (for its identity provider) and the app start (for
 * everything else) take the same answer, so the page does not wait for another round trip. An
 * answer serves for a few seconds; a failure is forgotten at once, so Retry asks again. A
 * caller's signal stops its own wait, not the request.
 */
export function fetchAppSettingsShared(locale: Locale, signal?: AbortSignal): Promise<AppSettings> {
  let request = appSettingsInFlight.get(locale);
  if (!request) {
    const forget = () => {
      if (appSettingsInFlight.get(locale) === request) appSettingsInFlight.delete(locale);
    };
    request = fetchAppSettings(locale);
    request.then(() => setTimeout(forget, SHARED_ANSWER_MS), forget);
    appSettingsInFlight.set(locale, request);
  }
  if (!signal) return request;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    request.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Forgets the answers kept for the start (client tests reset it after each test: tests/support/client-setup.ts). */
export function forgetSharedAppSettings() {
  appSettingsInFlight.clear();
}

export function fetchTranslations(locale: Locale, scope: TranslationScope, signal?: AbortSignal): Promise<Translations> {
  return callApi(async () =>
    parseAnswer(TranslationsSchema, await api.get('public/ui-translations', { searchParams: { hl: locale, scope }, signal }).json()),
  );
}

export function fetchCookieConsentSettings(locale: Locale, signal?: AbortSignal): Promise<CookieConsentSettings> {
  return callApi(async () =>
    parseAnswer(CookieConsentSettingsSchema, await api.get('public/cookie-consent-settings', { searchParams: { hl: locale }, signal }).json()),
  );
}
