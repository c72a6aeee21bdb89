import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { ButtonLink } from '../../../ui/button-link';
import { Button } from '../../../ui/button';
import { useSnackbar } from '../../../ui/snackbar';
import { insightsPath } from '../insights-paths';
import { useInsightsUnits } from '../insights-units';
import { useMarkSeen, useNewReviewUnits } from '../api';

// The host's units with reviews not yet marked seen (AS §2.7): each with a link to its reviews and
// "Mark as seen", which removes it at once and brings it back with an error if the call fails.
// Opening a unit's reviews marks nothing: the host decides when they are seen. Units are named
// from the host's unit list; one not on its first page keeps a neutral name.

export function NewReviewsPanel({ currentUnitId }: { currentUnitId: string }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const newUnits = useNewReviewUnits();
  const units = useInsightsUnits();
  const nameOf = (unitId: string) => {
    const unit = units.data?.units.find((u) => u.id === unitId);
    const name = unit?.name ?? intl.formatMessage({ id: 'insights.reviews.newReviews.untitledUnit' });
    return unit?.propertyTitle ? `${unit.propertyTitle} – ${name}` : name;
  };
  const markSeen = useMarkSeen({
    onSuccess: (unitId) => snackbar.show({ messageId: 'insights.reviews.newReviews.seen', values: { unit: nameOf(unitId) }, tone: 'success' }),
    onError: (unitId) => snackbar.show({ messageId: 'insights.reviews.newReviews.seenFailed', values: { unit: nameOf(unitId) }, tone: 'error' }),
  });

  const ids = newUnits.data ?? [];
  if (ids.length === 0) return null;
  return (
    <section className="new-reviews" aria-labelledby="new-reviews-title" data-testid="new-reviews">
      <h2 id="new-reviews-title" className="new-reviews__title">
        <FormattedMessage id="insights.reviews.newReviews.title" />
      </h2>
      <p className="new-reviews__body">
        <FormattedMessage id="insights.reviews.newReviews.body" />
      </p>
      <ul className="new-reviews__list">
        {ids.map((unitId) => {
          const unit = nameOf(unitId);
          return (
            <li key={unitId} className="new-reviews__item" data-unit-id={unitId}>
              <span className="new-reviews__unit">{unit}</span>
              {unitId === currentUnitId ? (
                <span className="new-reviews__current">
                  <FormattedMessage id="insights.reviews.newReviews.current" />
                </span>
              ) : (
                <ButtonLink variant="ghost" className="new-reviews__open" to={insightsPath('reviews', unitId)} aria-label={intl.formatMessage({ id: 'insights.reviews.newReviews.openLabel' }, { unit })}>
                  <FormattedMessage id="insights.reviews.newReviews.open" />
                </ButtonLink>
              )}
              <Button variant="secondary" aria-label={intl.formatMessage({ id: 'insights.reviews.newReviews.markSeenLabel' }, { unit })} onClick={() => markSeen.mutate(unitId)}>
                <FormattedMessage id="insights.reviews.newReviews.markSeen" />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
