import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { UseQueryResult } from '@tanstack/react-query';
import NotFoundPage from '../../app/pages/not-found-page';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError, type ApiError } from '../../api/http';
import { Button } from '../../ui/button';

// What a detail page shows before its stay is there: a loading state, the 404 page for a missing
// (or another host's) stay — HC §8 "query errors with status 404 ... not-found" — and otherwise
// the failure with Retry. Answers null once the stay is loaded.

export function DetailStates({ query }: { query: UseQueryResult<unknown, ApiError> }) {
  const intl = useIntl();
  if (query.isPending)
    return (
      <div className="stay-details__skeleton" role="status" aria-busy="true">
        <span className="visually-hidden">
          <FormattedMessage id="bookings.details.loading" />
        </span>
        <div className="skeleton skeleton--stay-title" aria-hidden="true" />
        <div className="skeleton skeleton--stay" aria-hidden="true" />
      </div>
    );
  if (query.isError && !query.data) {
    const error = toApiError(query.error);
    if (error.status === 404 || error.status === 400) return <NotFoundPage />;
    return (
      <div role="alert" className="notice notice--error">
        <p>
          <FormattedMessage id="bookings.details.loadError" />
        </p>
        <p>{generalErrorTexts(intl, error).join(' ')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          <FormattedMessage id="bookings.pages.retry" />
        </Button>
      </div>
    );
  }
  return null;
}
