import { FormattedMessage } from 'react-intl';
import type { UnitPanelProps } from '../property-management/unit-panels';

// Placeholder until the panel is built.
export function AvailabilityPanel(_props: UnitPanelProps) {
  return (
    <section className="manage-step">
      <h2 className="manage-step__title">
        <FormattedMessage id="listing.manage.sub.availability" />
      </h2>
    </section>
  );
}
