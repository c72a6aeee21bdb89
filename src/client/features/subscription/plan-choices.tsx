import { FormattedDate, FormattedMessage, FormattedNumber } from '../../i18n/intl';
import type * as v from 'valibot';
import type { PlanSchema } from '../../../shared/schemas/subscription';
import { ChoiceList } from '../../ui/choice-list';
import { inServiceOrder } from '../../../shared/domain/add-on-services';

// The monthly plans as radio cards, the current one marked: the wizard's plan step and the
// manage-subscription panel (where the choice lives in the change-plan machine) both show these.

export type Plan = v.InferOutput<typeof PlanSchema>;

export const planName = (planId: string) => <FormattedMessage id={`listing.subscription.plan.name.${planId}`} />;

function PlanIncludes({ plan }: { plan: Plan }) {
  return (
    <ul className="subscription-includes">
      <li>
        <FormattedMessage id="listing.subscription.plan.leads" values={{ count: plan.leads }} />
      </li>
      <li>
        <FormattedMessage id="listing.subscription.plan.unitPublish" values={{ count: plan.unitPublish }} />
      </li>
      <li>
        <FormattedMessage id="listing.subscription.plan.boostCoins" values={{ count: plan.boostCoins }} />
      </li>
      {plan.boosts.map((b) => (
        <li key={b.expirationDate}>
          <FormattedMessage
            id="listing.subscription.plan.bonusBoost"
            values={{ count: b.coins, date: <FormattedDate value={`${b.expirationDate}T00:00:00Z`} dateStyle="long" timeZone="UTC" /> }}
          />
        </li>
      ))}
      {inServiceOrder(plan.services).map((service) => (
        <li key={service} data-service={service}>
          <FormattedMessage id={`listing.subscription.addOn.${service}`} />
        </li>
      ))}
    </ul>
  );
}

function PlanLabel({ plan, current }: { plan: Plan; current: boolean }) {
  return (
    <>
      <strong>{planName(plan.id)}</strong>{' '}
      <FormattedMessage id="listing.subscription.plan.pricePerMonth" values={{ price: <FormattedNumber value={plan.price} style="currency" currency={plan.currency} /> }} />
      {current && (
        <span className="subscription-current">
          <FormattedMessage id="listing.subscription.plan.current" />
        </span>
      )}
    </>
  );
}

export function PlanChoices({ plans, currentPlanId, value, onChange, error }: { plans: Plan[]; currentPlanId: string; value: string | null; onChange: (planId: string) => void; error?: string }) {
  return (
    <ChoiceList
      legend={<FormattedMessage id="listing.subscription.plan.legend" />}
      name="planItemPriceId"
      choices={plans.map((p) => ({ value: p.id, label: <PlanLabel plan={p} current={p.id === currentPlanId} />, description: <PlanIncludes plan={p} /> }))}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
