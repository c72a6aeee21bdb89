import * as v from 'valibot';
import { PROMOTION_STATUSES } from '../domain/promotions';
import { VERIFICATION_STATUSES } from '../domain/calendar-verification';

// Promotions and listing (calendar) verification of a unit (HC §3, HC §7 Units).

export const PromotionSchema = v.object({ type: v.string(), status: v.picklist(PROMOTION_STATUSES), data: v.object({ discount: v.number() }) });
export const PromotionListSchema = v.object({ items: v.array(PromotionSchema) });
export const PromotionConfigurationSchema = v.object({
  items: v.array(v.object({ type: v.string(), discount: v.number(), texts: v.record(v.string(), v.string()) })),
});
/** POST .../promotion: switch one promotion; state true is ACTIVE (HC §4: toggled with a state flag). */
export const PromotionToggleSchema = v.object({
  type: v.pipe(v.string(), v.maxLength(60)),
  state: v.union([v.boolean(), v.picklist(PROMOTION_STATUSES)]),
});

export const VerificationDataSchema = v.object({
  provider: v.string(),
  status: v.picklist(VERIFICATION_STATUSES),
  isListed: v.nullable(v.picklist(['yes', 'no'])),
  listingUrl: v.nullable(v.string()),
  submittedAt: v.nullable(v.string()),
});
/** The browser removes status before posting (HC §7); a status sent anyway is ignored. */
export const VerificationSubmitSchema = v.object({
  isListed: v.picklist(['yes', 'no'], 'must be yes or no'),
  listingUrl: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2000)))),
});
export const VerificationStatusSchema = v.object({ status: v.picklist(VERIFICATION_STATUSES) });
export const VerificationConfigurationSchema = v.object({
  providers: v.array(v.object({ provider: v.string(), domains: v.array(v.string()) })),
  statuses: v.array(v.string()),
});
