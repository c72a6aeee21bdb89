import { assign, fromPromise, setup } from 'xstate';

import { isCurrentPlan, type CurrentPlan } from '../../src/shared/domain/subscription-rules';

export type { CurrentPlan };

export interface ChangePlanInput {
  current: CurrentPlan;
}

export interface ChangePlanContext {
  /** The plan the host is on; null without input (diagrams, path walks): no plan is current. */
  current: CurrentPlan | null;
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

/**
 * Choosing the plan one is on changes nothing, unless it has ended or its cancellation is
 * scheduled (then choosing it again keeps it): such a change is not requested.
 */
export function isSameAsNow(context: Pick<ChangePlanContext, 'current' | 'planItemPriceId'>): boolean {
  const { current, planItemPriceId } = context;
  return current !== null && planItemPriceId !== null && isCurrentPlan(current, planItemPriceId);
}

/** A change can be requested: a plan is chosen and it is not the one the host is on now. */
export const canRequestChange = (context: ChangePlanContext) => context.planItemPriceId !== null && !isSameAsNow(context);

/** The request the machine sends: the coupon only when it is not blank. */
export function changePlanRequest(context: ChangePlanContext): ChangePlanRequest {
  const couponCode = context.coupon.trim();
  return couponCode ? { planItemPriceId: context.planItemPriceId ?? '', couponCode } : { planItemPriceId: context.planItemPriceId ?? '' };
}

/**
 * Changing the plan: choose a plan (and optionally a coupon), confirm, save. A change to the plan
 * one is on (still running, no cancellation scheduled) is not requested. The call is an actor
 * the client provides; its input omits a blank coupon.
 */
export const changePlanMachine = setup({
  types: { context: {} as ChangePlanContext, events: {} as ChangePlanEvent, input: {} as ChangePlanInput },
  actors: {
    changePlan: fromPromise<unknown, ChangePlanRequest>(async () => {
      throw new Error('changePlan is not provided');
    }),
  },
  guards: { canRequest: ({ context }) => canRequestChange(context) },
}).createMachine({
  id: 'changePlan',
  initial: 'choosingPlan',
  context: ({ input }) => ({ current: input?.current ?? null, planItemPriceId: null, coupon: '', lastError: null }),
  states: {
    choosingPlan: {
      on: {
        'plan.select': { actions: assign({ planItemPriceId: ({ event }) => event.planItemPriceId || null }) },
        'coupon.change': { actions: assign({ coupon: ({ event }) => event.coupon }) },
        'change.request': { guard: 'canRequest', target: 'confirming' },
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
