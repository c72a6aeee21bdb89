import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from '../../router';
import type { MachineEntry } from '../../../../machines/index';
import { formatMoves, parseMoves, simulate, simulationReady, type Simulation } from '../../../../machines/simulate';

// The Simulate tab's position lives in the address (?simulate=move1,move2), so a link reproduces
// it and the browser's Back steps back too. `?simulate=` alone is the start.

export interface SimulationLink {
  simulating: boolean;
  moves: string[];
  /** Go to a position (a list of moves), or leave the simulation with null. */
  go: (moves: string[] | null) => void;
}

/** The query string with the moves left readable: a comma and a tilde need no escaping there. */
const readable = (params: URLSearchParams) => params.toString().replace(/%2C/gi, ',').replace(/%7E/gi, '~');

export function useSimulationLink(): SimulationLink {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const simulating = search.has('simulate');
  const text = search.get('simulate');
  const go = useCallback(
    (moves: string[] | null) => {
      const next = new URLSearchParams(search);
      // The simulated state is the one highlighted: a linked ?state= would contradict it.
      next.delete('state');
      if (moves) next.set('simulate', formatMoves(moves));
      else next.delete('simulate');
      const query = readable(next);
      navigate({ search: query ? `?${query}` : '' });
    },
    [search, navigate],
  );
  // A new array only when the address changes, so what is keyed on it does not rerun every render.
  const moves = useMemo(() => parseMoves(text), [text]);
  return { simulating, moves, go };
}

/**
 * The position of the moves, or null while the machine's graph is first worked out (the largest
 * machine takes a noticeable moment: a tick first, so a spinner paints before the walk blocks).
 */
export function useSimulation(entry: MachineEntry | undefined, simulating: boolean, moves: string[]): Simulation | null {
  // Only a render trigger once the graph is worked out: readiness is asked of the cache itself.
  const [, setWarmed] = useState(0);
  const ready = Boolean(entry && simulating && simulationReady(entry));
  useEffect(() => {
    if (!entry || !simulating || simulationReady(entry)) return;
    const timer = setTimeout(() => {
      simulate(entry, []);
      setWarmed((n) => n + 1);
    }, 0);
    return () => clearTimeout(timer);
  }, [entry, simulating]);
  return useMemo(() => (ready && entry ? simulate(entry, moves) : null), [ready, entry, moves]);
}
