import { PriceListSchema } from '../../../../shared/schemas/price-configuration';
import { UnavailabilityListSchema, type Unavailability } from '../../../../shared/schemas/availability';
import type { PriceList } from '../../../api/calendar';
import { api, callApi, parseAnswer } from '../../../api/http';

// The calendar's own write calls (HC §7): close or open days by unitId, and per-day price and
// minimum-stay overrides. Days are yyyy-MM-dd, both ends included. Reads reuse
// fetchCalendarEvents (api/availability) and fetchPriceList (api/calendar).

export interface DaysRange {
  dateFrom: string;
  dateTo: string;
}

const changeDays =
  (action: 'block' | 'unblock') =>
  (unitId: string, range: DaysRange): Promise<Unavailability[]> =>
    callApi(async () => parseAnswer(UnavailabilityListSchema, await api.post(`app/calendar/${action}`, { json: { unitId, ...range } }).json()));

/** Closes the days by hand. */
export const closeCalendarDays = changeDays('block');
/** Opens days closed by hand; bookings and imported events keep theirs. */
export const openCalendarDays = changeDays('unblock');

/** Only the fields sent change; null goes back to the season or default value. */
export interface CalendarPriceChange extends DaysRange {
  price?: number | null;
  minimalLengthOfStay?: number | null;
}

export function patchCalendarPrices(unitId: string, change: CalendarPriceChange): Promise<PriceList> {
  return callApi(async () =>
    parseAnswer(PriceListSchema, await api.patch(`app/property-unit/${encodeURIComponent(unitId)}/calendar-price-configuration`, { json: change }).json()),
  );
}
