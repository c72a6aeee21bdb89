import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { useNavigate, useParams } from '../../../router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPropertyUnit } from '../../../api/listing-entry';
import { generalErrorTexts } from '../../../api/error-text';
import { toApiError } from '../../../api/http';
import { listingKeys } from '../../../api/listing';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { PageSpinner } from '../../../ui/spinner';
import { StatusPage } from '../../../ui/status-page';
import { useListingProperty, useListingUnit } from '../api';
import { useUserInfo } from '../../../api/queries';
import { guestsCanBook } from '../../../../shared/domain/commercial-model';
import { EntryLayout } from './entry-layout';
import { ListingNotFound } from './listing-not-found';
import { unitFlowPath, unitManagementPath } from './entry-paths';

// /listing/{propertyId}/{unitId}/completed: after Publish, what is live now and where to go next —
// the properties list, the unit's management page, and for a multi-unit property another unit.

export default function CompletedPage() {
  const intl = useIntl();
  const { propertyId = '', unitId = '' } = useParams();
  const property = useListingProperty(propertyId);
  const unit = useListingUnit(unitId);
  const user = useUserInfo();
  const navigate = useNavigate();
  const client = useQueryClient();
  const addUnit = useMutation({
    meta: { errorShown: 'inline' },
    mutationFn: () => createPropertyUnit(propertyId),
    onSuccess: async (created) => {
      await client.invalidateQueries({ queryKey: listingKeys.property(propertyId) });
      navigate(unitFlowPath(propertyId, created.publicId));
    },
  });

  const missing = [property.error, unit.error].some((e) => e && toApiError(e).status === 404);
  if (missing || (property.data && unit.data && unit.data.propertyId !== property.data.id)) return <ListingNotFound propertyId={propertyId} unitId={unitId} />;
  if (property.isError || unit.isError) {
    return (
      <EntryLayout>
        <StatusPage title={<FormattedMessage id="listing.loadFailed.title" />} description={<FormattedMessage id="listing.loadFailed.description" />}>
          <Button onClick={() => void Promise.all([property.refetch(), unit.refetch()])}>
            <FormattedMessage id="listing.action.retry" />
          </Button>
        </StatusPage>
      </EntryLayout>
    );
  }
  if (!property.data || !unit.data) return <PageSpinner label={intl.formatMessage({ id: 'listing.loading' })} />;

  const multi = property.data.propertyType === 'multi';
  const name =
    (multi ? unit.data.title : (property.data.title ?? unit.data.title)) ?? intl.formatMessage({ id: multi ? 'listing.entry.completed.untitledUnit' : 'listing.entry.completed.untitledProperty' });
  // Opened by address before publishing: nothing is live yet, and the wizard is where to go.
  const state = unit.data.state;
  const outcome = state === 'PUBLISHED' || state === 'APPROVED' ? 'live' : state === 'UNDER_REVIEW' ? 'review' : 'notYet';

  return (
    <EntryLayout>
      <StatusPage
        title={<FormattedMessage id={`listing.entry.completed.${outcome}.title`} />}
        // A live listing promises what guests can do under the host's model: book, or ask.
        description={<FormattedMessage id={`listing.entry.completed.${outcome}.description${outcome === 'live' && user.data && !guestsCanBook(user.data.commercialModel) ? 'Inquiries' : ''}`} values={{ name }} />}
      >
        <div className="listing-entry__next">
          {outcome === 'notYet' ? (
            <ButtonLink to={unitFlowPath(propertyId, unitId)}>
              <FormattedMessage id="listing.entry.completed.continue" />
            </ButtonLink>
          ) : (
            <ButtonLink to={unitManagementPath(propertyId, unitId)}>
              <FormattedMessage id="listing.entry.completed.manageUnit" />
            </ButtonLink>
          )}
          <ButtonLink to="/properties" variant="secondary">
            <FormattedMessage id="listing.completed.properties" />
          </ButtonLink>
          {multi && (
            <Button variant="secondary" busy={addUnit.isPending} onClick={() => addUnit.mutate()}>
              <FormattedMessage id="listing.entry.completed.addUnit" />
            </Button>
          )}
        </div>
        {addUnit.isError && (
          <p role="alert" className="notice notice--error">
            {generalErrorTexts(intl, toApiError(addUnit.error)).join(' ')}
          </p>
        )}
      </StatusPage>
    </EntryLayout>
  );
}
