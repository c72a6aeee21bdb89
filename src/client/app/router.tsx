import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { ROUTES, type RouteDefinition } from '../../shared/domain/route-access';
import { AppShell } from '../shell/app-shell';
import { RouteGuard } from './guards';
import { lazyPage } from './lazy';
import { useReloadWhenStale } from './page-reload';
import { ServerErrorPage } from './pages/server-error-page';
import { ScopedMessages } from '../i18n/scoped-messages';
import { CookieConsent } from '../features/cookie-consent/cookie-consent';
import { NetworkStatus } from '../shell/network-status';
import { isAccountTab } from '../../shared/domain/account-tabs';
import type { ManagementView } from '../features/property-management/management-page';

// The route table of spec §2.1 (and the paths of hosting-core §2), registered from the same list
// the guard reads. Every page is a lazy chunk; only the shell is in the first one.

const HomePage = lazyPage(() => import('./pages/home-page'));
const OverviewPage = lazyPage(() => import('./pages/overview-page'));
const PlaceholderPage = lazyPage(() => import('./pages/placeholder-page'));
const NotFoundPage = lazyPage(() => import('./pages/not-found-page'));
const LogoutPage = lazyPage(() => import('./pages/logout-page'));
const RedirectPage = lazyPage(() => import('./pages/redirect-page'));
const AccountPage = lazyPage(() => import('../features/account/account-page'));
const StaffPage = lazyPage(() => import('../features/staff/staff-page'));
const StaffMailPage = lazyPage(() => import('../features/staff/staff-mail-page'));
const PropertiesPage = lazyPage(() => import('../features/properties/properties-page'));
const ListingPage = lazyPage(() => import('../features/listing/listing-page'));
const PropertyManagementPage = lazyPage(() => import('../features/property-management/management-page'));
const CalendarPage = lazyPage(() => import('../features/calendar/calendar-page'));
const BookingsPage = lazyPage(() => import('../features/bookings/bookings-page'));
const BookingDetailsPage = lazyPage(() => import('../features/bookings/booking-details-page'));
const RequestDetailsPage = lazyPage(() => import('../features/bookings/request-details-page'));
const RequestConfirmationPage = lazyPage(() => import('../features/bookings/request-confirmation-page'));
const InquiriesPage = lazyPage(() => import('../features/bookings/inquiries-page'));
const InquiryDetailsPage = lazyPage(() => import('../features/bookings/inquiry-details-page'));
const GuestStayPage = lazyPage(() => import('../features/guest-stay/guest-stay-page'));
const InboxPage = lazyPage(() => import('../features/messages/inbox-page'));
const GuestLoginPage = lazyPage(() => import('../features/guest-chat/guest-login-page'));
const GuestChatPage = lazyPage(() => import('../features/guest-chat/guest-chat-page'));
const VerificationPage = lazyPage(() => import('../features/verification/verification-page'));
const InsightsPage = lazyPage(() => import('../features/insights/insights-page'));
const HelpCentrePage = lazyPage(() => import('../features/help-centre/help-centre-page'));
const MachinesPage = lazyPage(() => import('../features/machines/machines-page'));
const ChecklistItemPage = lazyPage(() => import('../features/checklist/checklist-item-page'));
const LegalPage = lazyPage(() => import('../features/legal/legal-page'));
const LegalTermsPage = lazyPage(() => import('../features/legal/legal-terms-page'));
const FeatureTogglePage = lazyPage(() => import('../features/feature-toggle/feature-toggle-page'));

/** Which management page a /properties/{id}/… route shows (hosting-core §2 "Management routes"). */
function managementViewOf(path: string): ManagementView | null {
  const match = /^\/properties\/:propertyId(?:\/(units|about))?(?:\/:unitId(?:\/([a-z-]+))?)?$/.exec(path);
  if (!match) return null;
  const [, section, sub] = match;
  if (path.includes(':unitId')) return (sub as ManagementView | undefined) ?? 'unit';
  return section === 'units' ? 'units' : section === 'about' ? 'about' : 'overview';
}

function pageOf(route: RouteDefinition): ReactNode {
  // /account has no page of its own: it opens the first tab.
  if (route.path === '/account') return <Navigate to="/account/profile" replace />;
  // /account/{tab}: one page with the tab bar; it hides the tabs the host may not see (§2.5, §6).
  const accountTab = /^\/account\/([a-z]+)$/.exec(route.path)?.[1];
  if (isAccountTab(accountTab))
    return (
      <ScopedMessages scope="account">
        <AccountPage tab={accountTab} />
      </ScopedMessages>
    );
  const management = managementViewOf(route.path);
  // The management pages show the listing's step forms and the properties' status texts: both scopes.
  if (management)
    return (
      <ScopedMessages scope="properties">
        <ScopedMessages scope="listing">
          <PropertyManagementPage view={management} />
        </ScopedMessages>
      </ScopedMessages>
    );
  if (route.path === '/properties')
    return (
      <ScopedMessages scope="properties">
        <PropertiesPage />
      </ScopedMessages>
    );
  // The calendar's texts live in the listing scope (topic listing/calendar), like the unit pages;
  // its stay sidebars show the bookings' status badges and decisions (scope bookings).
  if (route.path === '/calendar/:unit?')
    return (
      <ScopedMessages scope="bookings">
        <ScopedMessages scope="listing">
          <CalendarPage />
        </ScopedMessages>
      </ScopedMessages>
    );
  if (route.path === '/listing/*')
    return (
      <ScopedMessages scope="listing">
        <ListingPage />
      </ScopedMessages>
    );
  switch (route.page) {
    case 'home':
      return <HomePage />;
    // The overview shows the onboarding checklist's card: the checklist's texts.
    case 'overview':
      return (
        <ScopedMessages scope="checklist">
          <OverviewPage />
        </ScopedMessages>
      );
    // /checklist/{tab}/{checklistItemId}: one item of the onboarding checklist.
    case 'checklist':
      return (
        <ScopedMessages scope="checklist">
          <ChecklistItemPage />
        </ScopedMessages>
      );
    // The staff pages: their own texts (scope staff) besides the app scope's (browserHealth).
    case 'staff':
      return (
        <ScopedMessages scope="staff">
          <StaffPage />
        </ScopedMessages>
      );
    case 'staffMail':
      return (
        <ScopedMessages scope="staff">
          <StaffMailPage />
        </ScopedMessages>
      );
    case 'notFound':
      return <NotFoundPage />;
    case 'logout':
      return <LogoutPage />;
    case 'redirect':
      return <RedirectPage />;
    // hosting-core §2 Bookings and the inquiries area: the texts of scope bookings.
    case 'bookings':
      return (
        <ScopedMessages scope="bookings">
          <BookingsPage />
        </ScopedMessages>
      );
    case 'bookingDetails':
      return (
        <ScopedMessages scope="bookings">
          <BookingDetailsPage />
        </ScopedMessages>
      );
    case 'requestDetails':
      return (
        <ScopedMessages scope="bookings">
          <RequestDetailsPage />
        </ScopedMessages>
      );
    case 'requestConfirmation':
      return (
        <ScopedMessages scope="bookings">
          <RequestConfirmationPage />
        </ScopedMessages>
      );
    case 'inquiries':
      return (
        <ScopedMessages scope="bookings">
          <InquiriesPage />
        </ScopedMessages>
      );
    case 'inquiryDetails':
      return (
        <ScopedMessages scope="bookings">
          <InquiryDetailsPage />
        </ScopedMessages>
      );
    // The guest's page of a unit: its own texts; rendered outside the shell (see appRoutes).
    case 'guestStay':
      return (
        <ScopedMessages scope="guest">
          <GuestStayPage />
        </ScopedMessages>
      );
    // /messages, /messages/all, /messages/archived, /messages/{channelStatus}/{channelId}: one page reading the path.
    case 'inbox':
      return (
        <ScopedMessages scope="messages">
          <InboxPage />
        </ScopedMessages>
      );
    case 'guestLogin':
      return (
        <ScopedMessages scope="guest">
          <GuestLoginPage />
        </ScopedMessages>
      );
    case 'guestChat':
      return (
        <ScopedMessages scope="guest">
          <GuestChatPage />
        </ScopedMessages>
      );
    // The flow's own texts (scope account) and the onboarding forms it shows (scope listing).
    case 'verification':
      return (
        <ScopedMessages scope="account">
          <ScopedMessages scope="listing">
            <VerificationPage />
          </ScopedMessages>
        </ScopedMessages>
      );
    // /insights, /insights/{tab}/{unitId?}: one page reading the path (tab bar, unit selector).
    case 'insights':
      return (
        <ScopedMessages scope="insights">
          <InsightsPage />
        </ScopedMessages>
      );
    // /help and /help/articles/{id}: texts of scope help, articles from the server.
    case 'helpCentre':
      return (
        <ScopedMessages scope="help">
          <HelpCentrePage />
        </ScopedMessages>
      );
    // Issue 12: /machines and /machines/{name} (staff, development builds); texts of scope staff.
    case 'machines':
      return (
        <ScopedMessages scope="staff">
          <MachinesPage />
        </ScopedMessages>
      );
    // /legal, /legal/atc and /feature-toggle/{id}: public pages with their own texts (scope legal),
    // in the shell like /help, which shows the host's navigation only when signed in.
    case 'legal':
      return (
        <ScopedMessages scope="legal">
          <LegalPage />
        </ScopedMessages>
      );
    case 'legalTerms':
      return (
        <ScopedMessages scope="legal">
          <LegalTermsPage />
        </ScopedMessages>
      );
    case 'featureToggle':
      return (
        <ScopedMessages scope="legal">
          <FeatureTogglePage />
        </ScopedMessages>
      );
    case 'placeholder':
      return <PlaceholderPage featureKey={route.featureKey ?? 'app.name'} />;
  }
}

function RootLayout() {
  useReloadWhenStale();
  return (
    <>
      {/* Here, not in the shell: guests lose the connection too. */}
      <NetworkStatus />
      <Outlet />
      {/* Here, not in the shell: the guest pages ask for consent too. */}
      <CookieConsent />
      <ScrollRestoration />
    </>
  );
}

function RootError() {
  return (
    <main className="standalone-page">
      <ServerErrorPage />
    </main>
  );
}

const isShellFree = (route: RouteDefinition) => route.page === 'guestStay' || route.page === 'guestLogin' || route.page === 'guestChat';
const SHELL_FREE_ROUTES = ROUTES.filter(isShellFree);
const SHELL_ROUTES = ROUTES.filter((route) => !isShellFree(route));

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootError />,
    children: [
      // Guests have no use for the host's navigation: their pages stand alone.
      ...SHELL_FREE_ROUTES.map((route) => ({ path: route.path, element: <RouteGuard>{pageOf(route)}</RouteGuard> })),
      {
        element: <AppShell />,
        children: [
          {
            // Inside the shell, so a crashing page keeps the navigation around its error page.
            errorElement: <ServerErrorPage />,
            children: [
              ...SHELL_ROUTES.map((route) => ({ path: route.path, element: <RouteGuard>{pageOf(route)}</RouteGuard> })),
              { path: '*', element: <RouteGuard>{<NotFoundPage />}</RouteGuard> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
