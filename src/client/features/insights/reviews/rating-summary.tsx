import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { RATING_MAX } from '../../../../shared/domain/reviews/rating';
import type { UnitRating } from '../../../../shared/schemas/reviews';
import { ReviewStars } from './review-stars';

// The unit's rating (AS §2.7 "a rating per unit is shown"): the average with stars, how many
// reviews, and a bar per star from 5 down to 1 whose length is its share; each bar says its
// figures in words, so the chart reads without seeing it.

export function RatingSummary({ rating }: { rating: UnitRating }) {
  const intl = useIntl();
  const stars = Array.from({ length: RATING_MAX }, (_, i) => RATING_MAX - i);
  const most = Math.max(1, ...rating.distribution);
  return (
    <section className="review-rating" aria-labelledby="review-rating-title" data-testid="review-rating">
      <h2 id="review-rating-title" className="review-rating__title">
        <FormattedMessage id="insights.reviews.rating.title" />
      </h2>
      {rating.average === null ? (
        <p className="review-rating__none">
          <FormattedMessage id="insights.reviews.rating.none" />
        </p>
      ) : (
        <div className="review-rating__headline">
          <span className="review-rating__average" data-testid="review-rating-average">
            <FormattedMessage id="insights.reviews.rating.average" values={{ average: rating.average }} />
          </span>
          <ReviewStars rating={rating.average} size="large" />
        </div>
      )}
      <p className="review-rating__count" data-testid="review-rating-count">
        <FormattedMessage id="insights.reviews.rating.count" values={{ count: rating.count }} />
      </p>
      {rating.count > 0 && (
        <ul className="review-rating__bars" aria-label={intl.formatMessage({ id: 'insights.reviews.rating.distribution' })}>
          {stars.map((star) => {
            const count = rating.distribution[star - 1] ?? 0;
            return (
              <li key={star} className="review-rating__bar" data-testid={`review-rating-bar-${star}`}>
                <span className="review-rating__bar-label" aria-hidden="true">
                  {star}★
                </span>
                <span className="review-rating__track" aria-hidden="true">
                  <span className="review-rating__fill" style={{ width: `${(count / most) * 100}%` }} />
                </span>
                <span className="review-rating__bar-count" aria-hidden="true">
                  {intl.formatNumber(count)}
                </span>
                <span className="visually-hidden">
                  <FormattedMessage id="insights.reviews.rating.bar" values={{ stars: star, count }} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {rating.unanswered > 0 && (
        <p className="review-rating__unanswered" data-testid="review-rating-unanswered">
          <FormattedMessage id="insights.reviews.rating.unanswered" values={{ count: rating.unanswered }} />
        </p>
      )}
    </section>
  );
}
