// npm run paths -- <machine> [--format md|json|gherkin]: the test paths of a machine, one per
// transition of its state graph, for testers and product owners.
import { machines, type MachineName } from '../machines/index';
import { formatStep, transitionPaths } from '../machines/paths';

// `npm run paths -- session | head` closes the pipe early: that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => process.exit(error.code === 'EPIPE' ? 0 : 1));

const args = process.argv.slice(2);
const formatAt = args.indexOf('--format');
const format = formatAt >= 0 ? args[formatAt + 1] : 'md';
const [name] = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--format');

if (!name || !(name in machines)) {
  console.error(`usage: npm run paths -- <machine> [--format md|json|gherkin]\nmachines: ${Object.keys(machines).join(', ')}`);
  process.exit(2);
}
if (!['md', 'json', 'gherkin'].includes(format)) {
  console.error(`--format must be md, json or gherkin (got ${format})`);
  process.exit(2);
}

const entry = machines[name as MachineName];
const paths = transitionPaths(entry);

if (format === 'json') console.log(JSON.stringify({ machine: name, paths }, null, 2));
else if (format === 'gherkin') {
  console.log(`Feature: ${entry.title}\n  ${entry.description}\n`);
  for (const p of paths) {
    console.log(`  Scenario: ${p.name}`);
    console.log(`    Given the ${name} machine has just started`);
    p.steps.forEach((s, i) => {
      const { type, ...payload } = s.event;
      const data = Object.keys(payload).length ? ` with ${JSON.stringify(payload)}` : '';
      console.log(`    ${i === 0 ? 'When' : 'And'} "${type}" happens${data}`);
    });
    const end = p.steps.at(-1)?.state ?? 'the initial state';
    console.log(p.changes === false ? `    Then the last event is ignored and it stays in "${end}"\n` : `    Then it is in "${end}"\n`);
  }
} else {
  // Testers read the paths that change something first; the ignored events follow, one line each.
  const moving = paths.filter((p) => p.changes !== false);
  const ignored = paths.filter((p) => p.changes === false);
  console.log(`# ${entry.title}: ${paths.length} paths\n\n## Transitions (${moving.length})\n`);
  moving.forEach((p, i) => console.log(`${i + 1}. **${p.name}**: ${p.steps.map(formatStep).join('; ')}`));
  console.log(`\n## Ignored events (${ignored.length}): sent there, nothing changes\n`);
  ignored.forEach((p, i) => console.log(`${i + 1}. ${p.steps.map(formatStep).join('; ')}`));
}
