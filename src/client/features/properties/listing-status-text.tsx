import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from '../../router';
import type { ListingBadge } from '../../../shared/domain/listing-status';
import { deferredMenu } from '../../shell/deferred-menu';
import type { FixTarget, InvalidField } from './listing-rules';
import './listing-status-text.css';

// The status texts of HC §4: "publishing" with an info tooltip, "action needed" with why (staff's
// reason when they refused the listing) and a fix link (a unit selection when several units need
// it), and the plain listing states.

// The fix menu's texts are the properties page's own (scope properties, loaded with the page).
const FixUnitMenu = deferredMenu<{ targets: readonly FixTarget[] }>(() => import('./fix-unit-menu'));

const TONE: Record<ListingBadge, 'success' | 'info' | 'warning' | 'error' | 'neutral'> = {
  PUBLISHED: 'success',
  APPROVED: 'success',
  publishing: 'info',
  UNDER_REVIEW: 'info',
  IN_PROGRESS: 'neutral',
  UNPUBLISHED: 'neutral',
  DELETED: 'neutral',
  actionNeeded: 'error',
  REJECTED_BY_STAFF: 'error',
};

export function ListingStatusText(props: {
  badge: ListingBadge;
  /** Why action is needed: rejected by staff, and/or the invalid fields. */
  rejected?: boolean;
  /** Staff's own words on why they refused the listing (the unit answer's rejectionReason). */
  rejectionReason?: string | null;
  invalidFields?: readonly InvalidField[];
  fix?: { targets: readonly FixTarget[]; subject: string };
}) {
  const { badge } = props;
  return (
    <div className="listing-status">
      <span className={`listing-status__label listing-status__label--${TONE[badge]}`}>
        <FormattedMessage id={`properties.status.${badge}`} />
      </span>
      {badge === 'publishing' && <PublishingInfo />}
      {badge === 'actionNeeded' && <ActionNeeded rejected={props.rejected ?? false} rejectionReason={props.rejectionReason ?? null} invalidFields={props.invalidFields ?? []} fix={props.fix} />}
    </div>
  );
}

/** A toggletip: shown on hover and keyboard focus, and on tap for touch screens; Escape hides it. */
function PublishingInfo() {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className={`info-tip${open ? ' info-tip--open' : ''}`}>
      <button
        type="button"
        className="info-tip__button"
        aria-label={intl.formatMessage({ id: 'properties.status.publishingInfoButton' })}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span role="tooltip" id={id} className="info-tip__text">
        <FormattedMessage id="properties.status.publishingInfo" />
      </span>
    </span>
  );
}

function ActionNeeded({ rejected, rejectionReason, invalidFields, fix }: { rejected: boolean; rejectionReason: string | null; invalidFields: readonly InvalidField[]; fix?: { targets: readonly FixTarget[]; subject: string } }) {
  const intl = useIntl();
  const fields = [...new Set(invalidFields.map((f) => f.field))].sort((a, b) => Number(b === 'registrationNumber') - Number(a === 'registrationNumber')); // HC §3: registrationNumber first
  const list = new Intl.ListFormat(intl.locale, { type: 'conjunction' }).format(fields.map((f) => intl.formatMessage({ id: `properties.invalidField.${f}` })));
  return (
    <span className="listing-status__detail">
      {rejected && (
        <span>
          <FormattedMessage id="properties.status.rejectedByStaff" />{' '}
          {rejectionReason && (
            <span className="listing-status__reason">
              <FormattedMessage id="properties.status.staffReason" values={{ reason: rejectionReason }} />{' '}
            </span>
          )}
        </span>
      )}
      {fields.length > 0 && (
        <span>
          <FormattedMessage id="properties.status.invalidFields" values={{ fields: list }} />{' '}
        </span>
      )}
      {fix && <FixLink targets={fix.targets} subject={fix.subject} />}
    </span>
  );
}

function FixLink({ targets, subject }: { targets: readonly FixTarget[]; subject: string }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'properties.fixNamed' }, { title: subject });
  if (targets.length === 0) return null;
  if (targets.length === 1)
    return (
      <Link className="listing-status__fix" to={targets[0]!.to} aria-label={label}>
        <FormattedMessage id="properties.fix" />
      </Link>
    );
  return (
    <FixUnitMenu
      targets={targets}
      trigger={{
        className: 'listing-status__fix listing-status__fix--menu',
        label,
        content: (
          <>
            <FormattedMessage id="properties.fix" />
            <span aria-hidden="true"> ▾</span>
          </>
        ),
      }}
    />
  );
}
