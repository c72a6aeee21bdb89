import type { IntlConfig } from '../i18n/intl';
import { pathOnly } from '../../shared/domain/telemetry';
import { LOCALES } from '../../shared/i18n/locales';
import type { PublicClientEvent } from '../../shared/schemas/listing-entry';
import { postTelemetry } from './error-reporting';

// AS §8 "Missing app element and missing translation are reported": both go to
// POST /api/public/client-events (public: the app element is missing before anyone is signed
// in, and signed-out pages have texts too), through the error tracker's keepalive post, which
// never retries, never shows anything and never reports itself.

export const PUBLIC_CLIENT_EVENTS_PATH = '/api/public/client-events';
/** A page with a missing key renders it again and again; each key is reported once per tab. */
const reportedKeys = new Set<string>();
/** A whole missing scope would be hundreds of keys: after this many the tab stops reporting. */
export const MISSING_TRANSLATIONS_MAX = 50;

const KEY = /^[\w.-]{1,200}$/;
const pagePath = () => (typeof location === 'undefined' ? '/' : pathOnly(location.pathname));

function report(event: PublicClientEvent): void {
  postTelemetry(PUBLIC_CLIENT_EVENTS_PATH, event);
}

/** Reports a text its language lacks, once per key and language. */
export function reportMissingTranslation(key: string, locale: string): void {
  const id = `${locale}:${key}`;
  if (reportedKeys.has(id) || reportedKeys.size >= MISSING_TRANSLATIONS_MAX) return;
  reportedKeys.add(id);
  const known = LOCALES.find((l) => l === locale);
  report({ type: 'translation.missing', path: pagePath(), key: KEY.test(key) ? key : 'unknown', ...(known && { locale: known }) });
}

/** Reports that index.html has no element to render the app into (the caller then throws). */
export function reportMissingAppElement(elementId: string): void {
  report({ type: 'app.element-missing', path: pagePath(), key: KEY.test(elementId) ? elementId : 'unknown' });
}

/**
 * The IntlProvider's onError: a missing translation is reported; other format errors are the
 * developer's to see in the console.
 */
type IntlErrorHandler = NonNullable<IntlConfig['onError']>;

export function reportIntlError(locale: string): IntlErrorHandler {
  return (error) => {
    if (error.code === 'MISSING_TRANSLATION') {
      const key = error.descriptor?.id;
      if (typeof key === 'string') reportMissingTranslation(key, locale);
      return;
    }
    if (import.meta.env.DEV) console.error(error);
  };
}

/** The element the app renders into; a missing one is reported, then the start stops. */
export function requireAppElement(elementId: string, doc: Document = document): HTMLElement {
  const element = doc.getElementById(elementId);
  if (element) return element;
  reportMissingAppElement(elementId);
  throw new Error(`index.html has no #${elementId} element`);
}

/** For tests: forget which keys were reported. */
export function resetMissingReports(): void {
  reportedKeys.clear();
}
