import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { boostCost, scheduleBoostMachine } from '../../machines/schedule-boost/schedule-boost.machine';
import { selectCanSchedule, selectInsufficientCoins } from '../../machines/schedule-boost/schedule-boost.select';
import { assertFullCoverage, assertStateChecks, walkAll } from '../support/model-coverage';

const entry = machines['schedule-boost'];

const stateChecks = {
  choosingDates: (s) => expect(s.hasTag('busy')).toBe(false),
  scheduling: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    // Only an affordable boost is ever sent.
    expect(boostCost(s.context)).toBeGreaterThan(0);
    expect(boostCost(s.context)).toBeLessThanOrEqual(s.context.coinsLeft);
  },
  done: (s) => expect(s.hasTag('busy')).toBe(false),
  refused: (s) => expect(s.context.lastError).toBe('refused'),
  failed: (s) => expect(s.context.lastError).toBe('failed'),
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

describe('schedule-boost machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    expect(walked.length).toBeGreaterThan(5);
    assertFullCoverage(entry, walked, visited);
  });
});

describe('schedule-boost rules', () => {
  it('a week costs 7 coins at 1 a day; 3 coins left blocks it', () => {
    const actor = createActor(scheduleBoostMachine).start();
    actor.send({ type: 'balance.set', coinsLeft: 3, costPerDay: 1 });
    actor.send({ type: 'dates.select', startDate: '2026-12-01', endDate: '2026-12-07' });
    expect(boostCost(actor.getSnapshot().context)).toBe(7);
    expect(selectInsufficientCoins(actor.getSnapshot())).toBe(true);
    expect(selectCanSchedule(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'schedule.request' });
    expect(actor.getSnapshot().value).toBe('choosingDates');
  });

  it('for any balance and length: scheduling starts exactly when the cost fits the coins left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 3 }), (coinsLeft, days, costPerDay) => {
        const actor = createActor(scheduleBoostMachine.provide({ actors: { scheduleBoost: fromPromise(() => new Promise(() => undefined)) } })).start();
        actor.send({ type: 'balance.set', coinsLeft, costPerDay });
        const end = new Date(Date.parse('2026-12-01T00:00:00Z') + (days - 1) * 86_400_000).toISOString().slice(0, 10);
        actor.send({ type: 'dates.select', startDate: '2026-12-01', endDate: end });
        actor.send({ type: 'schedule.request' });
        expect(actor.getSnapshot().value).toBe(days * costPerDay <= coinsLeft ? 'scheduling' : 'choosingDates');
        actor.stop();
      }),
    );
  });
});
