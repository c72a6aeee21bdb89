import {
  ChannelDetailsSchema,
  ChannelListSchema,
  ChannelSearchResultSchema,
  ChannelSummarySchema,
  ConversationCreatedSchema,
  MessagePageSchema,
  MessageSchema,
  MessagingTokenSchema,
  type ChannelDetails,
  type ChannelList,
  type ChannelSearchResult,
  type ChannelSummary,
  type ConversationCreate,
  type Message,
  type MessagePage,
  type MessagePost,
  type MessagingToken,
} from '../../shared/schemas/messaging';
import type { ChannelStatus, ConversationType } from '../../shared/domain/messaging/inbox';
import { api, callApi, parseAnswer } from './http';

// The host's inbox calls (AS §7 Messaging; server: routes/messaging.ts).
// Answers are checked with the schemas the server builds them from.

export const messagingKeys = {
  all: ['messaging'] as const,
  channels: (q: ChannelListParams) => ['messaging', 'channels', q] as const,
  channel: (id: string) => ['messaging', 'channel', id] as const,
  messages: (id: string) => ['messaging', 'messages', id] as const,
  search: (q: string) => ['messaging', 'search', q] as const,
};

export interface ChannelListParams {
  status: ChannelStatus;
  search: string;
  type: ConversationType | null;
  recent: boolean;
  page: number;
  limit?: number;
}

const id = (s: string) => encodeURIComponent(s);

export const fetchMessagingToken = (signal?: AbortSignal): Promise<MessagingToken> =>
  callApi(async () => parseAnswer(MessagingTokenSchema, await api.get('app/messaging/token', { signal }).json()));

/** Opens (or finds) the conversation of a booking, request or inquiry. */
export const createConversation = (body: ConversationCreate): Promise<string> =>
  callApi(async () => parseAnswer(ConversationCreatedSchema, await api.post('app/messaging/conversation', { json: body }).json()).conversationId);

export const fetchChannels = (q: ChannelListParams, signal?: AbortSignal): Promise<ChannelList> =>
  callApi(async () =>
    parseAnswer(
      ChannelListSchema,
      await api
        .get('app/messaging/channels', {
          searchParams: { status: q.status, 'criteria[search]': q.search, ...(q.type ? { type: q.type } : {}), recent: q.recent ? '1' : '0', page: q.page, limit: q.limit ?? 20 },
          signal,
        })
        .json(),
    ),
  );

export const searchChannels = (q: string, signal?: AbortSignal): Promise<ChannelSearchResult> =>
  callApi(async () => parseAnswer(ChannelSearchResultSchema, await api.get('app/messaging/channels/search', { searchParams: { q }, signal }).json()));

export const fetchChannel = (channelId: string, signal?: AbortSignal): Promise<ChannelDetails> =>
  callApi(async () => parseAnswer(ChannelDetailsSchema, await api.get(`app/messaging/channels/${id(channelId)}`, { signal }).json()));

export const fetchMessages = (channelId: string, before: string | null, signal?: AbortSignal): Promise<MessagePage> =>
  callApi(async () =>
    parseAnswer(MessagePageSchema, await api.get(`app/messaging/channels/${id(channelId)}/messages`, { searchParams: before ? { before } : {}, signal }).json()),
  );

/** Answers only after the message is stored; sending the same clientMessageId again is safe. */
export const sendMessage = (channelId: string, body: MessagePost): Promise<Message> =>
  callApi(async () => parseAnswer(MessageSchema, await api.post(`app/messaging/channels/${id(channelId)}/messages`, { json: body }).json()));

export const markChannelRead = (channelId: string): Promise<void> =>
  callApi(async () => void (await api.post(`app/messaging/channels/${id(channelId)}/read`)));

export const setChannelArchived = (channelId: string, archived: boolean): Promise<ChannelSummary> =>
  callApi(async () =>
    parseAnswer(ChannelSummarySchema, await api.post(`app/messaging/channels/${id(channelId)}/${archived ? 'archive' : 'unarchive'}`).json()),
  );

/** The live channel's URL (EventSource sends no headers, so the short-lived messaging token goes in the query). */
export const messagingEventsUrl = (token: string) => `/api/messaging/events?token=${encodeURIComponent(token)}`;
