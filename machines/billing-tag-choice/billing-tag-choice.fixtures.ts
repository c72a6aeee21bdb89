import type { BillingTagChoiceEvent } from './billing-tag-choice.machine';

// Payloads for walking the billing-tag choice: two plans (the second to pick another plan than the one
// just saved, host_only) and none (guard both ways), the option on and off, and every outcome of the save
// (refused tag, other failure).
export const billingTagChoiceEvents = {
  'plan.select': [
    { type: 'plan.select', plan: 'host_only' },
    { type: 'plan.select', plan: 'host_only_14_5' },
    { type: 'plan.select', plan: '' },
  ],
  'apply.toggle': [
    { type: 'apply.toggle', apply: true },
    { type: 'apply.toggle', apply: false },
  ],
  'save.request': [{ type: 'save.request' }],
  'confirm.accept': [{ type: 'confirm.accept' }],
  'confirm.dismiss': [{ type: 'confirm.dismiss' }],
  retry: [{ type: 'retry' }],
  'failure.dismiss': [{ type: 'failure.dismiss' }],
} satisfies { [K in BillingTagChoiceEvent['type']]: Extract<BillingTagChoiceEvent, { type: K }>[] };

export const billingTagChoiceActorOutcomes = [
  { type: 'xstate.done.actor.saveBillingTag', output: { billingTag: 'host_only', effectivePlan: 'host_only', propertiesUpdated: 0 } },
  { type: 'xstate.error.actor.saveBillingTag', error: { status: 400 } },
  { type: 'xstate.error.actor.saveBillingTag', error: { status: 0 } },
] as const;

