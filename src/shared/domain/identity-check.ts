// Identity check statuses (AS §3): the state of the check itself, beside the
// verification status the banner follows (AS §3 "Verification statuses"). The check has not begun
// until the host starts; it waits for data while documents are being collected (also once that
// collection has expired: the check still lacks its data); it is pending while staff review what
// was handed in; then it has passed or failed.

export const IDENTITY_CHECK_STATUSES = ['new', 'awaiting_data', 'pending', 'passed', 'failed'] as const;
export type IdentityCheckStatus = (typeof IDENTITY_CHECK_STATUSES)[number];

export const VERIFICATION_STATUSES = [
  'VERIFICATION_NEVER_STARTED',
  'VERIFICATION_REQUIRED',
  'VERIFICATION_COLLECTING_DATA',
  'VERIFICATION_IN_PROGRESS',
  'VERIFICATION_COMPLETED',
  'VERIFICATION_FAILED',
  'VERIFICATION_EXPIRED',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

const CHECK_OF: Record<VerificationStatus, IdentityCheckStatus> = {
  VERIFICATION_NEVER_STARTED: 'new',
  VERIFICATION_REQUIRED: 'new',
  VERIFICATION_COLLECTING_DATA: 'awaiting_data',
  VERIFICATION_EXPIRED: 'awaiting_data',
  VERIFICATION_IN_PROGRESS: 'pending',
  VERIFICATION_COMPLETED: 'passed',
  VERIFICATION_FAILED: 'failed',
};

export const identityCheckStatusOf = (status: VerificationStatus): IdentityCheckStatus => CHECK_OF[status];

/**
 * Whether identity verification concerns a host at all: only once they started it, or when their
 * subscription feature is on (SPEC.md, roles and permissions). The banner, the checklist, the
 * verification status and the publish rule all ask this.
 */
export const identityVerificationApplies = (host: { kycInitiated: boolean; subscriptionEnabled: boolean }) => host.kycInitiated || host.subscriptionEnabled;
