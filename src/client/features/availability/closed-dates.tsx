import { useCallback, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { generalErrorTexts } from '../../api/error-text';
import { Button } from '../../ui/button';
import type { UnitPanelProps } from '../property-management/unit-panel-props';
import { CloseDatesForm } from './close-dates-form';
import { todayIn } from '../../../shared/domain/time/property-today';
import { ClosedDatesList } from './closed-dates-list';
import { upcomingWindow, useUpcomingEvents } from './api';
import { closedRows } from './closed-rows';
import './closed-dates.css';
import { LoadingSkeleton } from '../../ui/loading-skeleton';

// "Closed dates" on the unit's availability page: close a day or a range, and
// see what holds the unit's days over the next 12 months, opening the host's own closed dates
// again. Results are read out politely in the status line under the title.
export function ClosedDates({ unit }: UnitPanelProps) {
  const intl = useIntl();
  const window = useMemo(() => upcomingWindow(todayIn(unit.timeZone)), [unit.timeZone]);
  const events = useUpcomingEvents(unit.publicId, window);
  const rows = useMemo(() => (events.data ? closedRows(events.data.events, window) : []), [events.data, window]);
  const [status, setStatus] = useState({ text: '', n: 0 });
  const announce = useCallback((text: string) => setStatus((s) => ({ text, n: s.n + 1 })), []);
  // The row of dates opened again goes away with its button: focus moves to the list's title
  // rather than falling back to the top of the page.
  const listTitle = useRef<HTMLHeadingElement>(null);
  const opened = useCallback(
    (text: string) => {
      announce(text);
      listTitle.current?.focus();
    },
    [announce],
  );

  return (
    <section className="manage-step closed-dates" aria-labelledby="closed-dates-title">
      <h2 id="closed-dates-title" className="closed-dates__title">
        <FormattedMessage id="availability.title" />
      </h2>
      <p className="closed-dates__intro">
        <FormattedMessage id="availability.intro" />
      </p>
      <p className="closed-dates__status" role="status" aria-live="polite" aria-atomic="true">
        <span key={status.n}>{status.text}</span>
      </p>
      <CloseDatesForm unitId={unit.publicId} timeZone={unit.timeZone} onDone={announce} />
      <div className="closed-dates__upcoming">
        <h3 id="closed-dates-list-title" ref={listTitle} tabIndex={-1} className="closed-dates__subtitle">
          <FormattedMessage id="availability.list.title" />
        </h3>
        {events.data ? (
          <ClosedDatesList unitId={unit.publicId} rows={rows} onDone={opened} />
        ) : events.isError ? (
          <div role="alert" className="notice notice--error">
            <p>
              <FormattedMessage id="availability.loadFailed" /> {generalErrorTexts(intl, events.error).join(' ')}
            </p>
            <Button variant="secondary" busy={events.isFetching} onClick={() => void events.refetch()}>
              <FormattedMessage id="availability.retry" />
            </Button>
          </div>
        ) : (
          <LoadingSkeleton label={<FormattedMessage id="availability.loading" />} />
        )}
      </div>
    </section>
  );
}
