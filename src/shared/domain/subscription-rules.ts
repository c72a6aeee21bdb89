// Subscription rules (HC §4, HC §9): the flags the screens show are derived here, in
// one place, so the server's answer and any browser-side re-computation always agree.

export const ABOUT_TO_EXPIRE_DAYS = 3;
export const LEADS_LOW_RATIO = 0.25;
export const UNIT_PUBLISH_LOW_AT = 5;
export const MONTHS_PER_YEAR = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Expired when the expiration date is in the past; a subscription without one never expires. */
export function isExpired(expirationDate: Date | null, now: Date): boolean {
  return expirationDate !== null && expirationDate.getTime() < now.getTime();
}

/** About to expire: not expired yet, and expiring within 3 days. */
export function isAboutToExpire(expirationDate: Date | null, now: Date): boolean {
  if (expirationDate === null || isExpired(expirationDate, now)) return false;
  return expirationDate.getTime() - now.getTime() <= ABOUT_TO_EXPIRE_DAYS * DAY_MS;
}

export const remainingOf = (quota: number, used: number) => Math.max(0, quota - used);

/** Leads: empty at 0 remaining; low at 25% of the total or less (an empty quota is low too). */
export function leadsFlags(remaining: number, total: number) {
  return { isEmpty: remaining <= 0, isLow: total > 0 ? remaining <= total * LEADS_LOW_RATIO : remaining <= 0 };
}

/** Unit publish: empty at 0 remaining; low at 5 or fewer. */
export function unitPublishFlags(remaining: number) {
  return { isEmpty: remaining <= 0, isLow: remaining <= UNIT_PUBLISH_LOW_AT };
}

/** Boost: empty at 0 remaining, but never low (HC §4). */
export function boostFlags(remaining: number) {
  return { isEmpty: remaining <= 0, isLow: false as const };
}

export type PeriodUnit = 'day' | 'week' | 'month' | 'year';

export interface PlanBoost {
  coins: number;
  /** yyyy-MM-dd; the bundled boost coins are void after this day. */
  expirationDate: string;
}

export interface RawPlan {
  period: number;
  periodUnit: PeriodUnit;
  boosts: PlanBoost[];
}

/** Plans given in years become months (period × 12). */
export function inMonths<P extends RawPlan>(plan: P): P {
  return plan.periodUnit === 'year' ? { ...plan, period: plan.period * MONTHS_PER_YEAR, periodUnit: 'month' } : plan;
}

/** The plans offered: years converted to months, only monthly plans kept, expired boosts dropped. */
export function offeredPlans<P extends RawPlan>(plans: readonly P[], now: Date): P[] {
  // Subscription and boost dates are the account's billing days, one calendar for all of a host's
  // properties (which may lie in different zones): they stay in UTC, unlike a property's "today"
  // (shared/domain/time/property-today.ts).
  const today = now.toISOString().slice(0, 10);
  return plans
    .map(inMonths)
    .filter((p) => p.periodUnit === 'month' && p.period === 1)
    .map((p) => ({ ...p, boosts: p.boosts.filter((b) => b.expirationDate >= today) }));
}

/** Days a boost lasts, both days included (yyyy-MM-dd dates). */
export function boostDays(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The last day of a boost of `days` days starting on `startDate`. */
export function boostEndDate(startDate: string, days: number): string {
  return new Date(Date.parse(`${startDate}T00:00:00Z`) + (days - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** Durations offered for a boost, in days (HC §9: 7 and 28 are among the constants). */
export const BOOST_DURATIONS = [7, 14, 28] as const;
export const BOOST_MAX_DAYS = 28;

/** HC §4: cancelling a subscription in trial makes it active (it runs to the end of its period). */
export const statusAfterCancellation = (status: string) => (status === 'in_trial' ? 'active' : status);

/**
 * HC §4: a unit's subscription became editable when its internal status moved from a value
 * outside (active, cancelled) to one inside it.
 */
const EDITABLE_STATUSES = ['active', 'cancelled'];
export const becameEditable = (before: string | null | undefined, after: string) => !EDITABLE_STATUSES.includes(before ?? '') && EDITABLE_STATUSES.includes(after);

/** The plan a host is on, as the subscription says. */
export interface CurrentPlan {
  planId: string;
  isCancellationScheduled: boolean;
  isExpired: boolean;
}

/**
 * Choosing `planId` changes nothing: it is the plan the host is on, still running and not being
 * cancelled. The change-plan form does not offer it and the server answers it without billing.
 */
export const isCurrentPlan = (current: CurrentPlan, planId: string) => planId === current.planId && !current.isCancellationScheduled && !current.isExpired;
