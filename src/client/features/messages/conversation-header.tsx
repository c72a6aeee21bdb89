import { FormattedMessage, useIntl, type IntlShape } from '../../i18n/intl';
import { Link } from '../../router';
import type { ChannelDetails } from '../../../shared/schemas/messaging';
import { Button } from '../../ui/button';
import { guestNameOf } from './channel-list-item';

// Who and which stay the conversation is about: guest, code, kind, unit, dates, the stay's status
// and a link to it; Archive or Unarchive.

/** The stay's status in the host's language (bookings write CONFIRMED, inquiries confirmed: one text each). */
export function stayStatusText(intl: IntlShape, status: string): string {
  const id = `messages.stayStatus.${status.toUpperCase()}`;
  return id in intl.messages ? intl.formatMessage({ id }) : status;
}

export function ConversationHeader({ channel, onArchive, archiving }: { channel: ChannelDetails; onArchive: (archived: boolean) => void; archiving: boolean }) {
  const intl = useIntl();
  const dates = intl.formatDateTimeRange(new Date(`${channel.checkIn}T00:00:00Z`), new Date(`${channel.checkOut}T00:00:00Z`), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <header className="conversation-header">
      <div className="conversation-header__who">
        <h2 className="conversation-header__guest" id="conversation-title">
          {guestNameOf(channel)}
        </h2>
        <p className="conversation-header__stay">
          <span>{channel.bookingCode}</span>
          <span>
            <FormattedMessage id={`messages.type.${channel.conversationType}`} />
          </span>
          <span>{channel.unitTitle}</span>
          <span>{dates}</span>
          <span>
            <FormattedMessage id="messages.conversation.guests" values={{ count: channel.guests }} />
          </span>
          <span className="conversation-header__status">{stayStatusText(intl, channel.stayStatus)}</span>
        </p>
      </div>
      <div className="conversation-header__actions">
        <Link className="button button--ghost" to={channel.stayPath}>
          <FormattedMessage id={`messages.conversation.openStay.${channel.conversationType}`} />
        </Link>
        <Button variant="secondary" busy={archiving} onClick={() => onArchive(!channel.archived)}>
          <FormattedMessage id={channel.archived ? 'messages.conversation.unarchive' : 'messages.conversation.archive'} />
        </Button>
      </div>
    </header>
  );
}
