import { expect, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupUser } from '../../../support/user-event';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { MachineEntry } from '../../../../machines/index';
import { shortestPaths, transitionPaths, type MachinePath } from '../../../../machines/paths';
import { coverPaths, movesOf, movesWalked } from '../../../../machines/tester-paths';
import { initialState } from '../../../../machines/gherkin';
import { recordWalk } from '../../../../scripts/lib/machine-coverage';

// A machine's paths replayed against its real view: the shortest path to every snapshot, and the
// cover set (machines/tester-paths.ts: every move of the state graph). Each event has a driver
// that does what a host does; each actor outcome is the fake server answering. After every step
// the view must show what the machine's state says. A step the view does not offer in that state
// ends the path, but only for an event the caller names as not drivable, with the reason; any
// other stop fails. The moves played on the view are recorded for `npm run machines --
// --coverage` (view coverage beside machine coverage).

export type Ui = { user: ReturnType<typeof userEvent.setup> };

/** What the host does for each event; false when the view does not offer it in this state. */
export type Drivers<E extends EventObject> = { [K in E['type']]: (e: Extract<E, { type: K }>, ui: Ui) => Promise<boolean> };

export const dialog = () => screen.queryByRole('dialog');
export const button = (name: string) => screen.queryByRole('button', { name });
export const click = async (ui: Ui, el: HTMLElement | null) => {
  if (!el) return false;
  await ui.user.click(el);
  return true;
};

/** Types into a textbox, as the host does (cleared first); false when the view does not show it. */
export const typeInto = async (ui: Ui, box: HTMLElement | null, text: string) => {
  if (!box) return false;
  await ui.user.clear(box);
  if (text) await ui.user.paste(text);
  return true;
};
export const typeExplanation = (ui: Ui, text: string) => typeInto(ui, screen.queryByRole('textbox', { name: /^Explanation/ }), text);

/** Picks a sub-reason; false when the select is not there or does not offer it. */
export const selectSubReason = async (ui: Ui, subReason: string) => {
  const select = screen.queryByRole('combobox', { name: 'Detail (optional)' });
  if (!select || ![...select.querySelectorAll('option')].some((o) => o.value === subReason)) return false;
  await ui.user.selectOptions(select, subReason);
  return true;
};

/** The fake server's hold on writes (see fake-stays-api.ts). */
export interface HeldServer {
  holdWrites(): () => void;
  failNextWrite(status: number): void;
}

export async function replayPaths<S, E extends EventObject>({
  name,
  entry,
  mount,
  mountKey = () => '',
  drivers,
  viewChecks,
  notDrivable,
}: {
  name: string;
  entry: MachineEntry;
  /**
   * Starts the fake server and renders the view; resolves once the view is there. It is told the
   * path about to play, for a view whose layout depends on it (a phone for a bottom sheet's Close).
   */
  mount: (path: MachinePath) => HeldServer | Promise<HeldServer>;
  /** What mount makes of the path (the layout): paths of one key mount the same view. None: mount ignores the path. */
  mountKey?: (path: MachinePath) => string;
  drivers: Drivers<E>;
  /** What the view shows in each state of the machine (one check per state). */
  viewChecks: Record<string, (s: S) => void>;
  /** Events the machine accepts in some state where the view does not offer them, each with the reason. */
  notDrivable: Partial<Record<E['type'], string>>;
}) {
  expect(Object.keys(viewChecks).sort()).toEqual(Object.keys(entry.machine.root.states).sort());
  // The cover paths that walk a move the shortest paths do not: the others would replay nothing new.
  const shortest = shortestPaths(entry);
  const start = initialState(entry);
  const walked = movesWalked(entry, shortest);
  const transitions = transitionPaths(entry);
  const paths = [...shortest, ...coverPaths(entry, transitions).filter((p) => movesOf(start, p).some((m) => !walked.has(m)))];
  const played: string[] = [];
  const statesSeen = new Set<string>();
  const moves = new Set<string>();
  const stops = new Map<string, number>();
  // The events up to a step the view did not offer: a later path starting with the same events on
  // the same mount stops there too, so it is counted without playing it again.
  const stoppedAt = new Map<string, string>();
  const prefixes = (path: MachinePath) => path.steps.map((_s, i) => JSON.stringify([mountKey(path), path.steps.slice(0, i + 1).map((s) => s.event)]));
  const play = async (path: MachinePath) => {
    const known = prefixes(path).find((p) => stoppedAt.has(p));
    if (known !== undefined) {
      const type = stoppedAt.get(known)!;
      stops.set(type, (stops.get(type) ?? 0) + 1);
      return;
    }
    const server = await mount(path);
    let release = server.holdWrites();
    const ui = { user: setupUser() };
    let expected: AnyMachineSnapshot = getInitialSnapshot(entry.machine, {});
    viewChecks[String(expected.value)](expected as S);
    statesSeen.add(String(expected.value));
    let complete = true;
    let at = String(expected.value);
    for (const step of path.steps) {
      const event = step.event as EventObject & { error?: { status: number } };
      const outcome = /^xstate\.(done|error)\.actor\./.exec(event.type);
      if (outcome) {
        // The call is waiting at the fake server: it answers as the path says.
        if (outcome[1] === 'error') server.failNextWrite(event.error!.status);
        release();
        release = server.holdWrites();
      } else {
        const drive = drivers[event.type as E['type']] as (e: EventObject, ui: Ui) => Promise<boolean>;
        if (!(await drive(event, ui))) {
          const reason = (notDrivable as Record<string, string | undefined>)[event.type];
          expect(reason, `${path.name}: the view does not offer ${event.type} in ${at}, and no reason says why`).toBeTruthy();
          stops.set(event.type, (stops.get(event.type) ?? 0) + 1);
          stoppedAt.set(prefixes(path)[path.steps.indexOf(step)]!, event.type);
          complete = false;
          break;
        }
      }
      expected = getNextSnapshot(entry.machine, expected, event);
      expect(String(expected.value), path.name).toBe(step.state);
      const now = expected as S;
      await waitFor(() => viewChecks[step.state](now), { interval: 5 });
      statesSeen.add(step.state);
      moves.add(`${at} --${event.type}--> ${step.state}`);
      at = step.state;
    }
    release();
    if (complete) played.push(path.name);
    cleanup();
    vi.unstubAllGlobals();
  };
  for (const path of paths) await play(path);
  // A move no path has played yet (each path chosen above may have stopped earlier at an event the
  // view does not offer): its shortest transition path that sends none of the events named not
  // drivable before it, when there is one, is played as well.
  const allMoves = movesWalked(entry, transitions);
  const avoid = new Set(Object.keys(notDrivable));
  const toMove = new Map<string, MachinePath>();
  for (const p of transitions) {
    if (p.changes === false || p.steps.length === 0 || p.steps.slice(0, -1).some((s) => avoid.has(s.event.type))) continue;
    const last = movesOf(start, p).at(-1)!;
    const best = toMove.get(last);
    if (!best || p.steps.length < best.steps.length) toMove.set(last, p);
  }
  for (const move of allMoves) {
    const path = toMove.get(move);
    if (moves.has(move) || !path) continue;
    paths.push(path);
    await play(path);
  }
  const stopped = [...stops].map(([type, n]) => `${type} ×${n} (${(notDrivable as Record<string, string>)[type]})`).join('; ');
  const missed = [...allMoves].filter((m) => !moves.has(m));
  console.info(
    `${name}: ${played.length} of ${paths.length} paths played on the view to the end, ${allMoves.size - missed.length} of ${allMoves.size} moves${stopped ? `; stopped where the view does not offer ${stopped}` : ''}${missed.length ? `; moves not played: ${missed.join(', ')}` : ''}`,
  );
  // Every reason given is still true: a reason no path needed is stale.
  expect([...stops.keys()].sort()).toEqual(Object.keys(notDrivable).sort());
  expect([...statesSeen].sort()).toEqual(Object.keys(entry.machine.root.states).sort());
  recordWalk({ machineId: entry.machine.id, kind: 'view', states: [], transitions: [], edges: [], moves: [...moves] });
}
