import type { MoneyMonth, UnitEarnings } from '../../schemas/insights';
import { earningOf, effectivePlan, monthOf, totalsByCurrency } from '../earnings';
import type { PlanChooser } from '../commercial-model-plans';
import { MONTHS } from './calendar-year';

// Earnings of one unit in a year (AS §2.7): the account earnings tab's figures
// (shared/domain/earnings.ts: the property's plan, its commission rounded once per stay, net =
// gross - commission, totals summed per currency), grouped by the month of each stay's check-in.
// The same functions compute both, so a unit's months add up to exactly what the earnings tab
// shows for the same stays.

export interface EarningStay {
  checkIn: string;
  currency: string;
  totalAmount: number;
  /** The property's commercial model plan (null: none chosen yet). */
  plan: string | null;
}

const toMoneyMonth = (month: number, t: { count: number; gross: number; commission: number; net: number } | undefined): MoneyMonth => ({
  month,
  stays: t?.count ?? 0,
  gross: t?.gross ?? 0,
  commission: t?.commission ?? 0,
  net: t?.net ?? 0,
});

/** One series per currency (alphabetical), each with twelve months and the year's total (month 0). */
export function unitEarningsOfYear(stays: readonly EarningStay[], host: PlanChooser): UnitEarnings['currencies'] {
  const lines = stays.map((s) => ({ checkIn: s.checkIn, currency: s.currency, ...earningOf(s.totalAmount, effectivePlan(s.plan, host)) }));
  return totalsByCurrency(lines).map((total) => {
    const ofCurrency = lines.filter((l) => l.currency === total.currency);
    const months = MONTHS.map((month) => toMoneyMonth(month, totalsByCurrency(ofCurrency.filter((l) => monthOf(l.checkIn) === month))[0]));
    return { currency: total.currency, months, total: toMoneyMonth(0, total) };
  });
}
