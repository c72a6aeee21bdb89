import { useIntl } from '../i18n/intl';
import { deferredMenu } from './deferred-menu';
import { Icon } from './icons';
import type { UserMenuProps } from './user-menu-props';
import { displayName, initials } from './use-shell-data';

// The account menu at the right of the header (AS §2.5). The trigger shows who is signed in;
// the menu (Radix) is fetched on first use, see deferred-menu.tsx.

const AVATAR_IMAGE = { width: '100%', height: '100%', objectFit: 'cover', borderRadius: '50%' } as const;

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
              {/* The profile picture when there is one (account profile tab); decorative, the trigger has its label. */}
              {user.imageUrls?.thumbnail ? <img src={user.imageUrls.thumbnail} alt="" style={AVATAR_IMAGE} /> : initials(name)}
            </span>
            <span className="user-menu__name">{name}</span>
            <Icon name="chevron" size={16} />
          </>
        ),
      }}
    />
  );
}
