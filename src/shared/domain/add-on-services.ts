// Add-on services of a subscription plan (HC §3 "Subscription"): what a monthly plan
// switches on beyond its quotas. The plan catalogue (server/config/subscription-plans.ts) names
// each plan's services; the plan cards list them (texts listing.subscription.addOn.<service>).

export const ADD_ON_SERVICES = [
  'rankingBoost',
  'showPhoneNumberOnWhitelabel',
  'displayGuestEmailInMessageCard',
  'visibilityBoost',
  'banner',
  'directEmailMarketing',
  'diamond',
  'socialPackage',
] as const;
export type AddOnService = (typeof ADD_ON_SERVICES)[number];

/** A plan's services in the catalogue order above, whatever order the plan lists them in. */
export const inServiceOrder = (services: readonly AddOnService[]): AddOnService[] => ADD_ON_SERVICES.filter((s) => services.includes(s));
