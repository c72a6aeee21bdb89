import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { machines } from '../../machines/index';
import { renderMachineDoc } from '../../scripts/lib/diagram';
import { mermaidChart } from '../../machines/diagram';
import { getStateNodes } from 'xstate/graph';
import type { AnyStateNode } from 'xstate';

// The committed diagrams are what the machines are today (npm run machines regenerates them).
describe('machine diagrams', () => {
  for (const [name, entry] of Object.entries(machines)) {
    it(`machines/${name}/${name}.md is current`, () => {
      const committed = readFileSync(path.resolve(import.meta.dirname, `../../machines/${name}/${name}.md`), 'utf8');
      expect(committed).toBe(renderMachineDoc(name, entry));
    });

    it(`${name}: the diagram names every state and every event type`, () => {
      const doc = renderMachineDoc(name, entry);
      for (const state of Object.keys(entry.machine.root.states)) expect(doc).toContain(state);
      for (const type of Object.keys(entry.fixtures)) expect(doc).toContain(type);
    });

    it(`${name}: every nested state is declared inside its parent's block, under its own name`, () => {
      const chart = mermaidChart(entry.machine).split('\n');
      for (const node of getStateNodes(entry.machine.root) as AnyStateNode[]) {
        if (node.path.length < 2) continue;
        const id = node.path.join('_');
        const parent = node.path.slice(0, -1).join('_');
        const open = chart.findIndex((l) => l.trim() === `state ${parent} {`);
        expect(open, `${name}: no block for ${parent}`).toBeGreaterThanOrEqual(0);
        const depth = chart[open]!.indexOf('state');
        const close = chart.findIndex((l, i) => i > open && l === `${' '.repeat(depth)}}`);
        const declared = chart.findIndex((l, i) => i > open && i < close && l.trim().startsWith(`${id} : ${node.key}`));
        expect(declared, `${name}: ${id} is not declared inside ${parent}`).toBeGreaterThan(open);
      }
    });
  }
});
