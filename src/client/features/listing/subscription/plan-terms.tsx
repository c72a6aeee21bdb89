import { FormattedMessage, FormattedNumber } from '../../../i18n/intl';
import { PLAN_TERMS, type CommercialModelPlan } from '../../../../shared/domain/commercial-model-plans';
import './subscription.css';

const percent = (n: number) => <FormattedNumber value={n / 100} style="percent" maximumFractionDigits={1} />;

/** What a commercial model plan costs, in one sentence each for host and guest. */
export function PlanFees({ plan }: { plan: CommercialModelPlan }) {
  const terms = PLAN_TERMS[plan];
  return (
    <>
      {terms.monthlyPlan ? (
        <FormattedMessage id="listing.subscription.modelPlan.fee.monthly" />
      ) : (
        <FormattedMessage id="listing.subscription.modelPlan.fee.commission" values={{ percent: percent(terms.hostCommissionPercent) }} />
      )}{' '}
      {terms.guestFeePercent > 0 ? (
        <FormattedMessage id="listing.subscription.modelPlan.fee.guest" values={{ percent: percent(terms.guestFeePercent) }} />
      ) : (
        <FormattedMessage id="listing.subscription.modelPlan.fee.noGuestFee" />
      )}
    </>
  );
}

/** The services a plan includes, as a list. */
export function PlanServices({ plan }: { plan: CommercialModelPlan }) {
  return (
    <ul className="subscription-includes">
      {PLAN_TERMS[plan].services.map((s) => (
        <li key={s}>
          <FormattedMessage id={`listing.subscription.service.${s}`} />
        </li>
      ))}
    </ul>
  );
}
