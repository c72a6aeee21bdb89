import type { UserInfo } from '../schemas/user-info';

// The "confirm your e-mail address" banner (src/client/shell/email-verification-banner.tsx) as a
// pure rule: it shows to a host whose address is not confirmed, on every page, until the link of
// the confirmation mail is followed. Staff acting for a host do not see it: the link goes to the
// host's inbox, not theirs.
export function canShowEmailVerificationBanner(user: Pick<UserInfo, 'emailVerified' | 'isImpersonating'> | null | undefined): boolean {
  return !!user && !user.emailVerified && !user.isImpersonating;
}
