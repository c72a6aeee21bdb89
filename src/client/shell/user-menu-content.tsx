import { useIntl } from '../i18n/intl';
import { useNavigate } from '../router';
import { LOCALES, toLocale } from '../../shared/i18n/locales';
import { useSession } from '../auth/session-context';
import { Menu, MenuContent, MenuItem, MenuRadioGroup, MenuSeparator, MenuSub, MenuSubContent, MenuSubTrigger, MenuTrigger } from '../ui/menu';
import type { MenuProps } from './deferred-menu';
import { LanguageRadioItems } from './language-menu';
import { useChangeLanguage } from './language-switch';
import { Icon } from './icons';
import type { UserMenuProps } from './user-menu-props';
import { displayName } from './use-shell-data';
import { openTutorials } from '../features/onboarding-videos/tutorials-store';
import { openCookieSettings } from '../features/cookie-consent/consent-store';
import { canInviteHosts, openInviteHost } from '../features/referral/invite-store';

// The account menu (fetched on first use): profile, language, invite a host, tutorials, cookie settings, sign out; staff members also
// reach the page where they choose a host to act for.

export default function UserMenuContent({ user, trigger, defaultOpen }: MenuProps<UserMenuProps>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const name = displayName(user);
  const current = toLocale(intl.locale) ?? LOCALES[0];
  const { change } = useChangeLanguage({ signedIn: true, impersonating: user.isImpersonating });
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger className={trigger.className} aria-label={trigger.label}>
        {trigger.content}
      </MenuTrigger>
      <MenuContent>
        <div className="menu__who">
          <strong>{name}</strong>
          <span>{user.email}</span>
        </div>
        <MenuSeparator className="menu__separator" />
        <MenuItem className="menu__item" onSelect={() => navigate('/account/profile')}>
          {t('shell.userMenu.profile')}
        </MenuItem>
        {(user.isStaff || user.isImpersonating) && (
          <MenuItem className="menu__item" onSelect={() => navigate('/staff')}>
            {t('shell.userMenu.staff')}
          </MenuItem>
        )}
        <MenuSub>
          <MenuSubTrigger className="menu__item menu__item--sub">
            {t('shell.language.title')}
            <span className="menu__hint">{intl.formatMessage({ id: `language.${current}` })}</span>
            <span className="menu__sub-arrow">
              <Icon name="chevron" size={14} />
            </span>
          </MenuSubTrigger>
          <MenuSubContent>
            <MenuRadioGroup value={current} onValueChange={change}>
              <LanguageRadioItems />
            </MenuRadioGroup>
          </MenuSubContent>
        </MenuSub>
        {canInviteHosts(user) && (
          <MenuItem className="menu__item" onSelect={openInviteHost}>
            {t('app.menu.inviteHost')}
          </MenuItem>
        )}
        <MenuItem className="menu__item" onSelect={openTutorials}>
          {t('app.menu.tutorials')}
        </MenuItem>
        <MenuItem className="menu__item" onSelect={openCookieSettings}>
          {t('app.menu.cookieSettings')}
        </MenuItem>
        <MenuSeparator className="menu__separator" />
        <MenuItem className="menu__item menu__item--danger" onSelect={() => void session.signOut()}>
          {t('shell.userMenu.signOut')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
