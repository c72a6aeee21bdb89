import { useEffect, type FormEvent } from 'react';
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
import type { StepFrameProps } from '../listing/form-host';
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

  // The machine forgets the form on every step change and after a save: tell it again.
  useEffect(() => {
    if (form.dirty !== dirty || form.valid !== valid) actor.send({ type: 'form.change', dirty, valid });
  }, [actor, form.dirty, form.valid, dirty, valid]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (continueEvent === 'step.save') actor.send({ type: 'step.save', values });
    else if (continueEvent === 'step.next') actor.send({ type: 'step.next' });
  };
  if (!stepId) return null;
  const key = stepKey(stepId);
  const titleId = `verification-step-${key}`;

  return (
    <form className="listing-step verification-step" aria-labelledby={titleId} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      <h2 id={titleId} className="listing-step__title" tabIndex={-1}>
        <FormattedMessage id={`verification.step.${key}.title`} />
      </h2>
      <p className="verification-step__intro">
        <FormattedMessage id={`verification.step.${key}.intro`} />
      </p>
      {errorCode === 'saveFailed' && (
        <div role="alert" className="notice notice--error">
          <FormattedMessage id="verification.error.saveFailed" />
        </div>
      )}
      <div className="listing-step__body">{children}</div>
      <div className="listing-step__actions">
        <Button variant="ghost" disabled={!canBack || saving} onClick={() => actor.send({ type: 'step.back' })}>
          <FormattedMessage id="verification.action.back" />
        </Button>
        <span className="listing-step__spacer" />
        <Button type="submit" variant="primary" disabled={!continueEvent} busy={saving}>
          <FormattedMessage id={continueEvent === 'step.next' ? 'verification.action.continue' : 'verification.action.saveAndContinue'} />
        </Button>
      </div>
    </form>
  );
}
