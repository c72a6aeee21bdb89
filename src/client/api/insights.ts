import { useQuery, type QueryKey } from '@tanstack/react-query';
import * as v from 'valibot';
import { UnitEarningsSchema, UnitOccupancySchema, UnitPerformanceSchema, type UnitEarnings, type UnitOccupancy, type UnitPerformance } from '../../shared/schemas/insights';
import { api, callApi, parseAnswer, type ApiError } from './http';
import { REPORT_GC_MS } from './reports';

// The statistics of one unit (AS §2.1, AS §2.7; server: routes/insights.ts):
// GET /api/app/insights/{unitId}/{earnings|occupancy|performance}?year=YYYY. Without a year the
// server answers its current one. A unit of another host answers 404, like a missing one.

export type StatisticsTab = 'earnings' | 'occupancy' | 'performance';

export interface StatisticsAnswers {
  earnings: UnitEarnings;
  occupancy: UnitOccupancy;
  performance: UnitPerformance;
}

const SCHEMAS = { earnings: UnitEarningsSchema, occupancy: UnitOccupancySchema, performance: UnitPerformanceSchema } satisfies Record<StatisticsTab, v.GenericSchema>;

export const insightsKeys = {
  units: ['insights', 'units'] as const,
  unitSelector: ['insights', 'unit-selector'] as const,
  statistics: (tab: StatisticsTab, unitId: string, year: number | null) => ['insights', tab, unitId, year] as const,
};

export function fetchUnitStatistics<T extends StatisticsTab>(tab: T, unitId: string, year: number | null, signal?: AbortSignal): Promise<StatisticsAnswers[T]> {
  return callApi(async () =>
    parseAnswer(
      SCHEMAS[tab],
      await api.get(`app/insights/${encodeURIComponent(unitId)}/${tab}`, { searchParams: year === null ? {} : { year }, signal }).json(),
    ) as StatisticsAnswers[T],
  );
}

/** Another year of the same unit keeps the last figures on screen until its answer arrives (never another unit's). */
const sameUnitOnly =
  (unitId: string, tab: StatisticsTab) =>
  <T,>(previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined =>
    previousQuery?.queryKey[1] === tab && previousQuery.queryKey[2] === unitId ? previous : undefined;

export function useUnitStatistics<T extends StatisticsTab>(tab: T, unitId: string, year: number | null, options: { enabled?: boolean } = {}) {
  return useQuery<StatisticsAnswers[T], ApiError>({
    queryKey: insightsKeys.statistics(tab, unitId, year),
    queryFn: ({ signal }) => fetchUnitStatistics(tab, unitId, year, signal),
    enabled: options.enabled ?? true,
    placeholderData: sameUnitOnly(unitId, tab),
    staleTime: 60_000,
    gcTime: REPORT_GC_MS,
  });
}
