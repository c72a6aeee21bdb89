import { useState } from 'react';
import { FormattedMessage } from '../../../i18n/intl';
import type { CommercialModelPlan } from '../../../../shared/domain/commercial-model-plans';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepLoading } from '../../../forms/step-loading';
import { confirmPlanServices } from '../../../api/subscriptions';
import { useCommercialModel, usePropertyCommercialModelPlan } from '../../../api/subscription-data';
import { AcceptBox } from '../subscription/accept-box';
import { PlanFees, PlanServices } from '../subscription/plan-terms';
import type { StepDefinition } from '../step-definition';

// Step "commercial-model-plan-services" (onboarding): what the property's plan includes and what
// it costs, read and confirmed with a checkbox. Without a plan there is nothing to confirm yet.

export function PlanServicesStep({ propertyId }: { propertyId: string }) {
  const plan = usePropertyCommercialModelPlan(propertyId);
  const model = useCommercialModel();
  if (!plan.data || !model.data) {
    return (
      <StepLoading
        failed={plan.isError || model.isError}
        onRetry={() => {
          void plan.refetch();
          void model.refetch();
        }}
      />
    );
  }
  // A plan chosen under the other commercial model no longer applies: the host chooses again first.
  const saved = plan.data.commercialModelPlan;
  const fitting = saved && plan.data.allowedPlans.includes(saved) ? saved : null;
  return <PlanServicesForm plan={fitting} confirmed={model.data.planServicesConfirmed} />;
}

function PlanServicesForm({ plan, confirmed }: { plan: CommercialModelPlan | null; confirmed: boolean }) {
  const serverErrors = useServerFieldErrors();
  const [read, setRead] = useState(confirmed);
  if (!plan) {
    return (
      <StepFrame values={{}} dirty={false} valid={false}>
        <p role="alert" className="notice notice--warning">
          <FormattedMessage id="listing.subscription.services.noPlan" />
        </p>
      </StepFrame>
    );
  }
  return (
    <StepFrame values={{ accepted: read }} dirty={read !== confirmed} valid={read}>
      <h3>
        <FormattedMessage id={`listing.subscription.modelPlan.name.${plan}`} />
      </h3>
      <p>
        <PlanFees plan={plan} />
      </p>
      <p>
        <FormattedMessage id="listing.subscription.services.includes" />
      </p>
      <PlanServices plan={plan} />
      <AcceptBox checked={read} onChange={setRead} label={<FormattedMessage id="listing.subscription.services.confirm" />} error={serverErrors.accepted} />
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'commercial-model-plan-services',
  Form: ({ ids }) => <PlanServicesStep propertyId={ids.propertyId} />,
  save: () => confirmPlanServices(),
};
