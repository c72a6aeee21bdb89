import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useNavigate } from '../../router';
import { unreadNames } from '../../../shared/domain/notifications';
import type { Notification } from '../../../shared/schemas/notifications';
import type { MenuProps } from '../../shell/deferred-menu';
import { useNow } from '../../ui/countdown';
import { Menu, MenuContent, MenuGroup, MenuItem, MenuLabel, MenuTrigger } from '../../ui/menu';
import { NotificationItemBody } from './notification-item';
import { useMarkNotificationsRead, useNotifications } from './use-notifications';
import { LoadingSkeleton } from '../../ui/loading-skeleton';

// The notifications dropdown (AS §2.10; AS §9: 460 wide, max height 250 to 600,
// z-index 250), fetched on first use: title, list or empty state, and "Mark all as read".
// Radix gives the keyboard (arrows between items, Escape closes, focus back on the bell).
// Choosing a notification marks it read and follows its action; mark-all keeps the menu open so
// the host sees the dots go (AS §4).

export default function NotificationsMenu({ trigger, defaultOpen }: MenuProps<object>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const now = useNow();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const items = notifications.data?.items ?? [];
  const unread = unreadNames(items);

  const follow = (n: Notification) => {
    if (!n.interacted) markRead.mutate([n.interactionType]);
    navigate(n.action.path);
  };

  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger className={trigger.className} aria-label={trigger.label} data-testid={trigger.testId}>
        {trigger.content}
      </MenuTrigger>
      <MenuContent className="menu notifications-menu" collisionPadding={8} aria-label={intl.formatMessage({ id: 'notifications.title' })}>
        <div className="notifications-menu__head">
          <MenuLabel className="notifications-menu__title">
            <FormattedMessage id="notifications.title" />
          </MenuLabel>
          <MenuItem
            className="notifications-menu__mark-all"
            disabled={unread.length === 0}
            onSelect={(event) => {
              event.preventDefault();
              markRead.mutate(unread);
            }}
          >
            <FormattedMessage id="notifications.markAllRead" />
          </MenuItem>
        </div>
        {markRead.isError && (
          <p className="notifications-menu__error" role="alert">
            <FormattedMessage id="app.notificationBell.markFailed" />
          </p>
        )}
        {notifications.isPending ? (
          <LoadingSkeleton className="notifications-menu__state" label={<FormattedMessage id="notifications.loading" />} lines={3} />
        ) : notifications.isError && items.length === 0 ? (
          <p className="notifications-menu__state" role="alert">
            <FormattedMessage id="notifications.loadFailed" />
          </p>
        ) : items.length === 0 ? (
          <div className="notifications-menu__empty">
            <strong>
              <FormattedMessage id="notifications.empty.title" />
            </strong>
            <span>
              <FormattedMessage id="notifications.empty.details" />
            </span>
          </div>
        ) : (
          <MenuGroup className="notifications-menu__list">
            {items.map((n) => (
              <MenuItem
                key={n.interactionType}
                className={`notification-item${n.interacted ? '' : ' notification-item--unread'}`}
                data-testid="notification-item"
                onSelect={() => follow(n)}
              >
                <NotificationItemBody notification={n} now={now} />
              </MenuItem>
            ))}
          </MenuGroup>
        )}
      </MenuContent>
    </Menu>
  );
}
