import { useId } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BookingListTab } from '../../../shared/domain/bookings/tabs';
import type { Pagination } from '../../../shared/schemas/pagination';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { EmptyState } from '../../ui/empty-state';
import { useBookingList, useInquiryList, useRequestList } from './api';
import { useNow } from './expiration';
import { useListParams } from './list-params';
import { StayCard, type StayRow } from './stay-card';
import { UnitFilter } from './unit-filter';

// One list of stays with search, unit filter and paging (HC §2 Bookings, HC §7): the
// booking tabs, the requests tab (pending, or all with the toggle) and the inquiries. Loading,
// error with Retry, empty and no-match states are the same for all of them.

export type ListSource = { kind: 'bookings'; tab: BookingListTab } | { kind: 'requests' } | { kind: 'inquiries' };
/** What the empty text and the headings call the list. */
export const sourceName = (source: ListSource) => (source.kind === 'bookings' ? source.tab : source.kind);

interface Loaded {
  rows: StayRow[];
  pagination: Pagination | undefined;
}

function useSourceList(source: ListSource, q: { search: string; unitId: string | null; page: number }, showAll: boolean): { query: UseQueryResult<unknown>; loaded: Loaded } {
  const bookings = useBookingList(source.kind === 'bookings' ? source.tab : 'upcoming', q, source.kind === 'bookings');
  const requests = useRequestList({ ...q, status: showAll ? 'all' : 'pending' }, source.kind === 'requests');
  const inquiries = useInquiryList({ ...q, status: 'all' }, source.kind === 'inquiries');
  switch (source.kind) {
    case 'bookings':
      return { query: bookings, loaded: { rows: (bookings.data?.items ?? []).map((item) => ({ kind: 'booking', item })), pagination: bookings.data?.pagination } };
    case 'requests':
      return { query: requests, loaded: { rows: (requests.data?.items ?? []).map((item) => ({ kind: 'request', item })), pagination: requests.data?.pagination } };
    case 'inquiries':
      return { query: inquiries, loaded: { rows: (inquiries.data?.items ?? []).map((item) => ({ kind: 'inquiry', item })), pagination: inquiries.data?.pagination } };
  }
}

export function StayList({ source }: { source: ListSource }) {
  const intl = useIntl();
  const params = useListParams();
  const now = useNow();
  const searchId = useId();
  const { query, loaded } = useSourceList(source, { search: params.search, unitId: params.unitId, page: params.page }, params.showAll);
  const name = sourceName(source);
  const total = loaded.pagination?.total ?? 0;
  const filtered = params.search !== '' || params.unitId !== null;
  const knownTitle = loaded.rows.find((r) => r.item.propertyUnitSummary.publicId === params.unitId)?.item.propertyUnitSummary.title;

  return (
    <div className="stay-list">
      <div className="stay-list__toolbar" role="search" aria-label={intl.formatMessage({ id: 'bookings.pages.filters' })}>
        <div className="stay-list__search">
          <label htmlFor={searchId} className="stay-list__search-label">
            <FormattedMessage id="bookings.pages.search.label" />
          </label>
          <input
            id={searchId}
            type="search"
            className="stay-list__search-input"
            value={params.typed}
            placeholder={intl.formatMessage({ id: 'bookings.pages.search.placeholder' })}
            onChange={(e) => params.setTyped(e.target.value)}
            maxLength={100}
            autoComplete="off"
          />
        </div>
        <UnitFilter unitId={params.unitId} knownTitle={knownTitle} onChoose={params.setUnit} />
        {source.kind === 'requests' && (
          <label className="stay-list__toggle">
            <input type="checkbox" checked={params.showAll} onChange={(e) => params.setShowAll(e.target.checked)} />
            <FormattedMessage id="bookings.pages.showAllRequests" />
          </label>
        )}
        {query.isFetching && query.isPlaceholderData && <span className="spinner__circle spinner__circle--button" role="presentation" />}
      </div>

      {query.isPending ? (
        <div className="stay-list__skeleton" role="status" aria-busy="true">
          <span className="visually-hidden">
            <FormattedMessage id="bookings.pages.loading" />
          </span>
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="skeleton skeleton--stay" aria-hidden="true" />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <div role="alert" className="notice notice--error">
          <p>
            <FormattedMessage id="bookings.pages.loadError" />
          </p>
          <p>{generalErrorTexts(intl, toApiError(query.error)).join(' ')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            <FormattedMessage id="bookings.pages.retry" />
          </Button>
        </div>
      ) : total === 0 && !filtered ? (
        // The next thing a host with no bookings can do is keep the calendar open for guests.
        <EmptyState
          picture="calendar"
          className="stay-list__empty"
          title={<FormattedMessage id="bookings.pages.empty.title" />}
          action={
            <ButtonLink to="/calendar" variant="secondary">
              <FormattedMessage id="bookings.pages.empty.action" />
            </ButtonLink>
          }
        >
          <FormattedMessage id={`bookings.pages.empty.${name}${source.kind === 'requests' && params.showAll ? 'All' : ''}`} />
        </EmptyState>
      ) : total === 0 ? (
        <div className="stay-list__empty empty-state">
          <p>
            <FormattedMessage id="bookings.pages.noMatch" />
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              params.setTyped('');
              params.setUnit(null);
            }}
          >
            <FormattedMessage id="bookings.pages.clearFilters" />
          </Button>
        </div>
      ) : (
        <>
          <p className="stay-list__total" role="status">
            <FormattedMessage id="bookings.pages.total.count" values={{ count: total }} />
          </p>
          <div className="stay-list__items" aria-busy={query.isFetching || undefined}>
            {loaded.rows.map((row) => (
              <StayCard key={`${row.kind}-${row.item.publicId}`} row={row} now={now} />
            ))}
          </div>
          {loaded.pagination && loaded.pagination.pages > 1 && (
            <nav className="pagination" aria-label={intl.formatMessage({ id: 'bookings.pages.pagination.label' })}>
              <Button variant="secondary" disabled={params.page <= 1} onClick={() => params.setPage(params.page - 1)}>
                <FormattedMessage id="bookings.pages.pagination.previous" />
              </Button>
              <span className="pagination__status" aria-current="page">
                <FormattedMessage id="bookings.pages.pagination.status" values={{ current: loaded.pagination.current, pages: loaded.pagination.pages }} />
              </span>
              <Button variant="secondary" disabled={loaded.pagination.next == null} onClick={() => params.setPage(loaded.pagination!.next ?? params.page)}>
                <FormattedMessage id="bookings.pages.pagination.next" />
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
