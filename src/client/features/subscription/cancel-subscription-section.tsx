import { FormattedDate, FormattedMessage } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useWorkflowActor } from '../../app/use-workflow';
import { fromPromise } from 'xstate';
import { cancelSubscriptionMachine } from '../../../../machines/cancel-subscription/cancel-subscription.machine';
import { cancelSubscription } from './api';
import { subscriptionKeys } from '../../api/subscriptions';
import { useSubscription } from '../../api/subscription-data';
import { Button } from '../../ui/button';
import { CANCEL_REASONS } from './cancel-reasons';
import './cancel-subscription.css';

// "Cancel subscription" on the manage-subscription page, driven by the cancel-subscription
// machine: a reason is required, then a confirmation, then the call; the cancellation runs to the
// end of the period. A failed subscription query hides the section (the spec ignores it silently).

const t = (key: string) => `listing.subscriptionMachines.cancel.${key}`;

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
  const actor = useWorkflowActor(() =>
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
  const state = useSelector(actor, (s) => s.value as string);
  const reason = useSelector(actor, (s) => s.context.reason);
  const effectiveAt = useSelector(actor, (s) => s.context.effectiveAt);

  if (state === 'scheduled') return <ScheduledNote effectiveAt={effectiveAt} />;
  const choosing = state === 'choosingReason';
  return (
    <form
      className="cancel-subscription"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'cancel.request' });
      }}
    >
      <fieldset disabled={!choosing}>
        <legend>
          <FormattedMessage id={t('reasonLegend')} />
        </legend>
        {CANCEL_REASONS.map((code) => (
          <label key={code} className="choice">
            <input type="radio" name="cancel-reason" value={code} checked={reason === code} onChange={() => actor.send({ type: 'reason.select', reason: code })} />
            <FormattedMessage id={t(`reason.${code}`)} />
          </label>
        ))}
      </fieldset>
      {choosing && (
        <>
          {!reason && (
            <p className="form-field__hint" id="cancel-reason-hint">
              <FormattedMessage id={t('reasonRequired')} />
            </p>
          )}
          <Button type="submit" variant="danger" disabled={!reason} aria-describedby={reason ? undefined : 'cancel-reason-hint'}>
            <FormattedMessage id={t('action')} />
          </Button>
        </>
      )}
      {(state === 'confirming' || state === 'cancelling') && (
        <div role="alertdialog" aria-modal="false" aria-labelledby="cancel-confirm-text" className="confirm-box">
          <p id="cancel-confirm-text">
            <FormattedMessage id={t('confirmText')} />
          </p>
          <Button variant="danger" busy={state === 'cancelling'} onClick={() => actor.send({ type: 'confirm.accept' })} autoFocus>
            <FormattedMessage id={t('confirm')} />
          </Button>
          <Button variant="secondary" disabled={state === 'cancelling'} onClick={() => actor.send({ type: 'confirm.dismiss' })}>
            <FormattedMessage id={t('keep')} />
          </Button>
        </div>
      )}
      {state === 'failed' && (
        <div role="alert">
          <p>
            <FormattedMessage id={t('failed')} />
          </p>
          <Button onClick={() => actor.send({ type: 'retry' })}>
            <FormattedMessage id={t('retry')} />
          </Button>
          <Button variant="ghost" onClick={() => actor.send({ type: 'failure.dismiss' })}>
            <FormattedMessage id={t('back')} />
          </Button>
        </div>
      )}
    </form>
  );
}
