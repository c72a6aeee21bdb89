import type { SnapshotFrom } from 'xstate';
import type { BookingType, BookingTypeSwitchEvent, bookingTypeSwitchMachine } from './booking-type-switch.machine';
import { selectBannerVisible, selectFailed, selectModalOpen, selectSnackbar } from './booking-type-switch.select';

// The "Let guests book instantly" banner's view of the booking-type-switch machine (HC §4;
// ARCHITECTURE.md, "Machines in views"): from the snapshot, what the banner and its dialog show,
// and from `send`, what each control does, so the banner
// (src/client/features/bookings/actions/booking-type-switch-banner.tsx) renders this and decides
// nothing. The rules tested on their own (the banner shown, the dialog open, the failure, the
// outcome's snackbar) stay selectors of booking-type-switch.select.ts.

type Snapshot = SnapshotFrom<typeof bookingTypeSwitchMachine>;

export interface BookingTypeSwitchView {
  /** The banner shows until the task is done (switched or kept) or hidden. */
  bannerShown: boolean;
  /** The dialog is open from the choice until an outcome; busy while a call runs, every control locked then. */
  dialog: { open: boolean; busy: boolean };
  /** The types offered (only the allowed ones), in order, and the one chosen (instant unless not allowed). */
  types: readonly BookingType[];
  choice: BookingType;
  /** The switch or the keep failed: told in the dialog, whose submit button is then Try again. */
  failed: boolean;
  submitLabel: 'apply' | 'retry';
  /** The outcome's snackbar (HC §8 keys) in the state that tells it, else null. */
  snackbar: ReturnType<typeof selectSnackbar>;
  /** Changes with each state entered: the view shows the snackbar once per entry (a second failure after Try again too). */
  stateKey: string;
  /** The banner's button: the dialog, instant preselected. */
  open: () => void;
  /** A type's radio: only allowed types are offered; choosing after a failure clears it. */
  select: (bookingType: BookingType) => void;
  /** Apply to all units, or Try again the call that failed; nothing while a call runs. */
  submit: () => void;
  keep: () => void;
  /** Close or Escape: back to the banner. */
  close: () => void;
  /** Hide: hides the task (again after a failed Hide). */
  dismiss: () => void;
}

export function connectBookingTypeSwitch(snapshot: Snapshot, send: (event: BookingTypeSwitchEvent) => void): BookingTypeSwitchView {
  const failed = selectFailed(snapshot);
  return {
    bannerShown: selectBannerVisible(snapshot),
    dialog: { open: selectModalOpen(snapshot), busy: snapshot.hasTag('busy') },
    types: snapshot.context.allowedTypes,
    choice: snapshot.context.bookingType,
    failed,
    submitLabel: failed ? 'retry' : 'apply',
    snackbar: selectSnackbar(snapshot),
    stateKey: JSON.stringify(snapshot.value),
    open: () => send({ type: 'modal.open' }),
    select: (bookingType) => send({ type: 'type.select', bookingType }),
    submit: () => {
      const event = failed ? ({ type: 'retry' } as const) : ({ type: 'switch.apply' } as const);
      if (snapshot.can(event)) send(event);
    },
    keep: () => send({ type: 'request.keep' }),
    close: () => send({ type: 'modal.close' }),
    dismiss: () => send({ type: 'banner.dismiss' }),
  };
}
