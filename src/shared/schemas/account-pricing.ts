import * as v from 'valibot';
import { COMMERCIAL_MODEL_PLANS, PLAN_SERVICES } from '../domain/commercial-model-plans';

// The account's pricing model tab (AS §2.5, AS §7 PUT /api/app/user/billing-tag/{tag}/save;
// HC §3 plans). GET /api/app/user/billing-tag is ours: the spec does not show how the
// tab learns the current tag, and the plans with their terms belong to the same answer.

export const PlanTermsSchema = v.object({
  hostCommissionPercent: v.number(),
  guestFeePercent: v.number(),
  monthlyPlan: v.boolean(),
  services: v.array(v.picklist(PLAN_SERVICES)),
});

export const BillingTagViewSchema = v.object({
  /** The tag the host chose; null while none was chosen (the default plan applies). */
  billingTag: v.nullable(v.picklist(COMMERCIAL_MODEL_PLANS)),
  /** What new properties get: the chosen tag, or the default plan (the first one offered). */
  effectivePlan: v.picklist(COMMERCIAL_MODEL_PLANS),
  plans: v.array(v.object({ plan: v.picklist(COMMERCIAL_MODEL_PLANS), terms: PlanTermsSchema })),
  /** The host's properties (not deleted), and how many of them are not on the effective plan. */
  propertyCount: v.number(),
  propertiesOnOtherPlans: v.number(),
});
export type BillingTagView = v.InferOutput<typeof BillingTagViewSchema>;

export const BillingTagSaveSchema = v.object({
  /** Also give every existing property this plan (our rule: otherwise only new properties get it). */
  applyToExistingProperties: v.optional(v.boolean(), false),
});
export type BillingTagSave = v.InferInput<typeof BillingTagSaveSchema>;

export const BillingTagSaveResultSchema = v.object({
  ...BillingTagViewSchema.entries,
  /** How many existing properties this save moved to the plan. */
  propertiesUpdated: v.number(),
});
export type BillingTagSaveResult = v.InferOutput<typeof BillingTagSaveResultSchema>;
