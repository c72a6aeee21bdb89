import { describe, expect, it } from 'vitest';
import { machines, type MachineName } from '../../machines/index';
import { transitionPaths } from '../../machines/paths';
import { preconditions } from '../../machines/preconditions';
import { coverPaths, ignoredByState, movesWalked, tagsOf, testerPaths, testerPathsCsv } from '../../machines/tester-paths';

// The tester's paths (`npm run paths`): the cover set walks every move of every machine, each path
// has a stable id, a title of its own and honest tags, and the CSV opens as one row per path.

const names = Object.keys(machines) as MachineName[];
const transitionsOf = new Map(names.map((n) => [n, transitionPaths(machines[n])]));

describe.each(names)('%s', (name) => {
  const entry = machines[name];
  const transitions = transitionsOf.get(name)!;
  const cover = coverPaths(entry, transitions);

  it('the cover set walks every move the transition paths prove, with fewer paths', () => {
    const wanted = movesWalked(entry, transitions);
    const walked = movesWalked(entry, cover);
    expect([...wanted].filter((m) => !walked.has(m))).toEqual([]);
    expect(cover.length).toBeLessThanOrEqual(transitions.filter((p) => p.changes !== false).length);
    expect(cover.every((p) => p.changes !== false)).toBe(true);
  });

  it('gives every path a stable, unique id and a unique title, and a start from the demo data', () => {
    const once = testerPaths(name, entry, cover, preconditions[name]);
    const again = testerPaths(name, entry, coverPaths(entry, transitionPaths(entry)), preconditions[name]);
    expect(again.map((p) => p.id)).toEqual(once.map((p) => p.id));
    expect(new Set(once.map((p) => p.id)).size).toBe(once.length);
    expect(once.every((p) => p.id.startsWith(`${name}-`))).toBe(true);
    const all = testerPaths(name, entry, transitions, preconditions[name]);
    expect(new Set(all.map((p) => p.title)).size).toBe(all.length);
    expect(preconditions[name].length).toBeGreaterThan(20);
    expect(once.every((p) => p.steps.every((s) => s.action && s.expected))).toBe(true);
  });

  it('lists each ignored event once under the state that ignores it', () => {
    const table = ignoredByState(transitions);
    for (const p of transitions.filter((t) => t.changes === false)) expect(table.get(p.steps.at(-1)!.state)).toContain(p.steps.at(-1)!.event.type);
  });
});

describe('tags and ids', () => {
  const step = (type: string, state: string) => ({ event: { type }, state });
  it('names the paths that need a server failure, the ignored ones and the happy ones', () => {
    expect(tagsOf({ name: 'x', steps: [step('CONFIRM', 'confirming'), step('xstate.error.actor.confirm', 'failed')] })).toEqual(['error', 'needs-fault']);
    expect(tagsOf({ name: 'x', steps: [step('CONFIRM', 'confirming'), step('xstate.done.actor.confirm', 'idle')] })).toEqual(['happy']);
    expect(tagsOf({ name: 'x', steps: [step('TYPE', 'loadError')] })).toEqual(['error']);
    expect(tagsOf({ name: 'x', steps: [step('CONFIRM', 'idle')], changes: false })).toEqual(['ignored']);
  });

  it('an id follows the events walked: another walk, another id', () => {
    const entry = machines['request-decision'];
    const [a, b] = coverPaths(entry, transitionsOf.get('request-decision')!);
    const [ta, tb] = testerPaths('request-decision', entry, [a!, b!], 'start');
    expect(ta!.id).toMatch(/^request-decision-[0-9a-f]{6}$/);
    expect(ta!.id).not.toBe(tb!.id);
  });
});

describe('testerPathsCsv', () => {
  it('writes one row per path, quotes what needs it and makes a leading formula character text', () => {
    const csv = testerPathsCsv([
      { id: 'm-000001', title: 'Says "hi", twice', tags: ['happy'], preconditions: '=cmd', name: 'n', steps: [{ action: 'a, b', expected: 'c', event: { type: 'A' }, state: 's' }, { action: 'd', expected: '-e', event: { type: 'D' }, state: 't' }] },
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFid,title,tags,preconditions,steps,expected results');
    expect(csv).toContain('"Says ""hi"", twice"');
    expect(csv).toContain(",'=cmd,");
    expect(csv).toContain('"1. a, b\n2. d"');
    expect(csv).toContain('"1. c\n2. -e"');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('exports every machine\'s cover set', () => {
    for (const name of names) {
      const rows = testerPaths(name, machines[name], coverPaths(machines[name], transitionsOf.get(name)!), preconditions[name]);
      const csv = testerPathsCsv(rows);
      expect(csv.startsWith('\uFEFFid,title,tags,preconditions,steps,expected results\r\n')).toBe(true);
      for (const r of rows) expect(csv).toContain(r.id);
    }
  });
});
