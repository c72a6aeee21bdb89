import { useId } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { insightsKeys } from './api';
import { UnitSearchDialog, unitSearchTexts } from '../../ui/unit-search-dialog';

// The statistics' unit selector (AS §2.7, AS §9 pages of 20, unit search 500 ms): the
// calendar's searchable unit dialog with the statistics' texts. Choosing only tells the page,
// which navigates (the address stays the source of truth).

const TEXTS = unitSearchTexts('insights.page.unitSelector', {
  retry: 'insights.page.retry',
  untitled: 'insights.page.untitledUnit',
  none: 'insights.page.unitSelector.none',
});

export function InsightsUnitSelector({ unitId, currentLabel, onChoose }: { unitId: string; currentLabel: string; onChoose: (unitId: string) => void }) {
  const labelId = useId();
  return (
    <div className="insights-unit">
      <span id={labelId} className="insights-unit__label">
        <FormattedMessage id="insights.page.unit" />
      </span>
      <UnitSearchDialog
        block="insights-unit-selector"
        dialogClassName="insights-unit-dialog"
        labelId={labelId}
        currentLabel={currentLabel}
        currentUnitId={unitId}
        queryKey={insightsKeys.unitSelector}
        texts={TEXTS}
        reportMoreError
        // Statistics are always of one unit: there is no "all units" choice.
        onChoose={(id) => id !== null && onChoose(id)}
      />
    </div>
  );
}
