import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LOCALES, toLocale } from '../../shared/i18n/locales';
import { useSession } from '../auth/session-context';
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
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={trigger.className} aria-label={trigger.label}>
        {trigger.content}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          <div className="menu__who">
            <strong>{name}</strong>
            <span>{user.email}</span>
          </div>
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item" onSelect={() => navigate('/account/profile')}>
            {t('shell.userMenu.profile')}
          </DropdownMenu.Item>
          {(user.isStaff || user.isImpersonating) && (
            <DropdownMenu.Item className="menu__item" onSelect={() => navigate('/staff')}>
              {t('shell.userMenu.staff')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className="menu__item menu__item--sub">
              {t('shell.language.title')}
              <span className="menu__hint">{intl.formatMessage({ id: `language.${current}` })}</span>
              <span className="menu__sub-arrow">
                <Icon name="chevron" size={14} />
              </span>
            </DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent className="menu" sideOffset={4}>
                <DropdownMenu.RadioGroup value={current} onValueChange={change}>
                  <LanguageRadioItems />
                </DropdownMenu.RadioGroup>
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
          {canInviteHosts(user) && (
            <DropdownMenu.Item className="menu__item" onSelect={openInviteHost}>
              {t('referral.menuItem')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className="menu__item" onSelect={openTutorials}>
            {t('tutorials.title')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu__item" onSelect={openCookieSettings}>
            {t('cookieConsent.settings')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item menu__item--danger" onSelect={() => void session.signOut()}>
            {t('shell.userMenu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
