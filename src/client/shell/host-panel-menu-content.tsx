import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { activeHostPanel } from '../../shared/domain/host-panels';
import type { MenuProps } from './deferred-menu';
import type { HostPanelMenuProps } from './host-panel-menu-props';
import { Icon } from './icons';

// The host-panel dropdown (fetched on first use): one item per area, the current one marked,
// badges read as part of the item's name as in the navigation. Arrow keys, Enter and Escape
// come with Radix.

export default function HostPanelMenuContent({ items, trigger, defaultOpen }: MenuProps<HostPanelMenuProps>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = activeHostPanel(items, pathname);

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={trigger.className} aria-label={trigger.label} data-testid={trigger.testId}>
        {trigger.content}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6} aria-label={trigger.label}>
          <DropdownMenu.Label className="menu__label">{intl.formatMessage({ id: 'shell.hostPanels.title' })}</DropdownMenu.Label>
          {items.map((item) => {
            const label = intl.formatMessage({ id: item.labelKey });
            const name = item.badge ? intl.formatMessage({ id: 'nav.withBadge' }, { label, count: item.badge }) : label;
            return (
              <DropdownMenu.Item
                key={item.id}
                className="menu__item"
                aria-label={name}
                aria-current={item.id === current ? 'page' : undefined}
                onSelect={() => navigate(item.path)}
              >
                <Icon name={item.id} size={18} />
                <span>{label}</span>
                {item.badge && (
                  <span className="badge" aria-hidden="true">
                    {item.badge}
                  </span>
                )}
                {item.id === current && (
                  <span className="menu__hint" aria-hidden="true">
                    ✓
                  </span>
                )}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
