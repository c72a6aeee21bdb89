// May this host list a property now? (HC §2 "/listing/check-eligibility",
// "/listing/onboarding-not-eligible"). The spec does not show the conditions; ours is the one
// the data holds: an expired account (AS §1/AS §6 "Account status can be expired")
// cannot start new listings, because nothing it lists could be booked. The subscription issue
// adds its unit-publish quota here as one more reason. Pure, so the server answers with it and
// the browser explains each reason.

export const INELIGIBILITY_REASONS = ['accountExpired'] as const;
export type IneligibilityReason = (typeof INELIGIBILITY_REASONS)[number];

export interface EligibilityInput {
  status: 'active' | 'expired' | 'deleted';
}

export interface ListingEligibility {
  eligible: boolean;
  /** Why not, in a stable order; empty when eligible. */
  reasons: IneligibilityReason[];
}

export function listingEligibility(host: EligibilityInput): ListingEligibility {
  const reasons: IneligibilityReason[] = [];
  if (host.status === 'expired') reasons.push('accountExpired');
  return { eligible: reasons.length === 0, reasons };
}
