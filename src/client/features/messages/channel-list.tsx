import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { ChannelStatus } from '../../../shared/domain/messaging/inbox';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { EmptyState } from '../../ui/empty-state';
import { ChannelListItem } from './channel-list-item';
import { useChannelPages, type ListFilters } from './api';

// The conversations of a view (inbox, all, archived), last message first, page by page (Show
// more). Loading, failed with Retry, empty (per view) and no-match states.

/** The list's clock for "5 minutes ago": ticks every minute. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function ChannelList({ filters, openChannelId, onClearFilters }: { filters: ListFilters; openChannelId: string | null; onClearFilters: () => void }) {
  const intl = useIntl();
  const filterKey = JSON.stringify(filters);
  // A new view, search or filter starts again with one page.
  const [pages, setPages] = useState({ key: filterKey, count: 1 });
  const pageCount = pages.key === filterKey ? pages.count : 1;
  const list = useChannelPages(filters, pageCount, true);
  const now = useMinuteClock();
  const filtered = filters.search !== '' || filters.type !== null || filters.recent;
  const status: ChannelStatus = filters.status;

  if (list.isPending)
    return (
      <div className="channel-list__loading" role="status" aria-busy="true">
        <span className="visually-hidden">
          <FormattedMessage id="messages.list.loading" />
        </span>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="skeleton channel-list__skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  if (list.isError && list.items.length === 0)
    return (
      <div role="alert" className="notice notice--error channel-list__error">
        <p>
          <FormattedMessage id="messages.list.loadError" />
        </p>
        {list.error && <p>{generalErrorTexts(intl, toApiError(list.error)).join(' ')}</p>}
        <Button variant="secondary" onClick={list.refetch} busy={list.isFetching}>
          <FormattedMessage id="messages.retry" />
        </Button>
      </div>
    );
  if (list.items.length === 0 && filtered)
    return (
      <div className="empty-state channel-list__empty">
        <p>
          <FormattedMessage id="messages.list.noMatch" />
        </p>
        <Button variant="secondary" onClick={onClearFilters}>
          <FormattedMessage id="messages.list.clearFilters" />
        </Button>
      </div>
    );
  // No conversation at all: guests write about a listing, so the way on is to the properties;
  // from the archive, back to the inbox.
  if (list.items.length === 0)
    return (
      <EmptyState
        picture="chat"
        className="channel-list__empty"
        title={<FormattedMessage id="messages.list.empty.title" />}
        action={
          status === 'archived' ? (
            <ButtonLink to="/messages" variant="secondary">
              <FormattedMessage id="messages.list.empty.toInbox" />
            </ButtonLink>
          ) : (
            <ButtonLink to="/properties" variant="secondary">
              <FormattedMessage id="messages.list.empty.action" />
            </ButtonLink>
          )
        }
      >
        <FormattedMessage id={`messages.list.empty.${status}`} />
      </EmptyState>
    );
  return (
    <div className="channel-list" aria-busy={list.isFetching || undefined}>
      <p className="channel-list__total" role="status">
        <FormattedMessage id="messages.list.total" values={{ count: list.total }} />
      </p>
      <ul className="channel-list__items" aria-label={intl.formatMessage({ id: `messages.tabs.${status}` })}>
        {list.items.map((channel) => (
          <ChannelListItem key={channel.id} channel={channel} status={status} current={channel.id === openChannelId} now={now} />
        ))}
      </ul>
      {list.moreFailed && (
        <p role="alert" className="channel-list__more-error">
          <FormattedMessage id="messages.list.moreFailed" />
        </p>
      )}
      {(list.hasMore || list.loadingMore || list.moreFailed) && (
        <Button variant="secondary" className="channel-list__more" busy={list.loadingMore} onClick={() => (list.moreFailed ? list.refetch() : setPages({ key: filterKey, count: pageCount + 1 }))}>
          <FormattedMessage id={list.moreFailed ? 'messages.retry' : 'messages.list.showMore'} />
        </Button>
      )}
    </div>
  );
}
