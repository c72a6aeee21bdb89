import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from '../../../i18n/intl';
import type { SubscriptionView, UnitSubscriptionInfo } from '../../../../shared/schemas/subscription';
import { BOOST_DURATIONS, boostEndDate } from '../../../../shared/domain/subscription-rules';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepLoading } from '../../../forms/step-loading';
import { StepField } from '../../../forms/step-field';
import { ChoiceList } from '../../../ui/choice-list';
import { scheduleBoost } from '../../../api/subscriptions';
import type { ApiError } from '../../../api/http';
import { useSubscription, useUnitSubscriptionInfo } from '../../../api/subscription-data';
import { setBoostRefusal, useBoostRefusal } from '../subscription/boost-conflict';
import { PaymentConfirmationNotice } from '../../../forms/payment-confirmation-notice';
import type { StepDefinition } from '../step-definition';
import '../subscription/subscription.css';

// Step "subscription-boost": the unit's boost, paid in coins from the plan's boost quota (a coin
// a day). "No boost for now" is a complete answer. What the coins cannot pay, or dates that
// overlap a boost of the unit, are refused here already; the server checks again (409).

type Choice = 'none' | 'boost';

const todayIso = () => new Date().toISOString().slice(0, 10);
const overlaps = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) => a.startDate <= b.endDate && b.startDate <= a.endDate;
const longDate = (iso: string) => <FormattedDate value={`${iso}T00:00:00Z`} dateStyle="long" timeZone="UTC" />;

export function SubscriptionBoostStep({ unitId }: { unitId: string }) {
  const subscription = useSubscription();
  const info = useUnitSubscriptionInfo(unitId);
  if (!subscription.data || !info.data) {
    return (
      <StepLoading
        failed={subscription.isError || info.isError}
        onRetry={() => {
          void subscription.refetch();
          void info.refetch();
        }}
      />
    );
  }
  return (
    <>
      <PaymentConfirmationNotice payment={info.payment} />
      <SubscriptionBoostForm unitId={unitId} view={subscription.data} info={info.data} />
    </>
  );
}

function SubscriptionBoostForm({ unitId, view, info }: { unitId: string; view: SubscriptionView; info: UnitSubscriptionInfo }) {
  const intl = useIntl();
  const serverErrors = useServerFieldErrors();
  const refusal = useBoostRefusal(unitId);
  const { boost } = view;
  const [choice, setChoice] = useState<Choice>('none');
  const [startDate, setStartDate] = useState('');
  const [days, setDays] = useState<number>(BOOST_DURATIONS[0]);

  const expired = view.subscription.isExpired;
  const noCoins = !boost.enabled || boost.remaining === 0 || expired;
  const cost = days * boost.cost;
  const endDate = startDate ? boostEndDate(startDate, days) : '';
  const dateError =
    choice !== 'boost' || !startDate
      ? undefined
      : startDate < todayIso()
        ? intl.formatMessage({ id: 'listing.subscription.boost.startInPast' })
        : info.boosts.some((b) => overlaps(b, { startDate, endDate }))
          ? intl.formatMessage({ id: 'listing.subscription.boost.overlaps' })
          : undefined;
  const tooExpensive = choice === 'boost' && !noCoins && cost > boost.remaining;
  const valid = choice === 'none' || (!noCoins && !!startDate && !dateError && !tooExpensive);

  return (
    <StepFrame values={choice === 'boost' ? { choice, propertyUnitId: unitId, startDate, endDate } : { choice }} dirty={choice === 'boost'} valid={valid}>
      <p>
        <strong>
          <FormattedMessage id="listing.subscription.boost.remaining" values={{ remaining: boost.remaining, quota: boost.quota }} />
        </strong>{' '}
        <FormattedMessage id="listing.subscription.boost.costPerDay" values={{ cost: boost.cost }} />
      </p>
      {info.boosts.length > 0 ? (
        <>
          <h3>
            <FormattedMessage id="listing.subscription.boost.scheduled" />
          </h3>
          <ul className="subscription-boosts">
            {info.boosts.map((b) => (
              <li key={b.id}>
                <FormattedMessage id="listing.subscription.boost.period" values={{ start: longDate(b.startDate), end: longDate(b.endDate), coins: b.coins }} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          <FormattedMessage id="listing.subscription.boost.noneScheduled" />
        </p>
      )}
      <ChoiceList
        legend={<FormattedMessage id="listing.subscription.boost.legend" />}
        name="boostChoice"
        choices={[
          { value: 'none', label: <FormattedMessage id="listing.subscription.boost.choice.none" /> },
          { value: 'boost', label: <FormattedMessage id="listing.subscription.boost.choice.boost" />, description: <FormattedMessage id="listing.subscription.boost.choice.boostHint" /> },
        ]}
        value={choice}
        onChange={(c) => {
          setChoice(c);
          setBoostRefusal(unitId, null);
        }}
      />
      {noCoins && (
        <p role="alert" className="notice notice--warning">
          <FormattedMessage id={expired ? 'listing.subscription.boost.expired' : 'listing.subscription.boost.noCoins'} />
        </p>
      )}
      {choice === 'boost' && !noCoins && (
        <>
          <StepField label={<FormattedMessage id="listing.subscription.boost.startDate" />} required error={dateError ?? serverErrors.startDate}>
            {(field) => <input {...field} type="date" min={todayIso()} value={startDate} onChange={(e) => setStartDate(e.target.value)} />}
          </StepField>
          <StepField
            label={<FormattedMessage id="listing.subscription.boost.duration" />}
            required
            error={serverErrors.endDate}
            hint={endDate ? <FormattedMessage id="listing.subscription.boost.until" values={{ end: longDate(endDate), coins: cost }} /> : undefined}
          >
            {(field) => (
              <select {...field} value={days} onChange={(e) => setDays(Number(e.target.value))}>
                {BOOST_DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {intl.formatMessage({ id: 'listing.subscription.boost.days' }, { days: d, coins: d * boost.cost })}
                  </option>
                ))}
              </select>
            )}
          </StepField>
          {tooExpensive && (
            <p role="alert" className="notice notice--warning">
              <FormattedMessage id="listing.subscription.boost.tooExpensive" values={{ cost, remaining: boost.remaining }} />
            </p>
          )}
        </>
      )}
      {refusal && (
        <div role="alert" className="notice notice--error">
          <p>
            <FormattedMessage id="listing.subscription.boost.refused" />
          </p>
          <p>{refusal}</p>
        </div>
      )}
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'subscription-boost',
  Form: ({ ids }) => <SubscriptionBoostStep unitId={ids.unitId} />,
  async save(ids, values) {
    // "No boost for now" sends nothing: the step is complete as it is.
    if (values.choice !== 'boost') return null;
    setBoostRefusal(ids.unitId, null);
    try {
      return await scheduleBoost({ propertyUnitId: ids.unitId, startDate: values.startDate as string, endDate: values.endDate as string });
    } catch (error) {
      if ((error as ApiError).status === 409) setBoostRefusal(ids.unitId, (error as ApiError).general[0] ?? (error as Error).message);
      throw error;
    }
  },
};
