import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import {
  selectCanBack,
  selectContinueEvent,
  selectErrorCode,
  selectForm,
  selectIsBusy,
  selectSaving,
  selectStepId,
} from '../../../../machines/verification-flow/verification-flow.select';
import { Button } from '../../ui/button';
import { StepFormFrame, useReportFormState } from '../../ui/step-form-frame';
import type { StepFrameProps } from '../../forms/form-host';
import { stepKey, useVerificationActor } from './verification-actor';

// The frame of every verification step (FormHost.Frame inside the flow): heading, what the step
// asks for, the form, the error of a refused save, Back and Save and continue. The buttons ask the
// machine; the frame only reports what the form says (dirty, valid) and sends its values.

export function VerificationStepFrame({ values, dirty, valid, children }: StepFrameProps) {
  const actor = useVerificationActor();
  const stepId = useSelector(actor, selectStepId);
  const form = useSelector(actor, selectForm);
  const continueEvent = useSelector(actor, selectContinueEvent);
  const canBack = useSelector(actor, selectCanBack);
  const saving = useSelector(actor, selectSaving);
  const busy = useSelector(actor, selectIsBusy);
  const errorCode = useSelector(actor, selectErrorCode);

  useReportFormState(actor, form, dirty, valid);

  const onSubmit = () => {
    if (continueEvent === 'step.save') actor.send({ type: 'step.save', values });
    else if (continueEvent === 'step.next') actor.send({ type: 'step.next' });
  };
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
      error={errorCode === 'saveFailed' && <FormattedMessage id="verification.error.saveFailed" />}
      busy={busy}
      onSubmit={onSubmit}
      back={{ label: <FormattedMessage id="verification.action.back" />, disabled: !canBack || saving, onClick: () => actor.send({ type: 'step.back' }) }}
      actions={
        <Button type="submit" variant="primary" disabled={!continueEvent} busy={saving}>
          <FormattedMessage id={continueEvent === 'step.next' ? 'verification.action.continue' : 'verification.action.saveAndContinue'} />
        </Button>
      }
    >
      {children}
    </StepFormFrame>
  );
}
