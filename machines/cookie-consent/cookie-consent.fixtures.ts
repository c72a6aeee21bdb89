import type { CookieConsentEvent } from './cookie-consent.machine';

// Payloads for walking the cookie consent: a stored record and none; both toggles each way.
const AT = '2026-05-04T09:00:00.000Z';

export const cookieConsentEvents = {
  'consent.load': [
    { type: 'consent.load', record: null },
    { type: 'consent.load', record: { version: 1, choices: { preferences: true, statistics: false }, decidedAt: '2026-04-01T08:00:00.000Z' } },
  ],
  'consent.acceptAll': [{ type: 'consent.acceptAll', at: AT }],
  'consent.rejectOptional': [{ type: 'consent.rejectOptional', at: AT }],
  'consent.customise': [{ type: 'consent.customise' }],
  'category.toggle': [
    { type: 'category.toggle', category: 'statistics', allowed: true },
    { type: 'category.toggle', category: 'preferences', allowed: true },
    { type: 'category.toggle', category: 'statistics', allowed: false },
  ],
  'consent.save': [{ type: 'consent.save', at: AT }],
  'customise.cancel': [{ type: 'customise.cancel' }],
  'consent.reopen': [{ type: 'consent.reopen' }],
} satisfies { [K in CookieConsentEvent['type']]: Extract<CookieConsentEvent, { type: K }>[] };

export const cookieConsentActorOutcomes = [] as const;
