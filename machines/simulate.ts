import type { EventObject } from 'xstate';
import { walkEvents, type MachineEntry } from './index';
import { adjacencyOf, changesSomething, serialize, stateName, type Adjacency } from './paths';
import { leafPaths, showValue, tellEvent, tellState } from './story';

// A machine played by hand (the Simulate tab of the machine page): from the initial state, a list
// of moves gives the position, the moves possible there and what the screen shows. It walks the
// same snapshot graph as the paths (fixture events, actor outcomes; no actor or server call runs),
// so a position reached here is one the tester paths reach too. Pure: no Node, no DOM.

export interface SimulatedMove {
  /** Stable in a link: the event type, with `~n` when the fixtures hold several payloads of that type. */
  id: string;
  /** The event as it is sent (fixture payload included). */
  event: EventObject;
  /** What the person does, or what happens, in the machine's story words. */
  story: string;
  /** The payload without its type, as a person reads it; '' when there is none. */
  payload: string;
  /** The state value it leads to, dotted. */
  target: string;
}

export interface Simulation {
  /** The state value at the position, dotted ('steps.photos'; 'a.b,c.d' for parallel regions). */
  state: string;
  /** The state node ids to highlight in the diagram: the active leaves, e.g. 'reviewReply.editing'. */
  activeStateIds: string[];
  /** What the screen shows there (the expected result of the tester paths). */
  expected: string;
  /** The moves that change something there; ignored events are left out. */
  enabled: SimulatedMove[];
  /** The moves applied: the asked ones up to the first that is not possible. */
  applied: string[];
  /** The applied moves told as steps: what was done and the state it led to. */
  history: { story: string; state: string }[];
  /** The index of the first asked move that is not possible at its position (a stale link); null when all were. */
  refusedAt: number | null;
}

/** Each walk event with its move id: the type alone when it is the only payload of that type. */
function moveIds(entry: MachineEntry): Map<string, string> {
  const events = walkEvents(entry);
  const total = new Map<string, number>();
  for (const e of events) total.set(e.type, (total.get(e.type) ?? 0) + 1);
  const seen = new Map<string, number>();
  const ids = new Map<string, string>();
  for (const e of events) {
    const n = (seen.get(e.type) ?? 0) + 1;
    seen.set(e.type, n);
    const key = serializeEvent(e);
    if (!ids.has(key)) ids.set(key, total.get(e.type)! > 1 ? `${e.type}~${n}` : e.type);
  }
  return ids;
}

const serializeEvent = (e: EventObject) => JSON.stringify(e);

interface Graph {
  adjacency: Adjacency;
  initialKey: string;
  ids: Map<string, string>;
}

// The graph of the largest machine takes a noticeable moment: worked out once per machine.
const graphs = new WeakMap<MachineEntry, Graph>();

function graphOf(entry: MachineEntry): Graph {
  let graph = graphs.get(entry);
  if (!graph) {
    const adjacency = adjacencyOf(entry);
    graph = { adjacency, initialKey: Object.keys(adjacency)[0]!, ids: moveIds(entry) };
    graphs.set(entry, graph);
  }
  return graph;
}

/** The id a move of this event has in a simulation (and in its link). */
export function moveIdOf(entry: MachineEntry, event: EventObject): string | undefined {
  return graphOf(entry).ids.get(serializeEvent(event));
}

function payloadOf(event: EventObject): string {
  const { type: _type, ...payload } = event;
  return Object.keys(payload).length ? showValue(payload) : '';
}

/** The moves that change something in a snapshot, keyed by id, in the order of the fixtures. */
function movesAt(entry: MachineEntry, graph: Graph, key: string): Map<string, { move: SimulatedMove; nextKey: string }> {
  const node = graph.adjacency[key]!;
  const moves = new Map<string, { move: SimulatedMove; nextKey: string }>();
  for (const { event, state } of Object.values(node.transitions)) {
    if (!changesSomething(node.state, event, state)) continue;
    const id = graph.ids.get(serializeEvent(event));
    if (!id) continue;
    const move = { id, event, story: tellEvent(entry.story, event), payload: payloadOf(event), target: stateName(state.value) };
    moves.set(id, { move, nextKey: serialize(state) });
  }
  return moves;
}

type StateNode = MachineEntry['machine']['root'];

/** The id of the state node at a dotted path: found by its keys, as a state given its own id keeps it. */
const nodeIdOf = (entry: MachineEntry, dotted: string): string =>
  dotted.split('.').reduce<StateNode>((node, key) => (node.states[key] as StateNode | undefined) ?? node, entry.machine.root).id;

/** The position after the moves (ids of `SimulatedMove`), from the machine's initial state. */
export function simulate(entry: MachineEntry, moves: readonly string[]): Simulation {
  const graph = graphOf(entry);
  let key = graph.initialKey;
  let here = movesAt(entry, graph, key);
  const applied: string[] = [];
  const history: Simulation['history'] = [];
  let refusedAt: number | null = null;
  for (const [index, id] of moves.entries()) {
    const next = here.get(id);
    // A link made before the machine changed may ask for a move that no longer exists there.
    if (!next || !graph.adjacency[next.nextKey]) {
      refusedAt = index;
      break;
    }
    applied.push(id);
    history.push({ story: next.move.story, state: next.move.target });
    key = next.nextKey;
    here = movesAt(entry, graph, key);
  }
  const value = graph.adjacency[key]!.state.value;
  const state = stateName(value);
  return {
    state,
    activeStateIds: leafPaths(value).map((leaf) => nodeIdOf(entry, leaf)),
    expected: tellState(entry.story, state),
    enabled: [...here.values()].map((m) => m.move),
    applied,
    history,
    refusedAt,
  };
}

/** Whether the machine's graph is worked out already (a simulation then answers at once). */
export const simulationReady = (entry: MachineEntry): boolean => graphs.has(entry);

/** The moves of a link (`?simulate=a,b~2`): '' is the start. */
export const parseMoves = (text: string | null): string[] => (text ? text.split(',').filter(Boolean) : []);
export const formatMoves = (moves: readonly string[]): string => moves.join(',');
