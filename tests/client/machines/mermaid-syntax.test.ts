// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import mermaid from 'mermaid';
import { machines } from '../../../machines/index';
import { mermaidChart } from '../../../machines/diagram';
import { stepCatalogue, stepChart } from '../../../machines/step-diagram';
import { scaledMs } from '../../support/time-scale';

// Every chart the machine page can ask Mermaid to draw is one Mermaid reads: both labellings of
// every machine (a story phrase is free text) and the step flowcharts. Parsing needs no layout,
// so the real Mermaid runs here; the drawing itself is left to the browser.
it('Mermaid parses every machine chart, technical and plain, and every step chart', async () => {
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', htmlLabels: false });
  const refused: string[] = [];
  const check = async (what: string, chart: string) => {
    try {
      await mermaid.parse(chart);
    } catch (error) {
      refused.push(`${what}: ${String(error).slice(0, 300)}`);
    }
  };
  for (const [name, entry] of Object.entries(machines)) {
    await check(`${name} technical`, mermaidChart(entry.machine));
    await check(`${name} plain`, mermaidChart(entry.machine, { plain: { story: entry.story, events: [...Object.values(entry.fixtures).flat(), ...entry.actorOutcomes] } }));
  }
  for (const name of ['listing-wizard', 'verification-flow'])
    for (const { flow, steps } of stepCatalogue(name)!) await check(`${name} ${flow} steps`, stepChart(steps, { title: (id) => `“${id}” (step)`, skip: 'sauter' }));
  expect(refused).toEqual([]);
}, scaledMs(60_000));
