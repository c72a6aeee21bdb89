import { FormattedMessage, useIntl } from '../../i18n/intl';
import { largestUnit } from '../../../shared/domain/countdown';
import type { Notification } from '../../../shared/schemas/notifications';
import { Countdown } from '../../ui/countdown';
import { NotificationIcon } from './notification-icon';

// One notification: its icon, title and description naming the unit (an import overlap: also the
// nights and dates it concerns), how long ago it happened (a request: the countdown to the answer
// deadline instead), and a dot while unread.

const day = (intl: ReturnType<typeof useIntl>, iso: string) => intl.formatDate(`${iso}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

export function NotificationItemBody({ notification, now }: { notification: Notification; now: number }) {
  const intl = useIntl();
  const { type, unitTitle, createdAt, deadline, nights, interacted } = notification;
  const ago = largestUnit(now - Date.parse(createdAt));
  return (
    <>
      <NotificationIcon type={type} />
      <span className="notification-item__text">
        <span className="notification-item__title">
          <FormattedMessage id={`notifications.${type}.title`} />
        </span>
        <span className="notification-item__description">
          <FormattedMessage
            id={`notifications.${type}.description`}
            values={{ unit: unitTitle, ...(nights && { count: nights.count, from: day(intl, nights.from), to: day(intl, nights.to) }) }}
          />
        </span>
        <span className="notification-item__meta">
          {deadline ? (
            <FormattedMessage id="notifications.answerWithin" values={{ countdown: <Countdown deadline={deadline} /> }} />
          ) : (
            <time dateTime={createdAt} title={intl.formatDate(createdAt, { dateStyle: 'medium', timeStyle: 'short' })}>
              {intl.formatRelativeTime(-ago.value, ago.unit, { numeric: 'auto' })}
            </time>
          )}
        </span>
      </span>
      {!interacted && (
        <span className="notification-item__dot" data-testid="unread-dot">
          <span className="visually-hidden">
            <FormattedMessage id="notifications.unread" />
          </span>
        </span>
      )}
    </>
  );
}
