import { FormattedDate, FormattedMessage, useIntl } from '../../i18n/intl';
import { approveListing, fetchListingsUnderReview, rejectListing, staffReviewKeys } from './api';
import type { ListingReview } from '../../../shared/schemas/staff-review';
import { ReviewQueue } from './review-queue';

// Listings a host published again after a staff rejection: publish them, or refuse with a
// reason the host reads beside "action needed" on their property pages.

export function ListingReviews() {
  const intl = useIntl();
  return (
    <ReviewQueue<ListingReview>
      headingId="staff-listings"
      textPrefix="staff.review.listings"
      titleParam="title"
      queryKey={staffReviewKeys.listings}
      fetchItems={fetchListingsUnderReview}
      approve={approveListing}
      reject={rejectListing}
      idOf={(i) => i.unitId}
      titleOf={(i) => [i.propertyTitle, i.unitTitle].filter(Boolean).join(' · ') || intl.formatMessage({ id: 'staff.review.listings.untitled' })}
      renderDetails={(item) => (
        <p className="staff-review__meta">
          {item.hostName} · {item.hostEmail}
          {' · '}
          <FormattedMessage id="staff.review.listings.since" values={{ date: <FormattedDate value={item.since} dateStyle="medium" timeStyle="short" /> }} />
        </p>
      )}
    />
  );
}
