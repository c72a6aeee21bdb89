import { useEffect, useRef } from 'react';
import { useIntl } from '../i18n/intl';
import { Outlet, useLocation } from '../router';
import { isCentreNavigationHidden } from '../../shared/domain/navigation';
import { useAppData } from '../app/app-data';
import { BottomBar } from './bottom-bar';
import { DesktopHeader } from './desktop-header';
import { ImpersonationBanner } from './impersonation-banner';
import { FraudTracking } from '../tracking/fraud-tracking';
import { VerificationBanner } from './verification-banner';
import { EmailVerificationBanner } from './email-verification-banner';
import { MobileTopBar } from './mobile-top-bar';
import { useScrollDirection } from './use-scroll-direction';
import { useShellData } from './use-shell-data';
import { SnackbarProvider } from '../ui/snackbar';
import { WriteFailureToasts } from '../app/write-failure-toast';
import { LiveBadgeRefresh, LiveEventsProvider } from '../api/live-events';
import { messagingStarts } from '../../shared/domain/messaging/inbox';
import { GuestProfileEntry } from '../features/guest-profile/guest-profile-entry';
import { Onboarding } from '../features/onboarding-videos/onboarding';
import { InviteHostEntry } from '../features/referral/invite-host-entry';
import { StatisticsTracking } from '../features/cookie-consent/statistics';
import './shell.css';

// The app shell (AS §2.4): the desktop header, or below 768 px the top bar and the bottom bar
// (CSS decides which, so nothing jumps while scripts run); the staff banner; the page.
export function AppShell() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { user, items } = useShellData();
  const { publicSettings } = useAppData(); // the offline note is the root layout's (shell/network-status.tsx)
  // One reading for both bars: they slide away together while the host scrolls down.
  const direction = useScrollDirection();
  const showCentre = !isCentreNavigationHidden(pathname);
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After a navigation, focus moves to the page (not on the first load), so keyboard and
  // screen-reader users start reading the new page instead of staying on the old link. Focus
  // already inside the page stays where it is: not every new address is the host leaving a link.
  // A page that keeps its address in step with what it shows (the verification flow and the
  // listing wizard put the step in the address, and correct /verification to its first step)
  // navigates by itself, and the router renders that navigation in a transition, which React may
  // commit only after the step's form is on screen and the host is typing in it: taking focus to
  // <main> then would send the host's next keystrokes nowhere. Such a page also moves focus to the
  // new step's heading itself. A page whose old link is gone, or focus outside the page (the
  // header's links), still brings focus here.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const page = main.current;
    const focused = document.activeElement;
    if (!page || (focused && focused !== page && page.contains(focused))) return;
    page.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <SnackbarProvider pathname={pathname}>
      <WriteFailureToasts />
      {/* The live channel (one per tab) for every page of a signed-in host once messaging starts (AS §2.6). */}
      <LiveEventsProvider kind="host" enabled={user !== null && messagingStarts(user)}>
        <LiveBadgeRefresh />
        <div className={`shell${user && showCentre ? ' shell--with-bottom-bar' : ''}`}>
          <a className="skip-link" href="#main">
            {intl.formatMessage({ id: 'app.skipToContent' })}
          </a>
          {user?.isImpersonating && <ImpersonationBanner user={user} />}
          <FraudTracking user={user} />
          <StatisticsTracking user={user} />
          <Onboarding user={user} tourEnabled={publicSettings.tourEnabled} />
          <InviteHostEntry user={user} />
          <DesktopHeader user={user} items={items} showCentre={showCentre} />
          <MobileTopBar user={user} items={items} collapsed={direction === 'down'} />
          <EmailVerificationBanner user={user} />
          <VerificationBanner user={user} pathname={pathname} />
          <main id="main" ref={main} className="shell__main" tabIndex={-1}>
            <Outlet />
          </main>
          {user && showCentre && <BottomBar items={items} hidden={direction === 'down'} />}
          <GuestProfileEntry signedIn={user !== null} />
        </div>
      </LiveEventsProvider>
    </SnackbarProvider>
  );
}
