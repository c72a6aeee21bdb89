import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl, type IntlShape } from '../../../i18n/intl';
import { generalErrorTexts } from '../../../api/error-text';
import { toApiError } from '../../../api/http';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { EmptyState } from '../../../ui/empty-state';

// What the three statistics tabs share: month names, shares that may be missing, key-figure
// tiles, the table of a chart's figures (opened on demand, scrolling sideways on a phone), and the
// loading, empty and failed states.

/** "Jan" for the chart, "January" for the table, in the reader's language. */
export const monthName = (intl: IntlShape, year: number, month: number, width: 'short' | 'long') =>
  intl.formatDate(Date.UTC(year, month - 1, 1), { month: width, timeZone: 'UTC' });

/** A share as a percentage, or "n/a" when there was nothing to share. */
export function Percent({ value }: { value: number | null }) {
  return value === null ? <FormattedMessage id="insights.statistics.notAvailable" /> : <FormattedNumber value={value} style="percent" maximumFractionDigits={1} />;
}

export const percentText = (intl: IntlShape, value: number | null) =>
  value === null ? intl.formatMessage({ id: 'insights.statistics.notAvailable' }) : intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });

export const moneyText = (intl: IntlShape, amount: number, currency: string) => intl.formatNumber(amount, { style: 'currency', currency });

export function Tiles({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl className="stats-tiles" aria-label={label}>
      {children}
    </dl>
  );
}

export function Tile({ label, value, detail, testId }: { label: ReactNode; value: ReactNode; detail?: ReactNode; testId?: string }) {
  return (
    <div className="stats-tile" data-testid={testId}>
      <dt className="stats-tile__label">{label}</dt>
      <dd className="stats-tile__value">{value}</dd>
      {detail && <dd className="stats-tile__detail">{detail}</dd>}
    </div>
  );
}

/** The chart's figures as a table: under a disclosure, in a box that scrolls sideways (and takes the keyboard). */
export function FiguresTable({ captionId, caption, testId, children }: { captionId: string; caption: ReactNode; testId: string; children: ReactNode }) {
  return (
    <details className="stats-figures">
      <summary>
        <FormattedMessage id="insights.statistics.showTable" />
      </summary>
      <div className="stats-figures__scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
        <table className="stats-table" data-testid={testId}>
          <caption id={captionId}>{caption}</caption>
          {children}
        </table>
      </div>
    </details>
  );
}

export function StatsLoading() {
  const intl = useIntl();
  return (
    <div className="stats-skeleton" role="status" aria-label={intl.formatMessage({ id: 'insights.statistics.loading' })} data-testid="insights-loading">
      <div className="stats-skeleton__tiles" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <div className="stats-skeleton__chart" aria-hidden="true" />
    </div>
  );
}

export function StatsError({ error, onRetry, busy }: { error: unknown; onRetry: () => void; busy: boolean }) {
  const intl = useIntl();
  return (
    <div role="alert" className="notice notice--error" data-testid="insights-error">
      <p>
        <FormattedMessage id="insights.statistics.loadError" />
      </p>
      <p>{generalErrorTexts(intl, toApiError(error)).join(' ')}</p>
      <Button variant="secondary" onClick={onRetry} busy={busy}>
        <FormattedMessage id="insights.page.retry" />
      </Button>
    </div>
  );
}

export function StatsEmpty({ year, calendarPath }: { year: number; calendarPath: string }) {
  return (
    <EmptyState
      className="stats-empty"
      data-testid="insights-empty"
      picture="calendar"
      title={<FormattedMessage id="insights.statistics.empty.title" values={{ year }} />}
      action={
        <ButtonLink to={calendarPath} variant="secondary">
          <FormattedMessage id="insights.statistics.empty.calendar" />
        </ButtonLink>
      }
    >
      <FormattedMessage id="insights.statistics.empty.body" />
    </EmptyState>
  );
}
