import type { UserInfo } from '../schemas/user-info';
import { identityVerificationApplies } from './identity-check';

// The verification banner (AS §2.10, AS §4, AS §6) as pure rules, so the shell can
// decide whether to fetch kyc/status at all without loading anything.

/** The tiers GET /api/app/user/kyc/status answers with (services/onboarding-kyc.ts). */
export type VerificationTier = 'required' | 'start' | 'collecting_data' | 'in_progress' | 'failed' | 'expired' | 'completed';

/**
 * Whether the banner may show on this page: identity verification applies only when it was
 * initiated or the subscription is enabled (AS §6); never on the homepage (AS §2.10, AS §4 "hidden on
 * home"), nor inside the verification flow it links to. Staff verify no identity of their own:
 * they see it only while acting for a host (then the user info is the host's).
 */
export function canShowVerificationBanner(
  user: Pick<UserInfo, 'kycInitiated' | 'features' | 'isStaff' | 'isImpersonating'> | null | undefined,
  pathname: string,
): boolean {
  if (!user || (user.isStaff && !user.isImpersonating)) return false;
  if (!identityVerificationApplies({ kycInitiated: user.kycInitiated, subscriptionEnabled: user.features.isSubscriptionEnabled })) return false;
  return pathname !== '/' && pathname !== '/verification' && !pathname.startsWith('/verification/');
}

export interface VerificationBannerState {
  tier: Exclude<VerificationTier, 'completed'>;
  tone: 'warning' | 'info' | 'error';
  /** 'verify' opens the verification steps, 'mail' writes to support, null shows no button (AS §4). */
  action: 'verify' | 'mail' | null;
}

/** AS §4: what the banner shows for a tier; completed shows nothing. */
export function verificationBannerState(tier: VerificationTier): VerificationBannerState | null {
  switch (tier) {
    case 'completed':
      return null;
    case 'required':
      return { tier, tone: 'warning', action: 'verify' };
    case 'start':
    case 'collecting_data':
      return { tier, tone: 'info', action: 'verify' };
    case 'in_progress':
      return { tier, tone: 'info', action: null };
    case 'failed':
      return { tier, tone: 'error', action: 'verify' };
    case 'expired':
      return { tier, tone: 'error', action: 'mail' };
  }
}

/** Where the banner's button leads: the first verification step (AS §2.1 /verification/*, AS §2.2). */
export const VERIFICATION_START_PATH = '/verification/identity';
