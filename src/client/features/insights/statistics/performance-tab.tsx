import { useId } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from '../../../i18n/intl';
import type { UnitPerformance } from '../../../../shared/schemas/insights';
import { BarChart } from './bar-chart';
import { niceAxisMax } from './chart-scale';
import { FiguresTable, monthName, Percent, StatsEmpty, Tile, Tiles } from './stats-parts';

// /insights/performance/{unitId} (always shown, AS §2.1): how the unit sells — requests and their
// conversion, how fast the host answers, bookings (instant or from requests) and cancellations —
// as key figures, then requests, bookings and cancellations per month as bars and a table.

/** The median answer time in the largest unit that reads well: minutes, hours, then days. */
export function responseTimeText(intl: IntlShape, minutes: number | null): string {
  if (minutes === null) return intl.formatMessage({ id: 'insights.statistics.notAvailable' });
  if (minutes < 60) return intl.formatNumber(Math.round(minutes), { style: 'unit', unit: 'minute', unitDisplay: 'long' });
  if (minutes < 48 * 60) return intl.formatNumber(minutes / 60, { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 1 });
  return intl.formatNumber(minutes / 1440, { style: 'unit', unit: 'day', unitDisplay: 'long', maximumFractionDigits: 1 });
}

export function PerformanceTab({ data, calendarPath }: { data: UnitPerformance; calendarPath: string }) {
  const intl = useIntl();
  const captionId = useId();
  const { year, months, requests, response, bookings } = data;
  if (requests.received === 0 && bookings.made === 0 && bookings.cancelled === 0) return <StatsEmpty year={year} calendarPath={calendarPath} />;

  const count = (value: number) => intl.formatNumber(value);
  const summary = intl.formatMessage({ id: 'insights.statistics.performance.chartSummary' }, { year, requests: requests.received, bookings: bookings.made, cancellations: bookings.cancelled });

  return (
    <section className="stats-section" aria-labelledby={`${captionId}-title`}>
      <h2 id={`${captionId}-title`} className="stats-section__title">
        <FormattedMessage id="insights.statistics.performance.title" values={{ year }} />
      </h2>
      <Tiles label={intl.formatMessage({ id: 'insights.statistics.performance.totals' }, { year })}>
        <Tile
          label={<FormattedMessage id="insights.statistics.performance.requests" />}
          value={count(requests.received)}
          detail={<FormattedMessage id="insights.statistics.performance.requestsDetail" values={{ converted: requests.converted, rejected: requests.rejected, expired: requests.expired, open: requests.open }} />}
          testId="performance-requests"
        />
        <Tile label={<FormattedMessage id="insights.statistics.performance.conversion" />} value={<Percent value={requests.conversionRate} />} testId="performance-conversion" />
        <Tile
          label={<FormattedMessage id="insights.statistics.performance.responseTime" />}
          value={responseTimeText(intl, response.medianMinutes)}
          detail={<FormattedMessage id="insights.statistics.performance.answered" values={{ answered: response.answered }} />}
          testId="performance-response"
        />
        <Tile label={<FormattedMessage id="insights.statistics.performance.within24h" />} value={<Percent value={response.within24HoursRate} />} />
        <Tile
          label={<FormattedMessage id="insights.statistics.performance.bookings" />}
          value={count(bookings.made)}
          detail={<FormattedMessage id="insights.statistics.performance.bookingsDetail" values={{ instant: bookings.instant, fromRequests: bookings.fromRequests }} />}
          testId="performance-bookings"
        />
        <Tile
          label={<FormattedMessage id="insights.statistics.performance.cancellations" />}
          value={count(bookings.cancelled)}
          detail={
            <FormattedMessage
              id="insights.statistics.performance.cancellationsDetail"
              values={{ rate: <Percent value={bookings.cancellationRate} />, byGuest: bookings.cancelledByGuest, byHost: bookings.cancelledByHost }}
            />
          }
          testId="performance-cancellations"
        />
      </Tiles>
      <BarChart
        summary={summary}
        testId="performance-chart"
        mode="grouped"
        categories={months.map((m) => monthName(intl, year, m.month, 'short'))}
        series={[
          { key: 'requests', label: intl.formatMessage({ id: 'insights.statistics.performance.requests' }), values: months.map((m) => m.requests) },
          { key: 'bookings', label: intl.formatMessage({ id: 'insights.statistics.performance.bookings' }), values: months.map((m) => m.bookings) },
          { key: 'cancellations', label: intl.formatMessage({ id: 'insights.statistics.performance.cancellations' }), values: months.map((m) => m.cancellations) },
        ]}
        axisMax={niceAxisMax(Math.max(0, ...months.flatMap((m) => [m.requests, m.bookings, m.cancellations])), { whole: true })}
        formatTick={count}
      />
      <FiguresTable captionId={captionId} caption={<FormattedMessage id="insights.statistics.performance.table" values={{ year }} />} testId="performance-table">
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="insights.statistics.month" /></th>
            <th scope="col" className="stats-table__number"><FormattedMessage id="insights.statistics.performance.requests" /></th>
            <th scope="col" className="stats-table__number"><FormattedMessage id="insights.statistics.performance.converted" /></th>
            <th scope="col" className="stats-table__number"><FormattedMessage id="insights.statistics.performance.bookings" /></th>
            <th scope="col" className="stats-table__number"><FormattedMessage id="insights.statistics.performance.cancellations" /></th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(intl, year, m.month, 'long')}</th>
              <td className="stats-table__number">{count(m.requests)}</td>
              <td className="stats-table__number">{count(m.converted)}</td>
              <td className="stats-table__number">{count(m.bookings)}</td>
              <td className="stats-table__number">{count(m.cancellations)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row"><FormattedMessage id="insights.statistics.total" /></th>
            <td className="stats-table__number">{count(requests.received)}</td>
            <td className="stats-table__number">{count(requests.converted)}</td>
            <td className="stats-table__number">{count(bookings.made)}</td>
            <td className="stats-table__number">{count(bookings.cancelled)}</td>
          </tr>
        </tfoot>
      </FiguresTable>
    </section>
  );
}
