import { useQuery } from '@tanstack/react-query';
import { fetchPropertyPicker, type PropertyPickerPage } from '../../api/calendar';
import type { ApiError } from '../../api/http';
import { insightsKeys } from './api';
import { unitsOf, type PickerUnit } from '../../ui/unit-search-dialog';

// The host's first page of units for /insights: the first is opened when the address names none,
// and the selector names the open one. A unit not on the page is not known to be foreign when the
// host has more pages (the server's 404 says so then).

export interface InsightsUnits {
  units: PickerUnit[];
  /** The host has more units than the first page holds. */
  more: boolean;
}

const select = (page: PropertyPickerPage): InsightsUnits => ({ units: unitsOf(page), more: page.pagination.next !== null });

export const useInsightsUnits = () =>
  useQuery<PropertyPickerPage, ApiError, InsightsUnits>({
    queryKey: insightsKeys.units,
    queryFn: ({ signal }) => fetchPropertyPicker({ search: '', page: 1 }, signal),
    select,
    staleTime: 30_000,
  });

/** Whether the address's unit is certainly none of the host's (not on a complete list). */
export const isUnknownUnit = (list: InsightsUnits, unitId: string) => !list.more && !list.units.some((u) => u.id === unitId);
