import { useIntl } from 'react-intl';
import type { UserInfo } from '../../shared/schemas/user-info';
import { deferredMenu } from './deferred-menu';
import { Icon } from './icons';
import { displayName, initials } from './use-shell-data';

// The account menu at the right of the header (spec §2.5). The trigger shows who is signed in;
// the menu (Radix) is fetched on first use, see deferred-menu.tsx.

export interface UserMenuProps {
  user: UserInfo;
}

const Menu = deferredMenu<UserMenuProps>(() => import('./user-menu-content'));

export function UserMenu({ user }: UserMenuProps) {
  const intl = useIntl();
  const name = displayName(user);
  return (
    <Menu
      user={user}
      trigger={{
        className: 'user-menu__trigger',
        label: intl.formatMessage({ id: 'shell.userMenu.open' }, { name }),
        content: (
          <>
            <span className="avatar" aria-hidden="true">
              {initials(name)}
            </span>
            <span className="user-menu__name">{name}</span>
            <Icon name="chevron" size={16} />
          </>
        ),
      }}
    />
  );
}
