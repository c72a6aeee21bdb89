import type { MachineStory } from '../story';

// The booking-type-switch machine told as plain steps (Gherkin export, machine page).
const types: Record<string, string> = { onLine: 'Instant booking', onRequest: 'Booking on request' };

export const bookingTypeSwitchStory = {
  actor: 'the host',
  events: {
    'modal.open': 'the host clicks Choose how guests book',
    'type.select': (e) => `the host chooses "${types[e.bookingType as string] ?? e.bookingType}"`,
    'switch.apply': 'the host clicks Apply to all units',
    'request.keep': 'the host clicks Keep booking on request',
    'modal.close': 'the host clicks Close',
    'banner.dismiss': 'the host clicks Hide on the banner',
    retry: 'the host clicks Try again in the dialog',
    'xstate.done.actor.applyBookingType': 'the server switches every unit to the chosen type',
    'xstate.error.actor.applyBookingType': 'the server fails to switch the units ({error.status})',
    'xstate.done.actor.updateTask': 'the server records the answer to the suggestion',
    'xstate.error.actor.updateTask': 'the server fails to record the answer to the suggestion ({error.status})',
  },
  states: {
    offered: 'the banner "Let guests book instantly" shows Choose how guests book and Hide',
    choosing: 'the dialog "How should guests book your units?" shows the allowed types (Instant booking preselected), Close, Keep booking on request and Apply to all units',
    applying: 'the dialog shows Apply to all units busy and its choices disabled',
    markingDone: 'the dialog still shows Apply to all units busy while the suggestion is marked done',
    success: 'the banner is gone and a snackbar says the units now take instant bookings (or booking requests)',
    keeping: 'the dialog shows its buttons disabled while the choice to keep requests is saved',
    kept: 'the banner is gone and a snackbar says "Your units keep booking on request."',
    dismissing: 'the banner shows its buttons disabled while it is being hidden',
    hidden: 'the banner is gone',
    dismissFailed: 'a snackbar says "An error occurred, please try again."; the banner is still there and offers Choose how guests book and Hide again',
    failure: 'a snackbar says "An error occurred, please try again."; the dialog stays open, says it too and offers its choices, Keep booking on request, Close and Try again',
  },
} satisfies MachineStory;
