import type { UnitPanelProps } from '../property-management/unit-panel-props';
import { ClosedDates } from './closed-dates';
import { PriceCheck } from '../stay-quote/price-check';

// The unit's availability sub-page: the dates it is closed on, and what a stay would cost.
export function AvailabilityPanel(props: UnitPanelProps) {
  return (
    <div className="manage-unit__forms">
      <ClosedDates {...props} />
      <PriceCheck {...props} />
    </div>
  );
}
