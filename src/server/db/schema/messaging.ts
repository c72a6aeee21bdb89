// The inbox: conversations, their members and messages, the live channel's tokens, and guest
// sign-ins to a stay.
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { hosts } from './hosts';
import { bookings } from './bookings';

// Inbox (AS §2.6, AS §7 Messaging): one conversation per stay thread — opened for a
// booking, a request or an inquiry. A booking made by confirming a request keeps the request's
// conversation (bookings.conversation_id points here). Its id is the channelId of
// /messages/{channelStatus}/{channelId}.
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    /** The stay the conversation was opened for. */
    stayId: uuid('stay_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    conversationType: text('conversation_type', { enum: ['booking', 'request', 'inquiry'] }).notNull(),
    /** Archived by the host; a new guest message brings it back to the inbox. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversations_host_order_idx').on(t.hostId, t.lastMessageAt)],
);

// The two sides of a conversation and how far each has read (unread counts).
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['host', 'guest'] }).notNull(),
    displayName: text('display_name').notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.role] })],
);

// Messages are stored before they are acknowledged; the sender's clientMessageId makes a retried
// send land once.
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role', { enum: ['host', 'guest', 'system'] }).notNull(),
    body: text('body').notNull(),
    clientMessageId: text('client_message_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_time_idx').on(t.conversationId, t.createdAt),
    uniqueIndex('messages_client_id_idx').on(t.conversationId, t.senderRole, t.clientMessageId),
  ],
);

// Short-lived tokens of the live channel (GET /api/app/messaging/token): an EventSource cannot
// send an Authorization header, so the stream takes this single-purpose token in its URL instead
// of the host's access token. Stored hashed, so a leaked database row opens nothing.
export const messagingTokens = pgTable('messaging_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  hostId: uuid('host_id')
    .notNull()
    .references(() => hosts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// A guest signed in with booking code and e-mail (/guest/login): the guest_token cookie holds the
// token, the database its hash and the stay it opens.
export const guestSessions = pgTable('guest_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  stayId: uuid('stay_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
