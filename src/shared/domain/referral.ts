// The referral programme (account-and-shell §7 "cello-token", the "Invite a host" dialog): rules
// the server and the browser share.

/** A referral code: 8 characters of the RFC 4648 base32 alphabet, derived from the host id. */
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_PATTERN = /^[A-Z2-7]{8}$/;

/** How long a widget token lives; the dialog asks for a new one each time it opens. */
export const REFERRAL_TOKEN_TTL_SECONDS = 60 * 60;

/** Tokens one host may ask for in the window: far above opening the dialog, far below a script. */
export const REFERRAL_TOKEN_LIMIT = { perHost: 30, windowSeconds: 10 * 60 } as const;

/** The address a referred host opens: the register redirect, carrying the code. */
export const invitationLink = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/$/, '')}/redirect/register?ref=${encodeURIComponent(code)}`;

/** The code of an invitation link's query (?ref=), or null when it is not a code's shape. */
export function referralCodeOf(search: string): string | null {
  const ref = new URLSearchParams(search).get('ref')?.trim().toUpperCase() ?? '';
  return REFERRAL_CODE_PATTERN.test(ref) ? ref : null;
}
