import type { SnapshotFrom } from 'xstate';
import type { bookingTypeSwitchMachine } from './booking-type-switch.machine';

type Snapshot = SnapshotFrom<typeof bookingTypeSwitchMachine>;

/** The banner shows until the task is done or hidden. */
export const selectBannerVisible = (s: Snapshot) => !s.matches('success') && !s.matches('kept') && !s.matches('hidden');
export const selectModalOpen = (s: Snapshot) =>
  s.matches('choosing') || s.matches('applying') || s.matches('markingDone') || s.matches('keeping') || s.matches('failure');
/** The dialog's failure (a switch or keep): its error and Try again. A failed Hide closes no dialog. */
export const selectFailed = (s: Snapshot) => s.matches('failure');

/** The snackbar of an outcome (HC §8 keys), or null while there is none to show. */
export function selectSnackbar(s: Snapshot): { messageId: string; tone: 'success' | 'error' } | null {
  if (s.matches('success')) {
    return { messageId: s.context.bookingType === 'onLine' ? 'bookings.switch.switchedToInstant' : 'bookings.switch.switchedToRequests', tone: 'success' };
  }
  if (s.matches('kept')) return { messageId: 'bookings.switch.kept', tone: 'success' };
  if (s.matches('failure') || s.matches('dismissFailed')) return { messageId: 'bookings.commons.errorOccuredPleaseTryAgain', tone: 'error' };
  return null;
}
