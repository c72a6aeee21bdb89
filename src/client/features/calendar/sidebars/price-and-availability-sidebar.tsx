import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { daysBetween } from '../../../../shared/domain/availability/dates';
import { INVALID_FIELD_KEY, isErrorKey } from '../../../../shared/domain/api-errors';
import { generalErrorTexts } from '../../../api/error-text';
import { toApiError } from '../../../api/http';
import type { PriceList } from '../../../api/calendar';
import { Button } from '../../../ui/button';
import { StepField } from '../../../forms/step-field';
import { useChangeRangeAvailability, useChangeRangePrices, useRangeEvents, useRangePrices } from '../api';
import {
  FIELD_BOUNDS,
  changedFields,
  problemText,
  rangeState,
  refusalTexts,
  sharedValue,
  type PriceField,
  type PriceFieldTexts,
} from './price-and-availability-rules';
import './price-and-availability-sidebar.css';
import { LoadingSkeleton } from '../../../ui/loading-skeleton';

// The sidebar of a marked range with no event in it (HC §4 sidebar routing): its state, closing
// and opening its days, and its nightly price and minimum stay. Days are yyyy-MM-dd, both ends
// included, and are formatted in UTC so no time zone moves them.

type Range = { dateFrom: string; dateTo: string };
const CURRENCY = 'EUR';

function useRangeText(range: Range) {
  const intl = useIntl();
  const day = (d: string) => intl.formatDate(`${d}T00:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return range.dateFrom === range.dateTo ? day(range.dateFrom) : intl.formatMessage({ id: 'calendar.sidebar.range' }, { from: day(range.dateFrom), to: day(range.dateTo) });
}

/** today: the property's day (todayIn its zone), which the close check compares with. */
type SidebarProps = { unitId: string; from: string; to: string; today: string; onClose: () => void };

export function PriceAndAvailabilitySidebar({ unitId, from, to, today, onClose }: SidebarProps) {
  // Another range or unit is another sidebar: no status, typed value or error carries over.
  return <RangeSidebar key={`${unitId}/${from}/${to}`} unitId={unitId} from={from} to={to} today={today} onClose={onClose} />;
}

function RangeSidebar({ unitId, from, to, today, onClose }: SidebarProps) {
  const titleId = useId();
  const range = { dateFrom: from, dateTo: to };
  const rangeText = useRangeText(range);
  const [status, setStatus] = useState('');
  const days = daysBetween(from, to) + 1;

  return (
    <section className="pa-sidebar" aria-labelledby={titleId}>
      <header className="pa-sidebar__header">
        <h2 id={titleId} className="pa-sidebar__title">
          <FormattedMessage id="calendar.sidebar.title" />
        </h2>
        <Button variant="ghost" className="pa-sidebar__close" onClick={onClose}>
          <FormattedMessage id="calendar.sidebar.close" />
        </Button>
      </header>
      <p className="pa-sidebar__range">
        <span className="pa-sidebar__range-days">{rangeText}</span>{' '}
        <span className="pa-sidebar__range-count">
          <FormattedMessage id="calendar.sidebar.dayCount" values={{ days }} />
        </span>
      </p>
      <p role="status" aria-live="polite" className="pa-sidebar__status">
        {status}
      </p>
      <AvailabilitySection unitId={unitId} range={range} today={today} rangeText={rangeText} onStatus={setStatus} />
      <PriceSection unitId={unitId} range={range} rangeText={rangeText} onStatus={setStatus} />
    </section>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="notice notice--error pa-sidebar__notice">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="calendar.sidebar.retry" />
      </Button>
    </div>
  );
}

function AvailabilitySection({ unitId, range, today, rangeText, onStatus }: { unitId: string; range: Range; today: string; rangeText: string; onStatus: (s: string) => void }) {
  const intl = useIntl();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const events = useRangeEvents(unitId, range);
  const close = useChangeRangeAvailability(unitId, 'block');
  const open = useChangeRangeAvailability(unitId, 'unblock');
  const [failure, setFailure] = useState<string | null>(null);
  const busy = close.isPending || open.isPending;
  // The server refuses to close days before the property's today (HC §4 Unavailabilities;
  // the calendar page computes it in the property's zone, as the server does).
  const startsInPast = range.dateFrom < today;

  const run = async (action: 'close' | 'open') => {
    setFailure(null);
    onStatus('');
    try {
      await (action === 'close' ? close : open).mutateAsync(range);
      onStatus(intl.formatMessage({ id: `calendar.sidebar.availability.${action === 'close' ? 'closed' : 'opened'}` }, { range: rangeText }));
    } catch (error) {
      const failed = toApiError(error);
      const reasons = Object.values(failed.fields).flat();
      // The server's one expected refusal (a day before today) in the host's words; others as they come.
      setFailure(
        reasons.some((r) => /in the past/.test(r))
          ? intl.formatMessage({ id: 'calendar.sidebar.availability.pastNote' })
          : generalErrorTexts(intl, failed, reasons.filter(isErrorKey).length ? reasons.filter(isErrorKey) : failed.general.length ? [] : [INVALID_FIELD_KEY]).join(' '),
      );
    }
    // The button pressed may be gone with the new state: focus stays in the section.
    heading.current?.focus();
  };

  const state = events.data ? rangeState(events.data, range.dateFrom, range.dateTo) : null;
  return (
    <section className="pa-sidebar__section" aria-labelledby={headingId} aria-busy={events.isFetching || undefined}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="pa-sidebar__subtitle">
        <FormattedMessage id="calendar.sidebar.availability.title" />
      </h3>
      {events.isPending && (
        <LoadingSkeleton label={<FormattedMessage id="calendar.sidebar.loading" />} />
      )}
      {events.isError && <LoadFailed message={intl.formatMessage({ id: 'calendar.sidebar.availability.loadFailed' })} onRetry={() => void events.refetch()} />}
      {state && (
        <>
          <p className="pa-sidebar__state" data-state={state}>
            <span className={`pa-sidebar__dot pa-sidebar__dot--${state}`} aria-hidden="true" />
            <FormattedMessage id={`calendar.sidebar.state.${state}`} />
          </p>
          <div className="pa-sidebar__actions">
            {state !== 'blocked' && !startsInPast && (
              <Button variant="secondary" busy={close.isPending} disabled={busy} onClick={() => void run('close')}>
                <FormattedMessage id="calendar.sidebar.availability.close" />
              </Button>
            )}
            {state !== 'available' && (
              <Button variant="secondary" busy={open.isPending} disabled={busy} onClick={() => void run('open')}>
                <FormattedMessage id="calendar.sidebar.availability.open" />
              </Button>
            )}
          </div>
          {state !== 'blocked' && startsInPast && (
            <p className="pa-sidebar__muted">
              <FormattedMessage id="calendar.sidebar.availability.pastNote" />
            </p>
          )}
          {state !== 'available' && (
            <p className="pa-sidebar__muted">
              <FormattedMessage id="calendar.sidebar.availability.openNote" />
            </p>
          )}
        </>
      )}
      {failure && (
        <p role="alert" className="notice notice--error pa-sidebar__notice">
          {failure}
        </p>
      )}
    </section>
  );
}

function PriceSection({ unitId, range, rangeText, onStatus }: { unitId: string; range: Range; rangeText: string; onStatus: (s: string) => void }) {
  const intl = useIntl();
  const headingId = useId();
  const prices = useRangePrices(unitId, range);
  return (
    <section className="pa-sidebar__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="pa-sidebar__subtitle">
        <FormattedMessage id="calendar.sidebar.price.title" />
      </h3>
      {prices.isPending && (
        <LoadingSkeleton label={<FormattedMessage id="calendar.sidebar.loading" />} />
      )}
      {prices.isError && <LoadFailed message={intl.formatMessage({ id: 'calendar.sidebar.price.loadFailed' })} onRetry={() => void prices.refetch()} />}
      {prices.data && <PriceForm unitId={unitId} range={range} rangeText={rangeText} prices={prices.data} onStatus={onStatus} />}
    </section>
  );
}

const shared = (prices: PriceList, range: Range): Record<PriceField, number | null> => ({
  price: sharedValue(prices, range.dateFrom, range.dateTo, (i) => i.price),
  minimalLengthOfStay: sharedValue(prices, range.dateFrom, range.dateTo, (i) => i.minimalLengthOfStay),
});
const asText = (values: Record<PriceField, number | null>): Record<PriceField, string> => ({
  price: values.price === null ? '' : String(values.price),
  minimalLengthOfStay: values.minimalLengthOfStay === null ? '' : String(values.minimalLengthOfStay),
});

function PriceForm({ unitId, range, rangeText, prices, onStatus }: { unitId: string; range: Range; rangeText: string; prices: PriceList; onStatus: (s: string) => void }) {
  const intl = useIntl();
  const form = useRef<HTMLFormElement>(null);
  const save = useChangeRangePrices(unitId);
  const [reset, setReset] = useState(false);
  const initial = shared(prices, range);
  const [typed, setTyped] = useState(() => asText(initial));
  const [errors, setErrors] = useState<PriceFieldTexts>({});
  const [general, setGeneral] = useState<string | null>(null);
  const hasDayPrice = prices.items.some((i) => i.date >= range.dateFrom && i.date <= range.dateTo && i.source === 'day');
  const busy = save.isPending;

  const focusFirstInvalid = () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const send = async (change: { price?: number | null; minimalLengthOfStay?: number | null }, done: string) => {
    try {
      const answer = await save.mutateAsync({ ...range, ...change });
      setTyped(asText(shared(answer, range)));
      onStatus(intl.formatMessage({ id: done }, { range: rangeText }));
    } catch (error) {
      const refused = refusalTexts(intl, error);
      setErrors(refused.fields);
      setGeneral(refused.general);
      focusFirstInvalid();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    onStatus('');
    const { change, problems } = changedFields(typed, initial);
    const found: PriceFieldTexts = {};
    for (const [field, problem] of Object.entries(problems) as [PriceField, NonNullable<(typeof problems)[PriceField]>][]) found[field] = problemText(intl, field, problem);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid();
    if (Object.keys(change).length === 0) return setGeneral(intl.formatMessage({ id: 'calendar.sidebar.price.nothingChanged' }));
    setReset(false);
    await send(change, 'calendar.sidebar.price.saved');
  };

  const backToDefault = async () => {
    setGeneral(null);
    setErrors({});
    onStatus('');
    setReset(true);
    await send({ price: null }, 'calendar.sidebar.price.resetDone');
  };

  const money = (n: number) => intl.formatNumber(n, { style: 'currency', currency: CURRENCY, maximumFractionDigits: Number.isInteger(n) ? 0 : 2 });
  const field = (name: PriceField) => ({
    name,
    type: 'number',
    inputMode: name === 'price' ? ('decimal' as const) : ('numeric' as const),
    min: FIELD_BOUNDS[name].min,
    max: FIELD_BOUNDS[name].max,
    step: name === 'price' ? 'any' : 1,
    value: typed[name],
    onChange: (e: { target: { value: string } }) => setTyped((t) => ({ ...t, [name]: e.target.value })),
  });

  return (
    <form ref={form} className="pa-sidebar__form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="pa-sidebar__muted">
        {initial.price === null ? (
          <FormattedMessage id="calendar.sidebar.price.differs" />
        ) : (
          <FormattedMessage id="calendar.sidebar.price.current" values={{ price: money(initial.price) }} />
        )}
      </p>
      <StepField
        label={<FormattedMessage id="calendar.sidebar.price.price" values={{ currency: CURRENCY }} />}
        required
        hint={<FormattedMessage id="calendar.sidebar.price.priceHint" values={{ min: FIELD_BOUNDS.price.min, max: FIELD_BOUNDS.price.max }} />}
        error={errors.price}
      >
        {(props) => <input {...props} {...field('price')} />}
      </StepField>
      <StepField
        label={<FormattedMessage id="calendar.sidebar.price.minStay" />}
        required
        hint={<FormattedMessage id="calendar.sidebar.price.minStayHint" values={{ min: FIELD_BOUNDS.minimalLengthOfStay.min, max: FIELD_BOUNDS.minimalLengthOfStay.max }} />}
        error={errors.minimalLengthOfStay}
      >
        {(props) => <input {...props} {...field('minimalLengthOfStay')} />}
      </StepField>
      {general && (
        <p role="alert" className="notice notice--error pa-sidebar__notice">
          {general}
        </p>
      )}
      <div className="pa-sidebar__actions">
        <Button type="submit" busy={busy && !reset} disabled={busy}>
          <FormattedMessage id="calendar.sidebar.price.save" />
        </Button>
        {hasDayPrice && (
          <Button variant="ghost" busy={busy && reset} disabled={busy} onClick={() => void backToDefault()}>
            <FormattedMessage id="calendar.sidebar.price.reset" />
          </Button>
        )}
      </div>
    </form>
  );
}
