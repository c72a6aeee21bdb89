import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { PageHeading } from '../../ui/page-heading';
import { Button } from '../../ui/button';
import { useEarnings } from './api';
import { EarningsTable } from './money/earnings-table';
import { downloadText, earningsCsvOf } from './money/earnings-csv';
import { Loading, LoadFailed } from './money/load-state';
import './money/money.css';

// /account/earnings (when the earnings setting allows): per booking of the chosen year what it
// earned, the plan's commission and the payout, with month and year totals, and a CSV of the lines.
// The year starts as the server's current year; the choice offers every year that has bookings.

export default function EarningsTab() {
  const intl = useIntl();
  const yearId = useId();
  const [year, setYear] = useState<number | null>(null);
  const earnings = useEarnings(year);
  const view = earnings.data;
  const years = view ? [...new Set([view.year, ...view.years])].sort((a, b) => b - a) : [];

  return (
    <section className="account-earnings">
      <PageHeading title={<FormattedMessage id="account.tabs.earnings" />} description={<FormattedMessage id="account.money.earnings.intro" />} />
      {earnings.isPending ? (
        <Loading label={intl.formatMessage({ id: 'account.money.earnings.loading' })} />
      ) : earnings.isError && !view ? (
        <LoadFailed retry={() => void earnings.refetch()} />
      ) : view ? (
        <div aria-busy={earnings.isFetching || undefined}>
          <div className="money-toolbar">
            <div className="form-field">
              <label htmlFor={yearId}>
                <FormattedMessage id="account.money.earnings.year" />
              </label>
              <select id={yearId} value={view.year} onChange={(event) => setYear(Number(event.target.value))} data-testid="earnings-year">
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            </div>
            {view.lines.length > 0 && (
              <Button variant="secondary" onClick={() => downloadText(`earnings-${view.year}.csv`, earningsCsvOf(view, intl.locale))}>
                <FormattedMessage id="account.money.earnings.download" />
              </Button>
            )}
          </div>
          {earnings.isError && <LoadFailed retry={() => void earnings.refetch()} />}
          {view.lines.length === 0 ? (
            <p className="empty-state" data-testid="earnings-empty">
              <FormattedMessage id="account.money.earnings.empty" values={{ year: view.year }} />
            </p>
          ) : (
            <EarningsTable view={view} />
          )}
        </div>
      ) : null}
    </section>
  );
}
