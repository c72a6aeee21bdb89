import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { insightsKeys } from '../../api/insights';
import { UnitSearchDialog, type UnitSearchTexts } from '../units/unit-search-dialog';

// The statistics' unit selector (account-and-shell §2.7, §9 pages of 20, unit search 500 ms): the
// calendar's searchable unit dialog with the statistics' texts. Choosing only tells the page,
// which navigates (the address stays the source of truth).

const selector = (key: string) => `insights.page.unitSelector.${key}`;
const TEXTS: UnitSearchTexts = {
  title: selector('title'),
  search: selector('search'),
  results: selector('results'),
  loading: selector('loading'),
  loadError: selector('loadError'),
  retry: 'insights.page.retry',
  noMatch: selector('noMatch'),
  none: selector('none'),
  more: selector('more'),
  close: selector('close'),
  untitled: 'insights.page.untitledUnit',
};

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
