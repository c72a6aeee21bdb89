import { FormattedMessage, useIntl } from '../../i18n/intl';
import { SystemMessageText } from '../../ui/chat/message-thread';
import { Link } from '../../router';
import { conversationPath, type ChannelStatus } from '../../../shared/domain/messaging/inbox';
import type { ChannelSummary } from '../../../shared/schemas/messaging';
import { relativeTime } from './relative-time';

// One conversation in the list: who, which stay (code, kind, unit), the last message and when, how
// many are unread (bold when some are) and whether it is archived. The whole row is one link.

export const guestNameOf = (c: Pick<ChannelSummary, 'members'>) => c.members.find((m) => m.role === 'guest')?.name ?? '';

export function ChannelListItem({ channel, status, current, now }: { channel: ChannelSummary; status: ChannelStatus; current: boolean; now: number }) {
  const intl = useIntl();
  const unread = channel.unreadCount > 0;
  const guest = guestNameOf(channel);
  return (
    <li className={`channel-item${unread ? ' channel-item--unread' : ''}${current ? ' channel-item--current' : ''}`}>
      <Link to={conversationPath(status, channel.id)} className="channel-item__link" aria-current={current ? 'page' : undefined}>
        <span className="channel-item__top">
          <span className="channel-item__guest">{guest}</span>
          {channel.last_message_at && (
            <time className="channel-item__time" dateTime={channel.last_message_at}>
              {relativeTime(intl, channel.last_message_at, now)}
            </time>
          )}
        </span>
        <span className="channel-item__stay">
          <span className="channel-item__code">{channel.bookingCode}</span>
          <span className="channel-item__type">
            <FormattedMessage id={`messages.type.${channel.conversationType}`} />
          </span>
          <span className="channel-item__unit">{channel.unitTitle}</span>
          {channel.archived && (
            <span className="channel-item__archived">
              <FormattedMessage id="messages.list.archived" />
            </span>
          )}
        </span>
        <span className="channel-item__bottom">
          <span className="channel-item__preview">
            {channel.lastMessage ? (
              channel.lastMessage.senderRole === 'system' ? (
                <SystemMessageText body={channel.lastMessage.preview} />
              ) : channel.lastMessage.senderRole === 'host' ? (
                <FormattedMessage id="messages.list.youWrote" values={{ preview: channel.lastMessage.preview }} />
              ) : (
                channel.lastMessage.preview
              )
            ) : (
              <FormattedMessage id="messages.list.noMessages" />
            )}
          </span>
          {unread && (
            <span className="channel-item__unread badge">
              <span aria-hidden="true">{channel.unreadCount > 10 ? '10+' : channel.unreadCount}</span>
              <span className="visually-hidden">
                <FormattedMessage id="messages.list.unread" values={{ count: channel.unreadCount }} />
              </span>
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
