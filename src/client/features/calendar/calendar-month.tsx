import { useMemo } from 'react';
import { useIntl, type IntlShape } from '../../i18n/intl';
import type { CalendarEvent, DayState } from '../../../shared/schemas/availability';
import { eventsByNight, labelsOn, monthOf, WEEK_DAYS, weeksOf } from './month-grid';

// One month of the read-only calendar: weekday headers from Monday in the host's locale, and per
// day its number, price, open or closed state and the stays that hold its night. Days of the
// months around it only keep the grid square (muted, without data: they have their own month).

export interface DayData {
  price?: number;
  state?: DayState;
}

interface Props {
  month: string;
  today: string;
  days: ReadonlyMap<string, DayData>;
  events: readonly CalendarEvent[];
  /** Marking (calendar-selection machine): a day of the marked range, and the day's click. */
  isMarked?: (day: string) => boolean;
  onDayClick?: (day: string) => void;
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const NONE: readonly CalendarEvent[] = [];
const BOOKINGISH = new Set(['booking', 'booking_request', 'inquiry', 'inquiry_confirmed']);

/** What kind of stay an event is, in words (an imported event says which calendar it came from). */
function kindText(intl: IntlShape, event: CalendarEvent): string {
  if (event.source === 'external') return event.externalName ?? intl.formatMessage({ id: 'calendar.source.externalUnnamed' });
  if (event.source === 'multi') return intl.formatMessage({ id: 'calendar.source.multi' }, { count: event.children.length });
  return intl.formatMessage({ id: `calendar.source.${event.source}` });
}

/** A stay in words for the day's name: its kind and who (the guest, or what the host wrote). */
function stayText(intl: IntlShape, event: CalendarEvent): string {
  const kind = kindText(intl, event);
  if (event.source === 'multi') return `${kind}: ${event.children.map((c) => stayText(intl, c)).join('; ')}`;
  return event.label ? `${kind}: ${event.label}` : kind;
}

function EventBar({ event, day }: { event: CalendarEvent; day: string }) {
  const intl = useIntl();
  const kind = kindText(intl, event);
  // A guest's stay is known by the guest's name; closed, imported and merged stays by their kind.
  const named = BOOKINGISH.has(event.source) && event.label !== null;
  const shown = named ? event.label! : kind;
  const more = named ? `${kind}: ` : event.label ? `: ${event.label}` : '';
  const labelled = labelsOn(event, day);
  return (
    <li className={`calendar-event calendar-event--${event.source}${labelled ? '' : ' calendar-event--continued'}`} data-source={event.source} title={named ? `${kind}: ${shown}` : `${shown}${more}`}>
      {named && <span className="visually-hidden">{more}</span>}
      <span className={labelled ? 'calendar-event__text' : 'visually-hidden'}>{shown}</span>
      {!named && more && <span className="visually-hidden">{more}</span>}
      {event.overlapsBooking && (
        <span className="calendar-event__warning" role="img" aria-label={intl.formatMessage({ id: 'calendar.overlapsBooking' })}>
          !
        </span>
      )}
    </li>
  );
}

// Intl formatters are costly to build and a year of months asks for thousands of dates and
// prices: one set per locale, made once (the render benchmark, tests/bench/calendar-render.ts).
const formatterCache = new Map<string, ReturnType<typeof makeFormatters>>();
function makeFormatters(locale: string) {
  const price = (digits: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits });
  return {
    weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
    weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
    title: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    fullDate: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
    wholePrice: price(0),
    centsPrice: price(2),
  };
}
function formattersFor(locale: string) {
  let f = formatterCache.get(locale);
  if (!f) formatterCache.set(locale, (f = makeFormatters(locale)));
  return f;
}

export function CalendarMonth({ month, today, days, events, isMarked, onDayClick }: Props) {
  const intl = useIntl();
  const f = formattersFor(intl.locale);
  const formatPrice = (price: number) => (Number.isInteger(price) ? f.wholePrice : f.centsPrice).format(price);
  const title = f.title.format(utc(`${month}-01`));
  const nights = useMemo(() => eventsByNight(events, month), [events, month]);
  const todayText = intl.formatMessage({ id: 'calendar.today' });
  return (
    // The box lets the browser skip laying out months scrolled out of view (calendar.css).
    <div className="calendar-month-box">
      <table className="calendar-month" data-month={month}>
        <caption className="calendar-month__title">{title}</caption>
        <thead>
          <tr>
            {WEEK_DAYS.map((d) => (
              <th key={d} scope="col" abbr={f.weekdayLong.format(utc(d))}>
                {f.weekdayShort.format(utc(d))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                if (monthOf(day) !== month)
                  return (
                    <td key={day} className="calendar-day calendar-day--other" aria-hidden="true">
                      <span className="calendar-day__number">{Number(day.slice(8))}</span>
                    </td>
                  );
                const data = days.get(day);
                const nightEvents = nights.get(day) ?? NONE;
                const isToday = day === today;
                // A day gone by can no longer be booked: it shows as past, without price or state.
                const isPast = day < today;
                const marked = isMarked?.(day) ?? false;
                const dateText = f.fullDate.format(utc(day));
                const priceText = !isPast && data?.price !== undefined ? formatPrice(data.price) : null;
                const state = isPast ? 'past' : data?.state;
                const stateText = state ? intl.formatMessage({ id: `calendar.state.${state}` }) : null;
                // The day's button says all a screen reader needs: date, price, state and the stays
                // holding its night (HC §4 keyboard; the bars themselves sit under the button).
                const name = [
                  dateText + (isToday ? ` (${todayText})` : ''),
                  priceText,
                  stateText,
                  ...nightEvents.map((e) => stayText(intl, e)),
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td
                    key={day}
                    className={`calendar-day${state === 'blocked' ? ' calendar-day--blocked' : ''}${isPast ? ' calendar-day--past' : ''}${isToday ? ' calendar-day--today' : ''}${marked ? ' calendar-day--marked' : ''}`}
                    data-date={day}
                    data-state={state}
                    data-marked={marked || undefined}
                    aria-current={isToday ? 'date' : undefined}
                  >
                    {onDayClick && <button type="button" className="calendar-day__hit" aria-label={name} aria-pressed={marked} onClick={() => onDayClick(day)} />}
                    <span className="calendar-day__number">
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                      <span className="visually-hidden">{isToday ? `${dateText}, ${todayText}` : dateText}</span>
                    </span>
                    {priceText !== null && <span className="calendar-day__price">{priceText}</span>}
                    {state && <span className={state === 'available' ? 'visually-hidden' : 'calendar-day__state'}>{stateText}</span>}
                    {nightEvents.length > 0 && (
                      <ul className="calendar-day__events">
                        {nightEvents.map((e) => (
                          <EventBar key={e.id} event={e} day={day} />
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
