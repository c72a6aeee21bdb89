import type { MachineStory } from '../story';

// The change-plan machine told as plain steps (Gherkin export, machine page).
export const changePlanStory = {
  actor: 'the host',
  events: {
    'plan.select': (e) => (e.planItemPriceId ? `the host chooses the plan ${String(e.planItemPriceId)}` : 'the host leaves the plan unchosen'),
    'coupon.change': (e) => (e.coupon ? `the host types "${String(e.coupon)}" as Coupon code` : 'the host empties Coupon code'),
    'change.request': 'the host clicks Change plan',
    'confirm.accept': 'the host clicks Yes, change plan',
    'confirm.dismiss': 'the host clicks Keep my plan',
    retry: 'the host clicks Try again',
    'failure.dismiss': 'the host clicks Back to the plans',
    'xstate.done.actor.changePlan': (e) =>
      (e.output as { charged?: boolean }).charged ? 'the server changes the plan and charges the card' : 'the server changes the plan without charging the card',
    'xstate.error.actor.changePlan': 'the server cannot be reached',
  },
  states: {
    choosingPlan: '"Change your plan" lists the plans, a Coupon code field and Change plan (disabled until a plan is chosen, and while it is the plan the host is on, unless that plan has ended or its cancellation is scheduled)',
    confirming: 'a dialog asks "Change to the … plan?" with Yes, change plan and Keep my plan',
    saving: 'the dialog shows that the change is being saved and its buttons are disabled',
    done: 'a message says "Your plan is now …" (and "No card was charged." when none was) with Change the plan again',
    failed: 'a message says "The plan could not be changed." with the reason, Try again and Back to the plans',
  },
} satisfies MachineStory;
