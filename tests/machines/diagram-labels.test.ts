import { describe, expect, it } from 'vitest';
import { machines } from '../../machines/index';
import { createMachine } from 'xstate';
import { mermaidChart } from '../../machines/diagram';
import { tellEvent } from '../../machines/story';

// The plain-language chart (the machine page's "Plain language" view): the story's phrases label
// the boxes and arrows; the ids stay as node ids, so a highlighted or linked state still matches.
const entry = machines['listing-wizard'];
const plain = () => mermaidChart(entry.machine, { plain: { story: entry.story, events: [...Object.values(entry.fixtures).flat(), ...entry.actorOutcomes] } });

describe('mermaidChart with plain labels', () => {
  it("labels a state with the story's phrase, not its camelCase id", () => {
    const lines = plain().split('\n');
    const declared = lines.find((l) => l.trim().startsWith('checkingEligibility : '));
    expect(declared).toBeDefined();
    expect(declared!.replace(/<br\/>/g, ' ')).toContain(entry.story.states.checkingEligibility);
    expect(declared!.split(' : ')[1]).not.toContain('checkingEligibility');
    // The technical chart names the same node by its id.
    expect(mermaidChart(entry.machine)).not.toContain(entry.story.states.checkingEligibility);
  });

  it('labels transitions with what the person does, and keeps the node ids for highlighting', () => {
    const chart = plain();
    expect(chart.replace(/<br\/>/g, ' ')).toContain('the host clicks Publish');
    expect(chart).not.toMatch(/: listing\.publish/);
    const highlighted = mermaidChart(entry.machine, { current: ['listingWizard.editing'], plain: { story: entry.story } });
    expect(highlighted).toContain('class editing current');
  });

  it('labels an event with several fixtures by what they share, not by the first one', () => {
    const m = machines['booking-cancel'];
    const reasons = m.fixtures['reason.select'];
    expect(reasons.length).toBeGreaterThan(1);
    const chart = mermaidChart(m.machine, { plain: { story: m.story, events: [...Object.values(m.fixtures).flat(), ...m.actorOutcomes] } }).replace(/<br\/>/g, ' ');
    expect(chart).toContain('the host chooses the reason "…"');
    // No single fixture's reason stands for the edge.
    for (const event of reasons) expect(chart).not.toContain(tellEvent(m.story, event));
    // One fixture alone is still told in full.
    const first = mermaidChart(m.machine, { plain: { story: m.story, events: [reasons[0]] } }).replace(/<br\/>/g, ' ');
    expect(first).toContain(tellEvent(m.story, reasons[0]));
  });

  it('draws every machine in plain language without a Mermaid statement separator in a label', () => {
    for (const m of Object.values(machines)) {
      const chart = mermaidChart(m.machine, { plain: { story: m.story, events: [...Object.values(m.fixtures).flat(), ...m.actorOutcomes] } });
      for (const line of chart.split('\n').slice(1)) expect(line.split(' : ').slice(1).join(' : ')).not.toMatch(/[;#{}]/);
    }
  });
});

describe('mermaidChart nesting', () => {
  it('declares an untagged nested leaf inside its parent block', () => {
    const machine = createMachine({
      id: 'nesting',
      initial: 'outer',
      states: { outer: { initial: 'first', states: { first: { on: { go: 'second' } }, second: { tags: ['tagged'] } } }, away: {} },
    });
    const lines = mermaidChart(machine).split('\n');
    const open = lines.indexOf('  state outer {');
    const close = lines.indexOf('  }', open);
    expect(open).toBeGreaterThan(0);
    const first = lines.indexOf('    outer_first : first');
    expect(first).toBeGreaterThan(open);
    expect(first).toBeLessThan(close);
    expect(lines.indexOf('    outer_second : second [tagged]')).toBeLessThan(close);
  });
});
