import { FormattedDate, FormattedMessage } from '../../i18n/intl';
import { useQueryClient } from '@tanstack/react-query';
import { useWorkflow } from '../../app/use-workflow';
import { fromPromise } from 'xstate';
import { cancelSubscriptionMachine } from '../../../../machines/cancel-subscription/cancel-subscription.machine';
import { connectCancelSubscription } from '../../../../machines/cancel-subscription/cancel-subscription.connect';
import { cancelSubscription } from './api';
import { subscriptionKeys } from '../../api/subscriptions';
import { useSubscription } from '../../api/subscription-data';
import { Button } from '../../ui/button';
import { CANCEL_REASONS } from './cancel-reasons';
import './cancel-subscription.css';

// "Cancel subscription" on the manage-subscription page, driven by the cancel-subscription
// machine: a reason is required, then a confirmation, then the call; the cancellation runs to the
// end of the period. A failed subscription query hides the section (the spec ignores it silently).

const t = (key: string) => `subscription.machines.cancel.${key}`;

export function CancelSubscriptionSection() {
  const subscription = useSubscription();
  const view = subscription.data?.subscription;
  if (!view) return null;
  return (
    <section className="manage-step" aria-labelledby="cancel-subscription-title">
      <h2 id="cancel-subscription-title" className="manage-step__title">
        <FormattedMessage id={t('title')} />
      </h2>
      {view.isCancellationScheduled ? (
        <ScheduledNote effectiveAt={view.expirationDate} />
      ) : (
        <CancelFlow subscriptionId={view.id} />
      )}
    </section>
  );
}

function ScheduledNote({ effectiveAt }: { effectiveAt: string | null }) {
  return (
    <p className="listing-note" role="status">
      {effectiveAt ? (
        <FormattedMessage id={t('scheduledUntil')} values={{ date: <FormattedDate value={effectiveAt} dateStyle="long" /> }} />
      ) : (
        <FormattedMessage id={t('scheduled')} />
      )}
    </p>
  );
}

function CancelFlow({ subscriptionId }: { subscriptionId: string }) {
  const client = useQueryClient();
  const [snapshot, send] = useWorkflow(() =>
    cancelSubscriptionMachine.provide({
      actors: {
        cancelSubscription: fromPromise(async ({ input }) => {
          const view = await cancelSubscription(subscriptionId, input.reason);
          client.setQueryData(subscriptionKeys.subscription, view);
          void client.invalidateQueries({ queryKey: ['subscription'] });
          return { effectiveAt: view.subscription.expirationDate };
        }),
      },
    }),
  );
  const cancel = connectCancelSubscription(snapshot, send);

  if (cancel.scheduled) return <ScheduledNote effectiveAt={cancel.effectiveAt} />;
  return (
    <form
      className="cancel-subscription"
      onSubmit={(e) => {
        e.preventDefault();
        cancel.submit();
      }}
    >
      <fieldset disabled={!cancel.choosing}>
        <legend>
          <FormattedMessage id={t('reasonLegend')} />
        </legend>
        {CANCEL_REASONS.map((code) => (
          <label key={code} className="choice">
            <input type="radio" name="cancel-reason" value={code} checked={cancel.reason === code} onChange={() => cancel.selectReason(code)} />
            <FormattedMessage id={t(`reason.${code}`)} />
          </label>
        ))}
      </fieldset>
      {cancel.request.shown && (
        <>
          {cancel.request.reasonRequired && (
            <p className="form-field__hint" id="cancel-reason-hint">
              <FormattedMessage id={t('reasonRequired')} />
            </p>
          )}
          <Button type="submit" variant="danger" disabled={!cancel.request.enabled} aria-describedby={cancel.request.reasonRequired ? 'cancel-reason-hint' : undefined}>
            <FormattedMessage id={t('action')} />
          </Button>
        </>
      )}
      {cancel.confirm.open && (
        <div role="alertdialog" aria-modal="false" aria-labelledby="cancel-confirm-text" className="confirm-box">
          <p id="cancel-confirm-text">
            <FormattedMessage id={t('confirmText')} />
          </p>
          <Button variant="danger" busy={cancel.confirm.busy} onClick={cancel.accept} autoFocus>
            <FormattedMessage id={t('confirm')} />
          </Button>
          <Button variant="secondary" disabled={cancel.confirm.busy} onClick={cancel.keep}>
            <FormattedMessage id={t('keep')} />
          </Button>
        </div>
      )}
      {cancel.failed && (
        <div role="alert">
          <p>
            <FormattedMessage id={t('failed')} />
          </p>
          <Button onClick={cancel.retry}>
            <FormattedMessage id={t('retry')} />
          </Button>
          <Button variant="ghost" onClick={cancel.dismiss}>
            <FormattedMessage id={t('back')} />
          </Button>
        </div>
      )}
    </form>
  );
}
