import { useIntl } from '../i18n/intl';
import { useLocation, useNavigate } from '../router';
import { activeHostPanel } from '../../shared/domain/host-panels';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuTrigger } from '../ui/menu';
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
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger className={trigger.className} aria-label={trigger.label} data-testid={trigger.testId}>
        {trigger.content}
      </MenuTrigger>
      <MenuContent aria-label={trigger.label}>
        <MenuLabel className="menu__label">{intl.formatMessage({ id: 'shell.hostPanels.title' })}</MenuLabel>
        {items.map((item) => {
          const label = intl.formatMessage({ id: item.labelKey });
          const name = item.badge ? intl.formatMessage({ id: 'nav.withBadge' }, { label, count: item.badge }) : label;
          return (
            <MenuItem
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
            </MenuItem>
          );
        })}
      </MenuContent>
    </Menu>
  );
}
