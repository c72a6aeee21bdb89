import { ACCEPT_ALL, CONSENT_STORAGE_KEY, consentRecord, serializeConsent } from '../../../src/shared/domain/cookie-consent';

// Every journey but the cookie banner's own starts as a visitor who accepted all cookies, so the
// banner (fixed at the bottom of every page) does not cover the buttons the journeys press, and
// preferences behave as they did before consent existed. Given to every browser context through
// the config's storageState; a spec that needs a first visit sets `test.use({ storageState: NO_STORAGE })`.
export function consentPreset(origin: string) {
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: CONSENT_STORAGE_KEY, value: serializeConsent(consentRecord(ACCEPT_ALL, new Date('2026-01-01T00:00:00.000Z'))) }] }],
  };
}

export const NO_STORAGE = { cookies: [], origins: [] };
