import type { Env } from '../env';
import type { AppSettings, DomainConfig, PublicSettings } from '../../shared/schemas/app-settings';
import { DEFAULT_LOCALE, LOCALES } from '../../shared/i18n/locales';
import { DEFAULT_THEME } from '../../shared/domain/theme';

// The portal's settings. They are the same for every host of this deployment; per-host
// switches are the feature flags on the host (see hosts.flags).
export function appSettings(env: Env): AppSettings {
  return {
    defaultCurrency: 'EUR',
    measurementUnits: 'metric',
    domain: new URL(env.publicUrl).hostname,
    landingRedirect: null,
    helpCenterUrls: { helpCenter: `${env.publicUrl}/help` },
    portal: env.publicUrl,
    analytics: { deviceData: false },
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    identityProvider: { issuer: env.issuer, clientId: env.OIDC_CLIENT_ID, scope: OIDC_SCOPE },
    supportEmail: `support@${new URL(env.publicUrl).hostname}`,
    referralProductId: env.REFERRAL_PRODUCT_ID,
    ...(env.MAP_STYLE_URL && { mapStyleUrl: env.MAP_STYLE_URL }),
    theme: { ...DEFAULT_THEME },
  };
}

export const OIDC_SCOPE = 'openid email profile offline_access';

export const publicSettings: PublicSettings = {
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
};

export function domainConfig(env: Env, hostname: string): DomainConfig {
  return {
    hostname,
    apiBaseUrl: `${env.publicUrl}/api`,
    oidc: { issuer: env.issuer, clientId: env.OIDC_CLIENT_ID, scope: OIDC_SCOPE },
    theme: { ...DEFAULT_THEME },
  };
}
