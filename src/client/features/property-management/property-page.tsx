import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useNavigate } from '../../router';
import type { Property } from '../../../shared/schemas/property';
import { Button } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import { ListingStatusText } from '../properties/listing-status-text';
import { canDeleteProperty, fixTargets, propertyBadge } from '../properties/listing-rules';
import { useDeleteProperty, usePropertyUnits } from '../properties/api';
import { ListingNotFound } from '../listing/entry/listing-not-found';
import { ConfirmDelete } from './confirm-delete';
import { HeaderCover } from './header-cover';
import { actionErrorText } from './action-errors';
import { useManagedProperty } from './managed-listing';
import { ManagementLoadFailed, ManagementLoading } from './management-status';
import { Breadcrumb, PropertyTabs } from './property-nav';
import { PropertyAbout } from './property-about';
import { UnitList } from './unit-list';
import { propertyPath } from './management-paths';
import '../properties/property-card.css';

// /properties/{id}, /units and /about: the property's name, address and status text (HC §4), its
// units with theirs, and deleting the property once nothing of it is live.

export type PropertyView = 'overview' | 'units' | 'about';

export function PropertyPage({ propertyId, view }: { propertyId: string; view: PropertyView }) {
  const { property, missing } = useManagedProperty(propertyId);
  if (missing) return <ListingNotFound propertyId={propertyId} />;
  if (property.isError && !property.data) return <ManagementLoadFailed onRetry={() => void property.refetch()} busy={property.isFetching} />;
  if (!property.data) return <ManagementLoading />;
  return <PropertyScreen property={property.data} view={view} />;
}

export function addressLine(location: Property['location']): string | null {
  if (!location) return null;
  const text = (key: string) => (typeof location[key] === 'string' && (location[key] as string).trim() ? (location[key] as string).trim() : null);
  if (text('formattedAddress')) return text('formattedAddress');
  const street = [text('street'), text('houseNumberOrName')].filter(Boolean).join(' ');
  const city = [text('postalCode'), text('city')].filter(Boolean).join(' ');
  const line = [street, city, text('countryName') ?? text('countryCode')].filter(Boolean).join(', ');
  return line || null;
}

function PropertyScreen({ property, view }: { property: Property; view: PropertyView }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [units] = usePropertyUnits([property.id]);
  const remove = useDeleteProperty();
  const [confirming, setConfirming] = useState(false);
  const title = property.title ?? intl.formatMessage({ id: 'properties.untitledProperty' });
  const list = units?.data?.items ?? [];
  const address = addressLine(property.location);

  const deleteProperty = async () => {
    setConfirming(false);
    try {
      await remove.mutateAsync({ propertyId: property.id });
      navigate('/properties', { replace: true });
    } catch {
      // shown below from remove.error
    }
  };

  return (
    <section className="page manage-page">
      <Breadcrumb items={[{ label: title, to: propertyPath(property.id) }]} />
      <div className="manage-page__header">
        {/* The first unit's cover (the property has no photos of its own; its card on the list shows the same one). */}
        <HeaderCover title={title} image={list[0]?.image ?? null} loading={!!units && !units.data && !units.isError} testId="property-cover" />
        <PageHeading
          title={title}
          description={address ?? intl.formatMessage({ id: 'listing.manage.noAddress' })}
          actions={
            units?.isSuccess && canDeleteProperty(list) ? (
              <Button variant="danger" busy={remove.isPending} onClick={() => setConfirming(true)}>
                <FormattedMessage id="properties.action.deleteProperty" />
              </Button>
            ) : undefined
          }
        />
      </div>
      <ListingStatusText
        badge={propertyBadge(property)}
        rejected={property.state === 'REJECTED_BY_STAFF' || list.some((u) => u.state === 'REJECTED_BY_STAFF')}
        invalidFields={property.invalidFields}
        fix={{ targets: fixTargets(property, list), subject: title }}
      />
      {remove.isError && (
        <p role="alert" className="notice notice--error">
          {actionErrorText(intl, 'delete', remove.error)}
        </p>
      )}
      <PropertyTabs propertyId={property.id} />
      {view === 'about' ? (
        <PropertyAbout property={property} />
      ) : (
        <>
          {view === 'overview' && <PropertyFacts property={property} />}
          {units && <UnitList property={property} units={units} canAdd={property.propertyType === 'multi'} />}
        </>
      )}
      <ConfirmDelete open={confirming} title={title} kind="property" onCancel={() => setConfirming(false)} onConfirm={() => void deleteProperty()} />
    </section>
  );
}

function PropertyFacts({ property }: { property: Property }) {
  return (
    <dl className="manage-facts">
      <div>
        <dt>
          <FormattedMessage id="listing.manage.fact.type" />
        </dt>
        <dd>
          <FormattedMessage id={`properties.type.${property.propertyType}`} />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="listing.manage.fact.units" />
        </dt>
        <dd>
          <FormattedMessage id="listing.manage.fact.unitSummary" values={property.unitSummary} />
        </dd>
      </div>
      {property.description && (
        <div className="manage-facts__wide">
          <dt>
            <FormattedMessage id="listing.manage.about.description" />
          </dt>
          <dd className="manage-facts__text">{property.description}</dd>
        </div>
      )}
    </dl>
  );
}
