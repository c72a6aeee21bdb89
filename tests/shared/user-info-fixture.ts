import type { UserInfo } from '../../src/shared/schemas/user-info';
import type { AppSettings, PublicSettings } from '../../src/shared/schemas/app-settings';

// A valid user info answer; tests override only what their rule looks at.
export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: '0190f1a2-0000-7000-8000-000000000001',
    sessionId: null,
    email: 'anna@example.com',
    isImpersonating: false,
    staffEmail: null,
    isStaff: false,
    type: 'individual',
    onboardingStatus: 'finished',
    currency: 'EUR',
    locale: 'en-US',
    firstName: 'Anna',
    lastName: 'Berger',
    alias: null,
    companyName: null,
    accountSource: 'direct',
    commercialModel: 'subscription',
    status: 'active',
    kycInitiated: false,
    emailVerified: true,
    biddingTag: null,
    isHybrid: false,
    inboxMode: 'Inbox',
    imageUrls: null,
    features: { isSubscriptionEnabled: true, isCoinSubscriptionEnabled: false, isSubscriptionCheckoutEnabled: false, isUserProEnabled: false, isB2B: false },
    hostProfile: {
      hostLanguages: [],
      aboutHost: null,
      sendInquirySms: false,
      showPhoneNumberOnOffer: false,
      secondaryPhone: null,
      secondaryPhoneType: null,
      phoneForGuests: null,
      phoneForSms: null,
      marketingConsent: false,
      phone: null,
    },
    counts: { pendingBookings: 0, unreadMessages: 0, inquiries: 0, unansweredReviews: 0 },
    ...overrides,
  };
}

export const commissionHost = (o: Partial<UserInfo> = {}) => userInfo({ commercialModel: 'commission', ...o });
export const hybridHost = (o: Partial<UserInfo> = {}) => userInfo({ commercialModel: 'commission', biddingTag: 7, isHybrid: true, ...o });

export function publicSettings(overrides: Partial<PublicSettings> = {}): PublicSettings {
  return {
    overviewEnabled: true,
    helpCenterLinkEnabled: true,
    earningsStatisticsEnabled: true,
    occupancyStatisticsEnabled: true,
    upcomingBookingsSidebarEnabled: true,
    verificationEnabled: true,
    payoutEnabled: true,
    personalDetailsUploadEnabled: true,
    earningDetailsEnabled: true,
    localizationLabel: 'preferredLanguage',
    specialInquiriesFlag: false,
    tourEnabled: true,
    ...overrides,
  };
}

export function appSettings(overrides: Partial<AppSettings> = {}): AppSettings {
  return {
    defaultCurrency: 'EUR',
    measurementUnits: 'metric',
    domain: 'portal.example',
    landingRedirect: null,
    helpCenterUrls: { helpCenter: 'https://help.example/' },
    portal: 'https://portal.example',
    analytics: { deviceData: false },
    locales: ['en-US', 'de-DE', 'fr-FR', 'it-IT'],
    defaultLocale: 'en-US',
    identityProvider: { issuer: 'https://portal.example/auth', clientId: 'host-portal', scope: 'openid' },
    supportEmail: 'support@portal.example',
    ...overrides,
  };
}
