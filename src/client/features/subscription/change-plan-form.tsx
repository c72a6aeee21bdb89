import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useQueryClient } from '@tanstack/react-query';
import { useWorkflow } from '../../app/use-workflow';
import { fromPromise } from 'xstate';
import { changePlanMachine } from '../../../../machines/change-plan/change-plan.machine';
import { connectChangePlan } from '../../../../machines/change-plan/change-plan.connect';
import type { SubscriptionView } from '../../../shared/schemas/subscription';
import { changePlan, subscriptionKeys } from '../../api/subscriptions';
import { errorText } from '../../api/error-text';
import type { ApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { ConfirmChangeDialog } from './confirm-change-dialog';
import { PlanChoices, planName, type Plan } from './plan-choices';

// Changing the plan, driven by the change-plan machine: choose a plan (and maybe a coupon),
// confirm in a dialog, save; then a success message, or the failure with Retry and Dismiss.
// A saved change updates the subscription everywhere (summary, credit indicator, unit info).

const t = (key: string) => `subscription.manage.change.${key}`;

/** Why a change failed: a refused coupon in our words, otherwise the server's general reasons. */
function failureReasons(error: unknown, intl: ReturnType<typeof useIntl>): string[] {
  const e = error as Partial<ApiError> | null;
  if (e?.fields?.couponCode) return [intl.formatMessage({ id: t('couponRefused') })];
  return [...new Set((e?.general ?? []).map((m) => errorText(intl, m)))];
}

export function ChangePlanForm({ plans, view, onAnother }: { plans: Plan[]; view: SubscriptionView; onAnother: () => void }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const [charged, setCharged] = useState(false);
  const subscriptionId = view.subscription.id;
  const currentPlanId = view.subscription.planId;
  // The machine knows the plan the host is on: it refuses a change to it (see isSameAsNow).
  const [snapshot, send] = useWorkflow(
    () =>
      changePlanMachine.provide({
        actors: {
          changePlan: fromPromise(async ({ input }) => {
            setFailure(null);
            try {
              const result = await changePlan(subscriptionId, input.planItemPriceId, input.couponCode);
              setCharged(result.billing.charged);
              client.setQueryData(subscriptionKeys.subscription, result.subscription);
              void client.invalidateQueries({ queryKey: ['subscription'] });
              return result;
            } catch (error) {
              setFailure(error);
              throw error;
            }
          }),
        },
      }),
    { input: { current: { planId: currentPlanId, isCancellationScheduled: view.subscription.isCancellationScheduled, isExpired: view.subscription.isExpired } } },
  );
  const change = connectChangePlan(snapshot, send);

  if (change.done) {
    return (
      <div className="notice notice--success subscription-manage__done" role="status">
        <p>
          <FormattedMessage id={t('done')} values={{ plan: planName(change.plan) }} />{' '}
          {!charged && <FormattedMessage id={t('doneNoCharge')} />}
        </p>
        <Button variant="secondary" onClick={onAnother}>
          <FormattedMessage id={t('another')} />
        </Button>
      </div>
    );
  }

  if (plans.length === 0) {
    return (
      <p role="alert" className="notice notice--warning">
        <FormattedMessage id="listing.subscription.plan.none" />
      </p>
    );
  }

  return (
    <form
      className="subscription-manage__change"
      aria-labelledby="change-plan-title"
      onSubmit={(e) => {
        e.preventDefault();
        change.submit();
      }}
    >
      <h3 id="change-plan-title">
        <FormattedMessage id={t('title')} />
      </h3>
      <fieldset className="subscription-manage__fields" disabled={!change.choosing}>
        <PlanChoices plans={plans} currentPlanId={currentPlanId} value={change.planItemPriceId} onChange={change.selectPlan} />
        <div className="form-field">
          <label htmlFor="change-plan-coupon">
            <FormattedMessage id="listing.subscription.plan.coupon" />
          </label>
          <input
            id="change-plan-coupon"
            type="text"
            autoComplete="off"
            maxLength={60}
            value={change.coupon}
            placeholder={intl.formatMessage({ id: 'listing.subscription.plan.couponPlaceholder' })}
            onChange={(e) => change.changeCoupon(e.target.value)}
          />
        </div>
      </fieldset>
      {change.request.shown && (
        <>
          {change.hint && (
            <p className="form-field__hint" id="change-plan-hint">
              <FormattedMessage id={t(change.hint)} />
            </p>
          )}
          <Button type="submit" disabled={!change.request.enabled} aria-describedby={change.hint ? 'change-plan-hint' : undefined}>
            <FormattedMessage id={t('request')} />
          </Button>
        </>
      )}
      {change.failed && (
        <div role="alert" className="notice notice--error">
          <p>
            <FormattedMessage id={t('failed')} />
          </p>
          {failureReasons(failure, intl).map((reason) => (
            <p key={reason}>{reason}</p>
          ))}
          <div className="subscription-manage__actions">
            <Button onClick={change.retry}>
              <FormattedMessage id="listing.action.retry" />
            </Button>
            <Button variant="ghost" onClick={change.dismiss}>
              <FormattedMessage id={t('dismiss')} />
            </Button>
          </div>
        </div>
      )}
      <ConfirmChangeDialog
        {...change.confirm}
        planId={change.plan}
        onAccept={change.accept}
        onDismiss={change.keep}
      />
    </form>
  );
}
