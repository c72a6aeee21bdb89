import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Navigate } from '../../../router';
import { fetchListingEligibility, listingEntryKeys } from '../../../api/listing-entry';
import { fetchProperties } from '../../../api/properties';
import { Button } from '../../../ui/button';
import { PageSpinner } from '../../../ui/spinner';
import { StatusPage } from '../../../ui/status-page';
import { EntryLayout } from './entry-layout';
import { ADD_PROPERTY_PATH, FIRST_PROPERTY_PATH, NOT_ELIGIBLE_PATH } from './entry-paths';

// /listing/check-eligibility, the root of the listing flow: asks the server whether the host may
// list (its rule: shared/domain/listing-eligibility.ts), then sends them on — to the explanation
// when not, to the welcome when they have no property yet, otherwise to adding one.

export default function CheckEligibilityPage() {
  const intl = useIntl();
  const eligibility = useQuery({ queryKey: listingEntryKeys.eligibility, queryFn: ({ signal }) => fetchListingEligibility(signal), staleTime: 0 });
  // One property is enough to know the host is not new.
  const properties = useQuery({
    queryKey: ['listing', 'any-property'],
    queryFn: ({ signal }) => fetchProperties({ search: '', page: 1 }, signal),
    enabled: eligibility.data?.eligible === true,
    staleTime: 0,
  });

  if (eligibility.data && !eligibility.data.eligible) return <Navigate to={NOT_ELIGIBLE_PATH} replace />;
  if (properties.data) return <Navigate to={properties.data.pagination.total === 0 ? FIRST_PROPERTY_PATH : ADD_PROPERTY_PATH} replace />;
  const failed = eligibility.isError || properties.isError;
  return (
    <EntryLayout>
      {failed ? (
        <StatusPage title={<FormattedMessage id="listing.entry.check.failedTitle" />} description={<FormattedMessage id="listing.error.eligibilityFailed" />}>
          <Button
            busy={eligibility.isFetching || properties.isFetching}
            onClick={() => void (eligibility.isError ? eligibility.refetch() : properties.refetch())}
          >
            <FormattedMessage id="listing.action.retry" />
          </Button>
        </StatusPage>
      ) : (
        <PageSpinner label={intl.formatMessage({ id: 'listing.entry.check.busy' })} />
      )}
    </EntryLayout>
  );
}
