import { useIntl } from '../../../i18n/intl';

// Stars shown (not chosen): the picture, and the figure in words for screen readers.
export function GuestReviewStars({ rating }: { rating: number }) {
  const intl = useIntl();
  return (
    <span className="guest-review__stars" role="img" aria-label={intl.formatMessage({ id: 'guest-chat.review.stars' }, { rating })} data-testid="guest-review-stars">
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        <span className="guest-review__stars-off">{'★'.repeat(Math.max(0, 5 - rating))}</span>
      </span>
    </span>
  );
}
