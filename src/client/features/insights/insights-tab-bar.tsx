import { useEffect, useRef } from 'react';
import { useIntl } from '../../i18n/intl';
import { Link } from '../../router';
import { badgeText } from '../../../shared/domain/navigation';
import type { InsightTab } from '../../../shared/domain/insights/tabs';
import { insightsPath } from './insights-paths';

// The statistics tabs as links (each tab has its own address), marked as the page's current one
// for screen readers. The reviews tab carries the unanswered reviews as the navigation does
// (AS §9: shown up to 10, then "10+"). On a phone the tabs wrap into equal columns so every
// one is whole on screen (insights.css); between phone and desktop widths the row may still
// scroll sideways, so the open tab is brought into view.

export function InsightsTabBar({ tabs, current, unitId, year, unansweredReviews }: { tabs: InsightTab[]; current: InsightTab; unitId: string; year: number | null; unansweredReviews: number }) {
  const intl = useIntl();
  const currentLink = useRef<HTMLAnchorElement>(null);
  // Where the row scrolls, the later tabs may sit off screen: bring the open one into view.
  useEffect(() => {
    currentLink.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  const badge = badgeText(unansweredReviews);
  return (
    <nav className="insights-tabs" aria-label={intl.formatMessage({ id: 'insights.page.tabs.label' })}>
      <ul className="insights-tabs__list">
        {tabs.map((tab) => {
          const label = intl.formatMessage({ id: `insights.page.tabs.${tab}` });
          const withBadge = tab === 'reviews' && badge !== undefined;
          return (
            <li key={tab}>
              <Link
                ref={tab === current ? currentLink : undefined}
                to={insightsPath(tab, unitId, year)}
                className={tab === current ? 'insights-tabs__tab insights-tabs__tab--current' : 'insights-tabs__tab'}
                aria-current={tab === current ? 'page' : undefined}
                // The badge is read as part of the name: "Reviews, 3 new".
                aria-label={withBadge ? intl.formatMessage({ id: 'nav.withBadge' }, { label, count: badge }) : undefined}
                data-testid={`insights-tab-${tab}`}
              >
                {label}
                {withBadge && (
                  <span className="badge insights-tabs__badge" aria-hidden="true" data-testid="insights-reviews-badge">
                    {badge}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
