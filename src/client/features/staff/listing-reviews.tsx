import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../api/http';
import { approveListing, fetchListingsUnderReview, rejectListing, staffReviewKeys } from '../../api/staff-review';
import { Button } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import type { ListingReview } from '../../../shared/schemas/staff-review';
import { RejectDialog } from './reject-dialog';
import { useReviewDecision } from './use-review-decision';

// Listings a host published again after a staff rejection: publish them, or refuse with a
// reason the host reads beside "action needed" on their property pages.

export function ListingReviews() {
  const intl = useIntl();
  const list = useQuery<{ items: ListingReview[] }, ApiError>({ queryKey: staffReviewKeys.listings, queryFn: ({ signal }) => fetchListingsUnderReview(signal) });
  const decision = useReviewDecision<ListingReview>({
    queryKey: staffReviewKeys.listings,
    idOf: (i) => i.unitId,
    approve: approveListing,
    reject: rejectListing,
    messages: { approved: 'staffReview.listings.approved', rejected: 'staffReview.listings.rejected', conflict: 'staffReview.conflict' },
  });
  const rejecting = list.data?.items.find((i) => i.unitId === decision.rejectingItemId);
  const titleOf = (i: ListingReview) =>
    [i.propertyTitle, i.unitTitle].filter(Boolean).join(' · ') || intl.formatMessage({ id: 'staffReview.listings.untitled' });

  return (
    <section className="staff-section" aria-labelledby="staff-listings">
      <h2 id="staff-listings" className="staff-section__title">
        <FormattedMessage id="staffReview.listings.title" />
      </h2>
      {list.isPending && <PageSpinner label={intl.formatMessage({ id: 'staffReview.listings.loading' })} />}
      {list.isError && (
        <div className="notice notice--error" role="alert">
          <p>
            <FormattedMessage id="staffReview.listings.loadError" />
          </p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            <FormattedMessage id="staff.retry" />
          </Button>
        </div>
      )}
      {list.data && list.data.items.length === 0 && (
        <p className="empty-state">
          <FormattedMessage id="staffReview.listings.empty" />
        </p>
      )}
      {list.data && list.data.items.length > 0 && (
        <ul className="staff-reviews" aria-labelledby="staff-listings">
          {list.data.items.map((item) => (
            <li key={item.unitId} className="staff-review">
              <div className="staff-review__head">
                <h3 className="staff-review__title">{titleOf(item)}</h3>
              </div>
              <p className="staff-review__meta">
                {item.hostName} · {item.hostEmail}
                {' · '}
                <FormattedMessage id="staffReview.listings.since" values={{ date: <FormattedDate value={item.since} dateStyle="medium" timeStyle="short" /> }} />
              </p>
              {decision.failedItemId === item.unitId && (
                <p className="staff-review__error" role="alert">
                  <FormattedMessage id="staffReview.approveFailed" />
                </p>
              )}
              <div className="staff-review__actions">
                <Button
                  onClick={() => decision.send({ type: 'approve.start', itemId: item.unitId })}
                  busy={decision.approvingItemId === item.unitId}
                  disabled={decision.busyItemId !== null}
                  aria-label={intl.formatMessage({ id: 'staffReview.listings.approveNamed' }, { title: titleOf(item) })}
                >
                  <FormattedMessage id="staffReview.listings.approve" />
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => decision.send({ type: 'reject.start', itemId: item.unitId })}
                  disabled={decision.busyItemId !== null}
                  aria-label={intl.formatMessage({ id: 'staffReview.listings.rejectNamed' }, { title: titleOf(item) })}
                >
                  <FormattedMessage id="staffReview.reject" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <RejectDialog
        open={rejecting !== undefined}
        title={intl.formatMessage({ id: 'staffReview.listings.rejectTitle' }, { title: rejecting ? titleOf(rejecting) : '' })}
        busy={decision.submitting}
        reason={decision.reason}
        error={decision.reasonError}
        onReasonChange={(reason) => decision.send({ type: 'reason.change', reason })}
        onCancel={() => decision.send({ type: 'reject.cancel' })}
        onSubmit={() => decision.send({ type: 'reject.submit' })}
      />
    </section>
  );
}
