import type { ChangePlanEvent } from './change-plan.machine';

// Payloads for walking the change-plan machine: a plan and no plan (guard both ways), a coupon
// and a blank one, and every outcome of the call.
export const changePlanEvents = {
  'plan.select': [
    { type: 'plan.select', planItemPriceId: 'premium-EUR-Monthly' },
    { type: 'plan.select', planItemPriceId: '' },
  ],
  'coupon.change': [
    { type: 'coupon.change', coupon: 'WELCOME10' },
    { type: 'coupon.change', coupon: '' },
  ],
  'change.request': [{ type: 'change.request' }],
  'confirm.accept': [{ type: 'confirm.accept' }],
  'confirm.dismiss': [{ type: 'confirm.dismiss' }],
  retry: [{ type: 'retry' }],
  'failure.dismiss': [{ type: 'failure.dismiss' }],
} satisfies { [K in ChangePlanEvent['type']]: Extract<ChangePlanEvent, { type: K }>[] };

export const changePlanActorOutcomes = [
  { type: 'xstate.done.actor.changePlan', output: { charged: false } },
  { type: 'xstate.error.actor.changePlan', error: 'server unreachable' },
] as const;
