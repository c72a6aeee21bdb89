import { AvailabilityPanel } from '../availability/availability-panel';
import { CalendarSyncPanel } from '../calendar-sync/calendar-sync-panel';
import { BoostersPanel } from '../subscription/boosters-panel';
import { ManageSubscriptionPanel } from '../subscription/manage-subscription-panel';
import type { UnitPanelProps } from './unit-panel-props';
import type { UnitPanelId } from './unit-sub-pages';

// Unit sub-pages that are screens of their own rather than wizard step forms.
const PANELS: Record<UnitPanelId, (props: UnitPanelProps) => React.ReactNode> = {
  availability: AvailabilityPanel,
  'calendar-sync': CalendarSyncPanel,
  'manage-subscription': ManageSubscriptionPanel,
  boosters: BoostersPanel,
};

export function UnitPanel({ panel, ...props }: UnitPanelProps & { panel: UnitPanelId }) {
  const Panel = PANELS[panel];
  return <Panel {...props} />;
}
