import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { mailSuppressions } from '../../db/schema';
import { serverSecret } from '../../auth/keys';
import { MAIL_KINDS, isSecurityMailKind, type MailKind } from '../../../shared/domain/mail/outbox';

// One-click unsubscribe (RFC 8058). Every mail of a kind carries
//   List-Unsubscribe: <{PUBLIC_URL}/api/public/mail/unsubscribe/{token}>
//   List-Unsubscribe-Post: List-Unsubscribe=One-Click
// where the token names the address and the kind and is signed (HMAC under a secret kept in
// server_keys, like photo-access.ts), so nobody can stop another person's mail. A POST to the link
// records the opt-out (routes/mail-unsubscribe.ts); a GET only shows a page asking to confirm,
// because mail scanners open links.

const KEY_NAME = 'mail-unsubscribe-secret';
const secretOf = serverSecret(KEY_NAME);

const signatureOf = (secret: string, payload: string) => createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

/** Signs tokens; read the secret before a transaction and use the signer inside it. */
export async function unsubscribeSigner(db: Db): Promise<(address: string, kind: MailKind) => string> {
  const secret = await secretOf(db);
  return (address, kind) => {
    const payload = `${kind}.${Buffer.from(address.toLowerCase()).toString('base64url')}`;
    return `${payload}.${signatureOf(secret, payload)}`;
  };
}

/** The link; `hl` only picks the language of the page a browser sees there (it is not signed, and needs not be). */
export const unsubscribeUrl = (publicUrl: string, token: string, locale: string) => `${publicUrl}/api/public/mail/unsubscribe/${token}?hl=${locale}`;

/** The address and kind a token names, or null when it is malformed or its signature is wrong. */
export async function readUnsubscribeToken(db: Db, token: string): Promise<{ address: string; kind: MailKind } | null> {
  const match = /^([a-z.-]{1,64})\.([A-Za-z0-9_-]{1,700})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, kind, encoded, signature] = match;
  // A security mail cannot be stopped (shared/domain/mail/outbox.ts SECURITY_MAIL_KINDS).
  if (!(MAIL_KINDS as readonly string[]).includes(kind!) || isSecurityMailKind(kind!)) return null;
  const expected = Buffer.from(signatureOf(await secretOf(db), `${kind}.${encoded}`));
  const given = Buffer.from(signature!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { address: Buffer.from(encoded!, 'base64url').toString('utf8'), kind: kind as MailKind };
}

/** Records the opt-out; doing it twice is the same as once. A bounce already recorded stays. */
export async function recordUnsubscribe(db: Db, address: string, kind: MailKind): Promise<void> {
  await db.insert(mailSuppressions).values({ address: address.toLowerCase(), kind, reason: 'unsubscribed' }).onConflictDoNothing();
}
