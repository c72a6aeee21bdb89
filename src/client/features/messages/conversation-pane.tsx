import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from '../../router';
import { channelListPath, type ChannelStatus } from '../../../shared/domain/messaging/inbox';
import type { ChannelDetails } from '../../../shared/schemas/messaging';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError } from '../../api/http';
import { markChannelRead, messagingKeys, sendMessage, setChannelArchived } from '../../api/messaging';
import { Button } from '../../ui/button';
import { MessageComposer } from '../../ui/chat/message-composer';
import { MessageThread } from '../../ui/chat/message-thread';
import { useSnackbar } from '../../ui/snackbar';
import { Spinner } from '../../ui/spinner';
import { ConversationHeader } from './conversation-header';
import { appendMessage, bumpChannel, refreshChannel, threadOf, useChannel, useMessages } from './api';

// One open conversation: its header, the thread (older pages on demand) and the composer. Opening
// it marks it read; a sent message is added to the thread once stored and moves the channel up in
// the lists. Archive and Unarchive say so in a snackbar that offers Undo.

/** Marks the conversation read; the lists and the badge follow. Failures are harmless (it stays unread). */
export function useMarkRead() {
  const client = useQueryClient();
  return useCallback(
    (channelId: string) =>
      markChannelRead(channelId).then(
        () => refreshChannel(client, channelId),
        () => undefined,
      ),
    [client],
  );
}

export function ConversationPane({ channelId, status }: { channelId: string; status: ChannelStatus }) {
  const intl = useIntl();
  const client = useQueryClient();
  const channel = useChannel(channelId);
  const messages = useMessages(channelId);
  const markRead = useMarkRead();
  const snackbar = useSnackbar();
  const [archiving, setArchiving] = useState(false);
  const loaded = messages.isSuccess;
  const pane = useRef<HTMLElement>(null);
  const ready = channel.isSuccess;

  // On a phone the conversation fills the screen between the bars once it is there (the CSS
  // sizes it so): the composer is in view without scrolling the page by hand.
  useEffect(() => {
    if (ready && window.matchMedia?.('(max-width: 767px)').matches) pane.current?.scrollIntoView?.({ block: 'start' });
  }, [ready]);

  // Opened with unread messages: read, once they are shown. The answer makes the count 0, so
  // this does not repeat; a failed read leaves it unread.
  const unread = channel.data?.unreadCount ?? 0;
  useEffect(() => {
    if (loaded && unread > 0) void markRead(channelId);
  }, [loaded, unread, channelId, markRead]);

  const archive = async (archived: boolean, undoable = true) => {
    setArchiving(true);
    try {
      const summary = await setChannelArchived(channelId, archived);
      client.setQueryData<ChannelDetails>(messagingKeys.channel(channelId), (now) => (now ? { ...now, ...summary } : now));
      refreshChannel(client, channelId);
      snackbar.show({
        messageId: archived ? 'messages.conversation.archived' : 'messages.conversation.unarchived',
        tone: 'success',
        ...(undoable && { action: { messageId: 'messages.conversation.undo', onAction: () => void archive(!archived, false) } }),
      });
    } catch {
      snackbar.show({ messageId: 'messages.conversation.archiveFailed', tone: 'error' });
    } finally {
      setArchiving(false);
    }
  };

  const send = async (input: { clientMessageId: string; body: string }) => {
    const stored = await sendMessage(channelId, input);
    appendMessage(client, stored);
    bumpChannel(client, stored);
    return stored;
  };

  const back = (
    <Link to={channelListPath(status)} className="conversation-pane__back">
      <span aria-hidden="true">← </span>
      <FormattedMessage id="messages.conversation.back" />
    </Link>
  );

  if (channel.isPending)
    return (
      <section className="conversation-pane conversation-pane--state" aria-busy="true">
        {back}
        <Spinner label={intl.formatMessage({ id: 'messages.conversation.loading' })} />
      </section>
    );
  if (channel.isError) {
    const notFound = channel.error.status === 404;
    return (
      <section className="conversation-pane conversation-pane--state">
        {back}
        <div role="alert" className="notice notice--error">
          <p>
            <FormattedMessage id={notFound ? 'messages.conversation.notFound' : 'messages.conversation.loadError'} />
          </p>
          {!notFound && <p>{generalErrorTexts(intl, toApiError(channel.error)).join(' ')}</p>}
          {!notFound && (
            <Button variant="secondary" onClick={() => void channel.refetch()} busy={channel.isFetching}>
              <FormattedMessage id="messages.retry" />
            </Button>
          )}
        </div>
      </section>
    );
  }

  return (
    <section className="conversation-pane" aria-labelledby="conversation-title" ref={pane}>
      {back}
      <ConversationHeader channel={channel.data} onArchive={(archived) => void archive(archived)} archiving={archiving} />
      {messages.isPending ? (
        <div className="conversation-pane__thread-state">
          <Spinner label={intl.formatMessage({ id: 'messages.conversation.loadingMessages' })} />
        </div>
      ) : messages.isError && !messages.data ? (
        <div role="alert" className="notice notice--error conversation-pane__thread-state">
          <p>
            <FormattedMessage id="messages.conversation.messagesError" />
          </p>
          <Button variant="secondary" onClick={() => void messages.refetch()} busy={messages.isFetching}>
            <FormattedMessage id="messages.retry" />
          </Button>
        </div>
      ) : (
        <MessageThread
          messages={threadOf(messages.data)}
          ownRole="host"
          hasOlder={messages.hasNextPage}
          loadingOlder={messages.isFetchingNextPage}
          onLoadOlder={() => void messages.fetchNextPage()}
        />
      )}
      {messages.isFetchNextPageError && (
        <p role="alert" className="conversation-pane__older-error">
          <FormattedMessage id="messages.conversation.olderFailed" />
        </p>
      )}
      {/* Keyed by conversation: a draft belongs to its conversation. */}
      <MessageComposer key={channelId} send={send} disabled={!loaded} />
    </section>
  );
}
