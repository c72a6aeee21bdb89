import { useState } from 'react';
import { FormattedMessage } from '../../../i18n/intl';
import type { CommercialModelView } from '../../../../shared/schemas/subscription';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepLoading } from '../../../forms/step-loading';
import { acceptCommissionTerms } from '../../../api/subscriptions';
import { useCommercialModel } from '../../../api/subscription-data';
import { AcceptBox } from '../subscription/accept-box';
import type { StepDefinition } from '../step-definition';
import '../subscription/subscription.css';

// Step "commission-model" (onboarding, commission hosts): the commission terms in plain words and
// an accept checkbox; the step is complete only once they are accepted (stored with the host).

export function CommissionModelStep() {
  const model = useCommercialModel();
  if (!model.data) return <StepLoading failed={model.isError} onRetry={() => void model.refetch()} />;
  return <CommissionModelForm model={model.data} />;
}

const TERMS = ['noMonthlyFee', 'perBooking', 'cancelled', 'payout', 'plan'] as const;

function CommissionModelForm({ model }: { model: CommercialModelView }) {
  const serverErrors = useServerFieldErrors();
  const [accepted, setAccepted] = useState(model.commissionTermsAccepted);
  const isCommission = model.commercialModel === 'commission';
  return (
    <StepFrame values={{ accepted }} dirty={accepted !== model.commissionTermsAccepted} valid={accepted && isCommission}>
      <p>
        <FormattedMessage id="listing.subscription.commission.intro" />
      </p>
      <ul className="subscription-includes">
        {TERMS.map((t) => (
          <li key={t}>
            <FormattedMessage id={`listing.subscription.commission.term.${t}`} />
          </li>
        ))}
      </ul>
      {!isCommission && (
        <p role="alert" className="notice notice--warning">
          <FormattedMessage id="listing.subscription.commission.notCommission" />
        </p>
      )}
      <AcceptBox checked={accepted} onChange={setAccepted} label={<FormattedMessage id="listing.subscription.commission.accept" />} error={serverErrors.accepted} />
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'commission-model',
  Form: () => <CommissionModelStep />,
  save: () => acceptCommissionTerms(),
};
