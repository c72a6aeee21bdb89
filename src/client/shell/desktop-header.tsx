import { useIntl } from '../i18n/intl';
import { Link } from '../router';
import type { NavigationItem } from '../../shared/domain/navigation';
import type { UserInfo } from '../../shared/schemas/user-info';
import { useSession } from '../auth/session-context';
import { Button } from '../ui/button';
import { CreditIndicator } from './credit-indicator';
import { HelpMenu } from '../features/support/help-menu';
import { hostPanelItems } from '../../shared/domain/host-panels';
import { HostPanelMenu } from './host-panel-menu';
import { NotificationBell } from '../features/notifications/notification-bell';
import { LanguageSwitch } from './language-switch';
import { NavLinks } from './nav-links';
import { UserMenu } from './user-menu';

// The desktop header (AS §2.5): brand, centre navigation, and on the right the language switch,
// the credit indicator, the host-panel menu, help, the bell and the account menu (or a sign-in
// button on public pages).

export function DesktopHeader({ user, items, showCentre }: { user: UserInfo | null; items: NavigationItem[]; showCentre: boolean }) {
  const intl = useIntl();
  const session = useSession();
  return (
    <header className="app-header">
      <Link to="/" className="brand" aria-label={intl.formatMessage({ id: 'app.name' })}>
        <span className="brand__mark" aria-hidden="true" />
        <span className="brand__name">{intl.formatMessage({ id: 'app.name' })}</span>
      </Link>
      {user && showCentre && (
        <nav className="app-header__nav" aria-label={intl.formatMessage({ id: 'nav.main' })}>
          <NavLinks items={items} variant="header" />
        </nav>
      )}
      <div className="app-header__right">
        <LanguageSwitch signedIn={user !== null} impersonating={user?.isImpersonating ?? false} />
        <CreditIndicator user={user} />
        {user && <HostPanelMenu items={hostPanelItems(items)} />}
        {user && <HelpMenu />}
        <NotificationBell user={user} />
        {user ? (
          <UserMenu user={user} />
        ) : (
          session.status === 'signedOut' && (
            <Button variant="secondary" onClick={() => void session.signIn('/')}>
              {intl.formatMessage({ id: 'shell.signIn' })}
            </Button>
          )
        )}
      </div>
    </header>
  );
}
