import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from '../../i18n/intl';
import { useLiveEvents, useLiveRetry, useLiveStatus } from '../../api/live-events';
import { messagingKeys } from '../../api/messaging';
import { Button } from '../../ui/button';
import { useMarkRead } from './conversation-pane';
import { appendMessage, bumpChannel, invalidateLists } from './api';

// The inbox on the live channel (the shell holds the one connection): a message
// joins its conversation's thread (once, by id) and moves its channel up; a guest's message in the
// open conversation is read at once. A changed channel (read, archived) is read again; after a
// reconnection everything the inbox holds is, since events may have been missed meanwhile, and so
// it is when the stream first listens, if the inbox was read before (opened with the page).

export function InboxLive({ openChannelId }: { openChannelId: string | null }) {
  const client = useQueryClient();
  const markRead = useMarkRead();
  useLiveEvents({
    onMessage: ({ conversationId, message }) => {
      const added = appendMessage(client, message);
      bumpChannel(client, message);
      if (added && conversationId === openChannelId && message.senderRole === 'guest') void markRead(conversationId);
    },
    onChannel: ({ conversationId }) => {
      void invalidateLists(client);
      void client.invalidateQueries({ queryKey: messagingKeys.channel(conversationId) });
    },
    onReconnected: () => void client.invalidateQueries({ queryKey: messagingKeys.all }),
    // The inbox opened with the page and was read while the stream was still opening.
    onListening: () => void client.invalidateQueries({ queryKey: messagingKeys.all }),
  });
  return <LiveStatusNotice />;
}

/** A small note while new messages may be late (reconnecting) or do not arrive (failed). */
function LiveStatusNotice() {
  const status = useLiveStatus();
  const retry = useLiveRetry();
  if (status === 'retrying')
    return (
      <p className="inbox-live inbox-live--retrying" role="status">
        <FormattedMessage id="messages.live.retrying" />
      </p>
    );
  if (status === 'failed')
    return (
      <div className="inbox-live inbox-live--failed" role="status">
        <p>
          <FormattedMessage id="messages.live.failed" />
        </p>
        <Button variant="ghost" onClick={retry}>
          <FormattedMessage id="messages.live.retry" />
        </Button>
      </div>
    );
  return null;
}
