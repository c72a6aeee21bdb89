import { FormattedDate, FormattedMessage, useIntl } from '../../i18n/intl';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../api/http';
import { accountDataKeys, fetchDataRequests } from '../../api/account-data';
import type { DataRequestList } from '../../../shared/schemas/account-data';
import { isDeletedAccountEmail } from '../../../shared/domain/account-deletion';
import { PageSpinner } from '../../ui/spinner';
import { LoadFailed } from './load-failed';

// The staff desk's data requests: which host downloaded their data or deleted their account, and
// when (the audit rows of routes/account-data.ts). A deleted host's name is gone by design: the
// row shows "Deleted account" and the host id support can quote.

export function DataRequests() {
  const intl = useIntl();
  const list = useQuery<DataRequestList, ApiError>({
    queryKey: accountDataKeys.staffRequests,
    queryFn: ({ signal }) => fetchDataRequests(signal),
  });

  return (
    <section className="staff-section" aria-labelledby="staff-data-requests">
      <h2 id="staff-data-requests" className="staff-section__title">
        <FormattedMessage id="staff.dataRequests.title" />
      </h2>
      <p>
        <FormattedMessage id="staff.dataRequests.intro" />
      </p>
      {list.isPending && <PageSpinner label={intl.formatMessage({ id: 'staff.dataRequests.loading' })} />}
      {list.isError && <LoadFailed messageId="staff.dataRequests.loadError" onRetry={() => void list.refetch()} />}
      {list.data && list.data.items.length === 0 && (
        <p className="empty-state">
          <FormattedMessage id="staff.dataRequests.empty" />
        </p>
      )}
      {list.data && list.data.items.length > 0 && (
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="staff.dataRequests.column.kind" />
              </th>
              <th scope="col">
                <FormattedMessage id="staff.dataRequests.column.host" />
              </th>
              <th scope="col">
                <FormattedMessage id="staff.dataRequests.column.at" />
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((request) => (
              <tr key={request.id} data-testid="data-request">
                <td>
                  <FormattedMessage id={`staff.dataRequests.kind.${request.kind}`} />
                  {request.byStaff && (
                    <>
                      {' · '}
                      <FormattedMessage id="staff.dataRequests.byStaff" />
                    </>
                  )}
                </td>
                <td>
                  {isDeletedAccountEmail(request.hostEmail) ? <FormattedMessage id="staff.dataRequests.deletedHost" /> : request.hostName}
                  <br />
                  <small>{isDeletedAccountEmail(request.hostEmail) ? request.hostId : request.hostEmail}</small>
                </td>
                <td>
                  <FormattedDate value={request.at} dateStyle="medium" timeStyle="short" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
