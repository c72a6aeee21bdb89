import { useIntl } from '../i18n/intl';
import { deferredMenu } from './deferred-menu';
import type { HostPanelMenuProps } from './host-panel-menu-props';
import { Icon } from './icons';

// The host-panel menu of the desktop header (AS §2.5): a grid button whose dropdown lists the
// host's areas (shared/domain/host-panels.ts). The Radix menu is fetched on first use, like the
// account and help menus (deferred-menu.tsx).

const Menu = deferredMenu<HostPanelMenuProps>(() => import('./host-panel-menu-content'));

export function HostPanelMenu({ items }: HostPanelMenuProps) {
  const intl = useIntl();
  return (
    <Menu
      items={items}
      trigger={{
        className: 'icon-button',
        label: intl.formatMessage({ id: 'shell.hostPanels.open' }),
        testId: 'host-panel-menu-trigger',
        content: <Icon name="panels" />,
      }}
    />
  );
}
