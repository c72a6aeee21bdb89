import { FormattedMessage } from '../../../i18n/intl';
import { Navigate } from '../../../router';
import { useQuery } from '@tanstack/react-query';
import { fetchListingEligibility, listingEntryKeys } from '../../../api/listing-entry';
import { ButtonLink } from '../../../ui/button-link';
import { PageHeading } from '../../../ui/page-heading';
import { EntryLayout } from './entry-layout';
import { ADD_PROPERTY_PATH, NOT_ELIGIBLE_PATH } from './entry-paths';

// /listing/first-property: the welcome of a host without any property — what listing takes, then
// adding the property.
const WHAT_IT_TAKES = ['type', 'location', 'rooms', 'photos', 'price'] as const;

export default function FirstPropertyPage() {
  // Opened from the empty properties list: a host who may not list is told why instead.
  const eligibility = useQuery({ queryKey: listingEntryKeys.eligibility, queryFn: ({ signal }) => fetchListingEligibility(signal), staleTime: 60_000 });
  if (eligibility.data && !eligibility.data.eligible) return <Navigate to={NOT_ELIGIBLE_PATH} replace />;
  return (
    <EntryLayout>
      <section className="listing-flow__step listing-entry">
        <PageHeading title={<FormattedMessage id="listing.entry.first.title" />} description={<FormattedMessage id="listing.entry.first.intro" />} />
        <h2 className="listing-entry__subtitle">
          <FormattedMessage id="listing.entry.first.whatItTakes" />
        </h2>
        <ol className="listing-entry__list">
          {WHAT_IT_TAKES.map((item) => (
            <li key={item}>
              <FormattedMessage id={`listing.entry.first.item.${item}`} />
            </li>
          ))}
        </ol>
        <p>
          <FormattedMessage id="listing.entry.first.progressKept" />
        </p>
        <ButtonLink to={ADD_PROPERTY_PATH} variant="primary">
          <FormattedMessage id="listing.entry.first.start" />
        </ButtonLink>
      </section>
    </EntryLayout>
  );
}
