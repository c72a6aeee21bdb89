import { useSyncExternalStore } from 'react';
import { CONSENT_STORAGE_KEY, mayUse, parseConsent, serializeConsent, type ConsentCategory, type ConsentRecord } from '../../../shared/domain/cookie-consent';

// The visitor's cookie decision in this browser (shared/domain/cookie-consent.ts), readable by
// any code before it stores or sends something optional, and the "Cookie settings" request that
// reopens the choices. Part of the first chunk, so it stays this small; the banner is lazy.

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { text: string | null; record: ConsentRecord | null } | undefined;
let settingsRequests = 0;

function readText(): string | null {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null; // blocked storage: no decision can be kept, so optional things never run
  }
}

/** The decision in force, or null (none yet: nothing optional may run). */
export function getConsent(): ConsentRecord | null {
  const text = readText();
  if (!cached || cached.text !== text) cached = { text, record: parseConsent(text) };
  return cached.record;
}

const notify = () => listeners.forEach((l) => l());

export function saveConsent(record: ConsentRecord): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(record));
  } catch {
    // Blocked storage: the decision holds for this page view only.
    cached = { text: null, record };
  }
  notify();
}

/** May code or storage of this category run now? */
export const consentAllows = (category: ConsentCategory) => mayUse(category, getConsent());

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab deciding counts here too.
  const onStorage = (e: StorageEvent) => e.key === CONSENT_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useConsent = () => useSyncExternalStore(subscribeConsent, getConsent, () => null);

/** "Cookie settings" (user menu): reopens the choices wherever the banner is mounted. */
export function openCookieSettings(): void {
  settingsRequests += 1;
  notify();
}

export const useCookieSettingsRequests = () => useSyncExternalStore(subscribeConsent, () => settingsRequests, () => 0);

/** For tests: forget the cached reading and the requests. */
export function resetConsentStore(): void {
  cached = undefined;
  settingsRequests = 0;
}
