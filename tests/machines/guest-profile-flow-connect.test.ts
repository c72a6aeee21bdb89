import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { connectGuestProfileFlow } from '../../machines/guest-profile-flow/guest-profile-flow.connect';
import { guestProfileFlowMachine, type GuestProfileLoaded, type GuestProfileSaveInput } from '../../machines/guest-profile-flow/guest-profile-flow.machine';
import type { GuestProfileAnswers } from '../../src/shared/domain/guest-profile/questions';
import { checkedSend } from './support/checked-send';
import { settle } from '../support/model-coverage';

// connectGuestProfileFlow: what the guest-profile dialog shows in each state of the real machine
// (loading, the load's failure, the introduction, a question while choosing, saving and after a
// failed save, the summary, ended), and what each control sends — always an event the machine
// takes where the host is.

const none: GuestProfileAnswers = { bookingTimes: null, stayDurations: null, startOfStay: null, groupSizes: null, language: null };
const stored: GuestProfileAnswers = { bookingTimes: ['earlyBird'], stayDurations: ['shortStay'], startOfStay: ['weekend'], groupSizes: ['couple'], language: ['hostLanguage'] };

type Flow = Actor<typeof guestProfileFlowMachine>;

function start(load: () => Promise<GuestProfileLoaded>, save: (input: GuestProfileSaveInput) => Promise<unknown> = async () => undefined): Flow {
  return createActor(
    guestProfileFlowMachine.provide({ actors: { loadAnswers: fromPromise(load), saveAnswer: fromPromise<unknown, GuestProfileSaveInput>(({ input }) => save(input)) } }),
  ).start();
}

/** The connect of the actor's snapshot now; its `send` refuses an event the machine does not take there. */
function connect(actor: Flow, sent: string[] = []) {
  return connectGuestProfileFlow(actor.getSnapshot(), checkedSend(actor, sent));
}

describe('connectGuestProfileFlow', () => {
  it('shows the spinner while loading; Close and Escape end the flow and the dialog closes', () => {
    const actor = start(() => new Promise(() => {}));
    expect(connect(actor)).toMatchObject({ open: true, loading: { failed: false }, step: null, question: null, counter: null });
    const sent: string[] = [];
    connect(actor, sent).close();
    expect(sent).toEqual(['flow.close']);
    expect(connect(actor)).toMatchObject({ open: false, loading: null, step: null });

    const escaped = start(() => new Promise(() => {}));
    const viaEscape: string[] = [];
    connect(escaped, viaEscape).dismiss();
    expect(viaEscape).toEqual(['flow.close']);
    expect(connect(escaped).open).toBe(false);
  });

  it('tells a failed load; Retry loads again and the introduction shows', async () => {
    let loads = 0;
    const actor = start(async () => {
      loads += 1;
      if (loads === 1) throw { status: 503 };
      return { answers: none };
    });
    await settle();
    expect(connect(actor)).toMatchObject({ open: true, loading: { failed: true }, step: null });
    connect(actor).retryLoad();
    expect(connect(actor).loading).toEqual({ failed: false });
    await settle();
    expect(loads).toBe(2);
    expect(connect(actor)).toMatchObject({
      open: true,
      loading: null,
      step: 'introduction',
      question: null,
      counter: null,
      failure: null,
      discardEnabled: true,
      primary: { label: 'confirm', busy: false, enabled: true },
    });
  });

  it('asks each question with its counter and stored answer; options toggle through the handler; Confirm saves and goes on', async () => {
    const saved: GuestProfileSaveInput[] = [];
    const actor = start(
      async () => ({ answers: { ...none, bookingTimes: ['earlyBird'] } }),
      async (input) => void saved.push(input),
    );
    await settle();
    connect(actor).submit();
    expect(connect(actor)).toMatchObject({ step: 'bookingTimes', question: 'bookingTimes', counter: { current: 1, total: 5 }, choice: ['earlyBird'] });
    connect(actor).toggleOption('lastMinute');
    expect(connect(actor).choice).toEqual(['earlyBird', 'lastMinute']);
    connect(actor).submit();
    expect(connect(actor)).toMatchObject({ saving: true, discardEnabled: false, primary: { label: 'saving', busy: true, enabled: false } });
    // Escape waits while saving: nothing is sent.
    const sent: string[] = [];
    connect(actor, sent).dismiss();
    connect(actor, sent).submit();
    expect(sent).toEqual([]);
    await settle();
    expect(saved).toEqual([{ question: 'bookingTimes', options: ['earlyBird', 'lastMinute'] }]);
    // Nothing stored for the next question: Confirm waits for a choice.
    expect(connect(actor)).toMatchObject({ question: 'stayDurations', counter: { current: 2, total: 5 }, choice: [], saving: false, primary: { label: 'confirm', enabled: false } });
    connect(actor).toggleOption('longStay');
    expect(connect(actor).primary.enabled).toBe(true);
  });

  it('tells a refused and a failed save with Retry; choosing again edits; Discard ends the flow', async () => {
    let calls = 0;
    const actor = start(
      async () => ({ answers: none }),
      async () => {
        calls += 1;
        throw calls === 1 ? { status: 400 } : { status: 503 };
      },
    );
    await settle();
    connect(actor).submit();
    connect(actor).toggleOption('earlyBird');
    connect(actor).submit();
    await settle();
    expect(connect(actor)).toMatchObject({ question: 'bookingTimes', failure: 'refused', saving: false, discardEnabled: true, choice: ['earlyBird'], primary: { label: 'retry', enabled: true } });
    const retried: string[] = [];
    connect(actor, retried).submit();
    expect(retried).toEqual(['retry']);
    expect(connect(actor)).toMatchObject({ failure: null, saving: true });
    await settle();
    expect(connect(actor).failure).toBe('saveFailed');
    connect(actor).toggleOption('lastMinute');
    expect(connect(actor)).toMatchObject({ failure: null, choice: ['earlyBird', 'lastMinute'], primary: { label: 'confirm', enabled: true } });
    const sent: string[] = [];
    connect(actor, sent).discard();
    expect(sent).toEqual(['flow.discard']);
    expect(connect(actor)).toMatchObject({ open: false, step: null, loading: null });
  });

  it('Escape on a step discards', async () => {
    const actor = start(async () => ({ answers: none }));
    await settle();
    const sent: string[] = [];
    connect(actor, sent).dismiss();
    expect(sent).toEqual(['flow.discard']);
    expect(connect(actor).open).toBe(false);
  });

  it('shows the summary with the stored answers after the five steps; Done ends the flow', async () => {
    const actor = start(async () => ({ answers: stored }));
    await settle();
    connect(actor).submit();
    for (let i = 0; i < 5; i++) {
      connect(actor).submit();
      await settle();
    }
    expect(connect(actor)).toMatchObject({ open: true, step: 'confirmation', question: null, counter: null, answers: stored, primary: { label: 'done', busy: false, enabled: true } });
    const sent: string[] = [];
    connect(actor, sent).submit();
    expect(sent).toEqual(['flow.done']);
    expect(connect(actor).open).toBe(false);
  });
});
