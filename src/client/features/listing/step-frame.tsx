import { useEffect, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import { selectCanSave, selectCurrentStep, selectIsBusy } from '../../../../machines/listing-wizard/listing-wizard.select';
import type { ListingWizardActor } from './wizard-actor';
import { useWizardActor } from './wizard-actor';
import { Button } from '../../ui/button';
import type { StepFrameProps } from './form-host';

// The wizard's frame of every step (FormHost.Frame inside the wizard): its heading, the form, the general error and the action bar. The
// buttons ask the machine (snapshot.can) whether they are enabled; the frame only reports what
// the form says (dirty, valid) and sends its values with Save.

const selectForm = (s: ReturnType<ListingWizardActor['getSnapshot']>) => s.context.form;
const selectCanNext = (s: ReturnType<ListingWizardActor['getSnapshot']>) => s.can({ type: 'step.next' });
const selectCanBack = (s: ReturnType<ListingWizardActor['getSnapshot']>) => s.can({ type: 'step.back' });
const selectCanPublish = (s: ReturnType<ListingWizardActor['getSnapshot']>) => s.can({ type: 'listing.publish' });
const selectSaving = (s: ReturnType<ListingWizardActor['getSnapshot']>) => s.matches('saving');
const selectPublishing = (s: ReturnType<ListingWizardActor['getSnapshot']>) => s.matches('publishing');
const selectErrorCode = (s: ReturnType<ListingWizardActor['getSnapshot']>) => s.context.errorCode;

export function WizardStepFrame({ values, dirty, valid, children, formless = false }: StepFrameProps) {
  const actor = useWizardActor();
  const step = useSelector(actor, selectCurrentStep);
  const form = useSelector(actor, selectForm);
  const canSave = useSelector(actor, selectCanSave);
  const canNext = useSelector(actor, selectCanNext);
  const canBack = useSelector(actor, selectCanBack);
  const canPublish = useSelector(actor, selectCanPublish);
  const busy = useSelector(actor, selectIsBusy);
  const saving = useSelector(actor, selectSaving);
  const publishing = useSelector(actor, selectPublishing);
  const errorCode = useSelector(actor, selectErrorCode);

  // The machine resets its view of the form on every step change and after a save; whenever it
  // differs from what the form says, tell it again.
  useEffect(() => {
    if (form.dirty !== dirty || form.valid !== valid) actor.send({ type: 'form.change', dirty, valid });
  }, [actor, form.dirty, form.valid, dirty, valid]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) actor.send({ type: 'form.save', values });
  };
  const onNext = () => {
    if (canNext) actor.send({ type: 'step.next' });
  };
  const isLast = step?.id === 'publish';
  const titleId = `listing-step-${step?.id ?? 'none'}`;

  return (
    <form className="listing-step" aria-labelledby={titleId} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      <h2 id={titleId} className="listing-step__title" tabIndex={-1}>
        {step && <FormattedMessage id={`listing.step.${step.id}`} />}
      </h2>
      {errorCode && (
        <div role="alert" className="notice notice--error">
          <FormattedMessage id={`listing.error.${errorCode}`} />
        </div>
      )}
      <div className="listing-step__body">{children}</div>
      <div className="listing-step__actions">
        <Button variant="ghost" disabled={!canBack} onClick={() => actor.send({ type: 'step.back' })}>
          <FormattedMessage id="listing.action.back" />
        </Button>
        <span className="listing-step__spacer" />
        {!formless && !isLast && (
          <Button type="submit" variant="primary" disabled={!canSave} busy={saving}>
            <FormattedMessage id="listing.action.save" />
          </Button>
        )}
        {isLast ? (
          <Button variant="primary" disabled={!canPublish} busy={publishing} onClick={() => actor.send({ type: 'listing.publish' })}>
            <FormattedMessage id="listing.action.publish" />
          </Button>
        ) : (
          <Button variant={formless ? 'primary' : 'secondary'} disabled={!canNext} onClick={onNext}>
            <FormattedMessage id="listing.action.next" />
          </Button>
        )}
      </div>
    </form>
  );
}
