import type { EventObject } from 'xstate';
import type { MachineEntry } from './index';
import { initialState } from './gherkin';
import type { MachinePath, PathStep } from './paths';
import { tellEvent, tellState } from './story';
import { toCsv } from '../src/shared/domain/csv';

// Paths for testers: the fewest that walk every move of a machine, each with a stable id, a title
// of its own, tags, the demo data to start from, and what the screen shows after every step.
// Pure: used by `npm run paths` (md, json, csv) and its tests.

export type PathTag = 'happy' | 'error' | 'ignored' | 'needs-fault';

export interface TesterStep {
  /** What the tester does (or what happens), in the machine's story words. */
  action: string;
  /** What the screen shows afterwards. */
  expected: string;
  /** The event as the tests send it. */
  event: EventObject;
  /** The state value afterwards, dotted. */
  state: string;
}

export interface TesterPath {
  /** `<machine>-<6 hex>`, from the events walked: the same path keeps its id from run to run. */
  id: string;
  title: string;
  tags: PathTag[];
  preconditions: string;
  steps: TesterStep[];
  /** The technical name of the path (state --event--> state). */
  name: string;
}

/** A failure of an invoked actor (a server call): a manual tester needs the fault switch for it. */
const isFault = (event: EventObject) => event.type.startsWith('xstate.error.actor.');

/** One move of the state graph: from a state value, by an event type, to a state value. */
const moveKey = (from: string, step: PathStep) => `${from} --${step.event.type}--> ${step.state}`;

/** The moves a path walks, from the machine's initial state. */
export function movesOf(start: string, path: MachinePath): string[] {
  let at = start;
  return path.steps.map((step) => {
    const key = moveKey(at, step);
    at = step.state;
    return key;
  });
}

/** Every move the paths walk, from the machine's initial state; a path of an ignored event walks none. */
export function movesWalked(entry: MachineEntry, paths: MachinePath[]): Set<string> {
  const start = initialState(entry);
  return new Set(paths.filter((p) => p.changes !== false).flatMap((p) => movesOf(start, p)));
}

/**
 * Few paths (chosen greedily: most moves not yet walked first, then the shorter) whose moves
 * include every move the transition paths prove. A move is a state, an event type and the state it
 * leads to, so each branch of a guard (same event, another target) is a move of its own. Paths a
 * tester can walk without the fault switch are chosen first, so the moves they reach are covered
 * by them; paths with a server failure then cover the rest. Ignored events are left out: they are
 * listed per state instead (`ignoredByState`).
 */
export function coverPaths(entry: MachineEntry, transitionPaths: MachinePath[]): MachinePath[] {
  const start = initialState(entry);
  const candidates = transitionPaths
    .filter((p) => p.changes !== false && p.steps.length > 0)
    .map((path) => ({ path, moves: new Set(movesOf(start, path)), fault: path.steps.some((s) => isFault(s.event)) }));
  const open = new Set(candidates.flatMap((c) => [...c.moves]));
  const chosen: MachinePath[] = [];
  for (const tier of [candidates.filter((c) => !c.fault), candidates.filter((c) => c.fault)]) {
    for (;;) {
      let best: (typeof candidates)[number] | undefined;
      let bestGain = 0;
      for (const c of tier) {
        let gain = 0;
        for (const m of c.moves) if (open.has(m)) gain += 1;
        if (gain > bestGain || (gain === bestGain && gain > 0 && best && c.path.steps.length < best.path.steps.length)) {
          best = c;
          bestGain = gain;
        }
      }
      if (!best) break;
      chosen.push(best.path);
      for (const m of best.moves) open.delete(m);
    }
  }
  return chosen;
}

/** The ignored events of each state: sent there, nothing changes (one table per state). */
export function ignoredByState(transitionPaths: MachinePath[]): Map<string, string[]> {
  const table = new Map<string, string[]>();
  for (const p of transitionPaths) {
    if (p.changes !== false) continue;
    const state = p.steps.at(-1)!.state;
    const types = table.get(state) ?? [];
    if (!types.includes(p.steps.at(-1)!.event.type)) types.push(p.steps.at(-1)!.event.type);
    table.set(state, types);
  }
  return table;
}

const ERROR_STATE = /(^|\.)(error|failed|failure|refused)[A-Za-z]*$|(^|\.)[a-z]+(Error|Failed|Failure)$/;

export function tagsOf(path: MachinePath): PathTag[] {
  if (path.changes === false) return ['ignored'];
  const tags: PathTag[] = [];
  const fault = path.steps.some((s) => isFault(s.event));
  const end = path.steps.at(-1)?.state ?? '';
  if (fault || end.split(',').some((leaf) => ERROR_STATE.test(leaf))) tags.push('error');
  else tags.push('happy');
  if (fault) tags.push('needs-fault');
  return tags;
}

/** FNV-1a over the events walked, as 6 hex digits: short, and the same for the same walk. */
function walkHash(path: MachinePath): string {
  const text = JSON.stringify(path.steps.map((s) => s.event));
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0').slice(0, 6);
}

/** Readable, unique titles: the last step in story words; a repeated one names the step before, then a number. */
function titlesOf(entry: MachineEntry, paths: MachinePath[]): string[] {
  const start = initialState(entry);
  const base = paths.map((p) => {
    const last = p.steps.at(-1);
    if (!last) return `Start: ${tellState(entry.story, start)}`;
    const from = p.steps.at(-2)?.state ?? start;
    return p.changes === false ? `Ignored in ${from}: ${tellEvent(entry.story, last.event)}` : `${from}: ${tellEvent(entry.story, last.event)} → ${last.state}`;
  });
  const counts = new Map<string, number>();
  base.forEach((t) => counts.set(t, (counts.get(t) ?? 0) + 1));
  const withContext = base.map((t, i) => {
    const before = paths[i]!.steps.at(-2);
    return counts.get(t)! > 1 && before ? `${t} (after: ${tellEvent(entry.story, before.event)})` : t;
  });
  const seen = new Map<string, number>();
  return withContext.map((t) => {
    const n = (seen.get(t) ?? 0) + 1;
    seen.set(t, n);
    return n === 1 ? t : `${t} #${n}`;
  });
}

export function testerPaths(name: string, entry: MachineEntry, paths: MachinePath[], preconditions: string): TesterPath[] {
  const titles = titlesOf(entry, paths);
  const ids = new Map<string, number>();
  return paths.map((path, i) => {
    // Two paths with the same walk cannot both be in one list, but keep ids unique regardless.
    const base = `${name}-${walkHash(path)}`;
    const n = (ids.get(base) ?? 0) + 1;
    ids.set(base, n);
    return {
      id: n === 1 ? base : `${base}-${n}`,
      title: titles[i]!,
      tags: tagsOf(path),
      preconditions,
      name: path.name,
      steps: path.steps.map((step, s) => ({
        action: tellEvent(entry.story, step.event),
        expected: path.changes === false && s === path.steps.length - 1 ? `nothing changes: ${tellState(entry.story, step.state)}` : tellState(entry.story, step.state),
        event: step.event,
        state: step.state,
      })),
    };
  });
}

/** id, title, tags, preconditions, steps (numbered) and expected results (numbered alike); the portal's CSV rule (src/shared/domain/csv.ts). */
export function testerPathsCsv(paths: TesterPath[]): string {
  const header = ['id', 'title', 'tags', 'preconditions', 'steps', 'expected results'];
  const rows = paths.map((p) => [
    p.id,
    p.title,
    p.tags.join(' '),
    p.preconditions,
    p.steps.map((s, i) => `${i + 1}. ${s.action}`).join('\n'),
    p.steps.map((s, i) => `${i + 1}. ${s.expected}`).join('\n'),
  ]);
  // The stories are English, so the English separator.
  return toCsv(header, rows, 'comma');
}
