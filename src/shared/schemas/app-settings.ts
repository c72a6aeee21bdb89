import * as v from 'valibot';

// GET /api/public/app-settings (AS §3 App settings).
export const AppSettingsSchema = v.object({
  defaultCurrency: v.string(),
  measurementUnits: v.picklist(['metric', 'imperial']),
  domain: v.string(),
  landingRedirect: v.nullable(v.string()),
  helpCenterUrls: v.object({ helpCenter: v.string() }),
  portal: v.string(),
  analytics: v.object({ deviceData: v.boolean() }),
  locales: v.array(v.string()),
  defaultLocale: v.string(),
  identityProvider: v.object({ issuer: v.string(), clientId: v.string(), scope: v.string() }),
  supportEmail: v.string(),
  /** The referral programme's product id (REFERRAL_PRODUCT_ID), sent with POST /api/app/cello-token. */
  referralProductId: v.optional(v.string()),
  /** The location step's map style (MAP_STYLE_URL, a MapLibre style JSON); absent: the offline country map. */
  mapStyleUrl: v.optional(v.pipe(v.string(), v.url())),
  /** The domain configuration's theme (GET /config/{hostname}.json), sent here too so the start needs one call. */
  theme: v.optional(v.object({ primaryColor: v.string(), brandName: v.string() })),
});
export type AppSettings = v.InferOutput<typeof AppSettingsSchema>;

// GET /api/public/settings: switches that shape the shell (navigation, statistics, help).
export const PublicSettingsSchema = v.object({
  overviewEnabled: v.boolean(),
  helpCenterLinkEnabled: v.boolean(),
  earningsStatisticsEnabled: v.boolean(),
  occupancyStatisticsEnabled: v.boolean(),
  upcomingBookingsSidebarEnabled: v.boolean(),
  verificationEnabled: v.boolean(),
  payoutEnabled: v.boolean(),
  personalDetailsUploadEnabled: v.boolean(),
  earningDetailsEnabled: v.boolean(),
  localizationLabel: v.picklist(['userPreferences', 'preferredLanguage']),
  specialInquiriesFlag: v.boolean(),
  tourEnabled: v.boolean(),
});
export type PublicSettings = v.InferOutput<typeof PublicSettingsSchema>;

// GET /config/{hostname}.json: what the browser needs before anything else.
export const DomainConfigSchema = v.object({
  hostname: v.string(),
  apiBaseUrl: v.string(),
  oidc: v.object({ issuer: v.string(), clientId: v.string(), scope: v.string() }),
  theme: v.object({ primaryColor: v.string(), brandName: v.string() }),
});
export type DomainConfig = v.InferOutput<typeof DomainConfigSchema>;
