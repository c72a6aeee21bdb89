import { useEffect, useRef } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { Link } from '../../router';
import type { AccountTab } from '../../../shared/domain/account-tabs';

// The account tabs as links (each tab has its own address), marked up as a tab list so a screen
// reader says which tab is open. On a narrow screen the bar scrolls sideways.
export function AccountTabBar({ tabs, current }: { tabs: AccountTab[]; current: AccountTab }) {
  const currentLink = useRef<HTMLAnchorElement>(null);
  // At 390 px the later tabs sit off screen: bring the open one into view.
  useEffect(() => {
    currentLink.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav className="account-tabs" aria-labelledby="account-tabs-label">
      <span id="account-tabs-label" className="visually-hidden">
        <FormattedMessage id="account.tabs.label" />
      </span>
      <ul className="account-tabs__list">
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              id={`account-tab-${tab}`}
              ref={tab === current ? currentLink : undefined}
              to={`/account/${tab}`}
              className={tab === current ? 'account-tabs__tab account-tabs__tab--current' : 'account-tabs__tab'}
              aria-current={tab === current ? 'page' : undefined}
              data-testid={`account-tab-${tab}`}
            >
              <FormattedMessage id={`account.tabs.${tab}`} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
