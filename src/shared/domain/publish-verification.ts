import type { PublicSettings } from '../schemas/app-settings';
import { identityVerificationApplies, type VerificationStatus } from './identity-check';
import type { ListingStatus } from './listing-status';

// Identity verification before a new listing goes live (SPEC.md HC-6.3, AS-2.p3). Pure, so the
// publish call refuses with exactly this rule and the Publish step can say so before the host tries.
//
// Readings where the spec is silent, chosen here and nowhere else:
// - Verification is required when it applies to the host (initiated, or subscriptions enabled:
//   the rule of the banner and the checklist) and the settings let the host do it in the portal:
//   verification switched on, and identity documents may be uploaded. With uploads switched off a
//   host could never hand them in, so requiring them would lock publishing for good.
// - It counts as done once the documents are handed in (in review or completed), as the
//   checklist's "verify your identity" does: staff review takes its time, and a host waiting for
//   it has nothing left to do. A failed or expired verification must be handed in again.
// - Only a listing never published before (IN_PROGRESS) is held back. A listing already live,
//   taken down and put back up, or sent back to staff after a rejection, keeps its way: hosts who
//   listed before this rule existed are not locked out of their own listings.

export type PublishVerificationSettings = Pick<PublicSettings, 'verificationEnabled' | 'personalDetailsUploadEnabled'>;

export interface PublishVerificationFacts {
  /** The host started identity verification (user info kycInitiated). */
  kycInitiated: boolean;
  /** Feature flag isSubscriptionEnabled. */
  subscriptionEnabled: boolean;
  settings: PublishVerificationSettings;
}

/** Whether this host's flags and the portal's settings require identity verification before publishing. */
export function identityVerificationRequired(f: PublishVerificationFacts): boolean {
  return identityVerificationApplies(f) && f.settings.verificationEnabled && f.settings.personalDetailsUploadEnabled;
}

/** The documents are handed in: staff review them, or have passed them. */
export const identityVerificationHandedIn = (status: VerificationStatus) => status === 'VERIFICATION_IN_PROGRESS' || status === 'VERIFICATION_COMPLETED';

/** The invalid-param name the publish call refuses with, and the Publish step looks for. */
export const IDENTITY_VERIFICATION_FIELD = 'identityVerification';

/** True when publishing this unit must wait for the host's identity verification. */
export function publishAwaitsIdentityVerification(f: PublishVerificationFacts & { verificationStatus: VerificationStatus; unitStatus: ListingStatus }): boolean {
  if (f.unitStatus !== 'IN_PROGRESS') return false;
  return identityVerificationRequired(f) && !identityVerificationHandedIn(f.verificationStatus);
}
