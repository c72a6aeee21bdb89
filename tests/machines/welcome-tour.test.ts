import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { welcomeTourMachine, type WelcomeTourContext } from '../../machines/welcome-tour/welcome-tour.machine';
import { selectIsLastStep, selectOpenTutorialsNext, selectTourOpen, selectTourStep } from '../../machines/welcome-tour/welcome-tour.select';
import { TOUR_STEPS } from '../../src/shared/domain/tour';
import { assertFullCoverage, assertStateChecks, walkAll, settle } from '../support/model-coverage';

const entry = machines['welcome-tour'];
const ctx = (s: AnyMachineSnapshot) => s.context as WelcomeTourContext;

const stateChecks = {
  closed: (s) => {
    expect(selectTourOpen(s as never)).toBe(false);
    expect(s.hasTag('busy')).toBe(false);
  },
  open: (s) => {
    expect(selectTourOpen(s as never)).toBe(true);
    expect(ctx(s).step).toBeGreaterThanOrEqual(0);
    expect(ctx(s).step).toBeLessThan(TOUR_STEPS.length);
  },
  marking: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    // The modal is gone while the server is told.
    expect(selectTourOpen(s as never)).toBe(false);
  },
  seen: (s) => {
    expect(selectTourOpen(s as never)).toBe(false);
    expect(s.hasTag('busy')).toBe(false);
  },
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

describe('welcome-tour machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    expect(walked.length).toBeGreaterThan(5);
    assertFullCoverage(entry, walked, visited);
  });
});

describe('welcome-tour behaviour', () => {
  const start = (markSeen: () => Promise<unknown> = async () => undefined) => createActor(welcomeTourMachine.provide({ actors: { markSeen: fromPromise<unknown, void>(markSeen) } })).start();

  it('stays closed for an account made in the portal, opens when forced, and walks the steps', async () => {
    let marked = 0;
    const actor = start(async () => void marked++);
    actor.send({ type: 'tour.evaluate', seen: false, tourEnabled: true, accountSource: 'portal', force: false });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'tour.evaluate', seen: false, tourEnabled: true, accountSource: 'portal', force: true });
    expect(selectTourStep(actor.getSnapshot())).toBe('welcome');
    actor.send({ type: 'step.back' });
    expect(selectTourStep(actor.getSnapshot())).toBe('welcome');
    for (let i = 1; i < TOUR_STEPS.length; i++) actor.send({ type: 'step.next' });
    expect(selectIsLastStep(actor.getSnapshot())).toBe(true);
    expect(marked).toBe(0);
    actor.send({ type: 'step.next' });
    await settle();
    expect(actor.getSnapshot().value).toBe('seen');
    expect(marked).toBe(1);
  });

  it('Watch tutorials marks it seen and asks for the tutorials; a failed mark still closes it', async () => {
    const actor = start(async () => Promise.reject(new Error('offline')));
    actor.send({ type: 'tour.evaluate', seen: false, tourEnabled: true, accountSource: 'migrated', force: false });
    actor.send({ type: 'tutorials.open' });
    await settle();
    expect(actor.getSnapshot().value).toBe('seen');
    expect(actor.getSnapshot().context.markFailed).toBe(true);
    expect(selectOpenTutorialsNext(actor.getSnapshot())).toBe(true);
  });

  it('a seen tour never opens, even forced', () => {
    const actor = start();
    actor.send({ type: 'tour.evaluate', seen: true, tourEnabled: true, accountSource: 'migrated', force: true });
    expect(actor.getSnapshot().value).toBe('seen');
  });
});
