import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/bookings';
import { queryKeys } from '../../../api/queries';
import { refreshUnitDays } from '../../availability/refresh-unit-days';
import type { UserInfo } from '../../../../shared/schemas/user-info';

/**
 * After a confirm, reject or cancel (HC §4): the lists and the pending count are read again,
 * and so is the user info (its counts feed the nav badge), and the unit's days (calendar events,
 * prices, price checks) so the nights show taken or free. The stay's own query was already set
 * from the answer by the caller. The count is lowered at once, never below 0, so the badge does
 * not wait for the network.
 */
export function refreshAfterDecision(client: QueryClient, unitId: string, options: { pendingDropped: boolean }) {
  if (options.pendingDropped) {
    client.setQueryData<number>(bookingKeys.pendingCount, (n) => (n === undefined ? n : Math.max(0, n - 1)));
    client.setQueryData<UserInfo>(queryKeys.userInfo, (u) =>
      u?.counts ? { ...u, counts: { ...u.counts, pendingBookings: Math.max(0, u.counts.pendingBookings - 1) } } : u,
    );
  }
  return Promise.all([
    client.invalidateQueries({ queryKey: bookingKeys.all }),
    client.invalidateQueries({ queryKey: queryKeys.userInfo }),
    refreshUnitDays(client, unitId),
  ]);
}
