import { expect, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupUser } from '../../support/user-event';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type AnyStateNode, type EventObject } from 'xstate';
import type { MachineEntry } from '../../../machines/index';
import { shortestPaths, stateName, transitionPaths, type MachinePath } from '../../../machines/paths';
import { coverPaths, movesOf, movesWalked } from '../../../machines/tester-paths';
import { initialState } from '../../../machines/gherkin';
import { recordWalk } from '../../../scripts/lib/machine-coverage';

// A machine's paths replayed against its real view: the shortest path to every snapshot, and the
// cover set (machines/tester-paths.ts: every move of the state graph). Each event has a driver
// that does what a host does; each actor outcome is the fake server answering. After every step
// the view must show what the machine's state says. A step the view does not offer in that state
// ends the path, but only for an event the caller names as not drivable, with the reason; any
// other stop fails. A caller may ask for the moves such a stop left unplayed to be tried on other
// transition paths walking them (retryStoppedMoves). The moves played on the view are recorded
// for `npm run machines -- --coverage` (view coverage beside machine coverage).

export type Ui = { user: ReturnType<typeof userEvent.setup> };

/** What the host does for each event; false when the view does not offer it in this state. */
export type Drivers<E extends EventObject> = { [K in E['type']]: (e: Extract<E, { type: K }>, ui: Ui) => Promise<boolean> };

export const dialog = () => screen.queryByRole('dialog');
export const button = (name: string) => screen.queryByRole('button', { name });
/**
 * Whether the element refuses the pointer: the nearest of it and its ancestors that sets
 * pointer-events sets none (the check user-event makes before a click).
 */
const refusesPointer = (el: HTMLElement) => {
  for (let node: HTMLElement | null = el; node; node = node.parentElement) {
    const value = node.style.pointerEvents;
    if (value) return value === 'none';
  }
  return false;
};

export const click = async (ui: Ui, el: HTMLElement | null) => {
  if (!el) return false;
  // A modal that has just opened sets the body to pointer-events none as it registers, and its own
  // layer to auto in the render after: a click in between is refused. A host clicks once the
  // dialog takes clicks, so the replay waits for that (an element that never takes them still fails).
  await waitFor(() => expect(refusesPointer(el), 'the element takes clicks').toBe(false));
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

/**
 * The states a view check is kept for: the machine's leaf states by their path, as the machine's
 * paths name them (`closed`, `bookingTimes.editing`); for a flat machine, its top-level states.
 */
export function leafStates(node: AnyStateNode): string[] {
  const children = Object.values(node.states);
  if (node.type === 'parallel') throw new Error(`replayPaths does not handle the parallel state ${node.id}`);
  if (children.length === 0) return [node.path.join('.')];
  return children.flatMap(leafStates);
}

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
  retryStoppedMoves = 0,
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
  /** What the view shows in each state of the machine (one check per leaf state, named as the paths name it). */
  viewChecks: Record<string, (s: S) => void>;
  /** Events the machine accepts in some state where the view does not offer them, each with the reason. */
  notDrivable: Partial<Record<E['type'], string>>;
  /**
   * For each move no path played (its path stopped at an event the view does not offer), try at
   * most this many other transition paths that walk it (0: none, the default).
   */
  retryStoppedMoves?: number;
}) {
  const states = leafStates(entry.machine.root).sort();
  expect(Object.keys(viewChecks).sort()).toEqual(states);
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
  /** Plays one path on a freshly mounted view; true when it played to its end. */
  const play = async (path: MachinePath, onStop: (type: string) => void, strict = true) => {
    const known = prefixes(path).find((p) => stoppedAt.has(p));
    if (known !== undefined) {
      onStop(stoppedAt.get(known)!);
      return false;
    }
    const server = await mount(path);
    let release = server.holdWrites();
    const ui = { user: setupUser() };
    let expected: AnyMachineSnapshot = getInitialSnapshot(entry.machine, {});
    viewChecks[stateName(expected.value)](expected as S);
    statesSeen.add(stateName(expected.value));
    let complete = true;
    let at = stateName(expected.value);
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
          if (strict) expect(reason, `${path.name}: the view does not offer ${event.type} in ${at}, and no reason says why`).toBeTruthy();
          onStop(event.type);
          stoppedAt.set(prefixes(path)[path.steps.indexOf(step)]!, event.type);
          complete = false;
          break;
        }
      }
      expected = getNextSnapshot(entry.machine, expected, event);
      expect(stateName(expected.value), path.name).toBe(step.state);
      const now = expected as S;
      try {
        await waitFor(() => viewChecks[step.state](now), { interval: 5 });
      } catch (error) {
        // Which path and step the view did not follow, ahead of what it showed.
        if (error instanceof Error) error.message = `${path.name}, step ${path.steps.indexOf(step) + 1} (${event.type} → ${step.state}): ${error.message}`;
        throw error;
      }
      statesSeen.add(step.state);
      moves.add(`${at} --${event.type}--> ${step.state}`);
      at = step.state;
    }
    release();
    cleanup();
    vi.unstubAllGlobals();
    return complete;
  };
  for (const path of paths) {
    if (await play(path, (type) => stops.set(type, (stops.get(type) ?? 0) + 1))) played.push(path.name);
  }
  // A move whose path stopped at an event the view does not offer (that event's payload, say) may
  // still be on the view: other transition paths walking it are tried up to that move, those
  // sending no event named not drivable before it first, then the shortest.
  let tried = 0;
  let found = 0;
  const allMoves = movesWalked(entry, transitions);
  if (retryStoppedMoves) {
    const all = transitions.filter((p) => p.changes !== false);
    const avoid = new Set(Object.keys(notDrivable));
    const blockedBefore = (p: MachinePath, move: string) => p.steps.slice(0, movesOf(start, p).indexOf(move)).some((s) => avoid.has(s.event.type));
    for (const move of [...allMoves].filter((m) => !moves.has(m))) {
      if (moves.has(move)) continue;
      const candidates = all
        .filter((p) => movesOf(start, p).includes(move))
        .sort((a, b) => Number(blockedBefore(a, move)) - Number(blockedBefore(b, move)) || a.steps.length - b.steps.length);
      for (const path of candidates.slice(0, retryStoppedMoves)) {
        tried += 1;
        // A try: where it stops, the move stays unplayed and the report names it; a stop at an
        // event with a reason still counts for that reason.
        const countStop = (type: string) => type in notDrivable && stops.set(type, (stops.get(type) ?? 0) + 1);
        await play({ ...path, steps: path.steps.slice(0, movesOf(start, path).indexOf(move) + 1) }, countStop, false);
        if (moves.has(move)) {
          found += 1;
          break;
        }
      }
    }
  }
  const stopped = [...stops].map(([type, n]) => `${type} ×${n} (${(notDrivable as Record<string, string>)[type]})`).join('; ');
  const retried = tried ? `; ${tried} other transition paths tried for the moves left, which played ${found} of them` : '';
  const missed = [...allMoves].filter((m) => !moves.has(m));
  console.info(
    `${name}: ${played.length} of ${paths.length} paths played on the view to the end, ${allMoves.size - missed.length} of ${allMoves.size} moves` +
      `${stopped ? `; stopped where the view does not offer ${stopped}` : ''}${retried}${missed.length ? `; moves not played: ${missed.join(', ')}` : ''}`,
  );
  // Every reason given is still true: a reason no path needed is stale.
  expect([...stops.keys()].sort()).toEqual(Object.keys(notDrivable).sort());
  expect([...statesSeen].sort()).toEqual(states);
  recordWalk({ machineId: entry.machine.id, kind: 'view', states: [], transitions: [], edges: [], moves: [...moves] });
}
