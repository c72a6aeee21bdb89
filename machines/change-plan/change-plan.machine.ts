import { assign, fromPromise, setup } from 'xstate';

export interface ChangePlanContext {
  /** The plan price chosen; null until the host picks one. */
  planItemPriceId: string | null;
  /** What the host typed; an empty coupon is left out of the request. */
  coupon: string;
  lastError: string | null;
}

export interface ChangePlanRequest {
  planItemPriceId: string;
  couponCode?: string;
}

export type ChangePlanEvent =
  | { type: 'plan.select'; planItemPriceId: string }
  | { type: 'coupon.change'; coupon: string }
  | { type: 'change.request' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.dismiss' }
  | { type: 'retry' }
  | { type: 'failure.dismiss' };

/** The request the machine sends: the coupon only when it is not blank. */
export function changePlanRequest(context: ChangePlanContext): ChangePlanRequest {
  const couponCode = context.coupon.trim();
  return couponCode ? { planItemPriceId: context.planItemPriceId ?? '', couponCode } : { planItemPriceId: context.planItemPriceId ?? '' };
}

/**
 * Changing the plan: choose a plan (and optionally a coupon), confirm, save. The call is an
 * actor the client provides; its input omits a blank coupon.
 */
export const changePlanMachine = setup({
  types: { context: {} as ChangePlanContext, events: {} as ChangePlanEvent },
  actors: {
    changePlan: fromPromise<unknown, ChangePlanRequest>(async () => {
      throw new Error('changePlan is not provided');
    }),
  },
  guards: { hasPlan: ({ context }) => context.planItemPriceId !== null },
}).createMachine({
  id: 'changePlan',
  initial: 'choosingPlan',
  context: { planItemPriceId: null, coupon: '', lastError: null },
  states: {
    choosingPlan: {
      on: {
        'plan.select': { actions: assign({ planItemPriceId: ({ event }) => event.planItemPriceId || null }) },
        'coupon.change': { actions: assign({ coupon: ({ event }) => event.coupon }) },
        'change.request': { guard: 'hasPlan', target: 'confirming' },
      },
    },
    confirming: {
      on: { 'confirm.accept': 'saving', 'confirm.dismiss': 'choosingPlan' },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'changePlan',
        src: 'changePlan',
        input: ({ context }) => changePlanRequest(context),
        onDone: { target: 'done', actions: assign({ lastError: null }) },
        onError: { target: 'failed', actions: assign({ lastError: 'changeFailed' }) },
      },
    },
    done: {},
    failed: {
      on: { retry: 'saving', 'failure.dismiss': 'choosingPlan' },
    },
  },
});
