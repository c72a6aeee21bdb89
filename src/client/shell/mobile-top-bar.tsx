import { useEffect, useId, useState } from 'react';
import { useIntl } from '../i18n/intl';
import { Link, useLocation, useNavigate } from '../router';
import { accountNavigationItems, type NavigationItem } from '../../shared/domain/navigation';
import type { UserInfo } from '../../shared/schemas/user-info';
import { useAppData } from '../app/app-data';
import { useSession } from '../auth/session-context';
import { CreditIndicator } from './credit-indicator';
import { HelpMenu } from '../features/support/help-menu';
import { NotificationBell } from '../features/notifications/notification-bell';
import { openTutorials } from '../features/onboarding-videos/tutorials-store';
import { openCookieSettings } from '../features/cookie-consent/consent-store';
import { canInviteHosts, openInviteHost } from '../features/referral/invite-store';
import { Icon } from './icons';
import { LanguageSwitch } from './language-switch';
import { mobileBack } from './mobile-back';
import { NavLinks } from './nav-links';

// Mobile and tablet (below 768 px): a top bar that collapses while the host scrolls down, and
// whose menu expands over the page with the full navigation and the account list (AS §2.4,
// AS §2.5: on mobile it also holds the help-centre link).

export function MobileTopBar({ user, items, collapsed }: { user: UserInfo | null; items: NavigationItem[]; collapsed: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { appSettings, publicSettings } = useAppData();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const back = mobileBack(pathname);

  // A new page closes the menu; so does Escape, as with any disclosure.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const panelActions = [
    ...(user && canInviteHosts(user) ? [{ id: 'inviteHost', labelKey: 'app.menu.inviteHost', open: openInviteHost }] : []),
    { id: 'tutorials', labelKey: 'app.menu.tutorials', open: openTutorials },
    { id: 'cookieSettings', labelKey: 'app.menu.cookieSettings', open: openCookieSettings },
  ];
  const accountItems = user
    ? accountNavigationItems(user, { ...publicSettings, helpCenterUrl: appSettings.helpCenterUrls.helpCenter }, { mobile: true })
    : [];

  return (
    <div className={`top-bar${open ? ' top-bar--open' : collapsed ? ' top-bar--collapsed' : ''}`}>
      <div className="top-bar__row">
        {back?.kind === 'link' && (
          <Link to={back.to} className="icon-button" aria-label={t('shell.back')}>
            <Icon name="back" />
          </Link>
        )}
        {back?.kind === 'history' && (
          <button type="button" className="text-button" onClick={() => navigate(-1)}>
            {t('shell.back')}
          </button>
        )}
        {/* A signed-in host's actions need the room on a phone: the brand keeps its mark only. */}
        <Link to="/" className={user ? 'brand brand--compact' : 'brand'} aria-label={t('app.name')}>
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        <div className="top-bar__actions">
          <CreditIndicator user={user} />
          {user && <HelpMenu compact />}
          <NotificationBell user={user} />
          <LanguageSwitch signedIn={user !== null} impersonating={user?.isImpersonating ?? false} />
          {user && (
            <button
              type="button"
              className="icon-button"
              aria-expanded={open}
              aria-controls={panelId}
              aria-label={t(open ? 'shell.menu.close' : 'shell.menu.open')}
              onClick={() => setOpen((o) => !o)}
            >
              <Icon name={open ? 'close' : 'menu'} />
            </button>
          )}
        </div>
      </div>
      {user && (
        <div id={panelId} className="top-bar__panel" hidden={!open}>
          <nav aria-label={t('nav.menu')}>
            <NavLinks items={items} variant="menu" onNavigate={() => setOpen(false)} />
          </nav>
          <nav aria-label={t('nav.account')} className="top-bar__account">
            <ul className="nav-links nav-links--menu">
              {accountItems.map((item) => (
                <li key={item.id}>
                  {item.external ? (
                    <a className="nav-link" href={item.path} target="_blank" rel="noopener noreferrer" data-nav={item.id}>
                      <span className="nav-link__label">{t(item.labelKey)}</span>
                      <Icon name="external" size={14} />
                    </a>
                  ) : item.id === 'logout' ? (
                    <button type="button" className="nav-link" onClick={() => void session.signOut()}>
                      <span className="nav-link__label">{t(item.labelKey)}</span>
                    </button>
                  ) : (
                    <Link className="nav-link" to={item.path} aria-current={pathname === item.path ? 'page' : undefined}>
                      <span className="nav-link__label">{t(item.labelKey)}</span>
                    </Link>
                  )}
                </li>
              )).toSpliced(accountItems.length - 1, 0, ...panelActions.map(({ id, labelKey, open: request }) => (
                // The same requests as the desktop user menu, placed before Log out as there; the
                // panel closes so the dialog they open is not hidden behind it.
                <li key={id}>
                  <button type="button" className="nav-link" onClick={() => (setOpen(false), request())}>
                    <span className="nav-link__label">{t(labelKey)}</span>
                  </button>
                </li>
              )))}
            </ul>
          </nav>
        </div>
      )}
    </div>
  );
}
