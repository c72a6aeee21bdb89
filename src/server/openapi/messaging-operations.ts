import type { Operation } from './operation';
import {
  ChannelDetailsSchema,
  ChannelListQuerySchema,
  ChannelListSchema,
  ChannelSearchQuerySchema,
  ChannelSearchResultSchema,
  ChannelSummarySchema,
  ConversationCreatedSchema,
  ConversationCreateSchema,
  MessagePageQuerySchema,
  MessagePageSchema,
  MessagePostSchema,
  MessageSchema,
} from '../../shared/schemas/messaging';

const tag = 'messaging';

// OpenAPI entries of the host's inbox (AS §7 Messaging). {id} is a conversation id (uuid).
export const messagingOperations: Operation[] = [
  { method: 'post', path: '/api/app/messaging/conversation', summary: 'The conversation of a booking, request or inquiry (by code), opened when it has none; a booking made from a request shares the request\'s; 409 while onboarding is in progress', tag, auth: true, body: ConversationCreateSchema, response: ConversationCreatedSchema },
  { method: 'get', path: '/api/app/messaging/channels', summary: 'The host\'s conversations: inbox (not archived), all or archived; search by member name or booking code, type, recent (last day), paging; newest message first', tag, auth: true, query: ChannelListQuerySchema, response: ChannelListSchema },
  { method: 'get', path: '/api/app/messaging/channels/search', summary: 'Autocomplete: conversations whose guest name or booking code matches q (at least 2 characters), matches at the start first', tag, auth: true, query: ChannelSearchQuerySchema, response: ChannelSearchResultSchema },
  { method: 'get', path: '/api/app/messaging/channels/{id}', summary: 'A conversation with its stay (another host\'s answers 404)', tag, auth: true, response: ChannelDetailsSchema },
  { method: 'get', path: '/api/app/messaging/channels/{id}/messages', summary: 'A page of messages, oldest first, ending before `before` (a message id)', tag, auth: true, query: MessagePageQuerySchema, response: MessagePageSchema },
  { method: 'post', path: '/api/app/messaging/channels/{id}/messages', summary: 'Send a message as the host (201 once stored; the same clientMessageId again answers the stored message with 200); 409 while onboarding is in progress', tag, auth: true, success: [201, 200], body: MessagePostSchema, response: MessageSchema },
  { method: 'post', path: '/api/app/messaging/channels/{id}/read', summary: 'The host has read the conversation (204)', tag, auth: true, success: [204] },
  { method: 'post', path: '/api/app/messaging/channels/{id}/archive', summary: 'Archive a conversation (a new guest message brings it back to the inbox)', tag, auth: true, response: ChannelSummarySchema },
  { method: 'post', path: '/api/app/messaging/channels/{id}/unarchive', summary: 'Bring an archived conversation back to the inbox', tag, auth: true, response: ChannelSummarySchema },
];
