import { useState } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import type { UnitPanelProps } from '../property-management/unit-panel-props';
import { StepLoading } from '../../forms/step-loading';
import { useSubscription, useUnitSubscriptionInfo } from '../../api/subscription-data';
import { PaymentConfirmationNotice } from '../../forms/payment-confirmation-notice';
import { BoostList } from './boost-list';
import { ScheduleBoostForm } from './schedule-boost-form';
import { SubscriptionOnly } from './subscription-only-note';
import './subscription-manage.css';

// /properties/{p}/units/{u}/boosters: the boost coins left, this unit's boosts, and booking
// another one (schedule-boost machine).
export function BoostersPanel({ unit }: UnitPanelProps) {
  return (
    <SubscriptionOnly sub="boosters">
      <Boosters unitId={unit.publicId} />
    </SubscriptionOnly>
  );
}

function Boosters({ unitId }: { unitId: string }) {
  const subscription = useSubscription();
  const info = useUnitSubscriptionInfo(unitId);
  const [round, setRound] = useState(0);
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
  const { boost } = subscription.data;
  return (
    <div className="manage-unit__forms subscription-manage">
      <section className="manage-step" aria-labelledby="boosters-title">
        <h2 id="boosters-title" className="manage-step__title">
          <FormattedMessage id="listing.manage.sub.boosters" />
        </h2>
        <p className="subscription-manage__current">
          <strong>
            <FormattedMessage id="listing.subscription.boost.remaining" values={{ remaining: boost.remaining, quota: boost.quota }} />
          </strong>{' '}
          <FormattedMessage id="listing.subscription.boost.costPerDay" values={{ cost: boost.cost }} />
        </p>
        <PaymentConfirmationNotice payment={info.payment} />
        <BoostList boosts={info.data.boosts} />
        {boost.enabled ? (
          <ScheduleBoostForm key={round} unitId={unitId} view={subscription.data} onAnother={() => setRound((r) => r + 1)} />
        ) : (
          <p role="note" className="notice notice--warning">
            <FormattedMessage id="subscription.manage.boost.notInPlan" />
          </p>
        )}
      </section>
    </div>
  );
}
