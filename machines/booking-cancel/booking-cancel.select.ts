import type { SnapshotFrom } from 'xstate';
import { explanationRequired } from '../../src/shared/domain/bookings/decision-payload';
import { bookingCancelProblems, type BookingCancelEvent, type bookingCancelMachine } from './booking-cancel.machine';

type Snapshot = SnapshotFrom<typeof bookingCancelMachine>;

/** The failure the confirm step tells: the server refused (409) or could not be reached. */
export const selectFailure = (s: Snapshot): 'refused' | 'failed' | null => (s.matches('refused') ? 'refused' : s.matches('failed') ? 'failed' : null);
/** What the dialog's Close (Keep, Escape) sends where the host is: a failure is dismissed, the confirm step goes back to the form, the form closes. */
export const selectCloseEvent = (s: Snapshot): BookingCancelEvent =>
  selectFailure(s) ? { type: 'failure.dismiss' } : s.matches('confirmStep') || s.matches('cancelling') ? { type: 'confirm.dismiss' } : { type: 'form.close' };
export const selectProblems = (s: Snapshot) => (s.context.attempted ? bookingCancelProblems(s.context) : {});
/** The reason chosen asks for an explanation: the field is marked required (the rule: explanationRequired). */
export const selectExplanationRequired = (s: Snapshot) => s.context.reason !== null && explanationRequired(s.context.reason);
