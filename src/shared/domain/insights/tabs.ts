import type { PublicSettings } from '../../schemas/app-settings';
import { INSIGHT_TABS } from '../route-access';

// The statistics tabs (AS §2.1, AS §2.5 item 4, AS §6): earnings and occupancy only when
// a setting allows; performance and reviews always. The same rule feeds the tab bar, the page's
// own check (a hidden tab's address opens the first visible one) and the server, which answers
// 404 for a hidden tab's call.

export type InsightTab = (typeof INSIGHT_TABS)[number];
export type InsightTabsSettings = Pick<PublicSettings, 'earningsStatisticsEnabled' | 'occupancyStatisticsEnabled'>;

/** Tab order of the sub-navigation. */
const ORDER: readonly InsightTab[] = ['earnings', 'occupancy', 'performance', 'reviews'];

export function isInsightTabVisible(tab: InsightTab, settings: InsightTabsSettings): boolean {
  if (tab === 'earnings') return settings.earningsStatisticsEnabled;
  if (tab === 'occupancy') return settings.occupancyStatisticsEnabled;
  return true;
}

export const visibleInsightTabs = (settings: InsightTabsSettings): InsightTab[] => ORDER.filter((tab) => isInsightTabVisible(tab, settings));

/** Where /insights (and a hidden tab) leads: earnings when allowed, else performance (the navigation's rule, AS §2.5). */
export const defaultInsightTab = (settings: InsightTabsSettings): InsightTab => (settings.earningsStatisticsEnabled ? 'earnings' : 'performance');

export const isInsightTab = (value: string | undefined): value is InsightTab => (INSIGHT_TABS as readonly string[]).includes(value ?? '');
