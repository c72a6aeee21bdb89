import { useCallback } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { useWizardActor, useWizardPart, wizardNow } from './wizard-actor';
import { Button } from '../../ui/button';
import { StepFormFrame, useReportFormState } from '../../ui/step-form-frame';
import type { StepFrameProps } from '../../forms/form-host';

// The wizard's frame of every step (FormHost.Frame inside the wizard): its heading, the form, the
// general error and the action bar. Each step has one primary action: Save and continue (a save
// moves on), or Continue while the step is unchanged; Back is secondary. The machine decides which
// and whether the buttons are enabled (machines/listing-wizard/listing-wizard.connect.ts); the
// frame only reports what the form says (dirty, valid) and hands its values to a save.

export function WizardStepFrame({ values, dirty, valid, children, publishBlocked = false }: StepFrameProps) {
  const actor = useWizardActor();
  const step = useWizardPart(actor, (w) => w.step);
  const form = useWizardPart(actor, (w) => w.form);
  const canContinue = useWizardPart(actor, (w) => w.canContinue);
  const continueLabel = useWizardPart(actor, (w) => w.continueLabel);
  const isLast = useWizardPart(actor, (w) => w.lastStep);
  const canBack = useWizardPart(actor, (w) => w.canBack);
  const canPublish = useWizardPart(actor, (w) => w.canPublish);
  const busy = useWizardPart(actor, (w) => w.busy);
  const saving = useWizardPart(actor, (w) => w.saving);
  const publishing = useWizardPart(actor, (w) => w.publishing);
  const errorCode = useWizardPart(actor, (w) => w.error);

  const report = useCallback((d: boolean, v: boolean) => wizardNow(actor).changeForm(d, v), [actor]);
  useReportFormState(form, dirty, valid, report);

  // Enter in a field submits too: the same one action as the button.
  const onContinue = () => wizardNow(actor).continue(values);
  const titleId = `listing-step-${step?.id ?? 'none'}`;

  return (
    <StepFormFrame
      className="listing-step"
      titleId={titleId}
      title={step && <FormattedMessage id={`listing.step.${step.id}`} />}
      error={errorCode && <FormattedMessage id={`listing.error.${errorCode}`} />}
      busy={busy}
      onSubmit={onContinue}
      back={{ label: <FormattedMessage id="listing.action.back" />, disabled: !canBack, onClick: () => wizardNow(actor).back() }}
      actions={
        isLast ? (
          <Button variant="primary" disabled={!canPublish || publishBlocked} busy={publishing} onClick={() => wizardNow(actor).publish()}>
            <FormattedMessage id="listing.action.publish" />
          </Button>
        ) : (
          <Button type="submit" variant="primary" disabled={!canContinue} busy={saving}>
            <FormattedMessage id={continueLabel === 'continue' ? 'listing.action.continue' : 'listing.action.saveAndContinue'} />
          </Button>
        )
      }
    >
      {children}
    </StepFormFrame>
  );
}
