import * as v from 'valibot';
import { SeasonSchema, type Season } from '../../../../shared/schemas/price-configuration';
import { priceRuleIssues, type PriceRuleIssue } from '../../../../shared/domain/price-rules';
import { newRowKey } from './price-form-model';

// A season as the host edits it, and the verdict on the list: each season by the shared
// SeasonSchema, the list by the shared rules (overlap compared as the server compares it).

export type Recurrence = 'one-time' | 'recurring';

export interface SeasonRow {
  key: string;
  name: string;
  recurrence: Recurrence;
  dateFrom: string;
  dateTo: string;
  price: string;
  minStay: string;
  /** What this form does not edit (id, maxStay, extra guest price, days), sent back unchanged. */
  kept: Partial<Season>;
}

const text = (n: number | null | undefined) => (n == null ? '' : String(n));
const amount = (s: string): number | null => (s.trim() === '' ? null : Number(s.trim().replace(',', '.')));

export function seasonRowOf(season: Season): SeasonRow {
  // dateRange is the answer's reading of the two dates: the dates are what goes back.
  const { name, recurrence, dateFrom, dateTo, price, minStay, dateRange: _range, ...kept } = season as Season & { dateRange?: string };
  return { key: newRowKey(), name: name ?? '', recurrence, dateFrom, dateTo, price: text(price), minStay: text(minStay), kept };
}

export const emptySeasonRow = (): SeasonRow => ({ key: newRowKey(), name: '', recurrence: 'one-time', dateFrom: '', dateTo: '', price: '', minStay: '', kept: {} });

/** The season as the API takes it. */
export function seasonOf(row: SeasonRow): Record<string, unknown> {
  return {
    ...row.kept,
    name: row.name.trim() || null,
    recurrence: row.recurrence,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    price: amount(row.price),
    minStay: amount(row.minStay),
  };
}

export interface SeasonVerdict {
  /** Issues of each season's own fields (SeasonSchema), by row. */
  own: (readonly v.BaseIssue<unknown>[])[];
  /** Overlaps and other rules across seasons, only between seasons whose dates are complete. */
  rules: PriceRuleIssue[];
  valid: boolean;
}

export function judgeSeasons(rows: readonly SeasonRow[]): SeasonVerdict {
  const parsed = rows.map((row) => v.safeParse(SeasonSchema, seasonOf(row)));
  const own = parsed.map((p) => p.issues ?? []);
  const datesOk = (i: number) => !own[i].some((issue) => ['dateFrom', 'dateTo'].includes(v.getDotPath(issue) ?? ''));
  const rules = priceRuleIssues({ extraCharges: [], seasonsPricing: rows.map((r) => ({ dateFrom: r.dateFrom, dateTo: r.dateTo, recurrence: r.recurrence })) }).filter(
    (issue) => datesOk(issue.index) && (issue.other === undefined || datesOk(issue.other)),
  );
  return { own, rules, valid: own.every((issues) => issues.length === 0) && rules.length === 0 };
}
