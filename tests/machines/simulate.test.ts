import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { machines, type MachineName } from '../../machines/index';
import { initialState } from '../../machines/gherkin';
import { stateNodeIds, transitionPaths, type MachinePath } from '../../machines/paths';
import { formatMoves, moveIdOf, parseMoves, simulate } from '../../machines/simulate';
import { tellEvent, tellState } from '../../machines/story';
import { coverPaths, movesWalked } from '../../machines/tester-paths';

// The Simulate tab's walk (machines/simulate.ts): playing the tester paths move by move lands where
// the paths say, offers exactly the moves the paths prove, and a stale link stops where it breaks.

const names = Object.keys(machines) as MachineName[];

/** The move ids of a path's events, failing loudly on an event without one. */
function idsOf(name: MachineName, path: MachinePath): string[] {
  return path.steps.map((step) => {
    const id = moveIdOf(machines[name], step.event);
    if (!id) throw new Error(`${name}: no move id for ${JSON.stringify(step.event)}`);
    return id;
  });
}

describe.each(names)('%s', (name) => {
  const entry = machines[name];
  const transitions = transitionPaths(entry);
  const nodeIds = new Set(stateNodeIds(entry.machine));

  it('starts in the initial state, told as the tester paths tell it', () => {
    const start = simulate(entry, []);
    expect(start.state).toBe(initialState(entry));
    expect(start.expected).toBe(tellState(entry.story, start.state));
    expect(start.activeStateIds.every((id) => id.startsWith(`${entry.machine.id}.`))).toBe(true);
    expect(start.refusedAt).toBeNull();
  });

  it('walks every cover path step by step: each step is offered, with its story, and lands in its state', () => {
    const cover = coverPaths(entry, transitions);
    expect(cover.length).toBeGreaterThan(0);
    for (const path of cover) {
      const ids = idsOf(name, path);
      path.steps.forEach((step, i) => {
        const before = simulate(entry, ids.slice(0, i));
        const offered = before.enabled.find((m) => m.id === ids[i]);
        expect(offered, `${path.name}, step ${i + 1}`).toMatchObject({ target: step.state, story: tellEvent(entry.story, step.event), event: step.event });
        const after = simulate(entry, ids.slice(0, i + 1));
        expect(after.state, `${path.name}, step ${i + 1}`).toBe(step.state);
        expect(after.applied).toEqual(ids.slice(0, i + 1));
        expect(after.expected).toBe(tellState(entry.story, step.state));
        // The diagram highlights what it knows: one node a region, the leaf the step names.
        expect(after.activeStateIds.every((id) => nodeIds.has(id))).toBe(true);
        expect(after.activeStateIds.length).toBe(step.state.split(',').length);
      });
    }
  });

  it('offers, over every reachable position, exactly the moves the transition paths prove', () => {
    // Every reachable snapshot is the start of some transition path's last step.
    const offered = new Set<string>();
    for (const path of transitions) {
      const at = simulate(entry, idsOf(name, path).slice(0, -1));
      expect(at.refusedAt).toBeNull();
      for (const m of at.enabled) offered.add(`${at.state} --${m.event.type}--> ${m.target}`);
    }
    expect([...offered].sort()).toEqual([...movesWalked(entry, transitions)].sort());
  });
});

describe('guards, ignored events and links', () => {
  const entry = machines['request-decision'];

  it('offers each guarded outcome of the server as a move of its own, with its payload', () => {
    const at = simulate(entry, ['confirm.start', 'confirm.accept']);
    expect(at.state).toBe('confirming');
    const outcomes = at.enabled.map((m) => [m.story, m.target, m.payload]);
    expect(outcomes).toEqual([
      ['the server confirms the request', 'confirmed', '{"output":{"status":"CONFIRMED"}}'],
      ['the server refuses: the nights are no longer free (409)', 'conflict', '{"error":{"status":409}}'],
      ['the server fails to confirm it (500)', 'failed', '{"error":{"status":500}}'],
    ]);
    // The ids tell the branches apart, so a link picks one.
    expect(new Set(at.enabled.map((m) => m.id)).size).toBe(3);
    const refused = simulate(entry, ['confirm.start', 'confirm.accept', at.enabled[1]!.id]);
    expect(refused.state).toBe('conflict');
    expect(refused.activeStateIds).toEqual(['requestDecision.conflict']);
    expect(refused.history).toEqual([
      { story: 'the host clicks Confirm on the request', state: 'confirmStep' },
      { story: 'the host clicks Yes, confirm', state: 'confirming' },
      { story: 'the server refuses: the nights are no longer free (409)', state: 'conflict' },
    ]);
  });

  it('leaves out the events a state ignores, and the outcomes of calls not running', () => {
    const types = simulate(entry, []).enabled.map((m) => m.event.type);
    expect(types).toEqual(['confirm.start', 'reject.start']);
  });

  it('stops a stale link at the first move not possible there, keeping the moves before it', () => {
    const stale = simulate(entry, ['confirm.start', 'reject.start', 'confirm.accept']);
    expect(stale.state).toBe('confirmStep');
    expect(stale.applied).toEqual(['confirm.start']);
    expect(stale.refusedAt).toBe(1);
    expect(simulate(entry, ['no.such.event']).refusedAt).toBe(0);
  });

  it('names the payloads of one type apart (type~n), and reads back what it writes', () => {
    expect(moveIdOf(entry, { type: 'confirm.start' })).toBe('confirm.start');
    const reason = (value: string): EventObject => ({ type: 'reason.select', reason: value }) as EventObject;
    expect(moveIdOf(entry, reason('OTHER'))).toBe('reason.select~1');
    expect(moveIdOf(entry, reason('RATES_MISMATCH'))).toBe('reason.select~2');
    expect(moveIdOf(entry, reason('UNKNOWN'))).toBeUndefined();
    const moves = ['reject.start', 'reason.select~2', 'xstate.error.actor.rejectRequest~1'];
    expect(parseMoves(formatMoves(moves))).toEqual(moves);
    expect(parseMoves('')).toEqual([]);
    expect(parseMoves(null)).toEqual([]);
  });
});
