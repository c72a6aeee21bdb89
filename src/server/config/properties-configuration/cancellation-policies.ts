// Cancellation policies a unit can have (HC §3 cancellationPolicy type).
// Refund tiers, most generous first: a guest who cancels at least `daysBeforeCheckIn` days before
// check-in gets `refundPercent` of what they paid; later than the last tier, nothing. The
// description (`cancellationPolicy.<value>.description`) says the same in words.

export interface RefundTier {
  daysBeforeCheckIn: number;
  refundPercent: number;
}

export interface CancellationPolicyConfig {
  value: 'flexible' | 'moderate' | 'firm' | 'strict' | 'non_refundable';
  refunds: readonly RefundTier[];
}

export const CANCELLATION_POLICIES: readonly CancellationPolicyConfig[] = [
  { value: 'flexible', refunds: [{ daysBeforeCheckIn: 1, refundPercent: 100 }] },
  { value: 'moderate', refunds: [{ daysBeforeCheckIn: 5, refundPercent: 100 }, { daysBeforeCheckIn: 1, refundPercent: 50 }] },
  { value: 'firm', refunds: [{ daysBeforeCheckIn: 30, refundPercent: 100 }, { daysBeforeCheckIn: 7, refundPercent: 50 }] },
  { value: 'strict', refunds: [{ daysBeforeCheckIn: 30, refundPercent: 50 }] },
  { value: 'non_refundable', refunds: [] },
];

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicyConfig['value'] = 'moderate';
