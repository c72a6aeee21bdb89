import { overlappingSeasons, type SeasonRange } from './season-overlap';

// Rules of a price configuration across its entries, which a schema of one entry cannot see
// (HC §5). The server refuses a save with them; the browser shows them while the
// host types, from this same function.

export type PriceRuleCode = 'listedTwice' | 'seasonOverlap' | 'maxBelowMin';

export interface PriceRuleIssue {
  /** Dot path of the field, as the server names it in invalidParams. */
  name: string;
  /** English reason for the API answer. */
  reason: string;
  code: PriceRuleCode;
  /** The entry the issue is about, by index in its list. */
  index: number;
  /** The other entry involved (the earlier season of an overlap), by index. */
  other?: number;
}

interface CheckedConfiguration {
  extraCharges: readonly { type: string }[];
  seasonsPricing: readonly (SeasonRange & { minStay?: number | null; maxStay?: number | null })[];
}

export function priceRuleIssues(cfg: CheckedConfiguration): PriceRuleIssue[] {
  const issues: PriceRuleIssue[] = [];
  const seenTypes = new Set<string>();
  cfg.extraCharges.forEach((e, i) => {
    if (seenTypes.has(e.type)) issues.push({ name: `extraCharges.${i}.type`, reason: 'listed twice', code: 'listedTwice', index: i });
    seenTypes.add(e.type);
  });
  for (const [i, j] of overlappingSeasons(cfg.seasonsPricing)) {
    issues.push({ name: `seasonsPricing.${j}.dateFrom`, reason: `overlaps season ${i}`, code: 'seasonOverlap', index: j, other: i });
  }
  cfg.seasonsPricing.forEach((s, i) => {
    if (s.minStay != null && s.maxStay != null && s.minStay > s.maxStay) {
      issues.push({ name: `seasonsPricing.${i}.maxStay`, reason: 'must not be below minStay', code: 'maxBelowMin', index: i });
    }
  });
  return issues;
}
