import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { fetchListingEligibility, listingEntryKeys } from '../../../api/listing-entry';
import { ButtonLink } from '../../../ui/button-link';
import { Spinner } from '../../../ui/spinner';
import { StatusPage } from '../../../ui/status-page';
import { EntryLayout } from './entry-layout';
import { CHECK_ELIGIBILITY_PATH } from './entry-paths';

// /listing/onboarding-not-eligible: why the host cannot list now (the server's reasons), and the
// way home. Opened again once the reason is gone, it says so and leads back into the flow.

export default function NotEligiblePage() {
  const intl = useIntl();
  const eligibility = useQuery({ queryKey: listingEntryKeys.eligibility, queryFn: ({ signal }) => fetchListingEligibility(signal), staleTime: 0 });
  if (eligibility.data?.eligible) {
    return (
      <EntryLayout>
        <StatusPage title={<FormattedMessage id="listing.entry.notEligible.nowEligibleTitle" />} description={<FormattedMessage id="listing.entry.notEligible.nowEligible" />}>
          <ButtonLink to={CHECK_ELIGIBILITY_PATH}>
            <FormattedMessage id="listing.entry.notEligible.continue" />
          </ButtonLink>
        </StatusPage>
      </EntryLayout>
    );
  }
  return (
    <EntryLayout>
      <StatusPage title={<FormattedMessage id="listing.notEligible.title" />} description={<FormattedMessage id="listing.notEligible.description" />}>
        <div className="listing-entry__reasons">
          {eligibility.isPending && <Spinner size="small" label={intl.formatMessage({ id: 'listing.entry.check.busy' })} />}
          {eligibility.data && eligibility.data.reasons.length > 0 && (
            <ul aria-label={intl.formatMessage({ id: 'listing.entry.notEligible.reasons' })}>
              {eligibility.data.reasons.map((reason) => (
                <li key={reason}>
                  <FormattedMessage id={`listing.entry.reason.${reason}`} />
                </li>
              ))}
            </ul>
          )}
          <ButtonLink to="/">
            <FormattedMessage id="page.unitNotFound.home" />
          </ButtonLink>
        </div>
      </StatusPage>
    </EntryLayout>
  );
}
