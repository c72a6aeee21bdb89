import { assign, fromPromise, setup } from 'xstate';
import {
  chooseGuestProfileOption,
  emptyGuestProfileAnswers,
  guestProfileAnswerProblem,
  type GuestProfileAnswers,
  type GuestProfileQuestion,
} from '../../src/shared/domain/guest-profile/questions';

// The guest-profile flow (AS §2.8 modals, AS §4 "Guest-profile flow", AS §5), from the moment
// the dialog opens until it closes: it loads the stored answers (an actor the view provides: GET),
// with Retry and Close when they cannot be loaded, then an introduction, five questions (booking
// times, stay durations, start of stay, group sizes, language) and the all-set summary. Each
// question opens with its stored answer (prefill);
// Confirm is allowed only with an answer the contract accepts (at least one option; language
// exactly one) and saves that question at once through an actor the view provides (PATCH), so
// answers saved so far stay when the host discards later. A failed save keeps the choice and
// offers Retry or Discard. Done on the summary completes the flow. Discard, Done and Close end
// it in `closed` (final): the view then closes the dialog. Escape sends what the screen's
// Discard or Close sends, except while saving (guest-profile-flow.select.ts, selectDismiss).

export interface GuestProfileFlowContext {
  /** The answers as stored: those the flow opened with, plus each step saved since. */
  answers: GuestProfileAnswers;
  /** The options chosen on the current question. */
  choice: string[];
  /** Why the last save failed: the answer refused (400) or anything else. */
  error: 'refused' | 'saveFailed' | null;
}

export interface GuestProfileSaveInput {
  question: GuestProfileQuestion;
  options: string[];
}

/** What the load gives: the stored answers (GET /api/app/user/guest-preferences). */
export interface GuestProfileLoaded {
  answers: GuestProfileAnswers;
}

export type GuestProfileFlowEvent =
  | { type: 'step.confirm' }
  | { type: 'option.toggle'; option: string }
  | { type: 'retry' }
  | { type: 'flow.discard' }
  | { type: 'flow.done' }
  | { type: 'flow.close' };

type QuestionParams = { question: GuestProfileQuestion };

const failureOf = (error: unknown): GuestProfileFlowContext['error'] => ((error as { status?: number } | null)?.status === 400 ? 'refused' : 'saveFailed');

export const guestProfileFlowMachine = setup({
  types: { context: {} as GuestProfileFlowContext, events: {} as GuestProfileFlowEvent },
  actors: {
    loadAnswers: fromPromise<GuestProfileLoaded>(async () => {
      throw new Error('loadAnswers is not provided');
    }),
    saveAnswer: fromPromise<unknown, GuestProfileSaveInput>(async () => {
      throw new Error('saveAnswer is not provided');
    }),
  },
  guards: {
    answerValid: ({ context }, params: QuestionParams) => guestProfileAnswerProblem(params.question, context.choice) === null,
  },
  actions: {
    prefill: assign(({ context }, params: QuestionParams) => ({ choice: [...(context.answers[params.question] ?? [])], error: null })),
    choose: assign(({ context, event }, params: QuestionParams) => ({
      choice: event.type === 'option.toggle' ? chooseGuestProfileOption(params.question, context.choice, event.option) : context.choice,
      error: null,
    })),
    /** Closing keeps the answers saved so far and forgets the unsaved choice. */
    close: assign({ choice: [], error: null }),
    clearError: assign({ error: null }),
    noteFailure: assign(({ event }) => ({ error: failureOf((event as unknown as { error: unknown }).error) })),
    keepSaved: assign(({ context }, params: QuestionParams) => ({ answers: { ...context.answers, [params.question]: [...context.choice] } })),
  },
}).createMachine({
  id: 'guestProfileFlow',
  initial: 'loading',
  context: { answers: emptyGuestProfileAnswers(), choice: [], error: null },
  states: {
    /** The dialog is open with a spinner while the stored answers load; Close ends the flow. */
    loading: {
      invoke: {
        id: 'loadAnswers',
        src: 'loadAnswers',
        onDone: { target: 'introduction', actions: assign(({ event }) => ({ answers: event.output.answers, choice: [], error: null })) },
        onError: { target: 'loadFailed' },
      },
      on: { 'flow.close': { target: 'closed' } },
    },
    /** The answers could not be loaded: Retry loads them again, Close ends the flow. */
    loadFailed: {
      on: {
        retry: { target: 'loading' },
        'flow.close': { target: 'closed' },
      },
    },
    introduction: {
      on: {
        'step.confirm': { target: 'bookingTimes' },
        'flow.discard': { target: 'closed', actions: 'close' },
      },
    },
    bookingTimes: question('bookingTimes', 'stayDurations'),
    stayDurations: question('stayDurations', 'startOfStay'),
    startOfStay: question('startOfStay', 'groupSizes'),
    groupSizes: question('groupSizes', 'language'),
    language: question('language', 'confirmation'),
    /** All set: the summary of the answers; Done completes the flow. */
    confirmation: {
      on: {
        'flow.done': { target: 'closed', actions: 'close' },
        'flow.discard': { target: 'closed', actions: 'close' },
      },
    },
    /** Discarded, done or closed while loading: the dialog closes (the opener unmounts it). */
    closed: { type: 'final' },
  },
});

/** One numbered step: choose (prefilled), Confirm saves it, then the next step or the summary. */
function question<Next extends string>(name: GuestProfileQuestion, next: Next) {
  const params = { question: name };
  return {
    initial: 'editing' as const,
    entry: { type: 'prefill' as const, params },
    states: {
      editing: {
        on: {
          'flow.discard': { target: '#guestProfileFlow.closed', actions: 'close' as const },
          'option.toggle': { actions: { type: 'choose' as const, params } },
          'step.confirm': { guard: { type: 'answerValid' as const, params }, target: 'saving' },
        },
      },
      saving: {
        // Discard waits until the answer is saved or refused (it is not offered here).
        tags: ['busy'],
        invoke: {
          id: 'saveAnswer',
          src: 'saveAnswer' as const,
          input: ({ context }: { context: GuestProfileFlowContext }) => ({ question: name, options: [...context.choice] }),
          onDone: { target: `#guestProfileFlow.${next}`, actions: { type: 'keepSaved' as const, params } },
          onError: { target: 'failed', actions: 'noteFailure' as const },
        },
      },
      /** Not saved: the choice stays; Retry sends it again, changing it edits again. */
      failed: {
        on: {
          retry: { target: 'saving', actions: 'clearError' as const },
          'flow.discard': { target: '#guestProfileFlow.closed', actions: 'close' as const },
          'option.toggle': { target: 'editing', actions: { type: 'choose' as const, params } },
        },
      },
    },
  };
}
