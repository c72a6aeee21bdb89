import { BOOKING_CANCEL_SUB_REASONS, type BookingCancelReason } from '../../src/shared/domain/bookings/reasons';
import { bookingCancelProblems, type BookingCancelEvent, type bookingCancelMachine } from './booking-cancel.machine';
import { selectCloseEvent, selectExplanationRequired, selectFailure, selectProblems } from './booking-cancel.select';
import type { SnapshotFrom } from 'xstate';

// The cancel dialog's view of the booking-cancel machine (ARCHITECTURE.md, "Machines in views"):
// from the snapshot, what the dialog shows, and from `send`, what each control does, so the view
// (src/client/features/bookings/actions/cancel-stay-action.tsx) renders this and decides nothing.
// One connect per workflow sits beside its machine as `<workflow>.connect.ts`, like the
// `.machine.ts` and `.select.ts` files; decision/decision-connect.ts is named after its shared
// chart file instead. The rules tested on their own (what Close sends, the failure told, the
// problems named) stay selectors of booking-cancel.select.ts and are read from here.

type Snapshot = SnapshotFrom<typeof bookingCancelMachine>;

export interface BookingCancelView {
  /** The dialog is open from the form until the booking is cancelled or the host leaves. */
  open: boolean;
  busy: boolean;
  /** Cancelled here: the cancel action gives way to the outcome. */
  cancelled: boolean;
  /** The reasons form, or the confirmation (with the call under way or its failure told there). */
  step: 'form' | 'confirm';
  /** The failure the confirm step tells: the server refused (409) or could not be reached. */
  failure: 'refused' | 'failed' | null;
  form: {
    reason: BookingCancelReason | null;
    subReason: string | null;
    explanation: string;
    /** The sub-reasons of the reason chosen (none before a reason is). */
    subReasons: readonly string[];
    explanationRequired: boolean;
    /** Named only once the host tried to go on with the form incomplete. */
    problems: ReturnType<typeof bookingCancelProblems>;
  };
  start: () => void;
  selectReason: (reason: BookingCancelReason) => void;
  selectSubReason: (subReason: string) => void;
  changeExplanation: (explanation: string) => void;
  /** Continue: goes on to the confirmation; true when the machine keeps the form (fields missing), so the view can show where. */
  submit: () => boolean;
  accept: () => void;
  retry: () => void;
  /** Close, Keep, Go back or Escape: a failure is dismissed, the confirmation goes back to the form, the form closes. */
  close: () => void;
}

export function connectBookingCancel(snapshot: Snapshot, send: (event: BookingCancelEvent) => void): BookingCancelView {
  const { reason, subReason, explanation } = snapshot.context;
  const inForm = snapshot.matches('form');
  return {
    open: !snapshot.matches('idle') && !snapshot.matches('cancelled'),
    busy: snapshot.hasTag('busy'),
    cancelled: snapshot.matches('cancelled'),
    step: inForm ? 'form' : 'confirm',
    failure: selectFailure(snapshot),
    form: {
      reason,
      subReason,
      explanation,
      subReasons: reason ? (BOOKING_CANCEL_SUB_REASONS[reason] ?? []) : [],
      explanationRequired: selectExplanationRequired(snapshot),
      problems: selectProblems(snapshot),
    },
    start: () => send({ type: 'cancel.start' }),
    selectReason: (r) => send({ type: 'reason.select', reason: r }),
    selectSubReason: (s) => send({ type: 'subReason.select', subReason: s }),
    changeExplanation: (value) => send({ type: 'explanation.change', explanation: value }),
    submit: () => {
      send({ type: 'cancel.request' });
      // The machine's guard (formComplete) reads the same problems: an incomplete form stays.
      return inForm && Object.keys(bookingCancelProblems(snapshot.context)).length > 0;
    },
    accept: () => send({ type: 'confirm.accept' }),
    retry: () => send({ type: 'retry' }),
    close: () => send(selectCloseEvent(snapshot)),
  };
}
