import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { BillingTagView } from '../../../shared/schemas/account-pricing';

// One plan of the pricing tab as a card: a radio (arrow keys move between plans, as in any radio
// group) whose label holds the plan's name, its fees and what it includes, so the cards compare.

type Plan = BillingTagView['plans'][number];

export function PlanCard({
  plan,
  terms,
  checked,
  isCurrent,
  isDefault,
  onSelect,
}: Plan & { checked: boolean; isCurrent: boolean; isDefault: boolean; onSelect: () => void }) {
  const intl = useIntl();
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const id = `pricing-plan-${plan}`;
  return (
    <label className={`account-pricing__card${checked ? ' account-pricing__card--checked' : ''}`} htmlFor={id} data-testid={id}>
      <span className="account-pricing__card-head">
        <input id={id} type="radio" name="plan" value={plan} checked={checked} onChange={onSelect} />
        <span className="account-pricing__name">
          <FormattedMessage id={`account.pricing.plan.${plan}`} />
        </span>
        {isCurrent && (
          <span className="account-pricing__badge">
            <FormattedMessage id="account.pricing.current" />
          </span>
        )}
      </span>
      {isDefault && (
        <span className="account-pricing__default">
          <FormattedMessage id="account.pricing.default" />
        </span>
      )}
      <dl className="account-pricing__terms">
        <div>
          <dt>
            <FormattedMessage id="account.pricing.hostCommission" />
          </dt>
          <dd>{percent(terms.hostCommissionPercent)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="account.pricing.guestFee" />
          </dt>
          <dd>{percent(terms.guestFeePercent)}</dd>
        </div>
      </dl>
      {terms.monthlyPlan && (
        <span className="account-pricing__monthly">
          <FormattedMessage id="account.pricing.monthlyPlan" />
        </span>
      )}
      <span className="account-pricing__included">
        <FormattedMessage id="account.pricing.included" />
      </span>
      <ul className="account-pricing__services">
        {terms.services.map((service) => (
          <li key={service}>
            <FormattedMessage id={`account.pricing.service.${service}`} />
          </li>
        ))}
      </ul>
    </label>
  );
}
