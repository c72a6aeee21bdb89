import { FormattedMessage } from '../../../i18n/intl';
import { RatingSummary } from './rating-summary';
import { ReviewList } from './review-list';
import { NewReviewsPanel } from './new-reviews-panel';
import { useUnitRating } from '../api';
import './reviews.css';

// The reviews tab of /insights/reviews/{unitId} (AS §2.7): the units with new
// reviews, the chosen unit's rating, and its reviews page by page with the host's replies. The
// insights page above it chooses the unit.

export interface ReviewsTabProps {
  unitId: string;
}

export function ReviewsTab({ unitId }: ReviewsTabProps) {
  const rating = useUnitRating(unitId);
  return (
    <div className="reviews-tab" data-testid="reviews-tab">
      <NewReviewsPanel currentUnitId={unitId} />
      <div className="reviews-tab__columns">
        <div className="reviews-tab__side">
          {rating.data && <RatingSummary rating={rating.data} />}
          {rating.isError && (
            <p className="reviews-tab__error" role="alert">
              <FormattedMessage id="insights.reviews.rating.loadFailed" />
            </p>
          )}
        </div>
        <section className="reviews-tab__main" aria-labelledby="review-list-title">
          <h2 id="review-list-title" className="reviews-tab__title">
            <FormattedMessage id="insights.reviews.list.title" />
          </h2>
          {/* Keyed by the unit: another unit starts with a closed editor. */}
          <ReviewList key={unitId} unitId={unitId} />
        </section>
      </div>
    </div>
  );
}
