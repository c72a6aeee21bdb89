import { useState } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import type { UnitPanelProps } from '../property-management/unit-panel-props';
import { StepLoading } from '../../forms/step-loading';
import { usePlans, useSubscription } from '../../api/subscription-data';
import { SubscriptionSummary } from '../listing/subscription/subscription-summary';
import { CancelSubscriptionSection } from './cancel-subscription-section';
import { ChangePlanForm } from './change-plan-form';
import { planName } from './plan-choices';
import { ScheduledChanges } from './scheduled-changes';
import { SubscriptionOnly } from './subscription-only-note';
import './subscription-manage.css';

// /properties/{p}/units/{u}/manage-subscription: where the subscription stands, changing the
// plan (change-plan machine), what is scheduled (and withdrawing it), cancelling (its machine).
// The subscription is the host's, not the unit's: every unit shows the same one.
export function ManageSubscriptionPanel(_props: UnitPanelProps) {
  return (
    <SubscriptionOnly sub="manage-subscription">
      <ManageSubscription />
    </SubscriptionOnly>
  );
}

function ManageSubscription() {
  const plans = usePlans();
  const subscription = useSubscription();
  // A finished change starts a fresh machine when the host wants another one.
  const [round, setRound] = useState(0);
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
  const view = subscription.data;
  return (
    <div className="manage-unit__forms subscription-manage">
      <section className="manage-step" aria-labelledby="manage-plan-title">
        <h2 id="manage-plan-title" className="manage-step__title">
          <FormattedMessage id="listing.manage.sub.manage-subscription" />
        </h2>
        <p className="subscription-manage__current">
          <FormattedMessage id="subscription.manage.currentPlan" values={{ plan: <strong>{planName(view.subscription.planId)}</strong> }} />
        </p>
        <SubscriptionSummary view={view} />
        <ChangePlanForm key={round} plans={plans.data.items} view={view} onAnother={() => setRound((r) => r + 1)} />
      </section>
      <ScheduledChanges subscriptionId={view.subscription.id} />
      <CancelSubscriptionSection />
    </div>
  );
}
