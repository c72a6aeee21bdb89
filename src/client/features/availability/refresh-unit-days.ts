import type { QueryClient } from '@tanstack/react-query';
import { availabilityKeys } from '../../api/availability';
import { stayQuoteKeys } from '../../api/stay-quote';
import { calendarKeys } from '../../api/calendar';

/**
 * After the days of a unit changed (closed, opened, repriced): every cached read they feed — its
 * events, the calendar's prices and any price check — is read again. One list, so a new reader of
 * the days is added here and not in each screen that changes them.
 */
export function refreshUnitDays(client: QueryClient, unitId: string) {
  return Promise.all([availabilityKeys.all(unitId), calendarKeys.unit(unitId), stayQuoteKeys.unit(unitId)].map((queryKey) => client.invalidateQueries({ queryKey })));
}
