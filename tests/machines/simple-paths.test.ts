import { describe, expect, it } from 'vitest';
import { machines } from '../../machines/index';
import { simplePaths } from '../../machines/paths';
import { replayPath } from '../support/model-coverage';

// The simple paths testers read in the documents and `npm run paths -- <m> --kind simple` are
// real: each replays on the machine, never comes back to a state it left, and --to keeps only
// the paths that end in the state named.
describe('simple paths', () => {
  for (const [name, entry] of Object.entries(machines)) {
    it(`${name}: every simple path replays and visits no state twice`, async () => {
      const { paths } = simplePaths(entry);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        await replayPath(entry.machine, path);
        const states = path.steps.map((s) => s.state).filter((s, i, all) => i === 0 || s !== all[i - 1]);
        expect(new Set(states).size, path.name).toBe(states.length);
      }
    });
  }

  it('--to keeps the paths that end in the state (or inside it) and only those', () => {
    const entry = machines['review-reply'];
    const all = simplePaths(entry).paths;
    const toSaving = simplePaths(entry, { to: 'saving' }).paths;
    expect(toSaving.length).toBeGreaterThan(0);
    expect(toSaving.every((p) => p.steps.at(-1)!.state === 'saving')).toBe(true);
    expect(all.filter((p) => p.steps.at(-1)!.state === 'saving').map((p) => p.name)).toEqual(toSaving.map((p) => p.name));
    const nested = simplePaths(machines['guest-profile-flow']);
    const parent = Object.keys(machines['guest-profile-flow'].machine.root.states).find((k) => Object.keys(machines['guest-profile-flow'].machine.root.states[k].states).length);
    if (parent) {
      const inside = simplePaths(machines['guest-profile-flow'], { to: parent }).paths;
      expect(inside.length).toBe(nested.paths.filter((p) => p.steps.at(-1)!.state.startsWith(`${parent}.`)).length);
    }
  });

  it('a limit cuts the list and counts what is left', () => {
    const entry = machines['calendar-selection'];
    const full = simplePaths(entry);
    const cut = simplePaths(entry, { limit: 3 });
    expect(cut.paths).toHaveLength(3);
    expect(cut.left).toBe(full.paths.length - 3 + full.left);
  });
});
