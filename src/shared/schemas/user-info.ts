import * as v from 'valibot';
import { boundedText } from './text';
import { isRetiredCurrency } from '../domain/currencies';

// GET/PATCH /api/app/user/info (AS §3 Profile, feature flags, host profile).
export const FeatureFlagsSchema = v.object({
  isSubscriptionEnabled: v.boolean(),
  isCoinSubscriptionEnabled: v.boolean(),
  isSubscriptionCheckoutEnabled: v.boolean(),
  isUserProEnabled: v.boolean(),
  isB2B: v.boolean(),
});
export type FeatureFlags = v.InferOutput<typeof FeatureFlagsSchema>;
export const FEATURE_FLAG_NAMES = Object.keys(FeatureFlagsSchema.entries) as (keyof FeatureFlags)[];

const phone = v.nullable(v.pipe(v.string(), v.maxLength(32)));

export const HostProfileSchema = v.object({
  hostLanguages: v.array(v.string()),
  aboutHost: v.nullable(v.string()),
  sendInquirySms: v.boolean(),
  showPhoneNumberOnOffer: v.boolean(),
  secondaryPhone: phone,
  secondaryPhoneType: v.nullable(v.picklist(['mobile', 'landline'])),
  phoneForGuests: phone,
  phoneForSms: phone,
  marketingConsent: v.boolean(),
  phone: phone,
});
export type HostProfile = v.InferOutput<typeof HostProfileSchema>;

export const UserInfoSchema = v.object({
  userId: v.string(),
  sessionId: v.nullable(v.string()),
  email: v.string(),
  isImpersonating: v.boolean(),
  /** Set while a staff member acts for this host. */
  staffEmail: v.nullable(v.string()),
  isStaff: v.boolean(),
  type: v.picklist(['company', 'individual']),
  onboardingStatus: v.picklist(['in_progress', 'finished']),
  currency: v.string(),
  locale: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  alias: v.nullable(v.string()),
  companyName: v.nullable(v.string()),
  accountSource: v.string(),
  commercialModel: v.picklist(['subscription', 'commission']),
  status: v.picklist(['active', 'expired']),
  kycInitiated: v.boolean(),
  /** Whether the host confirmed the account's address (the link of the confirmation mail); the shell's banner asks until then. */
  emailVerified: v.boolean(),
  biddingTag: v.nullable(v.number()),
  isHybrid: v.boolean(),
  inboxMode: v.picklist(['Inbox', 'InquiriesWithInbox', 'Inquires']),
  imageUrls: v.nullable(v.record(v.string(), v.string())),
  features: FeatureFlagsSchema,
  hostProfile: HostProfileSchema,
  /** Counts the shell shows as badges. */
  counts: v.object({ pendingBookings: v.number(), unreadMessages: v.number(), inquiries: v.number(), unansweredReviews: v.number() }),
});
export type UserInfo = v.InferOutput<typeof UserInfoSchema>;

const trimmed = boundedText;

/** PATCH body: every field optional; unknown fields are refused. */
export const UserInfoPatchSchema = v.strictObject({
  firstName: v.optional(v.pipe(trimmed(80), v.minLength(1, 'must not be empty'))),
  lastName: v.optional(v.pipe(trimmed(80), v.minLength(1, 'must not be empty'))),
  alias: v.optional(v.nullable(trimmed(80))),
  companyName: v.optional(v.nullable(trimmed(160))),
  locale: v.optional(v.picklist(['en-US', 'de-DE', 'fr-FR', 'it-IT'], 'must be one of en-US, de-DE, fr-FR, it-IT')),
  currency: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code'),
      v.check((code) => !isRetiredCurrency(code), 'is a retired currency: choose the one that replaced it'),
    ),
  ),
  hostProfile: v.optional(v.partial(HostProfileSchema)),
});
export type UserInfoPatch = v.InferOutput<typeof UserInfoPatchSchema>;
