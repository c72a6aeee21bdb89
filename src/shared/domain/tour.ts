// The welcome tour modal's rule (AS §4 "Tour modal"): it opens if the host has not
// seen it yet and either the setting is on (public settings `tourEnabled`) and the account came
// from a migration, or the address forces it. Closing marks it seen (interaction tour_welcome).

/**
 * Account sources (user info `accountSource`) of hosts whose account was carried over from an
 * earlier system: they know the business but not this portal, which is whom the tour is for.
 * Accounts made here ('portal') went through registration and the listing onboarding instead.
 * The demo accounts ('demo') are not migrated either: the tour would cover every demo page and
 * journey; on the demo it opens with the force flag (`?tour=open`).
 */
export const MIGRATED_ACCOUNT_SOURCES = ['migrated', 'import'] as const;

/** The tour's steps, in order: each introduces one area of the navigation (texts tour.step.{id}.*). */
export const TOUR_STEPS = ['welcome', 'navigation', 'messages', 'account'] as const;
export type TourStep = (typeof TOUR_STEPS)[number];

/**
 * The authentication method the portal's identity server adds (ID token `amr`) when the sign-in
 * is the registration itself: the host is new, so the portal lands on the checklist and offers
 * the tour there once, whatever page the registration started from.
 */
export const REGISTERED_AMR = 'registered';

/** Where a newly registered host lands: the checklist, with the tour offered. */
export const NEW_HOST_LANDING = '/home?tour=open';

/** The address's query parameter and value that force the tour open (e.g. /?tour=open). */
export const TOUR_FORCE_PARAM = { name: 'tour', value: 'open' } as const;

export interface TourInputs {
  /** The host's tour_welcome interaction exists and is true. */
  seen: boolean;
  tourEnabled: boolean;
  accountSource: string;
  force: boolean;
}

export const isMigratedAccount = (accountSource: string) => (MIGRATED_ACCOUNT_SOURCES as readonly string[]).includes(accountSource);

export function shouldOpenTour({ seen, tourEnabled, accountSource, force }: TourInputs): boolean {
  if (seen) return false;
  return (tourEnabled && isMigratedAccount(accountSource)) || force;
}

/** Whether a query string (location.search) carries the force flag. */
export function tourForced(search: string): boolean {
  return new URLSearchParams(search).get(TOUR_FORCE_PARAM.name) === TOUR_FORCE_PARAM.value;
}
