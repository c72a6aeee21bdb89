import * as v from 'valibot';

// The login path may carry ?id=<encoded e-mail> (AS §2.3), e.g. a link in an
// e-mail to a host. We read it as base64url (standard base64 is accepted too) of the host's
// e-mail address; it becomes the OIDC login_hint, which the identity server's sign-in page
// puts into the e-mail field. Anything that does not decode to an e-mail address is ignored:
// a broken link must still lead to an empty sign-in form, never to an error.

export const LOGIN_HINT_PARAM = 'id';

/** The paths that start a sign-in: / is the login route (AS §2.1), the others are its redirects. */
export const LOGIN_PATHS: readonly string[] = ['/', '/redirect/login', '/redirect/platform/login', '/redirect/register'];

/** The longest e-mail address (RFC 5321) as base64: longer values are not worth decoding. */
const MAX_ENCODED_LENGTH = 344;

const Email = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254), v.email());

/** The e-mail address an encoded login hint holds, or undefined when it holds none. */
export function decodeLoginHint(encoded: string | null | undefined): string | undefined {
  if (!encoded || encoded.length > MAX_ENCODED_LENGTH) return undefined;
  // URLSearchParams reads an unescaped '+' of standard base64 as a space; put it back.
  const base64 = encoded.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]+$/.test(base64) || base64.length % 4 === 1) return undefined;
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
    const parsed = v.safeParse(Email, text);
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** The encoded form of an address, for links that open the sign-in with it filled in. */
export function encodeLoginHint(email: string): string {
  const bytes = new TextEncoder().encode(email);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const isLoginPath = (pathname: string) => LOGIN_PATHS.includes(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * Splits a path (pathname, query, hash) into where to go after sign-in and the login hint its
 * id parameter holds. Only login paths carry a hint; their id parameter is dropped from the
 * target so the address does not stay in the address bar after sign-in. Other paths are kept
 * whole (their id may mean something else).
 */
export function splitLoginHint(path: string): { returnTo: string; loginHint?: string } {
  const url = new URL(path, 'http://host.invalid');
  if (!isLoginPath(url.pathname) || !url.searchParams.has(LOGIN_HINT_PARAM)) return { returnTo: path };
  const loginHint = decodeLoginHint(url.searchParams.get(LOGIN_HINT_PARAM));
  url.searchParams.delete(LOGIN_HINT_PARAM);
  const returnTo = `${url.pathname}${url.search}${url.hash}`;
  return loginHint ? { returnTo, loginHint } : { returnTo };
}
