import { useState } from 'react';
import { FormattedMessage } from '../../../i18n/intl';
import type { CommercialModelView } from '../../../../shared/schemas/subscription';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepLoading } from '../../../forms/step-loading';
import { ChoiceList } from '../../../ui/choice-list';
import { changeCommercialModel } from '../../../api/subscriptions';
import { useCommercialModel } from '../../../api/subscription-data';
import type { StepDefinition } from '../step-definition';

// Step "commercial-model" (onboarding): how the host works, a monthly subscription or a
// commission per booking. The server accepts a change only while onboarding is in progress;
// afterwards the choice is shown, not offered.

type Model = CommercialModelView['commercialModel'];

export function CommercialModelStep() {
  const model = useCommercialModel();
  if (!model.data) return <StepLoading failed={model.isError} onRetry={() => void model.refetch()} />;
  return <CommercialModelForm model={model.data} />;
}

function CommercialModelForm({ model }: { model: CommercialModelView }) {
  const serverErrors = useServerFieldErrors();
  const [chosen, setChosen] = useState<Model>(model.commercialModel);
  const locked = !model.changeable;
  return (
    <StepFrame values={{ commercialModel: chosen }} dirty={chosen !== model.commercialModel} valid>
      {locked && (
        <p role="note" className="notice notice--warning">
          <FormattedMessage id="listing.subscription.model.locked" />
        </p>
      )}
      <ChoiceList<Model>
        legend={<FormattedMessage id="listing.subscription.model.legend" />}
        name="commercialModel"
        choices={(['subscription', 'commission'] as const)
          .filter((m) => !locked || m === model.commercialModel)
          .map((m) => ({
            value: m,
            label: <FormattedMessage id={`listing.subscription.model.${m}`} />,
            description: <FormattedMessage id={`listing.subscription.model.${m}.description`} />,
          }))}
        value={chosen}
        onChange={setChosen}
        error={serverErrors.commercialModel}
      />
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'commercial-model',
  Form: () => <CommercialModelStep />,
  save: (_ids, values) => changeCommercialModel(values.commercialModel as Model),
};
