import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from '../../i18n/intl';
import { Link } from '../../router';
import type { UseQueryResult } from '@tanstack/react-query';
import { displayArea, type MeasurementUnits } from '../../../shared/domain/area-units';
import type { ListingAction } from '../../../shared/domain/listing-status';
import type { PropertyListItem } from '../../../shared/schemas/property';
import type { UnitCardPage } from '../../api/properties';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { CoverPhoto } from '../../ui/cover-photo';
import { ListingStatusText } from './listing-status-text';
import { canDeleteProperty, continueListingPath, fixTargets, propertyBadge, unitActions, unitBadge } from './listing-rules';
import './property-card.css';

// One property of the list with its units (HC §3 "Property list item", "Unit card"): status
// texts of HC §4, area in the host's units (HC §5), a checkbox per unit for the bulk actions and the
// single-unit actions beside it. The property and each unit lead with their cover photo.

export type UnitCard = UnitCardPage['items'][number];

export interface UnitTarget {
  propertyId: string;
  unitId: string;
  title: string;
  /** The unit of a single-unit property is deleted with its property. */
  single: boolean;
}

/** What an action on a unit needs, named as the host sees it. */
export function unitTargetOf(property: PropertyListItem, unit: Pick<UnitCard, 'id' | 'title'>, intl: Pick<IntlShape, 'formatMessage'>): UnitTarget {
  const single = property.propertyType === 'single';
  const fallback = single ? (property.title ?? intl.formatMessage({ id: 'properties.untitledProperty' })) : intl.formatMessage({ id: 'properties.untitledUnit' });
  return { propertyId: property.id, unitId: unit.id, title: unit.title ?? fallback, single };
}

export function PropertyCard(props: {
  property: PropertyListItem;
  /** The first card: its cover is on screen at once, so it is not lazy. */
  eager?: boolean;
  units: UseQueryResult<UnitCardPage, Error>;
  measurementUnits: MeasurementUnits;
  selected: ReadonlySet<string>;
  busyUnits: ReadonlySet<string>;
  onSelect: (target: UnitTarget, on: boolean) => void;
  onUnitAction: (action: ListingAction, target: UnitTarget) => void;
  onDeleteProperty: (property: PropertyListItem, title: string) => void;
}) {
  const { property, units } = props;
  const intl = useIntl();
  const headingId = useId();
  const title = property.title ?? intl.formatMessage({ id: 'properties.untitledProperty' });
  const list = units.data?.items ?? [];
  const badge = propertyBadge(property);
  const target = (u: UnitCard) => unitTargetOf(property, u, intl);

  return (
    <article className="property-card" aria-labelledby={headingId}>
      <header className="property-card__header">
        {/* Photos first: the cover (its first unit's first photo) leads the card. */}
        <CoverPhoto className="property-card__image" src={property.image} name={title} eager={props.eager} />
        <div className="property-card__summary">
          <h2 id={headingId} className="property-card__title">
            {/* The property's management page (overview, units, about). */}
            <Link to={`/properties/${encodeURIComponent(property.id)}`}>{title}</Link>
          </h2>
          <p className="property-card__meta">
            <FormattedMessage id={`properties.type.${property.propertyType}`} /> · <FormattedMessage id="properties.unitCount" values={{ count: property.units }} />
          </p>
          <ListingStatusText
            badge={badge}
            rejected={property.state === 'REJECTED_BY_STAFF' || list.some((u) => u.state === 'REJECTED_BY_STAFF')}
            rejectionReason={list.find((u) => u.state === 'REJECTED_BY_STAFF')?.rejectionReason}
            invalidFields={property.invalidFields}
            fix={{ targets: fixTargets(property, list), subject: title }}
          />
        </div>
        <div className="property-card__actions">
          {units.isSuccess && canDeleteProperty(list) && (
            <Button variant="ghost" className="property-card__delete" onClick={() => props.onDeleteProperty(property, title)} aria-label={intl.formatMessage({ id: 'properties.action.deletePropertyNamed' }, { title })}>
              <FormattedMessage id="properties.action.deleteProperty" />
            </Button>
          )}
        </div>
      </header>

      {units.isPending ? (
        <div className="unit-list__loading" role="status" aria-busy="true">
          <span className="visually-hidden">
            <FormattedMessage id="properties.units.loading" />
          </span>
          <div className="skeleton skeleton--unit" aria-hidden="true" />
        </div>
      ) : units.isError ? (
        <div className="notice notice--error unit-list__error" role="alert">
          <p>
            <FormattedMessage id="properties.units.loadError" /> {generalErrorTexts(intl, toApiError(units.error)).join(' ')}
          </p>
          <Button variant="secondary" onClick={() => void units.refetch()} busy={units.isFetching}>
            <FormattedMessage id="properties.retry" />
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="unit-list__empty">
          <FormattedMessage id="properties.units.none" />
        </p>
      ) : (
        <ul className="unit-list" aria-label={intl.formatMessage({ id: 'properties.unitsOf' }, { title })}>
          {list.map((u) => (
            <UnitRow
              key={u.id}
              unit={u}
              target={target(u)}
              actions={unitActions(u, property.invalidFields)}
              badge={unitBadge(u, property.invalidFields)}
              measurementUnits={props.measurementUnits}
              selected={props.selected.has(u.id)}
              busy={props.busyUnits.has(u.id)}
              onSelect={props.onSelect}
              onAction={props.onUnitAction}
            />
          ))}
        </ul>
      )}
    </article>
  );
}

function UnitRow(props: {
  unit: UnitCard;
  target: UnitTarget;
  actions: ListingAction[];
  badge: ReturnType<typeof unitBadge>;
  measurementUnits: MeasurementUnits;
  selected: boolean;
  busy: boolean;
  onSelect: (target: UnitTarget, on: boolean) => void;
  onAction: (action: ListingAction, target: UnitTarget) => void;
}) {
  const { unit, target, actions } = props;
  const intl = useIntl();
  const area = displayArea(unit.size, props.measurementUnits);
  const named = (id: string) => intl.formatMessage({ id }, { title: target.title });
  // A single property's only unit is deleted with the property (its header button).
  const rowActions = actions.filter((a) => !(a === 'delete' && target.single));
  const facts: { key: string; text: ReactNode }[] = [
    ...(unit.guests != null ? [{ key: 'guests', text: <FormattedMessage id="properties.unit.guests" values={{ count: unit.guests }} /> }] : []),
    { key: 'bedrooms', text: <FormattedMessage id="properties.unit.bedrooms" values={{ count: unit.bedroomCount }} /> },
    ...(area != null
      ? [{ key: 'area', text: <FormattedMessage id={props.measurementUnits === 'imperial' ? 'properties.unit.areaImperial' : 'properties.unit.areaMetric'} values={{ area }} /> }]
      : []),
  ];
  return (
    <li className={`unit-row${props.selected ? ' unit-row--selected' : ''}`} aria-busy={props.busy || undefined}>
      <input
        type="checkbox"
        className="unit-row__select"
        checked={props.selected}
        onChange={(e) => props.onSelect(target, e.target.checked)}
        aria-label={named('properties.selectNamed')}
        disabled={actions.length === 0}
      />
      <CoverPhoto className="unit-row__cover" src={unit.image} name={target.title} />
      <div className="unit-row__body">
        <p className="unit-row__title">
          <Link to={`/properties/${encodeURIComponent(target.propertyId)}/units/${encodeURIComponent(unit.id)}`}>{target.title}</Link>
        </p>
        <p className="unit-row__facts">
          {facts.map((fact, i) => (
            // The separator sits inside the fact before it, so a wrapped line never starts with one.
            <span key={fact.key} className="unit-row__fact">
              {fact.text}
              {i < facts.length - 1 && (
                <span className="unit-row__separator" aria-hidden="true">
                  ·
                </span>
              )}
            </span>
          ))}
        </p>
        <ListingStatusText badge={props.badge} rejected={unit.state === 'REJECTED_BY_STAFF'} rejectionReason={unit.rejectionReason} />
      </div>
      <div className="unit-row__actions">
        {unit.state === 'IN_PROGRESS' && (
          <ButtonLink variant="secondary" to={continueListingPath(target.propertyId, unit.id)} aria-label={named('properties.action.continueNamed')}>
            <FormattedMessage id="properties.action.continue" />
          </ButtonLink>
        )}
        {rowActions.map((a) => (
          <Button key={a} variant={a === 'delete' ? 'ghost' : a === 'publish' ? 'primary' : 'secondary'} disabled={props.busy} onClick={() => props.onAction(a, target)} aria-label={named(`properties.action.${a}Named`)}>
            <FormattedMessage id={`properties.action.${a}`} />
          </Button>
        ))}
      </div>
    </li>
  );
}
