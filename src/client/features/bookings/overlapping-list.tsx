import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from '../../router';
import { useState } from 'react';
import type { Unavailability } from '../../../shared/schemas/availability';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { useOverlapping } from './api';
import { stayPath } from '../../../shared/domain/bookings/stay-paths';
import { useStayFormat } from './stay-format';
import { LoadingSkeleton } from '../../ui/loading-skeleton';

// The unavailabilities that share nights with an inquiry (HC §7 overlapping-
// unavailabilities, paged): what stands in the way before the host confirms. Days are both ends
// included here (unavailabilities name days, not stays).

function linkOf(u: Unavailability): string | null {
  if (u.booking) return stayPath('booking', u.booking);
  if (u.bookingRequest) return stayPath('request', u.bookingRequest);
  if (u.inquiry) return stayPath('inquiry', u.inquiry);
  return null;
}

export function OverlappingList({ inquiryId }: { inquiryId: string }) {
  const intl = useIntl();
  const format = useStayFormat();
  const [page, setPage] = useState(1);
  const query = useOverlapping(inquiryId, page);
  const data = query.data;
  return (
    <section className="stay-details__section" aria-labelledby="overlapping-title">
      <h2 id="overlapping-title" className="section-title">
        <FormattedMessage id="bookings.inquiries.overlapping.title" />
      </h2>
      {query.isPending ? (
        <LoadingSkeleton label={<FormattedMessage id="bookings.inquiries.overlapping.loading" />} />
      ) : query.isError && !data ? (
        <div role="alert" className="notice notice--error">
          <p>
            <FormattedMessage id="bookings.inquiries.overlapping.loadError" />
          </p>
          <p>{generalErrorTexts(intl, toApiError(query.error)).join(' ')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            <FormattedMessage id="bookings.pages.retry" />
          </Button>
        </div>
      ) : !data || data.items.length === 0 ? (
        <p className="stay-details__muted">
          <FormattedMessage id="bookings.inquiries.overlapping.none" />
        </p>
      ) : (
        <>
          <ul className="overlapping-list" aria-busy={query.isFetching || undefined}>
            {data.items.map((u, i) => {
              const to = linkOf(u);
              const days = intl.formatDateTimeRange(new Date(`${u.dateFrom}T00:00:00Z`), new Date(`${u.dateTo}T00:00:00Z`), {
                day: 'numeric',
                month: 'short',
                year: 'numeric',
                timeZone: 'UTC',
              });
              return (
                <li key={`${u.source}-${u.dateFrom}-${i}`} className="overlapping-list__item">
                  <span className="overlapping-list__source">
                    <FormattedMessage id={`bookings.inquiries.source.${u.source}`} />
                  </span>
                  <span>{u.dateFrom === u.dateTo ? format.day(u.dateFrom) : days}</span>
                  {to && (
                    <Link to={to}>
                      <FormattedMessage id="bookings.inquiries.overlapping.open" values={{ code: u.booking ?? u.bookingRequest ?? u.inquiry ?? '' }} />
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
          {data.pagination.pages > 1 && (
            <nav className="pagination" aria-label={intl.formatMessage({ id: 'bookings.inquiries.overlapping.pages' })}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <FormattedMessage id="bookings.pages.pagination.previous" />
              </Button>
              <span className="pagination__status" aria-current="page">
                <FormattedMessage id="bookings.pages.pagination.status" values={{ current: data.pagination.current, pages: data.pagination.pages }} />
              </span>
              <Button variant="secondary" disabled={data.pagination.next == null} onClick={() => setPage(data.pagination.next ?? page)}>
                <FormattedMessage id="bookings.pages.pagination.next" />
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
