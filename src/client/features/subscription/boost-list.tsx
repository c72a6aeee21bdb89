import { FormattedDate, FormattedMessage } from '../../i18n/intl';
import type { UnitSubscriptionInfo } from '../../../shared/schemas/subscription';

const longDate = (iso: string) => <FormattedDate value={`${iso}T00:00:00Z`} dateStyle="long" timeZone="UTC" />;

/** The unit's boosts not over yet, earliest first (as the server lists them). */
export function BoostList({ boosts }: { boosts: UnitSubscriptionInfo['boosts'] }) {
  if (boosts.length === 0) {
    return (
      <p>
        <FormattedMessage id="listing.subscription.boost.noneScheduled" />
      </p>
    );
  }
  return (
    <>
      <h3 id="unit-boosts-title">
        <FormattedMessage id="listing.subscription.boost.scheduled" />
      </h3>
      <ul className="subscription-boosts" aria-labelledby="unit-boosts-title">
        {boosts.map((b) => (
          <li key={b.id}>
            <FormattedMessage id="listing.subscription.boost.period" values={{ start: longDate(b.startDate), end: longDate(b.endDate), coins: b.coins }} />
          </li>
        ))}
      </ul>
    </>
  );
}

export { longDate };
