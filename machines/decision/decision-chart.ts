import { assign, fromPromise } from 'xstate';

/**
 * The chart shared by the decisions on a stay: machines/request-decision and machines/inquiry-decision.
 *
 *   idle ─confirm.start→ confirmStep ─confirm.accept→ confirming → confirmed | conflict (409) | failed
 *   idle ─reject.start→  rejecting (the reject form) ─reject.submit→ submitting → rejected | conflict | failed
 *   failed: retry repeats the call that failed; conflict and failed: failure.dismiss back to idle with a blank form.
 *
 * Each workflow keeps its own `setup()` (its context and event types, `decisionActors`, `decisionGuards`
 * plus the guards of its form) and passes `decisionChart` its reject form: the blank fields, the body
 * sent, the form's own transitions while `rejecting`, and the names of its two call actors (the views
 * `.provide()` them). machines/booking-cancel has another order (form first, then a confirmation) and
 * keeps its own chart.
 */

/** What every decision tracks besides its form. */
export interface DecisionProgress {
  /** The host tried to send an incomplete form: the view names the missing fields from now on. */
  attempted: boolean;
  /** Which call failed last, so Retry repeats that one. */
  failedCall: 'confirm' | 'reject' | null;
  /** 'conflict' (409: the nights were taken or the stay was answered meanwhile) or 'failed'; never a message. */
  lastError: 'conflict' | 'failed' | null;
}

/** The events of the shared chart; each workflow adds its form's events. */
export type DecisionEvent =
  | { type: 'confirm.start' }
  | { type: 'confirm.accept' }
  | { type: 'reject.start' }
  | { type: 'reject.submit' }
  | { type: 'decision.cancel' }
  | { type: 'retry' }
  | { type: 'failure.dismiss' };

/** The server's 409: the nights are taken by another stay, or the stay is no longer pending. */
const isConflict = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

/** The two calls, as placeholders the views replace with `.provide()`: confirm takes nothing, reject takes the body. */
export function decisionActors<TBody, TConfirm extends string, TReject extends string>(confirm: TConfirm, reject: TReject) {
  return {
    [confirm]: fromPromise<unknown, void>(async () => {
      throw new Error(`${confirm} is not provided`);
    }),
    [reject]: fromPromise<unknown, TBody>(async () => {
      throw new Error(`${reject} is not provided`);
    }),
  } as Record<TConfirm, ReturnType<typeof fromPromise<unknown, void>>> & Record<TReject, ReturnType<typeof fromPromise<unknown, TBody>>>;
}

/** The chart's guards; `problems` says what is missing in the form (it is sent only when nothing is). */
export function decisionGuards<TContext extends DecisionProgress>(problems: (context: TContext) => object) {
  return {
    formComplete: ({ context }: { context: TContext }) => Object.keys(problems(context)).length === 0,
    confirmFailed: ({ context }: { context: TContext }) => context.failedCall === 'confirm',
    refusedByServer: ({ event }: { event: unknown }) => isConflict((event as { error?: unknown }).error),
  };
}

// The chart's own context updates, typed only against DecisionProgress and the blank form. The rest
// of the chart (targets, guard names, actor names) is type-checked against each workflow's setup()
// where its `createMachine` receives it.
const set = (values: Partial<DecisionProgress> & Record<string, unknown>) => assign<any, any, any, any, any>(values);

/** The machine config (pass it to the workflow's `setup().createMachine`). */
export function decisionChart<TContext extends DecisionProgress, TBody, TConfirm extends string, TReject extends string, TFormOn extends object>(spec: {
  id: string;
  /** Names of the two call actors (also their invoke ids), as in `decisionActors`. */
  actors: { confirm: TConfirm; reject: TReject };
  form: {
    /** The blank form (with attempted: false): set on reject.start, cancel and dismiss. */
    empty: Omit<TContext, 'failedCall' | 'lastError'>;
    /** The body the reject call receives. */
    body: (context: TContext) => TBody;
    /** The form's own transitions while `rejecting`, made with the workflow's `setup().createStateConfig`
     *  (reject.submit and decision.cancel are the chart's). */
    rejecting: { on: TFormOn };
  };
}) {
  const { id, form } = spec;
  const { confirm, reject } = spec.actors;
  const blank = form.empty as Record<string, unknown>;
  return {
    id,
    initial: 'idle',
    context: { ...form.empty, failedCall: null, lastError: null } as TContext,
    states: {
      idle: {
        on: {
          'confirm.start': { target: 'confirmStep', actions: set({ lastError: null }) },
          'reject.start': { target: 'rejecting', actions: set({ ...blank, lastError: null }) },
        },
      },
      confirmStep: {
        on: { 'confirm.accept': 'confirming', 'decision.cancel': 'idle' },
      },
      confirming: {
        tags: ['busy'],
        invoke: {
          id: confirm,
          src: confirm,
          onDone: { target: 'confirmed', actions: set({ lastError: null, failedCall: null }) },
          onError: [
            { guard: 'refusedByServer', target: 'conflict', actions: set({ lastError: 'conflict', failedCall: 'confirm' }) },
            { target: 'failed', actions: set({ lastError: 'failed', failedCall: 'confirm' }) },
          ],
        },
      },
      confirmed: {},
      rejecting: {
        on: {
          ...form.rejecting.on,
          'reject.submit': [{ guard: 'formComplete', target: 'submitting' }, { actions: set({ attempted: true }) }],
          'decision.cancel': { target: 'idle', actions: set(blank) },
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          id: reject,
          src: reject,
          input: ({ context }: { context: TContext }) => form.body(context),
          onDone: { target: 'rejected', actions: set({ lastError: null, failedCall: null }) },
          onError: [
            { guard: 'refusedByServer', target: 'conflict', actions: set({ lastError: 'conflict', failedCall: 'reject' }) },
            { target: 'failed', actions: set({ lastError: 'failed', failedCall: 'reject' }) },
          ],
        },
      },
      rejected: {},
      // 409: asking again cannot help; the view shows the server's detail and reloads the stay.
      conflict: {
        on: { 'failure.dismiss': { target: 'idle', actions: set({ ...blank, lastError: null, failedCall: null }) } },
      },
      failed: {
        on: {
          retry: [{ guard: 'confirmFailed', target: 'confirming' }, { target: 'submitting' }],
          'failure.dismiss': { target: 'idle', actions: set({ ...blank, lastError: null, failedCall: null }) },
        },
      },
    },
  } as const;
}
