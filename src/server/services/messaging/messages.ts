import { and, desc, eq, getTableName, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers, conversations, messages } from '../../db/schema';
import { newId } from '../../db/ids';
import { notifyLive } from './live-notice';
import type { Message, MessagePage } from '../../../shared/schemas/messaging';

// Storing and reading messages: the one write path of both sides (host routes, guest routes,
// stay creation, seeds). A message is acknowledged only after its transaction commits, and the
// live notice is sent by that same commit, so a client never sees a message that is not stored.

type MessageRow = typeof messages.$inferSelect;
type Role = MessageRow['senderRole'];

export interface PostMessageInput {
  conversationId: string;
  hostId: string;
  senderRole: Role;
  body: string;
  clientMessageId: string;
}

const SYSTEM_NAME = 'Host portal';

export function toMessage(row: MessageRow, senderName: string | undefined): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderRole: row.senderRole,
    // System messages (stay events) have no member behind them, so no name.
    senderName: senderName ?? '',
    body: row.body,
    clientMessageId: row.clientMessageId,
    createdAt: row.createdAt.toISOString(),
  };
}

async function senderNames(db: Db, conversationId: string): Promise<Record<Role, string>> {
  const members = await db.select().from(conversationMembers).where(eq(conversationMembers.conversationId, conversationId));
  const names: Record<Role, string> = { host: 'Host', guest: 'Guest', system: SYSTEM_NAME };
  for (const m of members) names[m.role] = m.displayName;
  return names;
}

/**
 * Stores a message (the caller has checked who may write to the conversation). The same
 * clientMessageId from the same side returns the stored message again instead of a second one,
 * so a retry after a lost answer is safe. Sets last_message_at; a guest's message brings an
 * archived conversation back to the inbox; the sender has read up to their own message.
 * Pass `tx` to write inside a transaction the caller already holds.
 */
export async function postMessage(db: Db, input: PostMessageInput, options: { at?: Date; inTransaction?: boolean } = {}): Promise<{ message: Message; created: boolean }> {
  const write = async (tx: Db) => {
    const at = options.at ?? new Date();
    const [inserted] = await tx
      .insert(messages)
      .values({ id: newId(at.getTime()), conversationId: input.conversationId, senderRole: input.senderRole, body: input.body, clientMessageId: input.clientMessageId, createdAt: at })
      .onConflictDoNothing({ target: [messages.conversationId, messages.senderRole, messages.clientMessageId] })
      .returning();
    const names = await senderNames(tx, input.conversationId);
    if (!inserted) {
      const [stored] = await tx
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, input.conversationId), eq(messages.senderRole, input.senderRole), eq(messages.clientMessageId, input.clientMessageId)))
        .limit(1);
      return { message: toMessage(stored, names[stored.senderRole]), created: false };
    }
    await tx
      .update(conversations)
      .set({
        lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
        ...(input.senderRole === 'guest' ? { archivedAt: null } : {}),
      })
      .where(eq(conversations.id, input.conversationId));
    if (input.senderRole !== 'system') {
      await tx
        .update(conversationMembers)
        .set({ lastReadAt: at })
        .where(and(eq(conversationMembers.conversationId, input.conversationId), eq(conversationMembers.role, input.senderRole)));
    }
    await notifyLive(tx, { kind: 'message', hostId: input.hostId, conversationId: input.conversationId, messageId: inserted.id });
    return { message: toMessage(inserted, names[inserted.senderRole]), created: true };
  };
  return options.inTransaction ? write(db) : db.transaction((tx) => write(tx as unknown as Db));
}

/** One message by id (the live hub reads each notified message once). */
export async function readMessage(db: Db, messageId: string): Promise<Message | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
  if (!row) return null;
  const names = await senderNames(db, row.conversationId);
  return toMessage(row, names[row.senderRole]);
}

/** A page of the conversation, oldest first, ending just before `before` (or at the newest). */
export async function listMessages(db: Db, conversationId: string, query: { before?: string; limit: number }): Promise<MessagePage> {
  let cursor = undefined as ReturnType<typeof or>;
  if (query.before) {
    const [anchor] = await db.select({ id: messages.id, createdAt: messages.createdAt }).from(messages).where(and(eq(messages.id, query.before), eq(messages.conversationId, conversationId))).limit(1);
    if (!anchor) return { items: [], nextBefore: null };
    cursor = or(lt(messages.createdAt, anchor.createdAt), and(eq(messages.createdAt, anchor.createdAt), lt(messages.id, anchor.id)));
  }
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), cursor))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.limit + 1);
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit).reverse();
  const names = await senderNames(db, conversationId);
  return { items: page.map((r) => toMessage(r, names[r.senderRole])), nextBefore: more ? page[0].id : null };
}

/** The side has read everything up to now; the other instances' lists hear of it. */
export async function markRead(db: Db, conversationId: string, hostId: string, role: 'host' | 'guest'): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(conversationMembers)
      .set({ lastReadAt: sql`now()` })
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.role, role)));
    await notifyLive(tx as unknown as Db, { kind: 'channel', hostId, conversationId });
  });
}

/**
 * The outer conversation's id, always table-qualified: in a select from `conversations` alone,
 * drizzle writes a column inside a selected sql`` bare ("id"), which in the subselect below would
 * mean the message's own id.
 */
const outerConversationId = sql`${sql.identifier(getTableName(conversations))}.${sql.identifier(conversations.id.name)}`;

/** Unread messages of one side: the other sides' messages after its read mark (SQL, for lists and counts). */
export const unreadFor = (role: 'host' | 'guest') => sql<number>`(
  select count(*)::int from ${messages} m
  where m.conversation_id = ${outerConversationId} and m.sender_role <> ${role}
    and m.created_at > coalesce((select cm.last_read_at from ${conversationMembers} cm where cm.conversation_id = ${outerConversationId} and cm.role = ${role}), '-infinity'::timestamptz)
)`;
