import { INSIGHTS_FIRST_YEAR } from '../../../shared/schemas/insights';
import type { InsightTab } from '../../../shared/domain/insights/tabs';

// The addresses of /insights (AS §2.1): /insights/{tab}/{unitId}, and ?year=YYYY
// on the statistics tabs. The address is the page's whole state, so Back and a shared link show
// the same unit, tab and year.

export function insightsPath(tab: InsightTab, unitId?: string, year?: number | null): string {
  const path = unitId ? `/insights/${tab}/${encodeURIComponent(unitId)}` : `/insights/${tab}`;
  return year && tab !== 'reviews' ? `${path}?year=${year}` : path;
}

/** The tab segment of a pathname (/insights/{tab}/…), if any. */
export const tabSegmentOf = (pathname: string): string | undefined => /^\/insights\/([^/]+)/.exec(pathname)?.[1];

/** ?year= when it is a year the statistics accept; anything else means the server's current year. */
export function yearParam(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= INSIGHTS_FIRST_YEAR && year <= 2100 ? year : null;
}
