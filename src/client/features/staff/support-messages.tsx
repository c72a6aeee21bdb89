import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from '../../i18n/intl';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../api/http';
import { fetchSupportMessages, markSupportMessageHandled, supportKeys } from '../../api/support';
import type { SupportMessage } from '../../../shared/schemas/support';
import { Button } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import { LoadFailed } from './load-failed';

// The staff desk's support messages (AS §2.9, AS §3 "Support message"): open ones
// first, each with its topic, host, page, unit, time and text; "Mark handled" moves it down. A
// message someone else handled first (409) says so and the list is read again.

// The host's own line breaks are kept; the pager sits in one row.
const BODY_STYLE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
const PAGES_STYLE = { display: 'flex', alignItems: 'center', gap: '8px', marginTop: '12px' } as const;

export function SupportMessages() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<{ id: string; messageId: string; error: boolean } | null>(null);
  const list = useQuery<Awaited<ReturnType<typeof fetchSupportMessages>>, ApiError>({
    queryKey: supportKeys.staffMessages(page),
    queryFn: ({ signal }) => fetchSupportMessages(page, signal),
    placeholderData: keepPreviousData,
  });
  const handled = useMutation<SupportMessage, ApiError, string>({
    meta: { errorShown: 'inline' },
    mutationFn: markSupportMessageHandled,
    onSuccess: (_, id) => setOutcome({ id, messageId: 'staff.support.markedHandled', error: false }),
    onError: (error, id) => setOutcome({ id, messageId: error.status === 409 ? 'staff.support.alreadyHandled' : 'staff.support.markFailed', error: error.status !== 409 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.staffMessagesAll }),
  });

  return (
    <section className="staff-section" aria-labelledby="staff-support-messages">
      <h2 id="staff-support-messages" className="staff-section__title">
        <FormattedMessage id="staff.support.title" />
      </h2>
      {list.isPending && <PageSpinner label={intl.formatMessage({ id: 'staff.support.loading' })} />}
      {list.isError && <LoadFailed messageId="staff.support.loadError" onRetry={() => void list.refetch()} />}
      {list.data && list.data.items.length === 0 && (
        <p className="empty-state">
          <FormattedMessage id="staff.support.empty" />
        </p>
      )}
      {list.data && list.data.items.length > 0 && (
        <ul className="staff-reviews" aria-labelledby="staff-support-messages">
          {list.data.items.map((message) => (
            <li key={message.id} className="staff-review" data-testid="support-message">
              <div className="staff-review__head">
                <h3 className="staff-review__title">
                  <FormattedMessage id={`staff.support.topic.${message.topic}`} />
                </h3>
                <span className="staff-review__meta">
                  {message.handledAt ? (
                    <FormattedMessage id="staff.support.handledOn" values={{ date: <FormattedDate value={message.handledAt} dateStyle="medium" timeStyle="short" /> }} />
                  ) : (
                    <FormattedMessage id="staff.support.open" />
                  )}
                </span>
              </div>
              <p className="staff-review__meta">
                {message.hostName} · {message.hostEmail}
                {message.sentByStaff && (
                  <>
                    {' · '}
                    <FormattedMessage id="staff.support.sentByStaff" />
                  </>
                )}
              </p>
              <p className="staff-review__meta">
                <FormattedMessage id="staff.support.sentAt" values={{ date: <FormattedDate value={message.createdAt} dateStyle="medium" timeStyle="short" /> }} />
                {message.pageId && (
                  <>
                    {' · '}
                    <FormattedMessage id="staff.support.page" values={{ page: message.pageId }} />
                  </>
                )}
                {message.propertyUnitId && (
                  <>
                    {' · '}
                    <FormattedMessage id="staff.support.unit" values={{ title: message.unitTitle ?? intl.formatMessage({ id: 'staff.support.untitledUnit' }) }} />
                  </>
                )}
              </p>
              <p style={BODY_STYLE}>{message.body}</p>
              {outcome?.id === message.id && (
                <p className={outcome.error ? 'staff-review__error' : 'staff-review__meta'} role={outcome.error ? 'alert' : 'status'}>
                  <FormattedMessage id={outcome.messageId} />
                </p>
              )}
              {!message.handledAt && (
                <div className="staff-review__actions">
                  <Button
                    onClick={() => handled.mutate(message.id)}
                    busy={handled.isPending && handled.variables === message.id}
                    disabled={handled.isPending}
                    aria-label={intl.formatMessage({ id: 'staff.support.markHandledNamed' }, { name: message.hostName })}
                  >
                    <FormattedMessage id="staff.support.markHandled" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.pagination.pages > 1 && (
        <nav style={PAGES_STYLE} aria-label={intl.formatMessage({ id: 'staff.support.pageOf' }, { current: page, pages: list.data.pagination.pages })}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            <FormattedMessage id="staff.support.previous" />
          </Button>
          <span>
            <FormattedMessage id="staff.support.pageOf" values={{ current: page, pages: list.data.pagination.pages }} />
          </span>
          <Button variant="secondary" disabled={list.data.pagination.next === null} onClick={() => setPage((p) => p + 1)}>
            <FormattedMessage id="staff.support.next" />
          </Button>
        </nav>
      )}
    </section>
  );
}
