import type { SnapshotFrom } from 'xstate';
import { BOOKING_CANCEL_SUB_REASONS } from '../../src/shared/domain/bookings/reasons';
import { explanationRequired } from '../../src/shared/domain/bookings/decision-payload';
import { bookingCancelBody, bookingCancelProblems, type BookingCancelEvent, type bookingCancelMachine } from './booking-cancel.machine';

type Snapshot = SnapshotFrom<typeof bookingCancelMachine>;

/** The dialog is open from the form until the booking is cancelled or the host leaves. */
export const selectDialogOpen = (s: Snapshot) => !s.matches('idle') && !s.matches('cancelled');
export const selectStep = (s: Snapshot): 'form' | 'confirm' | 'outcome' => (s.matches('form') ? 'form' : s.matches('confirmStep') || s.matches('cancelling') ? 'confirm' : 'outcome');
export const selectBusy = (s: Snapshot) => s.hasTag('busy');
export const selectCancelled = (s: Snapshot) => s.matches('cancelled');
export const selectRefused = (s: Snapshot) => s.matches('refused');
export const selectFailed = (s: Snapshot) => s.matches('failed');
export const selectForm = (s: Snapshot) => s.context;
/** The failure the confirm step tells: the server refused (409) or could not be reached. */
export const selectFailure = (s: Snapshot): 'refused' | 'failed' | null => (s.matches('refused') ? 'refused' : s.matches('failed') ? 'failed' : null);
/** What the dialog's Close (Keep, Escape) sends where the host is: a failure is dismissed, the confirm step goes back to the form, the form closes. */
export const selectCloseEvent = (s: Snapshot): BookingCancelEvent =>
  selectFailure(s) ? { type: 'failure.dismiss' } : selectStep(s) === 'confirm' ? { type: 'confirm.dismiss' } : { type: 'form.close' };
export const selectProblems = (s: Snapshot) => (s.context.attempted ? bookingCancelProblems(s.context) : {});
export const selectSubReasons = (s: Snapshot): readonly string[] => (s.context.reason ? (BOOKING_CANCEL_SUB_REASONS[s.context.reason] ?? []) : []);
/** The reason chosen asks for an explanation: the field is marked required (the rule: explanationRequired). */
export const selectExplanationRequired = (s: Snapshot) => s.context.reason !== null && explanationRequired(s.context.reason);
export const selectBody = (s: Snapshot) => bookingCancelBody(s.context);
