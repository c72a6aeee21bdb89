import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { SubscriptionView } from '../../../../shared/schemas/subscription';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepLoading } from '../../../forms/step-loading';
import { StepField } from '../../../forms/step-field';
import { PlanChoices, type Plan } from '../../subscription/plan-choices';
import { changePlan } from '../../../api/subscriptions';
import { usePlans, useSubscription } from '../../../api/subscription-data';
import { SubscriptionSummary } from '../subscription/subscription-summary';
import type { StepDefinition } from '../step-definition';
import '../subscription/subscription.css';

// Step "subscription-plan": the monthly plans as cards (price a month, leads, units published,
// boost coins), the current one marked; Save changes the plan. The built-in billing charges no
// card, and the form says so before the host saves.


export function SubscriptionPlanStep() {
  const plans = usePlans();
  const subscription = useSubscription();
  if (!plans.data || !subscription.data) {
    return (
      <StepLoading
        failed={plans.isError || subscription.isError}
        onRetry={() => {
          void plans.refetch();
          void subscription.refetch();
        }}
      />
    );
  }
  return <SubscriptionPlanForm plans={plans.data.items} view={subscription.data} />;
}

function SubscriptionPlanForm({ plans, view }: { plans: Plan[]; view: SubscriptionView }) {
  const intl = useIntl();
  const serverErrors = useServerFieldErrors();
  const currentPlanId = view.subscription.planId;
  const [planId, setPlanId] = useState<string | null>(plans.some((p) => p.id === currentPlanId) ? currentPlanId : null);
  const [coupon, setCoupon] = useState('');

  if (plans.length === 0) {
    return (
      <StepFrame values={{}} dirty={false} valid={false}>
        <p role="alert" className="notice notice--warning">
          <FormattedMessage id="listing.subscription.plan.none" />
        </p>
      </StepFrame>
    );
  }
  return (
    <StepFrame
      values={{ subscriptionId: view.subscription.id, planItemPriceId: planId, couponCode: coupon.trim() }}
      dirty={planId !== currentPlanId || coupon.trim() !== ''}
      valid={planId !== null}
    >
      <SubscriptionSummary view={view} />
      <PlanChoices plans={plans} currentPlanId={currentPlanId} value={planId} onChange={setPlanId} error={serverErrors.planItemPriceId} />
      <StepField label={<FormattedMessage id="listing.subscription.plan.coupon" />} error={serverErrors.couponCode}>
        {(field) => (
          <input {...field} type="text" autoComplete="off" maxLength={60} value={coupon} placeholder={intl.formatMessage({ id: 'listing.subscription.plan.couponPlaceholder' })} onChange={(e) => setCoupon(e.target.value)} />
        )}
      </StepField>
      <p role="note" className="notice">
        <FormattedMessage id="listing.subscription.plan.noCharge" />
      </p>
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'subscription-plan',
  Form: () => <SubscriptionPlanStep />,
  save: (_ids, values) => changePlan(values.subscriptionId as string, values.planItemPriceId as string, values.couponCode as string),
};
