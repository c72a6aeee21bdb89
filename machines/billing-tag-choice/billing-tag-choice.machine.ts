import { assign, fromPromise, setup } from 'xstate';

// Choosing the billing tag on the account's pricing tab (AS §2.5, AS §7): pick a plan,
// decide whether existing properties move to it too, confirm, save. The save is an actor the
// client provides; a refusal of the tag itself (400) is told apart from any other failure.

export interface BillingTagChoiceInput {
  /** The plan new properties get now (the saved tag, or the default plan). */
  current: string;
}

export interface BillingTagChoiceContext {
  current: string;
  /** The plan the host picked; null until one other than the current is picked. */
  selected: string | null;
  applyToExisting: boolean;
  lastError: 'tagRefused' | 'saveFailed' | null;
}

export interface BillingTagSaveRequest {
  tag: string;
  applyToExistingProperties: boolean;
}

export type BillingTagChoiceEvent =
  | { type: 'plan.select'; plan: string }
  | { type: 'apply.toggle'; apply: boolean }
  | { type: 'save.request' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.dismiss' }
  | { type: 'retry' }
  | { type: 'failure.dismiss' };

const errorCode = (error: unknown): BillingTagChoiceContext['lastError'] =>
  (error as { status?: number } | null)?.status === 400 ? 'tagRefused' : 'saveFailed';

/** The plan the save answered with; the machine keeps what it asked for when the answer has none. */
const savedPlan = (output: unknown, asked: string | null, fallback: string) =>
  (output as { effectivePlan?: string } | null)?.effectivePlan ?? asked ?? fallback;

export const billingTagChoiceMachine = setup({
  types: { context: {} as BillingTagChoiceContext, events: {} as BillingTagChoiceEvent, input: {} as BillingTagChoiceInput },
  actors: {
    saveBillingTag: fromPromise<unknown, BillingTagSaveRequest>(async () => {
      throw new Error('saveBillingTag is not provided');
    }),
  },
  guards: {
    hasNewPlan: ({ context }) => context.selected !== null && context.selected !== context.current,
    // A pick of a plan other than the one shown as picked: the cards are radios, and the checked
    // one sends no change (none, '', stands for the current plan's card).
    picksAnotherPlan: ({ context, event }) => event.type === 'plan.select' && (event.plan || context.current) !== (context.selected ?? context.current),
  },
  actions: {
    // The current plan picked again leaves none picked.
    pick: assign({ selected: ({ event, context }) => (event.type === 'plan.select' && event.plan && event.plan !== context.current ? event.plan : null) }),
  },
}).createMachine({
  id: 'billingTagChoice',
  initial: 'choosing',
  // Without input (diagrams, path walks) no plan is current yet.
  context: ({ input }) => ({ current: input?.current ?? '', selected: null, applyToExisting: false, lastError: null }),
  states: {
    choosing: {
      on: {
        'plan.select': { guard: 'picksAnotherPlan', actions: 'pick' },
        'apply.toggle': { actions: assign({ applyToExisting: ({ event }) => event.apply }) },
        'save.request': { guard: 'hasNewPlan', target: 'confirming' },
      },
    },
    confirming: {
      on: { 'confirm.accept': 'saving', 'confirm.dismiss': 'choosing' },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveBillingTag',
        src: 'saveBillingTag',
        input: ({ context }) => ({ tag: context.selected ?? context.current, applyToExistingProperties: context.applyToExisting }),
        onDone: {
          target: 'saved',
          actions: assign({
            current: ({ event, context }) => savedPlan(event.output, context.selected, context.current),
            selected: null,
            applyToExisting: false,
            lastError: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ lastError: ({ event }) => errorCode(event.error) }) },
      },
    },
    /** Saved: the tab says so until the host picks another plan than the one just saved. */
    saved: {
      on: { 'plan.select': { guard: 'picksAnotherPlan', target: 'choosing', actions: 'pick' } },
    },
    failed: {
      on: { retry: 'saving', 'failure.dismiss': 'choosing' },
    },
  },
});
