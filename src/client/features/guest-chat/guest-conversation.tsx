import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { GuestSession, Message, MessagePage, MessagePost } from '../../../shared/schemas/messaging';
import { guestChatKeys, useGuestChatApi } from '../../api/guest-chat';
import type { ApiError } from '../../api/http';
import { useLiveEvents, useLiveRetry, useLiveStatus } from '../../api/live-events';
import { addToThread, type ThreadPages } from '../../api/thread-cache';
import { MessageComposer } from '../../ui/chat/message-composer';
import { MessageThread } from '../../ui/chat/message-thread';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';

// The guest's conversation: the newest page first, older pages on demand; messages that arrive
// live (or that the guest sends) are added to the cache once, by id, so a message both sent and
// heard on the stream shows once (api/thread-cache.ts). After the stream was down, and once it
// first listens (the thread was read while it opened), the pages are reloaded.

/** Oldest first, as the thread shows them (the pages are newest first, each page oldest first). */
const inOrder = (data: ThreadPages | undefined): Message[] => (data ? [...data.pages].reverse().flatMap((p) => p.items) : []);

export function GuestConversation({ session }: { session: GuestSession }) {
  const intl = useIntl();
  const api = useGuestChatApi();
  const queryClient = useQueryClient();
  const messages = useInfiniteQuery<MessagePage, ApiError, ThreadPages, typeof guestChatKeys.messages, string | null>({
    queryKey: guestChatKeys.messages,
    queryFn: ({ pageParam, signal }) => api.messages(pageParam, signal),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextBefore,
    retry: false,
    staleTime: Infinity,
  });
  const list = useMemo(() => inOrder(messages.data), [messages.data]);

  const add = useCallback((message: Message) => addToThread(queryClient, guestChatKeys.messages, message), [queryClient]);

  // The host's messages are read once the guest has them on screen: one that arrives while the
  // tab is in the background is read when the guest comes back to it.
  const readLater = useRef(false);
  const markRead = useCallback(() => {
    readLater.current = document.visibilityState === 'hidden';
    if (!readLater.current) void api.read().catch(() => undefined);
  }, [api]);
  const loaded = messages.isSuccess;
  useEffect(() => {
    if (loaded) markRead();
  }, [loaded, markRead]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && readLater.current) markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markRead]);

  useLiveEvents({
    onMessage: ({ conversationId, message }) => {
      if (conversationId !== session.conversationId) return;
      add(message);
      if (message.senderRole !== 'guest') markRead();
    },
    onReconnected: () => void queryClient.invalidateQueries({ queryKey: guestChatKeys.messages }),
    // The thread was read while the stream was still opening: a message stored in between is read now.
    onListening: () => void queryClient.invalidateQueries({ queryKey: guestChatKeys.messages }),
  });

  const send = useCallback(async (post: MessagePost) => add(await api.send(post)), [api, add]);

  return (
    <section className="guest-chat__conversation" aria-labelledby="guest-chat-thread-title">
      <h2 id="guest-chat-thread-title" className="guest-chat__thread-title">
        <FormattedMessage id="guest-chat.chat.thread.title" />
      </h2>
      <LiveNotice />
      {messages.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'guest-chat.chat.loading' })} />
      ) : messages.isError && !messages.data ? (
        <div className="guest-chat__notice guest-chat__notice--error guest-chat__notice--live" role="alert">
          <FormattedMessage id="guest-chat.chat.messagesFailed" />
          <Button variant="secondary" onClick={() => void messages.refetch()}>
            <FormattedMessage id="guest-chat.chat.tryAgain" />
          </Button>
        </div>
      ) : (
        <>
          <MessageThread
            messages={list}
            ownRole="guest"
            hasOlder={messages.hasNextPage}
            loadingOlder={messages.isFetchingNextPage}
            onLoadOlder={() => void messages.fetchNextPage()}
          />
          {messages.isFetchNextPageError && (
            <p className="guest-chat__notice guest-chat__notice--error" role="alert">
              <FormattedMessage id="guest-chat.chat.olderFailed" />
            </p>
          )}
        </>
      )}
      <MessageComposer send={send} disabled={!messages.isSuccess} />
    </section>
  );
}

/** Says when new messages cannot arrive (the stream is down), with Reconnect when it gave up. */
function LiveNotice() {
  const status = useLiveStatus();
  const retry = useLiveRetry();
  if (status !== 'retrying' && status !== 'failed') return null;
  return (
    <div className="guest-chat__notice guest-chat__notice--live" role="status">
      <FormattedMessage id={`guest-chat.chat.live.${status}`} />
      {status === 'failed' && (
        <Button variant="secondary" onClick={retry}>
          <FormattedMessage id="guest-chat.chat.live.reconnect" />
        </Button>
      )}
    </div>
  );
}
