import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

// What one server instance tells the others (and itself) after a messaging write commits:
// PostgreSQL NOTIFY on one channel; every instance LISTENs and fans out to its own open streams
// (services/messaging/live-hub.ts). Only ids travel (NOTIFY payloads are capped at 8,000 bytes);
// each instance reads the message once per notice.

export const LIVE_CHANNEL = 'messaging_events';

export type LiveNotice =
  /** A message was stored. */
  | { kind: 'message'; hostId: string; conversationId: string; messageId: string }
  /** A conversation changed without a new message (read, archived, unarchived). */
  | { kind: 'channel'; hostId: string; conversationId: string };

/** Queues the notice in the caller's transaction: PostgreSQL delivers it only if that transaction commits. */
export async function notifyLive(tx: Db, notice: LiveNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
}

export function parseLiveNotice(payload: string): LiveNotice | null {
  try {
    const n = JSON.parse(payload) as Partial<LiveNotice>;
    if (typeof n.hostId !== 'string' || typeof n.conversationId !== 'string') return null;
    if (n.kind === 'message' && typeof n.messageId === 'string') return n as LiveNotice;
    if (n.kind === 'channel') return { kind: 'channel', hostId: n.hostId, conversationId: n.conversationId };
    return null;
  } catch {
    return null;
  }
}
