import type { UserInfo } from '../../shared/schemas/user-info';

// The props of the account menu, shared by its trigger (user-menu.tsx) and the menu loaded on
// first use (user-menu-content.tsx), which would otherwise import each other.
export interface UserMenuProps {
  user: UserInfo;
}
