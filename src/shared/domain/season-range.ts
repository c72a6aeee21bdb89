// A season's dateRange (HC §3 "Season"): the season's two days as one value, the ISO 8601
// interval "dateFrom/dateTo" (both yyyy-MM-dd, both days in the season). It is derived, never
// stored: the answer carries it beside the two dates, and what a host sends back is the two dates.

export const seasonDateRange = (season: { dateFrom: string; dateTo: string }) => `${season.dateFrom}/${season.dateTo}`;

/** The configuration as answered: every season with its dateRange. */
export function withSeasonRanges<C extends { seasonsPricing: S[] }, S extends { dateFrom: string; dateTo: string }>(cfg: C): C & { seasonsPricing: (S & { dateRange: string })[] } {
  return { ...cfg, seasonsPricing: cfg.seasonsPricing.map((s) => ({ ...s, dateRange: seasonDateRange(s) })) };
}
