import { FormattedDate, FormattedMessage } from '../../../i18n/intl';
import type { SubscriptionView } from '../../../../shared/schemas/subscription';
import './subscription.css';

// Where the host's subscription stands: plan status, expiry (with the HC §4 warnings) and the quotas.
export function SubscriptionSummary({ view }: { view: SubscriptionView }) {
  const { subscription: s, leads, unitPublish, boost } = view;
  return (
    <section className="subscription-summary" aria-labelledby="subscription-summary-title">
      <p id="subscription-summary-title">
        <strong>
          <FormattedMessage id="listing.subscription.summary.status" values={{ status: s.status }} />
        </strong>
      </p>
      {s.expirationDate && (
        <p>
          <FormattedMessage id="listing.subscription.summary.expires" values={{ date: <FormattedDate value={s.expirationDate} dateStyle="long" /> }} />
        </p>
      )}
      {s.isExpired && (
        <p role="alert" className="notice notice--error">
          <FormattedMessage id="listing.subscription.summary.expired" />
        </p>
      )}
      {s.isAboutToExpire && (
        <p role="alert" className="notice notice--warning">
          <FormattedMessage id="listing.subscription.summary.aboutToExpire" />
        </p>
      )}
      <p>
        <FormattedMessage id="listing.subscription.summary.leads" values={{ remaining: leads.remaining, total: leads.total }} />
        {leads.isLow && (
          <>
            {' '}
            <FormattedMessage id={leads.isEmpty ? 'listing.subscription.summary.empty' : 'listing.subscription.summary.low'} />
          </>
        )}
      </p>
      <p>
        <FormattedMessage id="listing.subscription.summary.unitPublish" values={{ remaining: unitPublish.remaining, quota: unitPublish.quota }} />
        {unitPublish.isLow && (
          <>
            {' '}
            <FormattedMessage id={unitPublish.isEmpty ? 'listing.subscription.summary.empty' : 'listing.subscription.summary.low'} />
          </>
        )}
      </p>
      <p>
        <FormattedMessage id="listing.subscription.summary.boost" values={{ remaining: boost.remaining, quota: boost.quota }} />
      </p>
    </section>
  );
}
