import * as v from 'valibot';
import { pageOf, pagedSearchQuery } from './pagination';
import { CHANNEL_SEARCH_MIN_LENGTH, CHANNEL_STATUSES, CONVERSATION_TYPES } from '../domain/messaging/inbox';
import { MESSAGE_MAX_LENGTH } from '../domain/messaging/message-rules';
import { GUEST_CANCEL_REASON_MAX } from '../domain/bookings/guest-cancel';

// Inbox and guest chat on the wire (AS §2.6, AS §7 Messaging). The chat service's
// paths are "not shown" in the spec; ours are REST paths in the same style:
//   host  (bearer):  GET  /api/app/messaging/token
//                    POST /api/app/messaging/conversation                 {bookingId|bookingRequestId|bookingInquiryId} -> {conversationId}
//                    GET  /api/app/messaging/channels                     ?status&criteria[search]&type&recent&page&limit
//                    GET  /api/app/messaging/channels/search              ?q -> autocomplete
//                    GET  /api/app/messaging/channels/{id}
//                    GET  /api/app/messaging/channels/{id}/messages       ?before&limit
//                    POST /api/app/messaging/channels/{id}/messages       {clientMessageId, body} -> 201 Message
//                    POST /api/app/messaging/channels/{id}/read           -> 204
//                    POST /api/app/messaging/channels/{id}/archive | /unarchive -> ChannelSummary
//   live  (messaging token in the query): GET /api/messaging/events?token=  (Server-Sent Events)
//   guest (guest_token cookie): POST /api/guest/login, POST /api/guest/logout, GET /api/guest/session,
//                    GET|POST /api/guest/messages, POST /api/guest/read, GET /api/guest/events (SSE),
//                    POST /api/guest/stay/cancel {reason?} -> GuestSession
// Stay ids are codes (HP-XXXXXX), as everywhere else.

export const ChannelStatusSchema = v.picklist(CHANNEL_STATUSES);
export const ConversationTypeSchema = v.picklist(CONVERSATION_TYPES);
export const SenderRoleSchema = v.picklist(['host', 'guest', 'system']);
export type SenderRole = v.InferOutput<typeof SenderRoleSchema>;

export const MessagingTokenSchema = v.object({
  token: v.string(),
  /** Who the live channel speaks for (the spec's chat user id and name; a missing one fails the chat). */
  userId: v.string(),
  userName: v.string(),
  expiresAt: v.string(),
});
export type MessagingToken = v.InferOutput<typeof MessagingTokenSchema>;

const stayCode = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(32, 'must be at most 32 characters'));

/** POST /messaging/conversation: exactly one of the three (a booking, a request or an inquiry). */
export const ConversationCreateSchema = v.pipe(
  v.strictObject({ bookingId: v.optional(stayCode), bookingRequestId: v.optional(stayCode), bookingInquiryId: v.optional(stayCode) }),
  v.check((b) => [b.bookingId, b.bookingRequestId, b.bookingInquiryId].filter(Boolean).length === 1, 'give exactly one of bookingId, bookingRequestId, bookingInquiryId'),
);
export type ConversationCreate = v.InferOutput<typeof ConversationCreateSchema>;
export const ConversationCreatedSchema = v.object({ conversationId: v.string() });

export const ChannelMemberSchema = v.object({ role: v.picklist(['host', 'guest']), name: v.string() });

export const ChannelSummarySchema = v.object({
  id: v.string(),
  bookingCode: v.string(),
  conversationType: ConversationTypeSchema,
  /** The stay's status now (a booking, request or inquiry status). */
  stayStatus: v.string(),
  unitTitle: v.string(),
  checkIn: v.string(),
  checkOut: v.string(),
  members: v.array(ChannelMemberSchema),
  archived: v.boolean(),
  last_message_at: v.nullable(v.string()),
  lastMessage: v.nullable(v.object({ preview: v.string(), senderRole: SenderRoleSchema })),
  /** Messages from the guest the host has not read. */
  unreadCount: v.number(),
});
export type ChannelSummary = v.InferOutput<typeof ChannelSummarySchema>;
export const ChannelListSchema = pageOf(ChannelSummarySchema);
export type ChannelList = v.InferOutput<typeof ChannelListSchema>;

export const ChannelListQuerySchema = v.object({
  status: v.optional(ChannelStatusSchema, 'inbox'),
  type: v.optional(ConversationTypeSchema),
  /** '1': only conversations with a message in the last day (the special user's filter). */
  recent: v.optional(v.picklist(['0', '1'], 'recent must be 0 or 1'), '0'),
  ...pagedSearchQuery,
});
export type ChannelListQuery = v.InferOutput<typeof ChannelListQuerySchema>;

export const ChannelSearchQuerySchema = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(CHANNEL_SEARCH_MIN_LENGTH, `q must be at least ${CHANNEL_SEARCH_MIN_LENGTH} characters`), v.maxLength(80, 'q must be at most 80 characters')),
});
/** Autocomplete answer: member names or booking codes that match, best first. */
export const ChannelSearchResultSchema = v.object({
  items: v.array(v.object({ id: v.string(), bookingCode: v.string(), guestName: v.string(), unitTitle: v.string(), archived: v.boolean() })),
});
export type ChannelSearchResult = v.InferOutput<typeof ChannelSearchResultSchema>;

export const MessageSchema = v.object({
  id: v.string(),
  conversationId: v.string(),
  senderRole: SenderRoleSchema,
  senderName: v.string(),
  /** Plain text: rendered as text, never as HTML. */
  body: v.string(),
  clientMessageId: v.string(),
  createdAt: v.string(),
});
export type Message = v.InferOutput<typeof MessageSchema>;

/** A page of a conversation, oldest first; `before` of the next call is nextBefore (null: the start was reached). */
export const MessagePageSchema = v.object({ items: v.array(MessageSchema), nextBefore: v.nullable(v.string()) });
export type MessagePage = v.InferOutput<typeof MessagePageSchema>;
export const MESSAGE_PAGE_LIMIT = 50;

export const MessagePageQuerySchema = v.object({
  before: v.optional(v.pipe(v.string(), v.uuid('before must be a message id'))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'limit must be a whole number'), v.transform(Number), v.minValue(1, 'limit must be at least 1'), v.maxValue(100, 'limit must be at most 100')), String(MESSAGE_PAGE_LIMIT)),
});

export const MessagePostSchema = v.strictObject({
  /** Chosen by the sender once per message; sending it again returns the stored message instead of a second one. */
  clientMessageId: v.pipe(v.string(), v.regex(/^[\w-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _')),
  body: v.pipe(
    v.string('must be text'),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(MESSAGE_MAX_LENGTH, `must be at most ${MESSAGE_MAX_LENGTH} characters`),
  ),
});
export type MessagePost = v.InferOutput<typeof MessagePostSchema>;

/** The conversation with its stay, for the conversation header (GET /messaging/channels/{id}). */
export const ChannelDetailsSchema = v.object({
  ...ChannelSummarySchema.entries,
  guests: v.number(),
  unitId: v.string(),
  /** Where the host reads the stay: /bookings/{code}, /booking-requests/{code}, /inquiries/{code}. */
  stayPath: v.string(),
});
export type ChannelDetails = v.InferOutput<typeof ChannelDetailsSchema>;

// Guest side.
export const GuestLoginSchema = v.strictObject({
  bookingCode: v.pipe(v.string('must be text'), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(32, 'must be at most 32 characters')),
  email: v.pipe(v.string('must be text'), v.trim(), v.email('must be an e-mail address'), v.maxLength(254, 'must be at most 254 characters')),
});
export type GuestLogin = v.InferOutput<typeof GuestLoginSchema>;

/** What a signed-in guest sees of the stay and the host. */
export const GuestSessionSchema = v.object({
  bookingCode: v.string(),
  kind: ConversationTypeSchema,
  stayStatus: v.string(),
  guestName: v.string(),
  hostName: v.string(),
  unitTitle: v.string(),
  checkIn: v.string(),
  checkOut: v.string(),
  guests: v.number(),
  conversationId: v.string(),
  expiresAt: v.string(),
  /** May the guest cancel the stay now (shared/domain/bookings/guest-cancel.ts, on the property's day)? */
  canCancel: v.boolean(),
});
/** GET /api/guest/current-session: the session when the guest_token cookie holds one, else null (being signed out is not an error). */
export const CurrentGuestSessionSchema = v.object({ session: v.nullable(GuestSessionSchema) });

export type GuestSession = v.InferOutput<typeof GuestSessionSchema>;

/** POST /api/guest/stay/cancel: the guest cancels their stay, maybe saying why (quoted to the host). */
export const GuestStayCancelSchema = v.strictObject({
  reason: v.optional(v.pipe(v.string('must be text'), v.trim(), v.maxLength(GUEST_CANCEL_REASON_MAX, `must be at most ${GUEST_CANCEL_REASON_MAX} characters`))),
});
export type GuestStayCancel = v.InferOutput<typeof GuestStayCancelSchema>;

// Live events (SSE `event:` names and their `data:` JSON).
/** A stored message, to the host's streams and the conversation's guest streams. */
export const LiveMessageEventSchema = v.object({ conversationId: v.string(), message: MessageSchema });
/** A conversation changed without a new message (read, archived, unarchived): lists refetch it. */
export const LiveChannelEventSchema = v.object({ conversationId: v.string() });
export const LIVE_EVENTS = { message: 'message', channel: 'channel', ready: 'ready' } as const;
