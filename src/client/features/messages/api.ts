import { keepPreviousData, useInfiniteQuery, useQueries, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { CHANNEL_SEARCH_MIN_LENGTH } from '../../../shared/domain/messaging/inbox';
import { messagePreview } from '../../../shared/domain/messaging/message-rules';
import type { ChannelDetails, ChannelList, ChannelSummary, Message, MessagePage } from '../../../shared/schemas/messaging';
import { fetchChannel, fetchChannels, fetchMessages, messagingKeys, searchChannels, type ChannelListParams } from '../../api/messaging';
import type { ApiError } from '../../api/http';
import { queryKeys } from '../../api/queries';
import { addToThread } from '../../api/thread-cache';

// Server state of the inbox under the fixed keys of api/messaging.ts. A list is the pages shown so
// far (Show more adds one), each page its own cache entry; a conversation's messages are an
// infinite query whose first page is the newest (older pages follow, fetched with before=).

export const CHANNEL_PAGE_LIMIT = 20;

export type ListFilters = Omit<ChannelListParams, 'page' | 'limit'>;

export function useChannelPages(filters: ListFilters, pageCount: number, enabled: boolean) {
  const queries = useQueries({
    queries: Array.from({ length: pageCount }, (_, i) => {
      const q: ChannelListParams = { ...filters, page: i + 1, limit: CHANNEL_PAGE_LIMIT };
      return {
        queryKey: messagingKeys.channels(q),
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchChannels(q, signal),
        enabled,
        // A new filter keeps the previous first page on screen until the next one arrives.
        ...(i === 0 && { placeholderData: keepPreviousData }),
      };
    }),
  });
  const first = queries[0];
  const seen = new Set<string>();
  // A channel that moved up between two page loads would show twice: the first one wins.
  const items = queries.flatMap((q) => q.data?.items ?? []).filter((c) => !seen.has(c.id) && (seen.add(c.id), true));
  const last = queries.at(-1);
  return {
    items,
    total: first?.data?.pagination.total ?? 0,
    isPending: first?.isPending ?? true,
    isError: first?.isError ?? false,
    error: first?.error as ApiError | null | undefined,
    isFetching: queries.some((q) => q.isFetching),
    hasMore: last?.data?.pagination.next != null,
    loadingMore: pageCount > 1 && (last?.isPending ?? false),
    moreFailed: pageCount > 1 && (last?.isError ?? false),
    refetch: () => queries.forEach((q) => void q.refetch()),
  };
}

export function useChannelSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: messagingKeys.search(term),
    queryFn: ({ signal }) => searchChannels(term, signal),
    enabled: term.length >= CHANNEL_SEARCH_MIN_LENGTH,
    staleTime: 10_000,
  });
}

export function useChannel(channelId: string) {
  return useQuery<ChannelDetails, ApiError>({ queryKey: messagingKeys.channel(channelId), queryFn: ({ signal }) => fetchChannel(channelId, signal) });
}

export function useMessages(channelId: string) {
  return useInfiniteQuery<MessagePage, ApiError, InfiniteData<MessagePage, string | null>, ReturnType<typeof messagingKeys.messages>, string | null>({
    queryKey: messagingKeys.messages(channelId),
    queryFn: ({ pageParam, signal }) => fetchMessages(channelId, pageParam, signal),
    initialPageParam: null,
    getNextPageParam: (page) => page.nextBefore,
  });
}

/** The conversation oldest first, each message once (pages may overlap after a refetch). */
export function threadOf(data: InfiniteData<MessagePage, string | null> | undefined): Message[] {
  if (!data) return [];
  const seen = new Set<string>();
  return [...data.pages]
    .reverse()
    .flatMap((p) => p.items)
    .filter((m) => !seen.has(m.id) && (seen.add(m.id), true));
}

/** Adds a stored message (sent here, or arrived live) to its loaded conversation, once; true when it was new there. */
export const appendMessage = (client: QueryClient, message: Message): boolean => addToThread(client, messagingKeys.messages(message.conversationId), message);

/** A new message: the lists show its preview and time at once; then they are read again (order, unread). */
export function bumpChannel(client: QueryClient, message: Message) {
  const bump = (c: ChannelSummary): ChannelSummary =>
    c.id === message.conversationId
      ? { ...c, last_message_at: message.createdAt, lastMessage: { preview: messagePreview(message.body), senderRole: message.senderRole } }
      : c;
  client.setQueriesData<ChannelList>({ queryKey: ['messaging', 'channels'] }, (list) => (list ? { ...list, items: list.items.map(bump) } : list));
  void invalidateLists(client);
}

export const invalidateLists = (client: QueryClient) => client.invalidateQueries({ queryKey: ['messaging', 'channels'] });

/** After reading or archiving: lists, the channel's header and the nav badge follow. */
export function refreshChannel(client: QueryClient, channelId: string) {
  void invalidateLists(client);
  void client.invalidateQueries({ queryKey: messagingKeys.channel(channelId) });
  void client.invalidateQueries({ queryKey: queryKeys.userInfo });
}
