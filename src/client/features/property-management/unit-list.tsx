import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, useNavigate } from '../../router';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ListingAction } from '../../../shared/domain/listing-status';
import type { Property } from '../../../shared/schemas/property';
import type { UnitCardPage } from '../../api/properties';
import { createPropertyUnit } from '../../api/listing-entry';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { CoverPhoto } from '../../ui/cover-photo';
import { ListingStatusText } from '../properties/listing-status-text';
import { continueListingPath, unitActions, unitBadge } from '../properties/listing-rules';
import { useUnitAction } from '../properties/api';
import { ConfirmDelete } from './confirm-delete';
import { actionErrorText } from './action-errors';
import { refreshListing } from './managed-listing';
import { unitPath } from './management-paths';
import '../properties/property-card.css';

// A property's units with their status texts (HC §4) and what can be done with each: manage it,
// continue its listing, publish, unpublish, delete (multi-unit only: a single property's unit goes
// with the property). "Add a unit" for multi-unit properties opens the new unit's listing flow.

type UnitCard = UnitCardPage['items'][number];

export function UnitList({ property, units, canAdd }: { property: Property; units: UseQueryResult<UnitCardPage, Error>; canAdd: boolean }) {
  const intl = useIntl();
  const client = useQueryClient();
  const navigate = useNavigate();
  const action = useUnitAction();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirm, setConfirm] = useState<{ unit: UnitCard; title: string } | null>(null);
  const single = property.propertyType === 'single';
  const titleOf = (u: UnitCard) => u.title ?? (single ? property.title : null) ?? intl.formatMessage({ id: 'properties.untitledUnit' });

  const addUnit = useMutation({
    meta: { errorShown: 'inline' },
    mutationFn: () => createPropertyUnit(property.id),
    onSuccess: async (created) => {
      await refreshListing(client, { propertyId: property.id });
      navigate(continueListingPath(property.id, created.publicId));
    },
  });

  const run = async (kind: ListingAction, unit: UnitCard) => {
    setBusy(unit.id);
    setNotice(null);
    try {
      await action.mutateAsync({ propertyId: property.id, unitId: unit.id, action: kind });
      setNotice({ tone: 'success', text: intl.formatMessage({ id: `listing.manage.done.${kind}` }, { title: titleOf(unit) }) });
      await refreshListing(client, { propertyId: property.id, unitId: unit.id });
    } catch (error) {
      setNotice({ tone: 'error', text: actionErrorText(intl, kind, error) });
    } finally {
      setBusy(null);
    }
  };

  const list = units.data?.items ?? [];
  return (
    <section className="manage-units" aria-labelledby="manage-units-title">
      <div className="manage-section__head">
        <h2 id="manage-units-title" className="section-title">
          <FormattedMessage id="listing.manage.units.title" />
        </h2>
        {canAdd && (
          <Button variant="secondary" busy={addUnit.isPending} onClick={() => addUnit.mutate()}>
            <FormattedMessage id="listing.entry.completed.addUnit" />
          </Button>
        )}
      </div>
      <div role={notice?.tone === 'error' || addUnit.isError ? 'alert' : 'status'} className={notice || addUnit.isError ? `notice notice--${notice?.tone === 'success' ? 'success' : 'error'}` : undefined}>
        {notice?.text}
        {addUnit.isError && generalErrorTexts(intl, toApiError(addUnit.error)).join(' ')}
      </div>
      {units.isPending ? (
        <div className="skeleton skeleton--unit" role="status" aria-busy="true">
          <span className="visually-hidden">
            <FormattedMessage id="properties.units.loading" />
          </span>
        </div>
      ) : units.isError ? (
        <div role="alert" className="notice notice--error">
          <p>
            <FormattedMessage id="properties.units.loadError" />
          </p>
          <Button variant="secondary" onClick={() => void units.refetch()}>
            <FormattedMessage id="listing.action.retry" />
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p>
          <FormattedMessage id="properties.units.none" />
        </p>
      ) : (
        <ul className="manage-units__list" aria-labelledby="manage-units-title">
          {list.map((u) => {
            const title = titleOf(u);
            const actions = unitActions(u, property.invalidFields).filter((a) => !(a === 'delete' && single));
            return (
              <li key={u.id} className="manage-units__item" aria-busy={busy === u.id || undefined}>
                <CoverPhoto className="manage-units__cover" src={u.image} name={title} />
                <div className="manage-units__body">
                  <Link className="manage-units__title" to={unitPath(property.id, u.id)}>
                    {title}
                  </Link>
                  <p className="unit-row__facts">
                    {u.guests != null && (
                      <span className="unit-row__fact">
                        <FormattedMessage id="properties.unit.guests" values={{ count: u.guests }} />
                      </span>
                    )}
                    <span className="unit-row__fact">
                      <FormattedMessage id="properties.unit.bedrooms" values={{ count: u.bedroomCount }} />
                    </span>
                  </p>
                  <ListingStatusText badge={unitBadge(u, property.invalidFields)} rejected={u.state === 'REJECTED_BY_STAFF'} rejectionReason={u.rejectionReason} />
                </div>
                <div className="manage-units__actions">
                  {u.state === 'IN_PROGRESS' && (
                    <ButtonLink variant="secondary" to={continueListingPath(property.id, u.id)} aria-label={intl.formatMessage({ id: 'properties.action.continueNamed' }, { title })}>
                      <FormattedMessage id="properties.action.continue" />
                    </ButtonLink>
                  )}
                  {actions.map((a) => (
                    <Button
                      key={a}
                      variant={a === 'delete' ? 'ghost' : a === 'publish' ? 'primary' : 'secondary'}
                      disabled={busy !== null}
                      busy={busy === u.id && action.variables?.action === a}
                      onClick={() => (a === 'delete' ? setConfirm({ unit: u, title }) : void run(a, u))}
                      aria-label={intl.formatMessage({ id: `properties.action.${a}Named` }, { title })}
                    >
                      <FormattedMessage id={`properties.action.${a}`} />
                    </Button>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDelete
        open={confirm !== null}
        title={confirm?.title ?? ''}
        kind="unit"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const target = confirm;
          setConfirm(null);
          if (target) void run('delete', target.unit);
        }}
      />
    </section>
  );
}
