import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from '../../router';
import type { MenuProps } from '../../shell/deferred-menu';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuTrigger } from '../../ui/menu';
import type { FixTarget } from './listing-rules';

// The units to fix when several of a property need it (HC §4 "action needed"), fetched with the
// Radix menu on first use (shell/deferred-menu.tsx): most property cards never open it, and the
// menu's code is about 18 KB gzip of the properties page's first load.

export default function FixUnitMenu({ trigger, defaultOpen, targets }: MenuProps<{ targets: readonly FixTarget[] }>) {
  const intl = useIntl();
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger className={trigger.className} aria-label={trigger.label}>
        {trigger.content}
      </MenuTrigger>
      <MenuContent align="start">
        <MenuLabel className="menu__label">
          <FormattedMessage id="properties.fix.chooseUnit" />
        </MenuLabel>
        {targets.map((t) => (
          <MenuItem key={t.unitId} asChild className="menu__item">
            <Link to={t.to}>{t.title ?? intl.formatMessage({ id: 'properties.untitledUnit' })}</Link>
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  );
}
