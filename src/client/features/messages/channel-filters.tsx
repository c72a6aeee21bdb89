import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { CONVERSATION_TYPES, type ConversationType, type InboxFilters } from '../../../shared/domain/messaging/inbox';

// The list's filters, each only for the hosts it applies to (inboxFilters): the conversation type
// (InquiriesWithInbox hosts) and "Recent (last day)" (staff, or staff acting for a host).

export function ChannelFilters({
  allowed,
  type,
  recent,
  onType,
  onRecent,
}: {
  allowed: InboxFilters;
  type: ConversationType | null;
  recent: boolean;
  onType: (type: ConversationType | null) => void;
  onRecent: (recent: boolean) => void;
}) {
  const id = useId();
  if (!allowed.conversationType && !allowed.recent) return null;
  return (
    <div className="channel-filters">
      {allowed.conversationType && (
        <div className="channel-filters__type">
          <label htmlFor={id}>
            <FormattedMessage id="messages.filters.type" />
          </label>
          <select id={id} value={type ?? ''} onChange={(e) => onType((e.target.value || null) as ConversationType | null)}>
            <FormattedMessage id="messages.filters.allTypes">{(text) => <option value="">{text}</option>}</FormattedMessage>
            {CONVERSATION_TYPES.map((t) => (
              <FormattedMessage key={t} id={`messages.filters.types.${t}`}>
                {(text) => <option value={t}>{text}</option>}
              </FormattedMessage>
            ))}
          </select>
        </div>
      )}
      {allowed.recent && (
        <label className="channel-filters__recent">
          <input type="checkbox" checked={recent} onChange={(e) => onRecent(e.target.checked)} />
          <FormattedMessage id="messages.filters.recent" />
        </label>
      )}
    </div>
  );
}
