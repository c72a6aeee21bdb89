import { assign } from 'xstate';
import { FRESH_STEP, fieldErrorsOf, type StepOnScreen } from './step-form';

/**
 * The chart shared by the step flows: machines/listing-wizard and machines/verification-flow.
 *
 *   editing ─form.change→ editing (what the step's form reports: dirty, valid)
 *   editing ─step.save [canSave]→ saving → where the flow goes after a save | editing with the refused fields
 *   editing ─step.next→ the flow's own transitions (the following step, or the end)
 *   editing ─step.back [canGoBack]→ editing on the previous step
 *   editing ─step.goTo [canGoTo]→ editing on that step
 *
 * Every move to another step starts it fresh (FRESH_STEP: the form untouched, no refusal shown); a
 * refused save keeps the host's values in the form and names the refused fields.
 *
 * Each workflow keeps its own `setup()`, with the guards `canSave`, `canGoBack` and `canGoTo` (the
 * step rules of its catalogue in src/shared/domain) and its `saveStep` actor, and spreads these two
 * states into its chart beside its own (loading, publishing, the end pages). Each keeps its own
 * registry entry, diagram and stories.
 */

/** What a step flow's chart takes from the workflow: how its steps follow one another and what a save sends. */
export interface StepFlowSpec<TContext extends StepOnScreen<string>, TSaveInput> {
  /** step.next's transitions: Continue on an unchanged step (the workflow's guards and targets). */
  next: readonly object[] | object;
  /** The step before the one on screen (called only when `canGoBack` holds). */
  previousStep: (context: TContext) => string | null;
  /** What the saveStep actor receives: the step on screen and the values the form sent. */
  saveInput: (context: TContext, values: Record<string, unknown>) => TSaveInput;
  /** saveStep's onDone transitions: the next step, or the end. */
  saved: readonly object[] | object;
  /** The workflow's own transitions while a step is on screen (the wizard's Publish). */
  editingOn?: object;
}

// The chart's own context updates, typed against StepOnScreen only. The rest (targets, guard and
// actor names) is type-checked against each workflow's setup() where its `createMachine` receives it.
const set = (values: Record<string, unknown>) => assign<any, any, any, any, any>(values);

/** The `editing` and `saving` states (spread them into the workflow's `states`). */
export function stepFlowStates<TContext extends StepOnScreen<string>, TSaveInput>(spec: StepFlowSpec<TContext, TSaveInput>) {
  return {
    /** A step on screen: the form reports changes; Save and continue, Continue, Back, the step links. */
    editing: {
      on: {
        'form.change': { actions: set({ form: ({ event }: { event: { dirty: boolean; valid: boolean } }) => ({ dirty: event.dirty, valid: event.valid }) }) },
        'step.save': { guard: 'canSave', target: 'saving' },
        'step.next': spec.next,
        'step.back': {
          guard: 'canGoBack',
          target: 'editing',
          actions: set({ stepId: ({ context }: { context: TContext }) => spec.previousStep(context), ...FRESH_STEP }),
        },
        'step.goTo': { guard: 'canGoTo', target: 'editing', actions: set({ stepId: ({ event }: { event: { stepId: string } }) => event.stepId, ...FRESH_STEP }) },
        ...spec.editingOn,
      },
    },
    saving: {
      tags: ['busy'],
      entry: set({ fieldErrors: [], errorCode: null }),
      invoke: {
        id: 'saveStep',
        src: 'saveStep',
        input: ({ context, event }: { context: TContext; event: { type: string; values?: Record<string, unknown> } }) =>
          spec.saveInput(context, event.type === 'step.save' ? (event.values ?? {}) : {}),
        onDone: spec.saved,
        // The form keeps its values (still dirty and valid): the host corrects the named fields and saves again.
        onError: { target: 'editing', actions: set({ fieldErrors: ({ event }: { event: { error: unknown } }) => fieldErrorsOf(event.error), errorCode: 'saveFailed' }) },
      },
    },
  } as const;
}
