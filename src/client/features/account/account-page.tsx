import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from '../../i18n/intl';
import { Navigate } from '../../router';
import { visibleAccountTabs, type AccountTab } from '../../../shared/domain/account-tabs';
import { useAppData } from '../../app/app-data';
import { useUserInfo } from '../../api/queries';
import { Spinner } from '../../ui/spinner';
import { AccountTabBar } from './account-tab-bar';
import ProfilePage from './profile-page';
import { LocalizationTab } from './localization-tab';
import { NotificationsTab } from './notifications-tab';
import { YourDataSection } from './your-data-section';
import { useSession } from '../../auth/session-context';
import './account.css';

// /account/{tab}: the tab bar of the tabs this host may see (AS §2.5, AS §6) above the tab's content.
// A tab the rule hides is not shown even when its address is typed: it opens the profile.
// Every tab but the profile, localization and notifications is its own chunk (the payout tab brings the
// onboarding forms with it; billing, payment and earnings their tables).

const PayoutTab = lazy(() => import('./payout-tab'));
const BillingTab = lazy(() => import('./billing-tab'));
const PricingTab = lazy(() => import('./pricing-tab'));
const PaymentTab = lazy(() => import('./payment-tab'));
const EarningsTab = lazy(() => import('./earnings-tab'));

export default function AccountPage({ tab }: { tab: AccountTab }) {
  const intl = useIntl();
  const { publicSettings } = useAppData();
  const user = useUserInfo();
  if (!user.data) return <Spinner label={intl.formatMessage({ id: 'account.tabs.loading' })} />;
  const tabs = visibleAccountTabs(user.data, publicSettings);
  if (!tabs.includes(tab)) return <Navigate to="/account/profile" replace />;
  return (
    <div className="account-page">
      <AccountTabBar tabs={tabs} current={tab} />
      <div className="account-page__content" role="tabpanel" id="account-tabpanel" aria-labelledby={`account-tab-${tab}`}>
        {contentOf(tab)}
      </div>
    </div>
  );
}

function contentOf(tab: AccountTab): ReactNode {
  switch (tab) {
    case 'profile':
      return <ProfileTab />;
    case 'localization':
      return <LocalizationTab />;
    case 'notifications':
      return <NotificationsTab />;
    case 'payout':
      return lazyTab(<PayoutTab />);
    case 'billing':
      return lazyTab(<BillingTab />);
    case 'pricing':
      return lazyTab(<PricingTab />);
    case 'payment':
      return lazyTab(<PaymentTab />);
    case 'earnings':
      return lazyTab(<EarningsTab />);
  }
}

/** The profile, then "Your data" (the copy of it, deleting the account: signs the host out once deleted). */
function ProfileTab() {
  const session = useSession();
  const user = useUserInfo();
  return (
    <>
      <ProfilePage />
      {user.data && <YourDataSection user={user.data} onDeleted={() => void session.signOut()} />}
    </>
  );
}

const lazyTab = (tab: ReactNode) => <Suspense fallback={<Spinner label="" />}>{tab}</Suspense>;
