import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messagingTokens } from '../../db/schema';
import type { HostRow } from '../../domain-types';
import { recordAudit } from '../audit';
import { hostDisplayName } from './conversations';
import { MESSAGING_TOKEN_TTL_SECONDS } from '../../../shared/domain/messaging/guest-access';
import type { MessagingToken } from '../../../shared/schemas/messaging';

// The live channel's own short-lived tokens (GET /api/app/messaging/token). An EventSource
// cannot send an Authorization header, so the stream's URL carries this single-purpose token
// instead of the host's access token; only its hash is stored, so a leaked row opens nothing.

/** Random bearer secrets of 32 bytes, base64url (also the guest's session tokens). */
export const newSecret = () => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Expired rows removed per issue: enough to keep up, never a long delete in a request. */
const CLEANUP_BATCH = 100;

export async function issueMessagingToken(db: Db, host: HostRow, staff: HostRow | null): Promise<MessagingToken> {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + MESSAGING_TOKEN_TTL_SECONDS * 1000);
  await db.transaction(async (tx) => {
    await tx.insert(messagingTokens).values({ tokenHash: hashSecret(token), hostId: host.id, expiresAt });
    await recordAudit(tx as unknown as Db, { host, staff, action: 'messaging.token-issued', detail: { expiresAt: expiresAt.toISOString() } });
  });
  await deleteExpiredMessagingTokens(db);
  return { token, userId: host.id, userName: hostDisplayName(host), expiresAt: expiresAt.toISOString() };
}

/** The host a live-channel token speaks for, or null when it is unknown or expired. */
export async function hostOfMessagingToken(db: Db, token: string | undefined): Promise<string | null> {
  if (!token || token.length > 128) return null;
  const [row] = await db
    .select({ hostId: messagingTokens.hostId })
    .from(messagingTokens)
    .where(and(eq(messagingTokens.tokenHash, hashSecret(token)), gt(messagingTokens.expiresAt, new Date())))
    .limit(1);
  return row?.hostId ?? null;
}

/** Opportunistic, bounded clean-up of tokens past their expiry. */
export async function deleteExpiredMessagingTokens(db: Db): Promise<void> {
  const expired = db.select({ tokenHash: messagingTokens.tokenHash }).from(messagingTokens).where(lte(messagingTokens.expiresAt, new Date())).limit(CLEANUP_BATCH);
  await db.delete(messagingTokens).where(inArray(messagingTokens.tokenHash, expired));
}
