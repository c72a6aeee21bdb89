import { useIntl } from '../../i18n/intl';
import { deferredMenu } from '../../shell/deferred-menu';
import { Icon } from '../../shell/icons';

// The header's Help button (AS §2.9): a question mark that opens the help dropdown.
// The dropdown, its articles and the contact form are fetched on first use (deferred-menu.tsx),
// so the first route's JavaScript carries only this button.

const Menu = deferredMenu<object>(() => import('./help-menu-content'), ['support']);

export function HelpMenu({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'app.helpMenu.open' });
  return (
    <Menu
      trigger={{
        className: compact ? 'icon-button' : 'header-button',
        label,
        testId: 'help-menu-trigger',
        content: (
          <>
            <Icon name="help" />
            {!compact && <span className="header-button__text">{label}</span>}
          </>
        ),
      }}
    />
  );
}
