import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client';
import { serverSecret } from './keys';

// A browser that has signed in to an account carries a signed cookie that says so. The account's
// growing wait after wrong passwords (SIGN_IN_WAIT in interactions.ts) is there for guesses from
// anywhere; a browser the account has signed in from gets a wait of its own instead, so guesses
// from elsewhere cannot keep the owner out, and the owner's own typos do not give guessers a turn.
// The cookie names no account: it holds a random id and a signature over the id and the e-mail.

export const KNOWN_BROWSER_COOKIE = 'hp_known_browser';
const KEY_NAME = 'known-browser-secret';
const MAX_AGE_SECONDS = 180 * 86_400;

const secretOf = serverSecret(KEY_NAME);

const signatureOf = (secret: string, id: string, email: string) => createHmac('sha256', secret).update(`${id}|${email.toLowerCase()}`).digest('base64url');

/** The id of this browser when it has signed in to `email` before, else null. */
export async function knownBrowserId(db: Db, c: Context, email: string): Promise<string | null> {
  const value = getCookie(c, KNOWN_BROWSER_COOKIE);
  const [id, signature] = value?.split('.') ?? [];
  if (!id || !signature || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
  const expected = Buffer.from(signatureOf(await secretOf(db), id, email));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** After a right password: this browser is known to `email` from now on (a new id each time). */
export async function rememberBrowser(db: Db, c: Context, email: string): Promise<void> {
  const id = randomBytes(16).toString('base64url');
  setCookie(c, KNOWN_BROWSER_COOKIE, `${id}.${signatureOf(await secretOf(db), id, email)}`, { path: '/auth', secure: true, httpOnly: true, sameSite: 'Lax', maxAge: MAX_AGE_SECONDS });
}
