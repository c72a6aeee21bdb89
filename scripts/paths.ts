// npm run paths -- <machine> [--format md|json|gherkin]: the test paths of a machine, one per
// transition of its state graph, for testers and product owners.
import { machines, type MachineName } from '../machines/index';
import { formatStep, transitionPaths } from '../machines/paths';
import { renderGherkin } from '../machines/gherkin';

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
else if (format === 'gherkin') console.log(renderGherkin(name, entry, paths));
else {
  // Testers read the paths that change something first; the ignored events follow, one line each.
  const moving = paths.filter((p) => p.changes !== false);
  const ignored = paths.filter((p) => p.changes === false);
  console.log(`# ${entry.title}: ${paths.length} paths\n\n## Transitions (${moving.length})\n`);
  moving.forEach((p, i) => console.log(`${i + 1}. **${p.name}**: ${p.steps.map(formatStep).join('; ')}`));
  console.log(`\n## Ignored events (${ignored.length}): sent there, nothing changes\n`);
  ignored.forEach((p, i) => console.log(`${i + 1}. ${p.steps.map(formatStep).join('; ')}`));
}
