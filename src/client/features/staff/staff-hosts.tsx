import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useNavigate } from '../../router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { api, callApi, parseAnswer, type ApiError } from '../../api/http';
import { getImpersonatedHostId, setImpersonatedHostId } from '../../api/impersonation';
import { useAppData } from '../../app/app-data';
import { Button } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import { LoadFailed } from './load-failed';

// "Act for a host" on /staff: a support staff member picks the host to act for (AS §1, AS §6).
// The choice is the x-impersonate-host header of every later call; the server checks the caller
// is staff and records them in the audit of every write.

const StaffHostsSchema = v.object({
  items: v.array(
    v.object({
      userId: v.string(),
      email: v.string(),
      firstName: v.string(),
      lastName: v.string(),
      companyName: v.nullable(v.string()),
      commercialModel: v.picklist(['subscription', 'commission']),
    }),
  ),
});
type StaffHost = v.InferOutput<typeof StaffHostsSchema>['items'][number];

function fetchStaffHosts(signal?: AbortSignal) {
  return callApi(async () => parseAnswer(StaffHostsSchema, await api.get('app/staff/hosts', { signal }).json()));
}

const hostName = (h: StaffHost) => [h.firstName, h.lastName].filter(Boolean).join(' ') || h.companyName || h.email;

export function StaffHosts() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { reload } = useAppData();
  const [search, setSearch] = useState('');
  const hosts = useQuery<{ items: StaffHost[] }, ApiError>({ queryKey: ['staff', 'hosts'], queryFn: ({ signal }) => fetchStaffHosts(signal) });
  const current = getImpersonatedHostId();

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    const items = hosts.data?.items ?? [];
    return q ? items.filter((h) => `${hostName(h)} ${h.email} ${h.companyName ?? ''}`.toLowerCase().includes(q)) : items;
  }, [hosts.data, search]);

  const actFor = (host: StaffHost) => {
    setImpersonatedHostId(host.userId);
    // Every cached answer belonged to the previous identity; the start loads the host afresh.
    queryClient.clear();
    navigate('/');
    reload();
  };

  return (
    <section className="staff-section" aria-labelledby="staff-hosts">
      <h2 id="staff-hosts" className="staff-section__title">
        <FormattedMessage id="staff.title" />
      </h2>
      <p className="staff-section__intro">
        <FormattedMessage id="staff.intro" />
      </p>
      {hosts.isPending && <PageSpinner label={intl.formatMessage({ id: 'staff.loading' })} />}
      {hosts.isError && <LoadFailed messageId={hosts.error.status === 403 ? 'staff.forbidden' : 'staff.loadError'} onRetry={() => void hosts.refetch()} />}
      {hosts.data && (
        <>
          <label className="field">
            <span className="field__label">
              <FormattedMessage id="staff.search" />
            </span>
            <input className="field__input" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </label>
          {shown.length === 0 ? (
            <p className="empty-state">
              <FormattedMessage id="staff.empty" />
            </p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="staff.column.host" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="staff.column.email" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="staff.column.model" />
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">
                      <FormattedMessage id="staff.column.action" />
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((host) => (
                  <tr key={host.userId}>
                    <th scope="row">{hostName(host)}</th>
                    <td>{host.email}</td>
                    <td>
                      <FormattedMessage id={`staff.model.${host.commercialModel}`} />
                    </td>
                    <td className="table__action">
                      {current === host.userId ? (
                        <span className="tag">
                          <FormattedMessage id="staff.current" />
                        </span>
                      ) : (
                        <Button variant="secondary" onClick={() => actFor(host)} aria-label={intl.formatMessage({ id: 'staff.actForNamed' }, { name: hostName(host) })}>
                          <FormattedMessage id="staff.actFor" />
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
