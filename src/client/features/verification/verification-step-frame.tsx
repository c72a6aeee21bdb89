import { useCallback } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { Button } from '../../ui/button';
import { StepFormFrame, useReportFormState } from '../../ui/step-form-frame';
import type { StepFrameProps } from '../../forms/form-host';
import { flowNow, stepKey, useFlowPart, useVerificationActor } from './verification-actor';

// The frame of every verification step (FormHost.Frame inside the flow): heading, what the step
// asks for, the form, the error of a refused save, Back and Save and continue. The buttons ask the
// machine (machines/verification-flow/verification-flow.connect.ts); the frame only reports what
// the form says (dirty, valid) and hands its values to a save.

export function VerificationStepFrame({ values, dirty, valid, children }: StepFrameProps) {
  const actor = useVerificationActor();
  const stepId = useFlowPart(actor, (f) => f.stepId);
  const form = useFlowPart(actor, (f) => f.form);
  const canContinue = useFlowPart(actor, (f) => f.canContinue);
  const continueLabel = useFlowPart(actor, (f) => f.continueLabel);
  const canBack = useFlowPart(actor, (f) => f.canBack);
  const saving = useFlowPart(actor, (f) => f.saving);
  const busy = useFlowPart(actor, (f) => f.busy);
  const saveFailed = useFlowPart(actor, (f) => f.saveFailed);

  const report = useCallback((d: boolean, v: boolean) => flowNow(actor).changeForm(d, v), [actor]);
  useReportFormState(form, dirty, valid, report);

  const onSubmit = () => flowNow(actor).continue(values);
  if (!stepId) return null;
  const key = stepKey(stepId);
  const titleId = `verification-step-${key}`;

  return (
    <StepFormFrame
      className="listing-step verification-step"
      titleId={titleId}
      title={<FormattedMessage id={`verification.step.${key}.title`} />}
      intro={
        <p className="verification-step__intro">
          <FormattedMessage id={`verification.step.${key}.intro`} />
        </p>
      }
      error={saveFailed && <FormattedMessage id="verification.error.saveFailed" />}
      busy={busy}
      onSubmit={onSubmit}
      back={{ label: <FormattedMessage id="verification.action.back" />, disabled: !canBack, onClick: () => flowNow(actor).back() }}
      actions={
        <Button type="submit" variant="primary" disabled={!canContinue} busy={saving}>
          <FormattedMessage id={continueLabel === 'continue' ? 'verification.action.continue' : 'verification.action.saveAndContinue'} />
        </Button>
      }
    >
      {children}
    </StepFormFrame>
  );
}
