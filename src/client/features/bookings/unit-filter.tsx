import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { fetchPropertyPicker } from '../../api/calendar';
import { Button } from '../../ui/button';
import { UnitSearchDialog, unitLabel, unitsOf, unitSearchTexts } from '../../ui/unit-search-dialog';

// The unit filter of the bookings lists: a button naming the chosen unit ("All units" by
// default) that opens the searchable unit dialog the calendar's unit selector uses, with
// "All units" first. The address holds the choice; the page is told and writes it.

const filter = (key: string) => `bookings.pages.unitFilter.${key}`;
const TEXTS = unitSearchTexts('bookings.pages.unitFilter', { retry: 'bookings.pages.retry', untitled: filter('untitled'), all: filter('all') });
const QUERY_KEY = ['bookings', 'unit-filter'] as const;

/** The chosen unit's name: from the host's first page of units, else from a listed stay, else a plain word. */
function useUnitName(unitId: string | null, fallback: string | undefined): string | null {
  const intl = useIntl();
  const first = useQuery({
    queryKey: [...QUERY_KEY, 'names'],
    queryFn: ({ signal }) => fetchPropertyPicker({ search: '', page: 1 }, signal),
    enabled: unitId !== null,
    staleTime: 60_000,
  });
  if (unitId === null) return null;
  const found = first.data ? unitsOf(first.data).find((u) => u.id === unitId) : undefined;
  return found ? unitLabel(found, intl.formatMessage({ id: TEXTS.untitled })) : (fallback ?? intl.formatMessage({ id: filter('chosen') }));
}

export function UnitFilter({ unitId, knownTitle, onChoose }: { unitId: string | null; knownTitle?: string; onChoose: (unitId: string | null) => void }) {
  const intl = useIntl();
  const labelId = useId();
  const name = useUnitName(unitId, knownTitle);
  return (
    <div className="unit-filter">
      <span id={labelId} className="unit-filter__label">
        <FormattedMessage id={filter('label')} />
      </span>
      <UnitSearchDialog
        block="unit-filter"
        dialogClassName="unit-filter__dialog"
        labelId={labelId}
        currentLabel={name ?? intl.formatMessage({ id: filter('all') })}
        currentUnitId={unitId}
        queryKey={QUERY_KEY}
        texts={TEXTS}
        onChoose={onChoose}
      />
      {unitId !== null && (
        <Button variant="ghost" onClick={() => onChoose(null)}>
          <FormattedMessage id={filter('clear')} />
        </Button>
      )}
    </div>
  );
}
