import { useIntl } from '../../../i18n/intl';

// Stars as a picture with the figure in words for screen readers ("4 of 5 stars"). Partial
// stars (an average of 4.3) fill the fifth star to the fraction.

export function ReviewStars({ rating, size = 'medium' }: { rating: number; size?: 'medium' | 'large' }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'insights.reviews.stars' }, { rating });
  const fill = Math.max(0, Math.min(5, rating)) * 20;
  return (
    <span className={`review-stars review-stars--${size}`} role="img" aria-label={label}>
      <span className="review-stars__empty" aria-hidden="true">
        ★★★★★
      </span>
      <span className="review-stars__full" aria-hidden="true" style={{ width: `${fill}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
