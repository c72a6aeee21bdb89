import { useId } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
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
  const intl = useIntl();
  if (!allowed.conversationType && !allowed.recent) return null;
  return (
    <div className="channel-filters">
      {allowed.conversationType && (
        <div className="channel-filters__type">
          <label htmlFor={id}>
            <FormattedMessage id="messages.filters.type" />
          </label>
          <select id={id} value={type ?? ''} onChange={(e) => onType((e.target.value || null) as ConversationType | null)}>
            <option value="">{intl.formatMessage({ id: 'messages.filters.allTypes' })}</option>
            {CONVERSATION_TYPES.map((t) => (
              <option key={t} value={t}>
                {intl.formatMessage({ id: `messages.filters.types.${t}` })}
              </option>
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
