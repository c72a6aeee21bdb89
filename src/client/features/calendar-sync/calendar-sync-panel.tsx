import { FormattedMessage } from 'react-intl';
import type { UnitPanelProps } from '../property-management/unit-panels';

// Placeholder until the panel is built.
export function CalendarSyncPanel(_props: UnitPanelProps) {
  return (
    <section className="manage-step">
      <h2 className="manage-step__title">
        <FormattedMessage id="listing.manage.sub.calendar-sync" />
      </h2>
    </section>
  );
}
