import type { ReactNode } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { useUserInfo } from '../../api/queries';

// Plans, coupons and boosts belong to subscription hosts. A commission host reads this note on
// every subscription sub-page instead, and nothing is fetched for them.
export function SubscriptionOnly({ sub, children }: { sub: string; children: ReactNode }) {
  const user = useUserInfo();
  if (user.data?.commercialModel !== 'commission') return <>{children}</>;
  return (
    <section className="manage-step" aria-labelledby="manage-sub-title">
      <h2 id="manage-sub-title" className="manage-step__title">
        <FormattedMessage id={`listing.manage.sub.${sub}`} />
      </h2>
      <p className="listing-note" role="note">
        <FormattedMessage id="listing.manage.noSubscriptionOnCommission" />
      </p>
    </section>
  );
}
