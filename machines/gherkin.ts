import type { MachineEntry } from './index';
import type { MachinePath } from './paths';
import { tellEvent, tellState } from './story';

// Paths as Gherkin scenarios a person can follow by hand: the steps are the machine's story
// (what the host does, what the server answers), the Then line what the screen shows.
// Pure: used by `npm run paths -- <machine> --format gherkin` and the in-app machine page.

type Node = MachineEntry['machine']['root'];

/** The initial leaves of a state node, from the chart alone (no actor is started). */
function initialLeaves(node: Node, prefix: string[] = []): string[] {
  const children = Object.values(node.states) as Node[];
  if (!children.length) return [prefix.join('.')];
  if (node.type === 'parallel') return children.flatMap((child) => initialLeaves(child, [...prefix, child.key]));
  const first = node.initial?.target[0] as Node | undefined;
  return first ? initialLeaves(first, [...prefix, first.key]) : [prefix.join('.')];
}

/** The initial state value of a machine, dotted, from its chart. */
export const initialState = (entry: MachineEntry) => initialLeaves(entry.machine.root).join(',');

export function gherkinScenario(entry: MachineEntry, path: MachinePath, number?: number): string[] {
  const { story } = entry;
  const lines = [`  Scenario${number ? ` ${number}` : ''}: ${path.name}`, `    Given ${tellState(story, initialState(entry))}`];
  path.steps.forEach((step, i) => lines.push(`    ${i === 0 ? 'When' : 'And'} ${tellEvent(story, step.event)}`));
  const end = path.steps.at(-1)?.state ?? initialState(entry);
  lines.push(path.changes === false ? `    Then nothing changes: ${tellState(story, end)}` : `    Then ${tellState(story, end)}`);
  return lines;
}

export function renderGherkin(name: string, entry: MachineEntry, paths: MachinePath[]): string {
  const header = [`Feature: ${entry.title} (${name})`, `  ${entry.description}`, `  Acted by ${entry.story.actor}; screens: ${entry.screens.join('; ')}.`, ''];
  return [...header, ...paths.flatMap((p, i) => [...gherkinScenario(entry, p, i + 1), ''])].join('\n');
}
