import { FormattedDate, FormattedMessage, useIntl } from '../../i18n/intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../api/http';
import { deadJobsKey, fetchDeadJobs, retryDeadJob } from './api';
import type { DeadJobPage } from '../../../shared/schemas/dead-jobs';
import { Button } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import { useSnackbar } from '../../ui/snackbar';
import { LoadFailed } from './load-failed';
import './browser-health.css';

// The staff desk's dead jobs: background jobs (mail sending, calendar sync, ...) given up after
// their last attempt (server: jobs/dead-jobs.ts). Read-only but for Retry, which puts one back as
// due and takes it off the list.

export function DeadJobs() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const list = useQuery<DeadJobPage, ApiError>({ queryKey: deadJobsKey, queryFn: ({ signal }) => fetchDeadJobs(signal) });
  const retry = useMutation<void, ApiError, string>({
    mutationFn: retryDeadJob,
    onSuccess: () => snackbar.show({ messageId: 'staff.deadJobs.retried', tone: 'success' }),
    onError: () => snackbar.show({ messageId: 'staff.deadJobs.retryFailed', tone: 'error' }),
    // Either way the list is read again: a job retried (here or by someone else) leaves it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: deadJobsKey }),
  });
  const items = list.data?.items ?? [];
  return (
    <section className="staff-section" aria-labelledby="staff-dead-jobs">
      <h2 id="staff-dead-jobs" className="staff-section__title">
        <FormattedMessage id="staff.deadJobs.title" />
      </h2>
      <p className="staff-section__intro">
        <FormattedMessage id="staff.deadJobs.intro" />
      </p>
      {list.isPending && <PageSpinner label={intl.formatMessage({ id: 'staff.deadJobs.loading' })} />}
      {list.isError && <LoadFailed messageId="staff.deadJobs.loadError" onRetry={() => void list.refetch()} />}
      {list.data && items.length === 0 && (
        <p className="empty-state">
          <FormattedMessage id="staff.deadJobs.empty" />
        </p>
      )}
      {items.length > 0 && (
        <div className="browser-health__scroll" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'staff.deadJobs.caption' })}>
          <table className="browser-health__table" data-testid="dead-jobs">
            <caption>
              <FormattedMessage id="staff.deadJobs.caption" values={{ total: list.data!.pagination.total }} />
            </caption>
            <thead>
              <tr>
                {(['queue', 'diedAt', 'attempts', 'lastError', 'action'] as const).map((column) => (
                  <th key={column} scope="col">
                    <FormattedMessage id={`staff.deadJobs.column.${column}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((job) => (
                <tr key={job.id} data-testid="dead-job">
                  <th scope="row">
                    <code>{job.queue}</code>
                  </th>
                  <td>
                    <FormattedDate value={job.diedAt} dateStyle="medium" timeStyle="medium" />
                  </td>
                  <td>{intl.formatNumber(job.attempts)}</td>
                  <td>{job.lastError ? <code>{job.lastError}</code> : <FormattedMessage id="staff.deadJobs.noError" />}</td>
                  <td>
                    <Button
                      variant="secondary"
                      busy={retry.isPending && retry.variables === job.id}
                      aria-label={intl.formatMessage({ id: 'staff.deadJobs.retryLabel' }, { queue: job.queue })}
                      onClick={() => retry.mutate(job.id)}
                    >
                      <FormattedMessage id="staff.deadJobs.retry" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
