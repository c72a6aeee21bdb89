import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hosts } from '../db/schema';
import type { VERIFICATION_TIERS } from '../../shared/schemas/onboarding';
import { identityCheckStatusOf, identityVerificationApplies, type IdentityCheckStatus, type VerificationStatus } from '../../shared/domain/identity-check';
import { recordAudit } from './audit';
import type { Actor, HostRow } from '../domain-types';

// Identity verification (KYC) status and start (AS §3 "Verification statuses",
// AS §4 "Verification banner", AS §7 kyc calls). hosts.kyc_status holds our own stages
// (not_started, in_progress, submitted, verified, rejected); the answer maps them to the spec's
// statuses, the banner tier and the identity check status. Our readings: "required" when identity verification applies to
// the host (AS §6: initiated or subscription enabled) but has not started; "expired" when data
// collection started more than KYC_EXPIRY_DAYS ago and nothing was handed in.

export const KYC_EXPIRY_DAYS = 30;
type Status = VerificationStatus;
type Tier = (typeof VERIFICATION_TIERS)[number];

/** The status, its banner tier and the identity check's status (AS §3) that goes with it. */
export function kycStatusOf(host: HostRow, now = new Date()): { status: Status; tier: Tier; check: IdentityCheckStatus; reason?: string } {
  const { status, tier, reason } = verificationOf(host, now);
  return { status, tier, check: identityCheckStatusOf(status), ...(reason && { reason }) };
}

function verificationOf(host: HostRow, now: Date): { status: Status; tier: Tier; reason?: string } {
  const applies = identityVerificationApplies({ kycInitiated: host.kycInitiated, subscriptionEnabled: host.flags?.isSubscriptionEnabled === true });
  switch (host.kycStatus) {
    case 'verified':
      return { status: 'VERIFICATION_COMPLETED', tier: 'completed' };
    case 'rejected':
      // Staff's reason (staff-review/verifications.ts) tells the host what to hand in again.
      return { status: 'VERIFICATION_FAILED', tier: 'failed', ...(host.kycRejectionReason && { reason: host.kycRejectionReason }) };
    case 'submitted':
      return { status: 'VERIFICATION_IN_PROGRESS', tier: 'in_progress' };
    case 'in_progress': {
      const started = host.kycStartedAt?.getTime() ?? now.getTime();
      return now.getTime() - started > KYC_EXPIRY_DAYS * 86_400_000 ? { status: 'VERIFICATION_EXPIRED', tier: 'expired' } : { status: 'VERIFICATION_COLLECTING_DATA', tier: 'collecting_data' };
    }
    default:
      return applies ? { status: 'VERIFICATION_REQUIRED', tier: 'required' } : { status: 'VERIFICATION_NEVER_STARTED', tier: 'start' };
  }
}

export const kycStartedAt = (host: HostRow) => ({ startedAt: host.kycStartedAt?.toISOString() ?? null });

/** POST set-start-at: the first call starts verification (initiated, collecting data); later calls keep the first date. */
export async function startKyc(db: Db, actor: Actor, host: HostRow) {
  if (host.kycStartedAt) return kycStartedAt(host);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await tx
      .update(hosts)
      .set({ kycStartedAt: new Date(), kycInitiated: true, ...(host.kycStatus === 'not_started' && { kycStatus: 'in_progress' }), updatedAt: new Date() })
      .where(eq(hosts.id, host.id))
      .returning();
    await recordAudit(tx, { ...actor, action: 'user.kyc.start', target: host.id });
    return kycStartedAt(row);
  });
}
