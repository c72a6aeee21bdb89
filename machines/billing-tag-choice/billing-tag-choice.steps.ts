import type { MachineStory } from '../story';

// The billing-tag-choice machine told as plain steps (Gherkin export, machine page).
// Plan names as the pricing tab shows them (account.pricing.plan.* in en-US).
const PLAN_NAMES: Record<string, string> = {
  split: 'Shared fee',
  host_only: 'Host pays all',
  host_only_14_5: 'Host pays all, reduced',
  subscription: 'Subscription',
  subscription_2: 'Subscription with secure payments',
};

export const billingTagChoiceStory = {
  actor: 'the host',
  events: {
    'plan.select': (e) =>
      e.plan ? `the host picks the plan "${PLAN_NAMES[e.plan as string] ?? e.plan}"` : 'the host picks the plan that is already current',
    'apply.toggle': (e) => (e.apply ? 'the host ticks "Also move my existing properties to this plan"' : 'the host unticks "Also move my existing properties to this plan"'),
    'save.request': 'the host clicks Save plan',
    'confirm.accept': 'the host clicks Switch plan in the dialog',
    'confirm.dismiss': 'the host clicks Cancel in the dialog',
    retry: 'the host clicks Try again',
    'failure.dismiss': 'the host clicks Dismiss',
    'xstate.done.actor.saveBillingTag': (e) => {
      const out = e.output as { effectivePlan: string; propertiesUpdated: number };
      const moved = out.propertiesUpdated > 0 ? `, ${out.propertiesUpdated} properties moved to it` : ', no existing property moved';
      return `the server saves the plan "${PLAN_NAMES[out.effectivePlan] ?? out.effectivePlan}"${moved}`;
    },
    'xstate.error.actor.saveBillingTag': (e) => {
      const status = (e.error as { status: number }).status;
      if (status === 400) return 'the server refuses the plan for this account (400)';
      return status === 0 ? 'the server cannot be reached' : `the server fails to save it (${status})`;
    },
  },
  states: {
    choosing: 'the pricing tab shows the plan cards, the existing-properties box and Save plan',
    confirming: 'the dialog asks "Switch to …?" with Switch plan and Cancel',
    saving: 'the dialog shows the plan being saved and its buttons are disabled',
    saved: 'the tab says "Saved. New properties are billed under …."',
    failed: 'the tab says why the plan was not saved and offers Try again and Dismiss',
  },
} satisfies MachineStory;
