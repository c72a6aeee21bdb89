import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LOCALES, toLocale } from '../../shared/i18n/locales';
import type { UserInfo } from '../../shared/schemas/user-info';
import { useSession } from '../auth/session-context';
import { LanguageRadioItems, useChangeLanguage } from './language-switch';
import { Icon } from './icons';
import { displayName, initials } from './use-shell-data';

// The account menu at the right of the header (spec §2.5): profile, language, sign out; staff
// members also reach the page where they choose a host to act for.

export function UserMenu({ user }: { user: UserInfo }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const name = displayName(user);
  const current = toLocale(intl.locale) ?? LOCALES[0];
  const { change } = useChangeLanguage({ signedIn: true, impersonating: user.isImpersonating });
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="user-menu__trigger" aria-label={intl.formatMessage({ id: 'shell.userMenu.open' }, { name })}>
        <span className="avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <span className="user-menu__name">{name}</span>
        <Icon name="chevron" size={16} />
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
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item menu__item--danger" onSelect={() => void session.signOut()}>
            {t('shell.userMenu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
