import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { AccountTab } from '../../../shared/domain/account-tabs';

// The account tabs as links (each tab has its own address), marked up as a tab list so a screen
// reader says which tab is open. On a narrow screen the bar scrolls sideways.
export function AccountTabBar({ tabs, current }: { tabs: AccountTab[]; current: AccountTab }) {
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
