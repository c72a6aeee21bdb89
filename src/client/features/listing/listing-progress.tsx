import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSelector } from '@xstate/react';
import { selectProgress, selectStepLinks } from '../../../../machines/listing-wizard/listing-wizard.select';
import { STEP_GROUPS, type ListingFlow } from '../../../shared/domain/listing-steps';
import { useWizardActor } from './wizard-actor';
import { stepPath } from './listing-paths';

// The progress panel: the total and each group's share (from the effort weights, via the
// machine's selectors), and a link per step, enabled exactly where the machine would go.
export function ListingProgress({ flow, propertyId, unitId }: { flow: ListingFlow; propertyId: string; unitId: string }) {
  const intl = useIntl();
  const actor = useWizardActor();
  const progress = useSelector(actor, selectProgress, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const links = useSelector(actor, selectStepLinks, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const groups = STEP_GROUPS[flow].filter((g) => progress.groups.some((p) => p.group === g));

  return (
    <nav className="listing-progress" aria-label={intl.formatMessage({ id: 'listing.progress.label' })}>
      <div className="listing-progress__total">
        <span id="listing-progress-total">
          <FormattedMessage id="listing.progress.total" />
        </span>
        <progress max={100} value={progress.total} aria-labelledby="listing-progress-total" />
        <strong data-testid="listing-progress-total">
          <FormattedNumber value={progress.total / 100} style="percent" />
        </strong>
      </div>
      <ol className="listing-progress__groups">
        {groups.map((group) => {
          const percent = progress.groups.find((p) => p.group === group)?.percent ?? 0;
          return (
            <li key={group} className="listing-progress__group">
              <div className="listing-progress__group-head">
                <span>
                  <FormattedMessage id={`listing.group.${group}`} />
                </span>
                <span className="listing-progress__percent">
                  <FormattedNumber value={percent / 100} style="percent" />
                </span>
              </div>
              <ol className="listing-progress__steps">
                {links
                  .filter((l) => l.step.group === group)
                  .map(({ step, completed, active, enabled }) => {
                    const label = (
                      <>
                        <span className="listing-progress__mark" aria-hidden="true">
                          {completed ? '✓' : active ? '•' : ''}
                        </span>
                        <FormattedMessage id={`listing.step.${step.id}`} />
                        {completed && (
                          <span className="visually-hidden">
                            {' '}
                            <FormattedMessage id="listing.progress.completed" />
                          </span>
                        )}
                      </>
                    );
                    return (
                      <li key={step.id} className={`listing-progress__step${active ? ' is-active' : ''}${completed ? ' is-completed' : ''}`}>
                        {enabled ? (
                          <Link to={stepPath(flow, propertyId, unitId, step.route)} aria-current={active ? 'step' : undefined}>
                            {label}
                          </Link>
                        ) : (
                          <span aria-disabled="true">{label}</span>
                        )}
                      </li>
                    );
                  })}
              </ol>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
