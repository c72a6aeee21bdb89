import { useQuery } from '@tanstack/react-query';
import { useIntl } from '../i18n/intl';
import { fetchSubscription, subscriptionKeys } from '../api/subscriptions';
import './credit-indicator.css';

// Remaining credits per quota, each only when the plan enables it; the tooltip and the accessible
// name say remaining/quota. AS §2.5 names unit publish and boosts only: leads are shown with the
// subscription, and at 390 px a third pill would push the top bar wider than the screen. A failed query shows nothing: the
// header is no place for an error about an optional widget.

type Credit = { key: 'unitPublish' | 'boost'; remaining: number; quota: number; low: boolean };

export default function CreditIndicatorContent() {
  const intl = useIntl();
  const { data } = useQuery({ queryKey: subscriptionKeys.subscription, queryFn: ({ signal }) => fetchSubscription(signal), staleTime: 60_000 });
  if (!data) return null;
  const credits: Credit[] = [
    data.unitPublish.enabled && { key: 'unitPublish' as const, remaining: data.unitPublish.remaining, quota: data.unitPublish.quota, low: data.unitPublish.isLow || data.unitPublish.isEmpty },
    data.boost.enabled && { key: 'boost' as const, remaining: data.boost.remaining, quota: data.boost.quota, low: data.boost.isEmpty },
  ].filter((c): c is Credit => Boolean(c));
  if (credits.length === 0) return null;
  return (
    <ul className="credit-indicator" aria-label={intl.formatMessage({ id: 'shell.credits.label' })}>
      {credits.map((c) => {
        const text = intl.formatMessage({ id: `shell.credits.${c.key}` }, { remaining: c.remaining, quota: c.quota });
        return (
          <li key={c.key} className={c.low ? 'credit-indicator__item credit-indicator__item--low' : 'credit-indicator__item'} title={text} aria-label={text} data-credit={c.key}>
            <span aria-hidden="true">
              <span className="credit-indicator__name">{intl.formatMessage({ id: `shell.credits.${c.key}.short` })}</span> {c.remaining}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
