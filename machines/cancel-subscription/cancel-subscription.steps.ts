import type { MachineStory } from '../story';

// The cancel-subscription machine told as plain steps (Gherkin export, machine page).
// The reasons as the radio buttons label them (en-US).
const reasonLabels: Record<string, string> = {
  tooExpensive: 'It is too expensive',
  notEnoughBookings: 'Not enough bookings',
  switchingToCommission: 'I prefer to pay commission per booking',
  stoppingRentals: 'I am no longer renting out',
  other: 'Another reason',
};

export const cancelSubscriptionStory = {
  actor: 'the host',
  events: {
    'reason.select': (e) => {
      const reason = String(e.reason);
      return reason ? `the host chooses "${reasonLabels[reason] ?? reason}" under "Why do you want to cancel?"` : 'the host leaves the reason empty';
    },
    'cancel.request': 'the host clicks Cancel subscription',
    'confirm.accept': 'the host clicks Yes, cancel',
    'confirm.dismiss': 'the host clicks Keep my subscription',
    retry: 'the host clicks Try again',
    'failure.dismiss': 'the host clicks Back',
    'xstate.done.actor.cancelSubscription': (e) =>
      `the server schedules the cancellation for ${String((e.output as { effectiveAt: string | null }).effectiveAt ?? 'the end of the period').slice(0, 10)}`,
    'xstate.error.actor.cancelSubscription': 'the server cannot be reached',
  },
  states: {
    choosingReason: 'the "Cancel subscription" section asks "Why do you want to cancel?" above its button (disabled until a reason is chosen)',
    confirming: 'a box asks "Cancel your subscription? It stays active until the end of the current period." with Yes, cancel and Keep my subscription',
    cancelling: 'Yes, cancel shows a spinner and Keep my subscription is disabled',
    scheduled: 'the section says the subscription is cancelled and stays active until that date',
    failed: 'the section says "The cancellation could not be saved. Please try again." with Try again and Back',
  },
} satisfies MachineStory;
