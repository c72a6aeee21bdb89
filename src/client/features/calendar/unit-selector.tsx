import { useId } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { UnitSearchDialog, unitSearchTexts } from '../../ui/unit-search-dialog';

// The calendar's unit selector (HC §2, HC §5, HC §9): a button naming the unit shown, opening
// the searchable unit dialog. The address stays the source of truth: choosing only tells the
// page, which navigates.

export { unitLabel } from '../../ui/unit-search-dialog';

const TEXTS = unitSearchTexts('calendar.unitSelector', {
  retry: 'calendar.retry',
  untitled: 'calendar.untitledUnit',
  none: 'calendar.unitSelector.none',
});
const QUERY_KEY = ['calendar', 'unit-selector'] as const;

export function UnitSelector({ unitId, currentLabel, onChoose }: { unitId: string; currentLabel: string; onChoose: (unitId: string) => void }) {
  const labelId = useId();
  return (
    <div className="calendar-toolbar__unit">
      <span id={labelId} className="calendar-toolbar__unit-label">
        <FormattedMessage id="calendar.unit" />
      </span>
      <UnitSearchDialog
        block="unit-selector"
        dialogClassName="unit-selector"
        labelId={labelId}
        currentLabel={currentLabel}
        currentUnitId={unitId}
        queryKey={QUERY_KEY}
        texts={TEXTS}
        reportMoreError
        // The selector offers no "all units": every choice is a unit.
        onChoose={(id) => id !== null && onChoose(id)}
      />
    </div>
  );
}
