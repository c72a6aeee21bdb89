import { useState } from 'react';
import { FormattedMessage } from '../../../i18n/intl';
import type { CommercialModelPlan } from '../../../../shared/domain/commercial-model-plans';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepLoading } from '../../../forms/step-loading';
import { ChoiceList } from '../../../ui/choice-list';
import { putPropertyCommercialModelPlan } from '../../../api/subscriptions';
import { usePropertyCommercialModelPlan } from '../../../api/subscription-data';
import { PlanFees } from '../subscription/plan-terms';
import type { StepDefinition } from '../step-definition';

// Step "commercial-model-plan" (onboarding): the property's commercial model plan, among those
// that fit the host's model (the server lists them: commission plans, the hybrid one of the
// host's bidding tag, or the two subscription plans), each with what it costs.

export function CommercialModelPlanStep({ propertyId }: { propertyId: string }) {
  const plan = usePropertyCommercialModelPlan(propertyId);
  if (!plan.data) return <StepLoading failed={plan.isError} onRetry={() => void plan.refetch()} />;
  return <CommercialModelPlanForm saved={plan.data.commercialModelPlan} allowed={plan.data.allowedPlans} />;
}

function CommercialModelPlanForm({ saved, allowed }: { saved: CommercialModelPlan | null; allowed: CommercialModelPlan[] }) {
  const serverErrors = useServerFieldErrors();
  // A plan saved under the other model no longer fits: the host chooses again.
  const fitting = saved && allowed.includes(saved) ? saved : null;
  const [chosen, setChosen] = useState<CommercialModelPlan | null>(fitting ?? (allowed.length === 1 ? allowed[0] : null));
  return (
    <StepFrame values={{ commercialModelPlan: chosen }} dirty={chosen !== saved} valid={chosen !== null}>
      <ChoiceList<CommercialModelPlan>
        legend={<FormattedMessage id="listing.subscription.modelPlan.legend" />}
        name="commercialModelPlan"
        choices={allowed.map((p) => ({ value: p, label: <FormattedMessage id={`listing.subscription.modelPlan.name.${p}`} />, description: <PlanFees plan={p} /> }))}
        value={chosen}
        onChange={setChosen}
        error={serverErrors.commercialModelPlan}
      />
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'commercial-model-plan',
  Form: ({ ids }) => <CommercialModelPlanStep propertyId={ids.propertyId} />,
  save: (ids, values) => putPropertyCommercialModelPlan(ids.propertyId, values.commercialModelPlan as CommercialModelPlan),
};
