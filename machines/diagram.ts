import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { tellEvent, type MachineStory } from './story';

// The Mermaid state diagram of a machine, generated from its definition (never drawn by hand):
// guards and tags labelled. Pure: the generated docs (`npm run machines`) and the in-app machine
// page both draw from it; the page passes the live actor's states to highlight.

const mermaidId = (node: AnyStateNode) => node.path.join('_') || node.machine.id;
const technicalLabel = (eventType: string) =>
  eventType.replace(/^xstate\.done\.actor\.(.+)$/, '$1 done').replace(/^xstate\.error\.actor\.(.+)$/, '$1 failed');

/** How the chart names states and transitions: by id (technical) or by the story's phrases. */
interface Labels {
  state: (node: AnyStateNode) => string;
  event: (eventType: string) => string;
  guard: (name: string) => string;
  tags: (tags: string[]) => string;
}

const technical: Labels = { state: (node) => node.key, event: technicalLabel, guard: (name) => name, tags: (tags) => tags.join(', ') };

/** 'isFormValid' -> 'is form valid': a guard or tag read as words. */
const words = (id: string) =>
  id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.]+/g, ' ')
    .toLowerCase();

// A phrase as Mermaid label text: no statement separators or entity marks. Mermaid wraps long
// labels itself (a break of our own as well gives ragged lines).
const labelText = (text: string) =>
  text
    .replace(/[;#{}<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Fields of one event type whose value differs among its fixtures, told as "…" in an edge's label. */
const VARIES = '…';

/**
 * The event told for an edge, which stands for every fixture of its type: fields that differ among
 * the fixtures are shown as "…" (the edge 'chooses the reason "…"', not the first fixture's reason);
 * a phrase that cannot be told that way lists the fixtures' tellings instead.
 */
function tellEdge(story: MachineStory, eventType: string, fixtures: readonly EventObject[]): string {
  const tellings = [...new Set(fixtures.map((event) => tellEvent(story, event)))];
  if (tellings.length <= 1) return tellings[0] ?? tellEvent(story, { type: eventType });
  const fields = new Set(fixtures.flatMap((event) => Object.keys(event)));
  const general: Record<string, unknown> = { type: eventType };
  for (const field of fields) {
    const values = new Set(fixtures.map((event) => JSON.stringify((event as unknown as Record<string, unknown>)[field])));
    general[field] = values.size === 1 ? (fixtures[0] as unknown as Record<string, unknown>)[field] : VARIES;
  }
  const told = tellEvent(story, general as EventObject);
  return told.includes(VARIES) && !told.includes('undefined') ? told : tellings.join(' or ');
}

function plainLabels(story: MachineStory, samples: readonly EventObject[]): Labels {
  const fixturesOf = new Map<string, EventObject[]>();
  for (const event of samples) fixturesOf.set(event.type, [...(fixturesOf.get(event.type) ?? []), event]);
  return {
    // The phrase of the state itself; a state without one keeps its name (never a parent's phrase,
    // which would name two boxes alike).
    state: (node) => labelText(story.states[node.path.join('.')] ?? words(node.key)),
    event: (eventType) => {
      try {
        return labelText(tellEdge(story, eventType, fixturesOf.get(eventType) ?? []));
      } catch {
        return labelText(words(technicalLabel(eventType)));
      }
    },
    guard: (name) => `if ${words(name)}`,
    tags: (tags) => tags.map(words).join(', '),
  };
}

function nodeLines(node: AnyStateNode, indent: string, labels: Labels): string[] {
  const lines: string[] = [];
  const children = Object.values(node.states) as AnyStateNode[];
  if (node.initial && children.length) {
    const initial = node.states[node.initial.target[0].key] as AnyStateNode | undefined;
    if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  }
  for (const child of children) {
    const tags = [...child.tags];
    if (Object.keys(child.states).length) {
      lines.push(`${indent}state ${mermaidId(child)} {`, ...nodeLines(child, `${indent}  `, labels), `${indent}}`);
    }
    // Every state is declared where it belongs, under its own name: a nested state left to its
    // first transition would be drawn outside its parent, under its internal id (steps_photos).
    const nested = node.parent !== undefined;
    const name = labels.state(child);
    if (tags.length) lines.push(`${indent}${mermaidId(child)} : ${name} [${labels.tags(tags)}]`);
    else if (nested || mermaidId(child) !== name) lines.push(`${indent}${mermaidId(child)} : ${name}`);
  }
  return lines;
}

function transitionLines(machine: AnyStateMachine, labels: Labels): string[] {
  const lines: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const [eventType, defs] of node.transitions) {
      for (const def of defs) {
        const guard = def.guard ? ` [${labels.guard(typeof def.guard === 'string' ? def.guard : ((def.guard as { type?: string }).type ?? 'guard'))}]` : '';
        const targets = def.target?.length ? def.target : [node];
        // A machine-level transition applies in every top-level state: with a target it is drawn
        // as an edge from each of them; without one (context only) as a note, not as a fake state.
        const sources = node === machine.root ? (Object.values(machine.root.states) as AnyStateNode[]) : [node];
        if (node === machine.root && !def.target?.length) {
          if (sources[0]) lines.push(`  note right of ${mermaidId(sources[0])} : in any state, ${labels.event(eventType)}${guard}`);
          continue;
        }
        for (const source of sources) {
          for (const target of targets) lines.push(`  ${mermaidId(source)} --> ${mermaidId(target as AnyStateNode)} : ${labels.event(eventType)}${guard}`);
        }
      }
    }
    (Object.values(node.states) as AnyStateNode[]).forEach(visit);
  };
  visit(machine.root);
  return [...new Set(lines)];
}

export interface ChartOptions {
  /** State node ids to highlight (the active states of a live actor), e.g. ['reviewReply.editing']. */
  current?: readonly string[];
  /**
   * Label states and transitions with the machine's story (what a person sees and does) instead
   * of their ids, for readers who do not read code. Node ids stay the same, so highlighting and
   * links to a state still work. `events` are sample payloads for phrases that read one.
   */
  plain?: { story: MachineStory; events?: readonly EventObject[] };
}

export function mermaidChart(machine: AnyStateMachine, options: ChartOptions = {}): string {
  const byId = new Map((getStateNodes(machine.root) as AnyStateNode[]).map((n) => [n.id, n]));
  const labels = options.plain ? plainLabels(options.plain.story, options.plain.events ?? []) : technical;
  const current = (options.current ?? []).map((id) => byId.get(id)).filter((n): n is AnyStateNode => !!n);
  return [
    'stateDiagram-v2',
    ...nodeLines(machine.root, '  ', labels),
    ...transitionLines(machine, labels),
    ...(current.length ? ['  classDef current fill:#ffe08a,stroke:#b7791f,stroke-width:3px', ...current.map((n) => `  class ${mermaidId(n)} current`)] : []),
  ].join('\n');
}
