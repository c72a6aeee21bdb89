import * as v from 'valibot';

// Cookie consent (AS §2.10 "a cookie banner handles consent", AS §3 "Cookie
// settings"): what the visitor chose per category, kept in local storage under CONSENT_STORAGE_KEY
// (listed as `cookie_consent` by GET /api/public/cookie-consent-settings). Necessary storage
// needs no consent; everything else waits for an explicit yes, so no record means no.
//
// What the browser stores or sends, by category:
// - necessary: the consent record; the sign-in (oidc.user, the identity server's cookies); the
//   guest_token cookie; the language key host_portal.locale (written only when the visitor picks a
//   language, which could not apply otherwise); the interface switches host_portal.featureToggles
//   (written only when the visitor sets one on /feature-toggle/{id}); the fraud-tracking signals (security: once per
//   session, no person named, never for staff); POST /api/app/client-events (error reports of a
//   broken link, to the log); POST /api/public/client-errors (failed calls: status, paths, the
//   correlation id; the error tracker of AS §8); the tutorial and tour interactions (what the host
//   watched, the list's ticks: part of the service asked for).
// - preferences: host_portal.helpTooltipDismissed (the help hint stays closed), banner_counters
//   (listed; nothing writes it yet).
// - statistics: help-centre clicks (help_center_opened, AS §2.5 item 8), web vitals (POST
//   /api/public/web-vitals, AS §9: how fast the visitor's pages were; nothing stored in the browser)
//   and the analytics tracker's _sp_ prefix (listed; no tracker is loaded).

export const CONSENT_CATEGORIES = ['necessary', 'preferences', 'statistics'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['preferences', 'statistics'];

export const CONSENT_STORAGE_KEY = 'cookie_consent';
/**
 * Raised when the categories or what they cover change in a way visitors must be asked about
 * again: a record of another version counts as no decision, so the banner shows once more.
 */
export const CONSENT_VERSION = 1;

export type ConsentChoices = Record<OptionalCategory, boolean>;

export interface ConsentRecord {
  version: number;
  choices: ConsentChoices;
  /** ISO instant of the decision. */
  decidedAt: string;
}

const ConsentRecordSchema = v.object({
  version: v.pipe(v.number(), v.integer()),
  choices: v.object({ preferences: v.boolean(), statistics: v.boolean() }),
  decidedAt: v.pipe(v.string(), v.isoTimestamp()),
});

export const ACCEPT_ALL: ConsentChoices = { preferences: true, statistics: true };
export const REJECT_OPTIONAL: ConsentChoices = { preferences: false, statistics: false };

export function consentRecord(choices: ConsentChoices, now: Date = new Date()): ConsentRecord {
  return { version: CONSENT_VERSION, choices: { preferences: choices.preferences, statistics: choices.statistics }, decidedAt: now.toISOString() };
}

export const serializeConsent = (record: ConsentRecord): string => JSON.stringify(record);

/** The stored record, or null when there is none, it is unreadable or of another version (ask again). */
export function parseConsent(stored: string | null | undefined): ConsentRecord | null {
  if (!stored) return null;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return null;
  }
  const parsed = v.safeParse(ConsentRecordSchema, json);
  if (!parsed.success || parsed.output.version !== CONSENT_VERSION) return null;
  return parsed.output;
}

/** May storage or code of this category run? Necessary always; the others only after a yes. */
export function mayUse(category: ConsentCategory, record: ConsentRecord | null): boolean {
  if (category === 'necessary') return true;
  return record?.choices[category] === true;
}
