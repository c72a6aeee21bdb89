import { FormattedDate, FormattedMessage, useIntl } from '../../i18n/intl';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../api/http';
import { browserHealthKey, fetchBrowserHealth } from './api';
import { WEB_VITAL_NAMES, type WebVitalName } from '../../../shared/domain/telemetry';
import { OTHER_ROUTE } from '../../../shared/domain/telemetry-route';
import type { BrowserHealth as Health } from '../../../shared/schemas/telemetry';
import { PageSpinner } from '../../ui/spinner';
import { LoadFailed } from './load-failed';
import './browser-health.css';

// The staff desk's browser health (AS §8 error tracker, AS §9 web vitals): p75 of
// each web vital per route pattern over the last 7 days, and the latest failed calls the browsers
// reported with their correlation ids (to find the server's log lines of the call).

type Vital = Health['vitals'][number];

function VitalCell({ vital }: { vital: Vital | undefined }) {
  const intl = useIntl();
  if (!vital) return <FormattedMessage id="staff.browserHealth.vitals.noValue" />;
  // CLS is a score without unit; the others are milliseconds.
  const value =
    vital.name === 'CLS'
      ? intl.formatNumber(vital.p75, { maximumFractionDigits: 3 })
      : intl.formatMessage({ id: 'staff.browserHealth.vitals.ms' }, { value: intl.formatNumber(vital.p75, { maximumFractionDigits: 0 }) });
  return (
    <>
      {value}
      <span className="browser-health__count">
        <FormattedMessage id="staff.browserHealth.vitals.count" values={{ count: vital.count }} />
      </span>
    </>
  );
}

function VitalsTable({ vitals }: { vitals: Health['vitals'] }) {
  const intl = useIntl();
  const routes = [...new Set(vitals.map((v) => v.route))];
  const of = (route: string, name: WebVitalName) => vitals.find((v) => v.route === route && v.name === name);
  if (routes.length === 0)
    return (
      <p className="empty-state">
        <FormattedMessage id="staff.browserHealth.vitals.empty" />
      </p>
    );
  return (
    <div className="browser-health__scroll" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'staff.browserHealth.vitals.caption' })}>
      <table className="browser-health__table" data-testid="browser-health-vitals">
        <caption>
          <FormattedMessage id="staff.browserHealth.vitals.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="staff.browserHealth.vitals.route" />
            </th>
            {WEB_VITAL_NAMES.map((name) => (
              <th key={name} scope="col">
                <abbr title={intl.formatMessage({ id: `staff.browserHealth.metric.${name}` })}>{name}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {routes.map((route) => (
            <tr key={route}>
              <th scope="row">{route === OTHER_ROUTE ? <FormattedMessage id="staff.browserHealth.vitals.other" /> : <code>{route}</code>}</th>
              {WEB_VITAL_NAMES.map((name) => (
                <td key={name}>
                  <VitalCell vital={of(route, name)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ErrorsTable({ errors }: { errors: Health['errors'] }) {
  const intl = useIntl();
  if (errors.length === 0)
    return (
      <p className="empty-state">
        <FormattedMessage id="staff.browserHealth.errors.empty" />
      </p>
    );
  return (
    <div className="browser-health__scroll" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'staff.browserHealth.errors.caption' })}>
      <table className="browser-health__table" data-testid="browser-health-errors">
        <caption>
          <FormattedMessage id="staff.browserHealth.errors.caption" />
        </caption>
        <thead>
          <tr>
            {(['at', 'status', 'call', 'page', 'host', 'correlationId'] as const).map((column) => (
              <th key={column} scope="col">
                <FormattedMessage id={`staff.browserHealth.errors.${column}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {errors.map((error) => (
            <tr key={error.id} data-testid="browser-health-error">
              <td>
                <FormattedDate value={error.at} dateStyle="medium" timeStyle="medium" />
              </td>
              <td>{error.status}</td>
              <td>
                <code>
                  {error.method} {error.path}
                </code>
                <span className="browser-health__count">{error.messageKey}</span>
              </td>
              <td>
                <code>{error.page}</code>
              </td>
              <td>{error.hostEmail ?? <FormattedMessage id="staff.browserHealth.errors.signedOut" />}</td>
              <td>{error.correlationId ? <code>{error.correlationId}</code> : <FormattedMessage id="staff.browserHealth.errors.none" />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BrowserHealth() {
  const intl = useIntl();
  const health = useQuery<Health, ApiError>({ queryKey: browserHealthKey, queryFn: ({ signal }) => fetchBrowserHealth(signal) });
  return (
    <section className="staff-section" aria-labelledby="staff-browser-health">
      <h2 id="staff-browser-health" className="staff-section__title">
        <FormattedMessage id="staff.browserHealth.title" />
      </h2>
      <p className="staff-section__intro">
        <FormattedMessage id="staff.browserHealth.intro" />
      </p>
      {health.isPending && <PageSpinner label={intl.formatMessage({ id: 'staff.browserHealth.loading' })} />}
      {health.isError && <LoadFailed messageId="staff.browserHealth.loadError" onRetry={() => void health.refetch()} />}
      {health.data && (
        <>
          <h3 className="browser-health__subtitle">
            <FormattedMessage id="staff.browserHealth.vitals.title" />
          </h3>
          <VitalsTable vitals={health.data.vitals} />
          <h3 className="browser-health__subtitle">
            <FormattedMessage id="staff.browserHealth.errors.title" />
          </h3>
          <ErrorsTable errors={health.data.errors} />
        </>
      )}
    </section>
  );
}
