import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Navigate, useLocation, useNavigate, useParams } from '../../router';
import { FALLBACK_TIME_ZONE, todayIn } from '../../../shared/domain/time/property-today';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError } from '../../api/http';
import { PageHeading } from '../../ui/page-heading';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { EmptyState } from '../../ui/empty-state';
import { CHECK_ELIGIBILITY_PATH } from '../listing/entry/entry-paths';
import type { DayData } from './calendar-month';
import { CalendarSelectionView } from './calendar-selection-view';
import { useCalendarEvents, useHostUnits, usePriceList, type CalendarUnit } from './api';
import { addMonths, monthOf, VISIBLE_MONTHS, visibleRange } from './month-grid';
import { UnitSelector, unitLabel } from './unit-selector';
import { PreviewListing } from './preview/preview-listing';
import { useUserInteractions } from './api';
import { ListingNotFound } from '../listing/entry/listing-not-found';
import './calendar.css';

// /calendar and /calendar/:unit (HC §2 Calendar): the months ahead of one unit, read
// only, with each day's price, open or closed state and the stays on it. Without a unit in the
// address the host's first unit is shown, and the address says so (replace: Back does not
// return to the bare /calendar only to be sent forward again). A unit the server does not know
// for this host (404, or 400 for an id that cannot be one) is the not-found page (HC §8).

export const calendarPath = (unitId: string) => `/calendar/${encodeURIComponent(unitId)}`;

function Skeleton({ label }: { label: string }) {
  return (
    <div className="calendar-skeleton" role="status" aria-label={label}>
      {Array.from({ length: VISIBLE_MONTHS }, (_, i) => (
        <div key={i} className="calendar-skeleton__month" aria-hidden="true" />
      ))}
    </div>
  );
}

function LoadError({ error, onRetry, busy }: { error: unknown; onRetry: () => void; busy: boolean }) {
  const intl = useIntl();
  return (
    <div role="alert" className="notice notice--error">
      <p>
        <FormattedMessage id="calendar.loadError" />
      </p>
      <p>{generalErrorTexts(intl, toApiError(error)).join(' ')}</p>
      <Button variant="secondary" onClick={onRetry} busy={busy}>
        <FormattedMessage id="calendar.retry" />
      </Button>
    </div>
  );
}

/** The page's frame: its heading above what it shows. */
function CalendarSection({ children }: { children: ReactNode }) {
  return (
    <section className="page calendar-page">
      <PageHeading title={<FormattedMessage id="calendar.title" />} />
      {children}
    </section>
  );
}

/** A query's answer says there is no such unit of this host. */
const saysMissing = (error: unknown) => error != null && [400, 404].includes(toApiError(error).status);

function UnitCalendar({ unitId, units }: { unitId: string; units: CalendarUnit[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const current = units.find((u) => u.id === unitId);
  // The property's day, as the server judges the past and notice (a unit the first page of the
  // list does not hold counts as UTC until the selector finds it; the server still decides).
  const today = todayIn(current?.timeZone ?? FALLBACK_TIME_ZONE);
  const [firstMonth, setFirstMonth] = useState(() => monthOf(today));
  const range = useMemo(() => visibleRange(firstMonth), [firstMonth]);
  const events = useCalendarEvents(unitId, range);
  const prices = usePriceList(unitId, range);
  // The onboarding cards sit above the months: read with them, so that cards coming a moment
  // later do not push the months down under the host's eyes (a layout shift). Only the first
  // answer is waited for (isFetched): the cards read the same query again when they mount.
  const interactions = useUserInteractions();

  // Price and state per day, from the two answers.
  const days = useMemo(() => {
    const map = new Map<string, DayData>();
    for (const item of prices.data?.items ?? []) map.set(item.date, { price: item.price });
    for (const d of events.data?.days ?? []) map.set(d.date, { ...map.get(d.date), state: d.state });
    return map;
  }, [prices.data, events.data]);

  const months = Array.from({ length: VISIBLE_MONTHS }, (_, i) => addMonths(firstMonth, i));
  const monthName = (m: string) => new Intl.DateTimeFormat(intl.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m}-01T00:00:00Z`));
  const untitled = intl.formatMessage({ id: 'calendar.untitledUnit' });
  const failed = (events.isError && !events.data) || (prices.isError && !prices.data);
  if ((events.isError && saysMissing(events.error)) || (prices.isError && saysMissing(prices.error))) return <ListingNotFound unitId={unitId} />;

  return (
    <CalendarSection>
      <div className="calendar-toolbar">
        {/* A unit beyond the first page of the list is named as untitled until the selector finds it. */}
        <div className="calendar-toolbar__unit-row">
          <UnitSelector unitId={unitId} currentLabel={current ? unitLabel(current, untitled) : untitled} onChoose={(id) => navigate(calendarPath(id))} />
          {/* Keyed by unit: the don't-show-again choice is read afresh, the modal closed. */}
          <PreviewListing key={unitId} unitId={unitId} />
        </div>
        <nav className="calendar-toolbar__months" aria-label={intl.formatMessage({ id: 'calendar.monthsNav' })}>
          <Button variant="secondary" onClick={() => setFirstMonth((m) => addMonths(m, -1))}>
            <FormattedMessage id="calendar.earlier" />
          </Button>
          <p className="calendar-toolbar__range" aria-live="polite">
            <FormattedMessage id="calendar.showing" values={{ from: monthName(months[0]!), to: monthName(months[months.length - 1]!) }} />
          </p>
          <Button variant="secondary" onClick={() => setFirstMonth((m) => addMonths(m, 1))}>
            <FormattedMessage id="calendar.later" />
          </Button>
        </nav>
      </div>

      {failed ? (
        <LoadError
          error={events.error ?? prices.error}
          busy={events.isFetching || prices.isFetching}
          onRetry={() => {
            if (events.isError) void events.refetch();
            if (prices.isError) void prices.refetch();
          }}
        />
      ) : events.isPending || prices.isPending || !interactions.isFetched ? (
        <Skeleton label={intl.formatMessage({ id: 'calendar.loading' })} />
      ) : (
        // Keyed by unit: a range marked on one unit is not carried to another.
        <CalendarSelectionView key={unitId} unitId={unitId} months={months} today={today} days={days} events={events.data?.events ?? []} busy={events.isFetching || prices.isFetching} />
      )}
    </CalendarSection>
  );
}

export default function CalendarPage() {
  const intl = useIntl();
  const { unit } = useParams();
  const { search } = useLocation();
  const units = useHostUnits();

  let body;
  if (units.isPending) body = <Skeleton label={intl.formatMessage({ id: 'calendar.loading' })} />;
  else if (units.isError) body = <LoadError error={units.error} onRetry={() => void units.refetch()} busy={units.isFetching} />;
  else if (units.data.length === 0)
    body = (
      <EmptyState
        className="calendar-empty"
        picture="house"
        title={<FormattedMessage id="calendar.empty.title" />}
        action={
          <ButtonLink to={CHECK_ELIGIBILITY_PATH} variant="primary">
            <FormattedMessage id="calendar.empty.add" />
          </ButtonLink>
        }
      >
        <FormattedMessage id="calendar.empty.body" />
      </EmptyState>
    );
  // The query goes along: ?tour=open, ?guest-profile=open and the like still apply on the unit's calendar.
  else if (!unit) body = <Navigate to={{ pathname: calendarPath(units.data[0]!.id), search }} replace />;
  // The unit's calendar holds its frame: a unit the server does not know replaces the whole page.
  else return <UnitCalendar unitId={unit} units={units.data} />;

  return <CalendarSection>{body}</CalendarSection>;
}
