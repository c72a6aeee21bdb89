import { useIntl } from '../../i18n/intl';
import { notificationBadge } from '../../../shared/domain/notifications';
import { deferredMenu } from '../../shell/deferred-menu';
import { BellIcon } from './bell-icon';
import { useNotifications } from './use-notifications';
import './notifications.css';

// The bell with the unread count (AS §9: shown up to 10, then "10+"). The dropdown is fetched on
// first use: until then a plain button drawn the same way stands in (shell/deferred-menu.tsx).

const Menu = deferredMenu<object>(() => import('./notifications-menu'), ['notifications']);

export default function BellButton() {
  const intl = useIntl();
  const { data } = useNotifications();
  const unread = data?.unread ?? 0;
  const badge = notificationBadge(unread);
  return (
    <Menu
      trigger={{
        className: 'icon-button notification-bell',
        label: intl.formatMessage({ id: 'app.notificationBell.open' }, { count: unread }),
        testId: 'notification-bell',
        content: (
          <>
            <BellIcon />
            {badge && (
              <span className="badge notification-bell__badge" data-testid="notification-badge" aria-hidden="true">
                {badge}
              </span>
            )}
          </>
        ),
      }}
    />
  );
}
