import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useQueryClient } from '@tanstack/react-query';
import type { ListingAction } from '../../../shared/domain/listing-status';
import type { Property } from '../../../shared/schemas/property';
import type { Unit } from '../../../shared/schemas/unit';
import { displayArea } from '../../../shared/domain/area-units';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { PageHeading } from '../../ui/page-heading';
import { ListingStatusText } from '../properties/listing-status-text';
import { continueListingPath, unitActions, unitBadge } from '../properties/listing-rules';
import { usePropertyUnits, useUnitAction } from '../properties/api';
import { ListingNotFound } from '../listing/entry/listing-not-found';
import { actionErrorText } from './action-errors';
import { HeaderCover } from './header-cover';
import { ManageStepForm } from './manage-form-host';
import { refreshListing, useManagedProperty, useManagedUnit } from './managed-listing';
import { ManagementLoadFailed, ManagementLoading } from './management-status';
import { Breadcrumb } from './property-nav';
import { UnitNav } from './unit-nav';
import { SUB_PAGE_CONTENT, type UnitSubPage } from './unit-sub-pages';
import { UnitPanel } from './unit-panels';
import { SubscriptionOnly } from '../subscription/subscription-only-note';
import { ContactSupportButton } from '../support/contact-support-button';
import { propertyPath, unitPath } from './management-paths';

// /properties/{p}/units/{u} and its sub-pages: the unit's status and actions, its sections, and
// in each section the wizard's own step forms (ManageStepForm), so a change is made the same way
// here as while listing.

export function UnitPage({ propertyId, unitId, sub }: { propertyId: string; unitId: string; sub: UnitSubPage | undefined }) {
  const { property, missing: propertyMissing } = useManagedProperty(propertyId);
  const { unit, missing: unitMissing } = useManagedUnit(propertyId, unitId);
  if (propertyMissing || unitMissing) return <ListingNotFound propertyId={propertyId} unitId={unitId} />;
  if ((property.isError && !property.data) || (unit.isError && !unit.data))
    return <ManagementLoadFailed onRetry={() => void Promise.all([property.refetch(), unit.refetch()])} busy={property.isFetching || unit.isFetching} />;
  if (!property.data || !unit.data) return <ManagementLoading />;
  return <UnitScreen property={property.data} unit={unit.data} sub={sub} />;
}

function UnitScreen({ property, unit, sub }: { property: Property; unit: Unit; sub: UnitSubPage | undefined }) {
  const intl = useIntl();
  const single = property.propertyType === 'single';
  const propertyTitle = property.title ?? intl.formatMessage({ id: 'properties.untitledProperty' });
  const title = (single ? (property.title ?? unit.title) : unit.title) ?? intl.formatMessage({ id: single ? 'properties.untitledProperty' : 'properties.untitledUnit' });
  const [cards] = usePropertyUnits([property.id]);
  const card = cards?.data?.items.find((c) => c.id === unit.publicId);
  const crumbs = [{ label: propertyTitle, to: propertyPath(property.id) }, ...(single ? [] : [{ label: title, to: unitPath(property.id, unit.publicId) }])];

  return (
    <section className="page manage-page">
      <Breadcrumb items={crumbs} />
      {/* The unit's cover beside its name, as on the property page. The full unit carries no
          photo: its card in the property's unit list (the same query the property page uses) does. */}
      <div className="manage-page__header">
        <HeaderCover title={title} image={card?.image ?? null} loading={!cards?.data && !cards?.isError} testId="unit-cover" />
        <PageHeading title={title} description={single ? undefined : propertyTitle} actions={<UnitActions property={property} unit={unit} title={title} />} />
      </div>
      <ListingStatusText badge={unitBadge({ id: unit.publicId, title: unit.title, state: unit.state }, property.invalidFields, unit.links)} rejected={unit.state === 'REJECTED_BY_STAFF'} rejectionReason={unit.rejectionReason} />
      <UnitNav propertyId={property.id} unitId={unit.publicId} current={sub} />
      <div className="manage-unit__content">{sub ? <SubPage property={property} unit={unit} sub={sub} /> : <UnitSummary property={property} unit={unit} />}</div>
    </section>
  );
}

/** Publish and unpublish here; deleting is on the property's units list, next to its siblings. */
function UnitActions({ property, unit, title }: { property: Property; unit: Unit; title: string }) {
  const intl = useIntl();
  const client = useQueryClient();
  const action = useUnitAction();
  const [error, setError] = useState<string | null>(null);
  const actions = unitActions({ id: unit.publicId, title: unit.title, state: unit.state }, property.invalidFields).filter((a) => a !== 'delete');
  const run = async (kind: ListingAction) => {
    setError(null);
    try {
      await action.mutateAsync({ propertyId: property.id, unitId: unit.publicId, action: kind });
      await refreshListing(client, { propertyId: property.id, unitId: unit.publicId });
    } catch (e) {
      setError(actionErrorText(intl, kind, e));
    }
  };
  return (
    <div className="manage-unit__actions">
      {unit.state === 'IN_PROGRESS' && (
        <ButtonLink to={continueListingPath(property.id, unit.publicId)} variant="primary">
          <FormattedMessage id="properties.action.continue" />
        </ButtonLink>
      )}
      {actions.map((a) => (
        <Button key={a} variant={a === 'publish' ? 'primary' : 'secondary'} busy={action.isPending && action.variables?.action === a} disabled={action.isPending} onClick={() => void run(a)} aria-label={intl.formatMessage({ id: `properties.action.${a}Named` }, { title })}>
          <FormattedMessage id={`properties.action.${a}`} />
        </Button>
      ))}
      <ContactSupportButton unitId={unit.publicId} />
      {error && (
        <p role="alert" className="notice notice--error manage-unit__error">
          {error}
        </p>
      )}
    </div>
  );
}

function SubPage({ property, unit, sub }: { property: Property; unit: Unit; sub: UnitSubPage }) {
  const content = SUB_PAGE_CONTENT[sub];
  if (content.kind === 'panel') return <UnitPanel key={unit.publicId} panel={content.panel} property={property} unit={unit} />;
  // Keyed by unit: another unit in the address is another set of forms.
  const forms = (
    <div className="manage-unit__forms" key={unit.publicId}>
      {content.stepIds.map((stepId) => (
        <ManageStepForm key={stepId} stepId={stepId} property={property} unit={unit} />
      ))}
    </div>
  );
  return content.kind === 'subscription' ? <SubscriptionOnly sub={sub}>{forms}</SubscriptionOnly> : forms;
}

function UnitSummary({ property, unit }: { property: Property; unit: Unit }) {
  const area = displayArea(unit.propertySize, unit.propertySizeMeasurementUnit);
  return (
    <div className="manage-unit__summary">
      <dl className="manage-facts">
        <div>
          <dt>
            <FormattedMessage id="listing.manage.fact.guests" />
          </dt>
          <dd>{unit.guests ?? '—'}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="listing.manage.fact.bedrooms" />
          </dt>
          <dd>{unit.bedroomCount}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="listing.size.label" />
          </dt>
          <dd>{area == null ? '—' : <FormattedMessage id={unit.propertySizeMeasurementUnit === 'imperial' ? 'properties.unit.areaImperial' : 'properties.unit.areaMetric'} values={{ area }} />}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="listing.manage.fact.bookingType" />
          </dt>
          <dd>
            <FormattedMessage id={`listing.manage.bookingType.${unit.bookingType ?? 'none'}`} />
          </dd>
        </div>
      </dl>
      {unit.missingFields.length > 0 && (
        <div className="notice notice--warning">
          <p>
            <FormattedMessage id="listing.manage.missing" values={{ count: unit.missingFields.length }} />
          </p>
          <ButtonLink variant="secondary" to={continueListingPath(property.id, unit.publicId)}>
            <FormattedMessage id="properties.action.continue" />
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
