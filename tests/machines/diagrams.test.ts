import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { machines } from '../../machines/index';
import { renderMachineDoc } from '../../scripts/lib/diagram';

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
  }
});
