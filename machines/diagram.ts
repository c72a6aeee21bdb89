import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';

// The Mermaid state diagram of a machine, generated from its definition (never drawn by hand):
// guards and tags labelled. Pure: the generated docs (`npm run machines`) and the in-app machine
// page both draw from it; the page passes the live actor's states to highlight.

const mermaidId = (node: AnyStateNode) => node.path.join('_') || node.machine.id;
const label = (eventType: string) =>
  eventType.replace(/^xstate\.done\.actor\.(.+)$/, '$1 done').replace(/^xstate\.error\.actor\.(.+)$/, '$1 failed');

function nodeLines(node: AnyStateNode, indent: string): string[] {
  const lines: string[] = [];
  const children = Object.values(node.states) as AnyStateNode[];
  if (node.initial && children.length) {
    const initial = node.states[node.initial.target[0].key] as AnyStateNode | undefined;
    if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  }
  for (const child of children) {
    const tags = [...child.tags];
    if (Object.keys(child.states).length) {
      lines.push(`${indent}state ${mermaidId(child)} {`, ...nodeLines(child, `${indent}  `), `${indent}}`);
    }
    // Every state is declared where it belongs, under its own name: a nested state left to its
    // first transition would be drawn outside its parent, under its internal id (steps_photos).
    const nested = node.parent !== undefined;
    if (tags.length) lines.push(`${indent}${mermaidId(child)} : ${child.key} [${tags.join(', ')}]`);
    else if (nested || mermaidId(child) !== child.key) lines.push(`${indent}${mermaidId(child)} : ${child.key}`);
  }
  return lines;
}

function transitionLines(machine: AnyStateMachine): string[] {
  const lines: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const [eventType, defs] of node.transitions) {
      for (const def of defs) {
        const guard = def.guard ? ` [${typeof def.guard === 'string' ? def.guard : (def.guard as { type?: string }).type ?? 'guard'}]` : '';
        const targets = def.target?.length ? def.target : [node];
        // A machine-level transition applies in every top-level state: with a target it is drawn
        // as an edge from each of them; without one (context only) as a note, not as a fake state.
        const sources = node === machine.root ? (Object.values(machine.root.states) as AnyStateNode[]) : [node];
        if (node === machine.root && !def.target?.length) {
          if (sources[0]) lines.push(`  note right of ${mermaidId(sources[0])} : in any state, ${label(eventType)}${guard}`);
          continue;
        }
        for (const source of sources) {
          for (const target of targets) lines.push(`  ${mermaidId(source)} --> ${mermaidId(target as AnyStateNode)} : ${label(eventType)}${guard}`);
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
}

export function mermaidChart(machine: AnyStateMachine, options: ChartOptions = {}): string {
  const byId = new Map((getStateNodes(machine.root) as AnyStateNode[]).map((n) => [n.id, n]));
  const current = (options.current ?? []).map((id) => byId.get(id)).filter((n): n is AnyStateNode => !!n);
  return [
    'stateDiagram-v2',
    ...nodeLines(machine.root, '  '),
    ...transitionLines(machine),
    ...(current.length ? ['  classDef current fill:#ffe08a,stroke:#b7791f,stroke-width:3px', ...current.map((n) => `  class ${mermaidId(n)} current`)] : []),
  ].join('\n');
}
