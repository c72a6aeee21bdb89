import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, type hosts } from '../../db/schema';
import { conflict } from '../../domain-errors';
import { recordAudit } from '../audit';
import { findStay, type StayKind } from '../bookings/stay-rows';
import { openConversation } from './conversations';
import { listMessages, markRead, postMessage } from './messages';
import { notifyLive } from './live-notice';
import { channelSummary, hostConversation } from './channels';
import { messagingStarts } from '../../../shared/domain/messaging/inbox';
import type { ChannelSummary, ConversationCreate, Message, MessagePage, MessagePost } from '../../../shared/schemas/messaging';

// The host's writes to the inbox (AS §2.6, AS §7 Messaging): each one transaction
// with its audit row (the message body never goes into the audit detail: it is the guest's
// and host's private words, and the messages table already keeps it).

type HostRow = typeof hosts.$inferSelect;
export interface Actor {
  host: HostRow;
  staff: { id: string } | null;
}

/** "Messaging is not started while onboarding is in progress" (AS §2.6): nothing is opened or sent. */
function ensureMessagingStarted(host: HostRow) {
  if (!messagingStarts(host)) throw conflict('Messaging starts once onboarding is finished: finish onboarding to write to guests.');
}

const STAY_OF: Record<keyof ConversationCreate, StayKind> = { bookingId: 'booking', bookingRequestId: 'request', bookingInquiryId: 'inquiry' };

/** POST /messaging/conversation: the stay's conversation, opened when it has none (the same stay answers the same id). */
export async function openHostConversation(db: Db, actor: Actor, body: ConversationCreate): Promise<{ conversationId: string }> {
  ensureMessagingStarted(actor.host);
  const field = (Object.keys(STAY_OF) as (keyof ConversationCreate)[]).find((k) => body[k])!;
  const kind = STAY_OF[field];
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Locked, so two first calls for one stay queue and the second sees the first's conversation.
    const { stay } = await findStay(tx, actor.host.id, kind, body[field]!, true);
    const conversationId = await openConversation(tx, stay);
    if (stay.conversationId !== conversationId) {
      await recordAudit(tx, { host: actor.host, staff: actor.staff, action: 'conversation.open', target: conversationId, detail: { code: stay.code, kind } });
    }
    return { conversationId };
  });
}

/** GET /messaging/channels/{id}/messages. */
export async function hostMessages(db: Db, hostId: string, id: string, query: { before?: string; limit: number }): Promise<MessagePage> {
  await hostConversation(db, hostId, id);
  return listMessages(db, id, query);
}

/**
 * POST /messaging/channels/{id}/messages: stored before it is answered; the same clientMessageId
 * again answers the stored message (created false) and writes nothing.
 */
export async function sendHostMessage(db: Db, actor: Actor, id: string, body: MessagePost): Promise<{ message: Message; created: boolean }> {
  ensureMessagingStarted(actor.host);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await hostConversation(tx, actor.host.id, id);
    const result = await postMessage(tx, { conversationId: id, hostId: actor.host.id, senderRole: 'host', body: body.body, clientMessageId: body.clientMessageId }, { inTransaction: true });
    if (result.created) {
      await recordAudit(tx, { host: actor.host, staff: actor.staff, action: 'message.send', target: id, detail: { messageId: result.message.id, length: body.body.length } });
    }
    return result;
  });
}

/** POST /messaging/channels/{id}/read: the host has read the conversation up to now. */
export async function readHostConversation(db: Db, hostId: string, id: string): Promise<void> {
  await hostConversation(db, hostId, id);
  await markRead(db, id, hostId, 'host');
}

/** POST /messaging/channels/{id}/archive | /unarchive: out of (or back into) the inbox; other open lists hear of it. */
export async function setArchived(db: Db, actor: Actor, id: string, archived: boolean): Promise<ChannelSummary> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await hostConversation(tx, actor.host.id, id, true);
    if ((row.archivedAt !== null) !== archived) {
      await tx
        .update(conversations)
        .set({ archivedAt: archived ? new Date() : null })
        .where(eq(conversations.id, id));
      await recordAudit(tx, { host: actor.host, staff: actor.staff, action: archived ? 'conversation.archive' : 'conversation.unarchive', target: id });
      await notifyLive(tx, { kind: 'channel', hostId: actor.host.id, conversationId: id });
    }
    return channelSummary(tx, actor.host.id, id);
  });
}
