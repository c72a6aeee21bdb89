import type { MachineEntry } from '../../../../machines/index';
import { shortestPaths, simplePaths, transitionPaths, type MachinePath } from '../../../../machines/paths';
import { coverPaths } from '../../../../machines/tester-paths';

// The kinds of paths the page lists, worked out on demand (the largest machine needs ~300 ms for
// all its transitions) and kept per machine, so going back to a tab or the figures costs nothing.

export type PathKind = 'cover' | 'shortest' | 'simple' | 'transitions';
export const PATH_KINDS: PathKind[] = ['cover', 'shortest', 'simple', 'transitions'];

export interface PathResult {
  paths: MachinePath[];
  /** Paths found but not listed (simple paths stop at 2,000). */
  left: number;
}

const cache = new Map<string, PathResult>();

export const countedPaths = (name: string, kind: PathKind): PathResult | undefined => cache.get(`${name}:${kind}`);

function compute(name: string, entry: MachineEntry, kind: PathKind): PathResult {
  if (kind === 'simple') return simplePaths(entry);
  if (kind === 'shortest') return { paths: shortestPaths(entry), left: 0 };
  // The fewest paths that walk every move, chosen from the transitions (kept for their ignored events).
  if (kind === 'cover') return { paths: coverPaths(entry, pathsOf(name, entry, 'transitions').paths), left: 0 };
  // Testers read the transitions that change something first, the ignored events after them.
  const paths = transitionPaths(entry);
  return { paths: [...paths.filter((p) => p.changes !== false), ...paths.filter((p) => p.changes === false)], left: 0 };
}

export function pathsOf(name: string, entry: MachineEntry, kind: PathKind): PathResult {
  const key = `${name}:${kind}`;
  let result = cache.get(key);
  if (!result) {
    result = compute(name, entry, kind);
    cache.set(key, result);
  }
  return result;
}
