import { toCsv, type CsvSeparatorName } from './csv';
import { COMMERCIAL_MODEL_PLANS, PLAN_TERMS, plansFor, type CommercialModelPlan, type PlanChooser } from './commercial-model-plans';

// Earnings per booking (account earnings tab): gross, the plan's commission, net payout, and the
// month and year totals. One rounding rule for the server's answer and the browser's CSV, so the
// two can never disagree by a cent: every amount is rounded to cents, the commission is rounded
// once from the gross, and net is gross minus that rounded commission (so gross = commission + net
// holds exactly on every line and every total).

/** Half away from zero, to cents; the epsilon keeps 1.005 from becoming 1.00 through binary floats. */
export function roundCents(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(amount) * 100 + 1e-7)) / 100;
}

const isPlan = (plan: string | null | undefined): plan is CommercialModelPlan => (COMMERCIAL_MODEL_PLANS as readonly string[]).includes(plan ?? '');

/**
 * The plan a property is billed under: its own, or (none chosen yet) the first plan its host may
 * choose (split for commission hosts, subscription for subscription hosts), as billing-tag does.
 */
export const effectivePlan = (plan: string | null | undefined, host: PlanChooser): CommercialModelPlan => (isPlan(plan) ? plan : plansFor(host)[0]);

export interface EarningAmounts {
  gross: number;
  commissionPercent: number;
  commission: number;
  net: number;
}

export function earningOf(gross: number, plan: CommercialModelPlan): EarningAmounts {
  const commissionPercent = PLAN_TERMS[plan].hostCommissionPercent;
  const roundedGross = roundCents(gross);
  const commission = roundCents((roundedGross * commissionPercent) / 100);
  return { gross: roundedGross, commissionPercent, commission, net: roundCents(roundedGross - commission) };
}

export interface EarningTotals {
  currency: string;
  count: number;
  gross: number;
  commission: number;
  net: number;
}

/** Sums lines per currency (amounts of different currencies are never added together). */
export function totalsByCurrency(lines: readonly (Pick<EarningAmounts, 'gross' | 'commission' | 'net'> & { currency: string })[]): EarningTotals[] {
  const byCurrency = new Map<string, EarningTotals>();
  for (const line of lines) {
    const t = byCurrency.get(line.currency) ?? { currency: line.currency, count: 0, gross: 0, commission: 0, net: 0 };
    t.count += 1;
    t.gross = roundCents(t.gross + line.gross);
    t.commission = roundCents(t.commission + line.commission);
    t.net = roundCents(t.net + line.net);
    byCurrency.set(line.currency, t);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** The month (1-12) of an ISO date. */
export const monthOf = (isoDate: string) => Number(isoDate.slice(5, 7));

/** The CSV columns of the earnings download, in order. */
export const EARNINGS_CSV_COLUMNS = ['checkIn', 'checkOut', 'guest', 'unit', 'code', 'status', 'plan', 'commissionPercent', 'gross', 'commission', 'net', 'currency'] as const;

/** An export as CSV by the portal's one rule (domain/csv.ts: BOM, the locale's separator, formula-safe). */
export function earningsCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>, separator: CsvSeparatorName = 'comma'): string {
  return toCsv(header, rows, separator);
}
