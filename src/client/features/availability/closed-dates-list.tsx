import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError } from '../../api/http';
import { Button } from '../../ui/button';
import type { ClosedRow } from './closed-rows';
import { useChangeClosedDates } from './api';
import { rangeText } from './day-text';

// The upcoming closed days, one row per reason: the host's own closed dates can be opened again;
// bookings, requests, inquiries and imported events are shown with their source, read-only.
export function ClosedDatesList({ unitId, rows, onDone }: { unitId: string; rows: ClosedRow[]; onDone: (message: string) => void }) {
  if (rows.length === 0) {
    return (
      <p className="closed-dates__empty">
        <FormattedMessage id="availability.list.empty" />
      </p>
    );
  }
  return (
    <ul className="closed-dates__list" aria-labelledby="closed-dates-list-title">
      {rows.map((row) => (
        <ClosedDatesItem key={row.id} unitId={unitId} row={row} onDone={onDone} />
      ))}
    </ul>
  );
}

function SourceText({ row }: { row: ClosedRow }) {
  const values = { code: row.code ?? '', guest: row.label ?? '', name: row.externalName ?? '', summary: row.label ?? '' };
  const id = row.source === 'external' && row.label ? 'availability.source.externalWithSummary' : `availability.source.${row.source}`;
  return <FormattedMessage id={id} values={values} />;
}

function ClosedDatesItem({ unitId, row, onDone }: { unitId: string; row: ClosedRow; onDone: (message: string) => void }) {
  const intl = useIntl();
  const open = useChangeClosedDates(unitId, 'unblock');
  const [failure, setFailure] = useState<string | null>(null);
  const range = rangeText(intl, row);
  const manual = row.source === 'manual';

  const openAgain = async () => {
    setFailure(null);
    try {
      await open.mutateAsync({ dateFrom: row.dateFrom, dateTo: row.dateTo });
      onDone(intl.formatMessage({ id: 'availability.opened' }, { range }));
    } catch (error) {
      setFailure(generalErrorTexts(intl, toApiError(error)).join(' ') || intl.formatMessage({ id: 'availability.openFailed' }));
    }
  };

  return (
    <li className={`closed-dates__item closed-dates__item--${manual ? 'manual' : 'other'}`} data-source={row.source}>
      <div className="closed-dates__item-text">
        <span className="closed-dates__range">{range}</span>
        <span className="closed-dates__source">
          <SourceText row={row} />
        </span>
      </div>
      {manual && (
        <Button variant="secondary" busy={open.isPending} onClick={() => void openAgain()} aria-label={intl.formatMessage({ id: 'availability.list.openAgainLabel' }, { range })}>
          <FormattedMessage id="availability.list.openAgain" />
        </Button>
      )}
      {failure && (
        <p role="alert" className="notice notice--error closed-dates__notice">
          <FormattedMessage id="availability.openFailed" /> {failure}
        </p>
      )}
    </li>
  );
}
