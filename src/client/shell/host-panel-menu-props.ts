import type { HostPanelItem } from '../../shared/domain/host-panels';

// The props of the host-panel menu, shared by its trigger (host-panel-menu.tsx) and the menu loaded
// on first use (host-panel-menu-content.tsx), which would otherwise import each other.
export interface HostPanelMenuProps {
  items: readonly HostPanelItem[];
}
