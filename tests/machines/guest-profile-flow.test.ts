import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { guestProfileFlowMachine, type GuestProfileFlowContext, type GuestProfileSaveInput } from '../../machines/guest-profile-flow/guest-profile-flow.machine';
import {
  selectCanConfirm,
  selectChoice,
  selectClosed,
  selectDismiss,
  selectFailure,
  selectLoadFailed,
  selectLoading,
  selectPrimary,
  selectQuestion,
  selectStep,
  selectStepNumber,
} from '../../machines/guest-profile-flow/guest-profile-flow.select';
import { guestProfileAnswerProblem, type GuestProfileAnswers, type GuestProfileQuestion } from '../../src/shared/domain/guest-profile/questions';
import { assertFullCoverage, assertStateChecks, walkAll, settle } from '../support/model-coverage';
import { scaledMs } from '../support/time-scale';

const entry = machines['guest-profile-flow'];
const ctx = (s: AnyMachineSnapshot) => s.context as GuestProfileFlowContext;
const sub = (s: AnyMachineSnapshot) => (typeof s.value === 'string' ? null : (Object.values(s.value)[0] as string));

/** On a question: the choice never holds another question's option; saving only sends an accepted answer. */
const questionCheck = (question: GuestProfileQuestion) => (s: AnyMachineSnapshot) => {
  expect(selectQuestion(s as never)).toBe(question);
  const problem = guestProfileAnswerProblem(question, ctx(s).choice);
  expect(problem === null || problem === 'empty').toBe(true);
  expect(s.hasTag('busy')).toBe(sub(s) === 'saving');
  if (sub(s) === 'saving') expect(problem).toBeNull();
  if (sub(s) === 'failed') expect(['refused', 'saveFailed']).toContain(ctx(s).error);
  else expect(ctx(s).error).toBeNull();
  // Confirm is offered exactly when the answer is acceptable and nothing is saving.
  expect(selectCanConfirm(s as never)).toBe(sub(s) === 'editing' && problem === null);
  // The main button: Retry after a failure, Saving… (no event) while saving, else Confirm.
  const primary = selectPrimary(s as never);
  expect(primary.label).toBe(sub(s) === 'failed' ? 'retry' : sub(s) === 'saving' ? 'saving' : 'confirm');
  expect(primary.enabled).toBe(sub(s) === 'failed' || (sub(s) === 'editing' && problem === null));
  // Escape discards, except while saving.
  expect(selectDismiss(s as never)).toEqual(sub(s) === 'saving' ? null : { type: 'flow.discard' });
};

/** Before a step shows: Escape and Close send flow.close. */
const loadingCheck = (loading: boolean) => (s: AnyMachineSnapshot) => {
  expect(selectStep(s as never)).toBeNull();
  expect(selectLoading(s as never)).toBe(loading);
  expect(selectLoadFailed(s as never)).toBe(!loading);
  expect(selectClosed(s as never)).toBe(false);
  expect(selectDismiss(s as never)).toEqual({ type: 'flow.close' });
  expect(s.hasTag('busy')).toBe(false);
};

const stateChecks = {
  loading: loadingCheck(true),
  loadFailed: loadingCheck(false),
  introduction: (s) => {
    expect(selectStep(s as never)).toBe('introduction');
    expect(selectStepNumber(s as never)).toBeNull();
    expect(selectPrimary(s as never)).toEqual({ event: { type: 'step.confirm' }, label: 'confirm', busy: false, enabled: true });
    expect(selectDismiss(s as never)).toEqual({ type: 'flow.discard' });
  },
  bookingTimes: questionCheck('bookingTimes'),
  stayDurations: questionCheck('stayDurations'),
  startOfStay: questionCheck('startOfStay'),
  groupSizes: questionCheck('groupSizes'),
  language: questionCheck('language'),
  confirmation: (s) => {
    // The summary comes only after all five were saved.
    expect(Object.values(ctx(s).answers).every((a) => a !== null && a.length > 0)).toBe(true);
    expect(selectPrimary(s as never)).toEqual({ event: { type: 'flow.done' }, label: 'done', busy: false, enabled: true });
  },
  // Ended: the view closes the dialog.
  closed: (s) => {
    expect(selectClosed(s as never)).toBe(true);
    expect(selectStep(s as never)).toBeNull();
    expect(selectDismiss(s as never)).toBeNull();
  },
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

const topOf = (s: AnyMachineSnapshot) => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]) as keyof typeof stateChecks;

describe('guest-profile-flow machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[topOf(s)](s));
    expect(walked.length).toBeGreaterThan(100);
    assertFullCoverage(entry, walked, visited);
  }, scaledMs(120_000));
});

describe('guest-profile-flow behaviour', () => {
  const none: GuestProfileAnswers = { bookingTimes: null, stayDurations: null, startOfStay: null, groupSizes: null, language: null };
  /** The flow opened: it loads the stored answers (none unless given), then shows the introduction. */
  const start = async (save: (input: GuestProfileSaveInput) => Promise<unknown>, answers: GuestProfileAnswers = none) => {
    const actor = createActor(
      guestProfileFlowMachine.provide({ actors: { loadAnswers: fromPromise(async () => ({ answers })), saveAnswer: fromPromise(({ input }) => save(input)) } }),
    ).start();
    expect(selectLoading(actor.getSnapshot())).toBe(true);
    await settle();
    return actor;
  };

  it('walks introduction, five saved steps and the summary; Done completes', async () => {
    const sent: GuestProfileSaveInput[] = [];
    const actor = await start(async (input) => void sent.push(input));
    expect(selectStep(actor.getSnapshot())).toBe('introduction');
    actor.send({ type: 'step.confirm' });
    const choices: [GuestProfileQuestion, string[]][] = [
      ['bookingTimes', ['lastMinute', 'earlyBird']],
      ['stayDurations', ['longStay']],
      ['startOfStay', ['weekday', 'weekend']],
      ['groupSizes', ['family']],
      ['language', ['noPreference']],
    ];
    for (const [question, options] of choices) {
      expect(selectQuestion(actor.getSnapshot())).toBe(question);
      expect(selectCanConfirm(actor.getSnapshot())).toBe(false);
      actor.send({ type: 'step.confirm' }); // refused: nothing chosen
      expect(selectQuestion(actor.getSnapshot())).toBe(question);
      for (const option of options) actor.send({ type: 'option.toggle', option });
      actor.send({ type: 'step.confirm' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await settle();
    }
    expect(selectStep(actor.getSnapshot())).toBe('confirmation');
    expect(sent).toEqual([
      { question: 'bookingTimes', options: ['earlyBird', 'lastMinute'] }, // the list's order
      { question: 'stayDurations', options: ['longStay'] },
      { question: 'startOfStay', options: ['weekday', 'weekend'] },
      { question: 'groupSizes', options: ['family'] },
      { question: 'language', options: ['noPreference'] },
    ]);
    actor.send({ type: 'flow.done' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('language is one choice: picking the other replaces it', async () => {
    const actor = await start(async () => undefined, { bookingTimes: ['earlyBird'], stayDurations: ['shortStay'], startOfStay: ['weekend'], groupSizes: ['solo'], language: ['hostLanguage'] });
    actor.send({ type: 'step.confirm' });
    // The four prefilled steps are confirmed as they are.
    for (let i = 0; i < 4; i++) {
      actor.send({ type: 'step.confirm' });
      await settle();
    }
    expect(selectQuestion(actor.getSnapshot())).toBe('language');
    expect(selectStepNumber(actor.getSnapshot())).toBe(5);
    expect(selectChoice(actor.getSnapshot())).toEqual(['hostLanguage']);
    actor.send({ type: 'option.toggle', option: 'noPreference' });
    expect(selectChoice(actor.getSnapshot())).toEqual(['noPreference']);
    actor.send({ type: 'option.toggle', option: 'noPreference' });
    expect(selectChoice(actor.getSnapshot())).toEqual(['noPreference']);
  });

  it('prefills each step with the stored answer', async () => {
    const actor = await start(async () => undefined, { ...none, bookingTimes: ['onSchedule', 'lastMinute'] });
    actor.send({ type: 'step.confirm' });
    expect(selectChoice(actor.getSnapshot())).toEqual(['onSchedule', 'lastMinute']);
    expect(selectCanConfirm(actor.getSnapshot())).toBe(true);
  });

  it('a failed save keeps the choice; Retry sends it again; Discard closes and keeps what was saved', async () => {
    let calls = 0;
    const actor = await start(async () => {
      calls += 1;
      if (calls === 2) throw { status: 400, fields: { stayDurations: ['choose at least one option'] } };
      if (calls === 3) throw { status: 503, fields: {} };
    });
    actor.send({ type: 'step.confirm' });
    actor.send({ type: 'option.toggle', option: 'earlyBird' });
    actor.send({ type: 'step.confirm' });
    await settle();
    actor.send({ type: 'option.toggle', option: 'mediumStay' });
    actor.send({ type: 'step.confirm' });
    await settle();
    expect(selectFailure(actor.getSnapshot())).toBe('refused');
    expect(selectChoice(actor.getSnapshot())).toEqual(['mediumStay']);
    actor.send({ type: 'retry' });
    await settle();
    expect(selectFailure(actor.getSnapshot())).toBe('saveFailed');
    actor.send({ type: 'flow.discard' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.answers.bookingTimes).toEqual(['earlyBird']);
    expect(actor.getSnapshot().context.answers.stayDurations).toBeNull();
    expect(calls).toBe(3);
  });

  it('loads the stored answers; a failed load offers Retry and Close; Close ends the flow', async () => {
    let loads = 0;
    const actor = createActor(
      guestProfileFlowMachine.provide({
        actors: {
          loadAnswers: fromPromise(async () => {
            loads += 1;
            if (loads === 1) throw { status: 503, fields: {} };
            return { answers: none };
          }),
        },
      }),
    ).start();
    expect(selectLoading(actor.getSnapshot())).toBe(true);
    await settle();
    expect(selectLoadFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'retry' });
    expect(selectLoading(actor.getSnapshot())).toBe(true);
    await settle();
    expect(selectStep(actor.getSnapshot())).toBe('introduction');
    expect(loads).toBe(2);

    const closing = createActor(guestProfileFlowMachine.provide({ actors: { loadAnswers: fromPromise(() => new Promise<{ answers: GuestProfileAnswers }>(() => {})) } })).start();
    closing.send({ type: 'flow.close' });
    expect(selectClosed(closing.getSnapshot())).toBe(true);
  });

  it('Escape does nothing while saving', async () => {
    const actor = await start(() => new Promise(() => {}), { ...none, bookingTimes: ['earlyBird'] });
    actor.send({ type: 'step.confirm' });
    actor.send({ type: 'step.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectDismiss(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'flow.discard' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });
});
