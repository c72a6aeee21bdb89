import { useId } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { UnitEarnings } from '../../../../shared/schemas/insights';
import { BarChart } from './bar-chart';
import { niceAxisMax } from './chart-scale';
import { FiguresTable, monthName, moneyText, StatsEmpty, Tile, Tiles } from './stats-parts';

// /insights/earnings/{unitId} (when the earnings setting allows, AS §2.1, AS §6): per currency the
// year's gross (commission included) and net per month as bars, the totals as tiles and every
// figure in a table. Amounts of different currencies are never added.

type Currency = UnitEarnings['currencies'][number];

function CurrencyEarnings({ year, entry }: { year: number; entry: Currency }) {
  const intl = useIntl();
  const captionId = useId();
  const { currency, months, total } = entry;
  const money = (amount: number) => moneyText(intl, amount, currency);
  // The month with the most gross (the answer always has twelve; the total stands in otherwise).
  const best = months.reduce((a, b) => (b.gross > a.gross ? b : a), months[0] ?? { ...total, month: 1 });
  const summary = intl.formatMessage(
    { id: 'insights.statistics.earnings.chartSummary' },
    { year, currency, gross: money(total.gross), net: money(total.net), month: monthName(intl, year, best.month, 'long'), monthGross: money(best.gross) },
  );
  const compact = (value: number) => intl.formatNumber(value, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });

  return (
    <section className="stats-section" aria-labelledby={`${captionId}-title`} data-testid={`earnings-${currency}`}>
      <h2 id={`${captionId}-title`} className="stats-section__title">
        <FormattedMessage id="insights.statistics.earnings.title" values={{ currency }} />
      </h2>
      <Tiles label={intl.formatMessage({ id: 'insights.statistics.earnings.totals' }, { year, currency })}>
        <Tile label={<FormattedMessage id="insights.statistics.earnings.gross" />} value={money(total.gross)} testId="earnings-total-gross" />
        <Tile label={<FormattedMessage id="insights.statistics.earnings.commission" />} value={money(total.commission)} />
        <Tile label={<FormattedMessage id="insights.statistics.earnings.net" />} value={money(total.net)} testId="earnings-total-net" />
        <Tile label={<FormattedMessage id="insights.statistics.earnings.stays" />} value={intl.formatNumber(total.stays)} />
      </Tiles>
      <BarChart
        summary={summary}
        testId={`earnings-chart-${currency}`}
        mode="grouped"
        categories={months.map((m) => monthName(intl, year, m.month, 'short'))}
        series={[
          { key: 'gross', label: intl.formatMessage({ id: 'insights.statistics.earnings.gross' }), values: months.map((m) => m.gross) },
          { key: 'net', label: intl.formatMessage({ id: 'insights.statistics.earnings.net' }), values: months.map((m) => m.net) },
        ]}
        axisMax={niceAxisMax(Math.max(0, ...months.map((m) => m.gross)))}
        formatTick={compact}
      />
      <FiguresTable captionId={captionId} caption={<FormattedMessage id="insights.statistics.earnings.table" values={{ year, currency }} />} testId={`earnings-table-${currency}`}>
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="insights.statistics.month" /></th>
            <th scope="col" className="stats-table__number"><FormattedMessage id="insights.statistics.earnings.stays" /></th>
            <th scope="col" className="stats-table__number"><FormattedMessage id="insights.statistics.earnings.gross" /></th>
            <th scope="col" className="stats-table__number"><FormattedMessage id="insights.statistics.earnings.commission" /></th>
            <th scope="col" className="stats-table__number"><FormattedMessage id="insights.statistics.earnings.net" /></th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(intl, year, m.month, 'long')}</th>
              <td className="stats-table__number">{intl.formatNumber(m.stays)}</td>
              <td className="stats-table__number">{money(m.gross)}</td>
              <td className="stats-table__number">{money(m.commission)}</td>
              <td className="stats-table__number">{money(m.net)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row"><FormattedMessage id="insights.statistics.total" /></th>
            <td className="stats-table__number">{intl.formatNumber(total.stays)}</td>
            <td className="stats-table__number">{money(total.gross)}</td>
            <td className="stats-table__number">{money(total.commission)}</td>
            <td className="stats-table__number">{money(total.net)}</td>
          </tr>
        </tfoot>
      </FiguresTable>
    </section>
  );
}

export function EarningsTab({ data, calendarPath }: { data: UnitEarnings; calendarPath: string }) {
  const withStays = data.currencies.filter((c) => c.total.stays > 0 || c.total.gross !== 0);
  if (withStays.length === 0) return <StatsEmpty year={data.year} calendarPath={calendarPath} />;
  return (
    <>
      {withStays.map((entry) => (
        <CurrencyEarnings key={entry.currency} year={data.year} entry={entry} />
      ))}
    </>
  );
}
