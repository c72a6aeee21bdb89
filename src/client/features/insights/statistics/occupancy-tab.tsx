import { useId } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { OccupancyMonth, UnitOccupancy } from '../../../../shared/schemas/insights';
import { BarChart } from './bar-chart';
import { nightShares } from './chart-scale';
import { FiguresTable, monthName, Percent, percentText, StatsEmpty, Tile, Tiles } from './stats-parts';

// /insights/occupancy/{unitId} (when the occupancy setting allows, AS §2.1, AS §6): per month the share
// of its nights booked here, taken by other channels (imported calendars) and closed, stacked to
// the whole month; the rates as tiles and every figure in a table.

export function OccupancyTab({ data, calendarPath }: { data: UnitOccupancy; calendarPath: string }) {
  const intl = useIntl();
  const captionId = useId();
  const { year, months, total } = data;
  if (total.bookedNights === 0 && total.externalNights === 0) return <StatsEmpty year={year} calendarPath={calendarPath} />;

  const shares = months.map(nightShares);
  const summary = intl.formatMessage(
    { id: 'insights.statistics.occupancy.chartSummary' },
    { year, rate: percentText(intl, total.rate), rateWithExternal: percentText(intl, total.rateWithExternal), booked: total.bookedNights, available: total.availableNights },
  );
  const nights = (count: number) => intl.formatNumber(count);

  return (
    <section className="stats-section" aria-labelledby={`${captionId}-title`}>
      <h2 id={`${captionId}-title`} className="stats-section__title">
        <FormattedMessage id="insights.statistics.occupancy.title" values={{ year }} />
      </h2>
      <Tiles label={intl.formatMessage({ id: 'insights.statistics.occupancy.totals' }, { year })}>
        <Tile label={<FormattedMessage id="insights.statistics.occupancy.rate" />} value={<Percent value={total.rate} />} testId="occupancy-rate" />
        <Tile label={<FormattedMessage id="insights.statistics.occupancy.rateWithExternal" />} value={<Percent value={total.rateWithExternal} />} />
        <Tile
          label={<FormattedMessage id="insights.statistics.occupancy.booked" />}
          value={nights(total.bookedNights)}
          detail={<FormattedMessage id="insights.statistics.occupancy.ofAvailable" values={{ available: total.availableNights }} />}
        />
        <Tile label={<FormattedMessage id="insights.statistics.occupancy.closed" />} value={nights(total.closedNights)} />
      </Tiles>
      <BarChart
        summary={summary}
        testId="occupancy-chart"
        mode="stacked"
        categories={months.map((m) => monthName(intl, year, m.month, 'short'))}
        series={[
          { key: 'booked', label: intl.formatMessage({ id: 'insights.statistics.occupancy.booked' }), values: shares.map((s) => s.booked) },
          { key: 'external', label: intl.formatMessage({ id: 'insights.statistics.occupancy.external' }), values: shares.map((s) => s.external) },
          { key: 'closed', label: intl.formatMessage({ id: 'insights.statistics.occupancy.closed' }), values: shares.map((s) => s.closed) },
        ]}
        // Shares of the month's nights: the axis is always the whole month.
        axisMax={1}
        formatTick={(value) => intl.formatNumber(value, { style: 'percent' })}
      />
      <FiguresTable captionId={captionId} caption={<FormattedMessage id="insights.statistics.occupancy.table" values={{ year }} />} testId="occupancy-table">
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="insights.statistics.month" /></th>
            <th scope="col" className="stats-table__number"><FormattedMessage id="insights.statistics.occupancy.nights" /></th>
            <th scope="col" className="stats-table__number"><FormattedMessage id="insights.statistics.occupancy.booked" /></th>
            <th scope="col" className="stats-table__number"><FormattedMessage id="insights.statistics.occupancy.external" /></th>
            <th scope="col" className="stats-table__number"><FormattedMessage id="insights.statistics.occupancy.closed" /></th>
            <th scope="col" className="stats-table__number"><FormattedMessage id="insights.statistics.occupancy.rate" /></th>
            <th scope="col" className="stats-table__number"><FormattedMessage id="insights.statistics.occupancy.rateWithExternal" /></th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(intl, year, m.month, 'long')}</th>
              <NightCells row={m} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <FormattedMessage id="insights.statistics.total" />
            </th>
            <NightCells row={total} />
          </tr>
        </tfoot>
      </FiguresTable>
    </section>
  );
}

function NightCells({ row }: { row: OccupancyMonth }) {
  const intl = useIntl();
  return (
    <>
      <td className="stats-table__number">{intl.formatNumber(row.nights)}</td>
      <td className="stats-table__number">{intl.formatNumber(row.bookedNights)}</td>
      <td className="stats-table__number">{intl.formatNumber(row.externalNights)}</td>
      <td className="stats-table__number">{intl.formatNumber(row.closedNights)}</td>
      <td className="stats-table__number">
        <Percent value={row.rate} />
      </td>
      <td className="stats-table__number">
        <Percent value={row.rateWithExternal} />
      </td>
    </>
  );
}
