import { useMemo } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { stepCatalogue, stepChart } from '../../../../machines/step-diagram';
import { MachineDiagram } from './machine-diagram';

// The "Steps" section of a machine that sequences a step catalogue (the listing wizard, the
// verification flow): per variant, the steps as a flowchart (a dashed arrow passes a skippable
// step) and the same as a list, with when each step is skipped and whether it counts toward
// progress. Both come from machines/step-diagram.ts, which reads the catalogue itself.

/** The title a host sees for the step, from the wizard's or the verification's texts; the id where there is none. */
function useStepTitle(name: string): (id: string) => string {
  const intl = useIntl();
  return (id) => {
    const key = name === 'listing-wizard' ? `listing.step.${id}` : `verification.step.${id.replace(/\//g, '-')}.title`;
    return Object.hasOwn(intl.messages, key) ? intl.formatMessage({ id: key }) : id;
  };
}

export function MachineSteps({ name, title }: { name: string; title: string }) {
  const intl = useIntl();
  const flows = useMemo(() => stepCatalogue(name), [name]);
  const stepTitle = useStepTitle(name);
  if (!flows) return null;
  const skip = intl.formatMessage({ id: 'machines.steps.skipEdge' });
  return (
    <section className="machines-section" aria-labelledby="machine-steps-title">
      <h2 id="machine-steps-title" className="machines-section__title">
        <FormattedMessage id="machines.steps.title" />
      </h2>
      <p>
        <FormattedMessage id="machines.steps.intro" />
      </p>
      {flows.map(({ flow, steps }) => {
        const flowName = intl.formatMessage({ id: `machines.steps.flow.${flow}` });
        return (
          <section key={flow} className="machine-steps" aria-labelledby={`machine-steps-${flow}`}>
            <h3 id={`machine-steps-${flow}`} className="machine-steps__title">
              {flowName}
            </h3>
            <MachineDiagram
              source={stepChart(steps, { title: stepTitle, skip })}
              title={`${title}: ${flowName}`}
              name={`${name}-${flow}-steps`}
              labelId="machines.steps.diagramLabel"
            />
            <ol className="machine-steps__list" aria-label={flowName}>
              {steps.map((step) => (
                <li key={step.id}>
                  <strong>{stepTitle(step.id)}</strong> <code>{step.id}</code>
                  {step.skippedWhen.length ? (
                    <>
                      <p className="machine-steps__line">
                        <FormattedMessage id="machines.steps.skippedWhen" />
                      </p>
                      <ul>
                        {step.skippedWhen.map((rule) => (
                          <li key={rule} lang="en">
                            {rule}
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    <p className="machine-steps__line">
                      <FormattedMessage id="machines.steps.neverSkipped" />
                    </p>
                  )}
                  <p className="machine-steps__line">
                    <FormattedMessage id={step.countsTowardProgress ? 'machines.steps.counts' : 'machines.steps.notCounted'} />
                  </p>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
      <p className="machine-steps__note">
        <FormattedMessage id="machines.steps.rulesNote" />
      </p>
    </section>
  );
}
