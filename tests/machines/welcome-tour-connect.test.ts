import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { connectWelcomeTour } from '../../machines/welcome-tour/welcome-tour.connect';
import { welcomeTourMachine } from '../../machines/welcome-tour/welcome-tour.machine';
import { TOUR_STEPS } from '../../src/shared/domain/tour';
import { checkedSend } from './support/checked-send';

// connectWelcomeTour: what the welcome tour modal shows in each state of the real machine, and
// what each control sends — always an event the machine takes there.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const due = { seen: false, tourEnabled: true, force: false };

function start(markSeen: () => Promise<unknown> = async () => undefined) {
  return createActor(welcomeTourMachine.provide({ actors: { markSeen: fromPromise<unknown, void>(markSeen) } })).start();
}

/** The connect of the actor's snapshot now; its `send` refuses an event the machine does not take there. */
function connect(actor: Actor<typeof welcomeTourMachine>, sent: string[] = [], accountSource = 'migrated') {
  return connectWelcomeTour(actor.getSnapshot(), checkedSend(actor, sent), { accountSource });
}

describe('connectWelcomeTour', () => {
  it('stays closed while not due, opens when due with the account source given, and walks the steps with Next and Back', () => {
    const actor = start();
    const sent: string[] = [];
    expect(connect(actor)).toMatchObject({ open: false, tutorialsNext: false });
    // A new account, even with the setting on: not due (the account source given counts), nothing sent.
    connect(actor, sent, 'self-service').evaluate(due);
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().value).toBe('closed');
    connect(actor, sent).evaluate(due);
    expect(sent).toEqual(['tour.evaluate']);
    expect(connect(actor)).toMatchObject({ open: true, stepKey: 'welcome', progress: { step: 1, count: TOUR_STEPS.length }, backShown: false, nextLabel: 'next', tutorialsNext: false });
    expect(connect(actor, [], 'self-service').stepKey).toBe('welcome.new');
    // Open already: evaluating again is not taken, and nothing is sent.
    connect(actor, sent).evaluate(due);
    expect(sent).toEqual(['tour.evaluate']);
    connect(actor, sent).next();
    expect(connect(actor)).toMatchObject({ stepKey: 'navigation', progress: { step: 2 }, backShown: true, nextLabel: 'next' });
    expect(connect(actor, [], 'self-service').stepKey).toBe('navigation');
    connect(actor, sent).back();
    expect(connect(actor)).toMatchObject({ stepKey: 'welcome', progress: { step: 1 }, backShown: false });
    for (let i = 1; i < TOUR_STEPS.length; i += 1) connect(actor, sent).next();
    expect(connect(actor)).toMatchObject({ open: true, stepKey: TOUR_STEPS.at(-1), progress: { step: TOUR_STEPS.length }, backShown: true, nextLabel: 'finish' });
    expect(sent).toEqual(['tour.evaluate', 'step.next', 'step.back', ...Array.from({ length: TOUR_STEPS.length - 1 }, () => 'step.next')]);
  });

  it('Get started on the last step marks the tour seen and closes it for good, without the tutorials', async () => {
    let marked = 0;
    const actor = start(async () => void (marked += 1));
    connect(actor).evaluate(due);
    for (let i = 0; i < TOUR_STEPS.length; i += 1) connect(actor).next();
    expect(connect(actor)).toMatchObject({ open: false, tutorialsNext: false });
    await settle();
    expect(marked).toBe(1);
    expect(actor.getSnapshot().value).toBe('seen');
    const sent: string[] = [];
    connect(actor, sent).evaluate(due);
    expect(sent).toEqual([]);
    expect(connect(actor).open).toBe(false);
  });

  it('Close marks it seen without the tutorials; Watch tutorials marks it seen and opens them next, failed or not', async () => {
    const closing = start();
    connect(closing).evaluate(due);
    const sent: string[] = [];
    connect(closing, sent).close();
    expect(connect(closing)).toMatchObject({ open: false, tutorialsNext: false });
    const watching = start(async () => {
      throw new Error('offline');
    });
    connect(watching).evaluate(due);
    connect(watching).next();
    connect(watching, sent).watchTutorials();
    expect(sent).toEqual(['tour.close', 'tutorials.open']);
    expect(connect(watching)).toMatchObject({ open: false, tutorialsNext: true });
    await settle();
    expect(watching.getSnapshot().value).toBe('seen');
    expect(connect(watching)).toMatchObject({ open: false, tutorialsNext: true });
  });

  it('an already seen tour stays closed', () => {
    const actor = start();
    const sent: string[] = [];
    connect(actor, sent).evaluate({ ...due, seen: true });
    expect(sent).toEqual(['tour.evaluate']);
    expect(actor.getSnapshot().value).toBe('seen');
    expect(connect(actor)).toMatchObject({ open: false, tutorialsNext: false });
  });
});
