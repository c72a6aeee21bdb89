// The referral programme (AS §7 "cello-token", the "Invite a host" dialog): rules
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

/** A referral code in its stored form (upper case), or null when the value is not a code's shape. */
export function referralCodeFrom(value: unknown): string | null {
  const ref = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return REFERRAL_CODE_PATTERN.test(ref) ? ref : null;
}

/** The code of an invitation link's query (?ref=), or null when it is not a code's shape. */
export function referralCodeOf(search: string): string | null {
  return referralCodeFrom(new URLSearchParams(search).get('ref'));
}

/**
 * The authorization request parameters that open the identity server's registration form
 * (oidc-provider has no prompt=create) and carry the invitation's code to it.
 */
export const REGISTER_SCREEN = { param: 'screen', value: 'register', refParam: 'ref' } as const;

/** The authorization parameters of /redirect/register: the registration form, and ?ref= when it is a code. */
export function registrationParams(search: string): Record<string, string> {
  const ref = referralCodeOf(search);
  return { [REGISTER_SCREEN.param]: REGISTER_SCREEN.value, ...(ref && { [REGISTER_SCREEN.refParam]: ref }) };
}
