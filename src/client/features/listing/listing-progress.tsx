import { useEffect, useId, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from '../../i18n/intl';
import { Link } from '../../router';
import { STEP_GROUPS, type ListingFlow } from '../../../shared/domain/listing-steps';
import { useWizardActor, useWizardPart } from './wizard-actor';
import { stepPath } from './listing-paths';
import './listing-progress.css';

// The progress panel: the total and each group's share (from the effort weights, via the
// wizard's connect), and a link per step, enabled exactly where the machine would go.
// On a phone the panel would push the form below a screen of links, so there it is a compact
// bar above the form ("Step 3 of 9 · Prices" and a thin bar) whose button unfolds the full list;
// the stylesheet shows the bar or the list by the width, the unfolding is this view's own state.
export function ListingProgress({ flow, propertyId, unitId }: { flow: ListingFlow; propertyId: string; unitId: string }) {
  const intl = useIntl();
  const actor = useWizardActor();
  const progress = useWizardPart(actor, (w) => w.progress, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const links = useWizardPart(actor, (w) => w.links, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const position = useWizardPart(actor, (w) => w.position, (a, b) => a.position === b.position && a.count === b.count && a.stepId === b.stepId);
  const groups = STEP_GROUPS[flow].filter((g) => progress.groups.some((p) => p.group === g));
  const [unfolded, setUnfolded] = useState(false);
  const positionId = useId();
  const listId = useId();
  // A step chosen from the unfolded list folds it again, so the phone shows that step's form.
  useEffect(() => setUnfolded(false), [position.stepId]);

  return (
    <nav className={`listing-progress${unfolded ? ' is-unfolded' : ''}`} aria-label={intl.formatMessage({ id: 'listing.progress.label' })}>
      {position.stepId && (
        <div className="listing-progress__compact">
          <span id={positionId} className="listing-progress__position" data-testid="listing-progress-position">
            <FormattedMessage
              id="listing.progress.position"
              values={{ position: position.position, count: position.count, step: intl.formatMessage({ id: `listing.step.${position.stepId}` }) }}
            />
          </span>
          <progress max={position.count} value={position.position} aria-labelledby={positionId} />
          <button type="button" className="listing-progress__toggle" aria-expanded={unfolded} aria-controls={listId} onClick={() => setUnfolded((u) => !u)}>
            <FormattedMessage id="listing.progress.allSteps" />
          </button>
        </div>
      )}
      <div id={listId} className="listing-progress__full">
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
      </div>
    </nav>
  );
}
