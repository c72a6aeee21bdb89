import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import { selectContinueEvent, selectCurrentStep, selectIsBusy } from '../../../../machines/listing-wizard/listing-wizard.select';
import type { ListingWizardActor } from './wizard-actor';
import { useWizardActor } from './wizard-actor';
import { Button } from '../../ui/button';
import { StepFormFrame, useReportFormState } from '../../ui/step-form-frame';
import type { StepFrameProps } from '../../forms/form-host';

// The wizard's frame of every step (FormHost.Frame inside the wizard): its heading, the form, the
// general error and the action bar. Each step has one primary action: Save and continue (a save
// moves on), or Continue while the step is unchanged; Back is secondary. The machine decides which
// (selectContinueEvent) and whether the buttons are enabled; the frame only reports what the form
// says (dirty, valid) and sends its values with a save.

const selectForm = (s: ReturnType<ListingWizardActor['getSnapshot']>) => s.context.form;
const selectCanBack = (s: ReturnType<ListingWizardActor['getSnapshot']>) => s.can({ type: 'step.back' });
const selectCanPublish = (s: ReturnType<ListingWizardActor['getSnapshot']>) => s.can({ type: 'listing.publish' });
const selectSaving = (s: ReturnType<ListingWizardActor['getSnapshot']>) => s.matches('saving');
const selectPublishing = (s: ReturnType<ListingWizardActor['getSnapshot']>) => s.matches('publishing');
const selectErrorCode = (s: ReturnType<ListingWizardActor['getSnapshot']>) => s.context.errorCode;

export function WizardStepFrame({ values, dirty, valid, children, publishBlocked = false }: StepFrameProps) {
  const actor = useWizardActor();
  const step = useSelector(actor, selectCurrentStep);
  const form = useSelector(actor, selectForm);
  const continueEvent = useSelector(actor, selectContinueEvent);
  const canBack = useSelector(actor, selectCanBack);
  const canPublish = useSelector(actor, selectCanPublish);
  const busy = useSelector(actor, selectIsBusy);
  const saving = useSelector(actor, selectSaving);
  const publishing = useSelector(actor, selectPublishing);
  const errorCode = useSelector(actor, selectErrorCode);

  useReportFormState(actor, form, dirty, valid);

  // Enter in a field submits too: the same one action as the button.
  const onContinue = () => {
    if (continueEvent === 'form.save') actor.send({ type: 'form.save', values });
    else if (continueEvent === 'step.next') actor.send({ type: 'step.next' });
  };
  const isLast = step?.id === 'publish';
  const titleId = `listing-step-${step?.id ?? 'none'}`;

  return (
    <StepFormFrame
      className="listing-step"
      titleId={titleId}
      title={step && <FormattedMessage id={`listing.step.${step.id}`} />}
      error={errorCode && <FormattedMessage id={`listing.error.${errorCode}`} />}
      busy={busy}
      onSubmit={onContinue}
      back={{ label: <FormattedMessage id="listing.action.back" />, disabled: !canBack, onClick: () => actor.send({ type: 'step.back' }) }}
      actions={
        isLast ? (
          <Button variant="primary" disabled={!canPublish || publishBlocked} busy={publishing} onClick={() => actor.send({ type: 'listing.publish' })}>
            <FormattedMessage id="listing.action.publish" />
          </Button>
        ) : (
          <Button type="submit" variant="primary" disabled={!continueEvent} busy={saving}>
            <FormattedMessage id={continueEvent === 'step.next' ? 'listing.action.continue' : 'listing.action.saveAndContinue'} />
          </Button>
        )
      }
    >
      {children}
    </StepFormFrame>
  );
}
