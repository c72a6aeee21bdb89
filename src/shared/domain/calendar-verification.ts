// Listing verification against another platform's calendar (HC §3 "Calendar
// verification data": status and isListed; on the wire isListed is yes, no or null, in a form a
// boolean). The spec shows the statuses verified and validated; the others are ours:
// not_started (nothing declared), not_listed (the host says the unit is on no other platform),
// submitted (listed, waiting for the check). verified and validated are only set by the check
// itself (staff or a calendar comparison), never by the host's own declaration.

export const VERIFICATION_PROVIDERS = [
  { provider: 'airbnb', domains: ['airbnb.com', 'airbnb.de', 'airbnb.fr', 'airbnb.it', 'airbnb.co.uk', 'airbnb.es', 'airbnb.at', 'airbnb.ch'] },
  { provider: 'booking', domains: ['booking.com'] },
  { provider: 'vrbo', domains: ['vrbo.com', 'fewo-direkt.de', 'abritel.fr', 'homeaway.com'] },
] as const;
export type VerificationProvider = (typeof VERIFICATION_PROVIDERS)[number]['provider'];

export const VERIFICATION_STATUSES = ['not_started', 'not_listed', 'submitted', 'verified', 'validated'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export type IsListedWire = 'yes' | 'no' | null;
export const isListedToForm = (wire: IsListedWire): boolean | null => (wire === null ? null : wire === 'yes');
export const isListedToWire = (form: boolean | null): IsListedWire => (form === null ? null : form ? 'yes' : 'no');

/** HC §5 URL: optional http(s), a domain or IP, optional port, path, query, fragment. */
export const URL_PATTERN = /^(?:https?:\/\/)?(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}|\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?(?:\/[^\s?#]*)?(?:\?[^\s#]*)?(?:#\S*)?$/i;

/** Whether a listing URL is on one of the provider's sites (subdomains such as www. included). */
export function isProviderUrl(provider: VerificationProvider, url: string): boolean {
  if (!URL_PATTERN.test(url)) return false;
  const host = url.replace(/^https?:\/\//i, '').split(/[/:?#]/)[0].toLowerCase();
  const domains: readonly string[] = VERIFICATION_PROVIDERS.find((p) => p.provider === provider)?.domains ?? [];
  return domains.some((d) => host === d || host.endsWith(`.${d}`));
}

/** The status a host's declaration leads to; a completed check is not undone by repeating the same answer. */
export function statusAfterDeclaration(current: VerificationStatus, isListed: 'yes' | 'no', sameUrl: boolean): VerificationStatus {
  if (isListed === 'no') return 'not_listed';
  if ((current === 'verified' || current === 'validated') && sameUrl) return current;
  return 'submitted';
}

/** A completed check: the unit is verified or validated on that platform. */
export const isVerifiedStatus = (status: VerificationStatus): boolean => status === 'verified' || status === 'validated';

/**
 * HC §4 "if the verified or validated status flips, the subscription plans list is
 * refreshed": whether a status change crosses that line (submitted to verified, validated to
 * not_listed...). verified to validated is no flip: the unit is checked either way.
 */
export function verificationFlipped(before: VerificationStatus, after: VerificationStatus): boolean {
  return isVerifiedStatus(before) !== isVerifiedStatus(after);
}

