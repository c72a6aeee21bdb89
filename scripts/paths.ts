// npm run paths -- <machine> [--kind transitions|simple|shortest] [--to <state>] [--format md|json|gherkin]
// The paths of a machine for testers and product owners: by default one per transition of its
// state graph (walking them all walks everything); --kind simple gives every route through the
// states without coming back, --kind shortest the shortest way to every snapshot; --to keeps the
// paths that end in a state (a dotted state value or a parent of it).
import { machines, type MachineName } from '../machines/index';
import { formatStep, shortestPaths, simplePaths, stateNodeIds, transitionPaths, type MachinePath } from '../machines/paths';
import { renderGherkin } from '../machines/gherkin';

// `npm run paths -- session | head` closes the pipe early: that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => process.exit(error.code === 'EPIPE' ? 0 : 1));

const USAGE = 'usage: npm run paths -- <machine> [--kind transitions|simple|shortest] [--to <state>] [--format md|json|gherkin]';
const args = process.argv.slice(2);
const option = (flag: string, fallback: string | null) => {
  const at = args.indexOf(flag);
  return at >= 0 ? (args[at + 1] ?? '') : fallback;
};
const fail = (message: string): never => {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
};

const format = option('--format', 'md')!;
const kind = option('--kind', 'transitions')!;
const to = option('--to', null);
const [name] = args.filter((a, i) => !a.startsWith('--') && !['--format', '--kind', '--to'].includes(args[i - 1]));

if (!name || !(name in machines)) fail(`${name ? `unknown machine "${name}"` : 'name a machine'}; machines: ${Object.keys(machines).join(', ')}`);
if (!['md', 'json', 'gherkin'].includes(format)) fail(`--format must be md, json or gherkin (got "${format}")`);
if (!['transitions', 'simple', 'shortest'].includes(kind)) fail(`--kind must be transitions, simple or shortest (got "${kind}")`);

const entry = machines[name as MachineName];
const states = stateNodeIds(entry.machine).slice(1).map((id) => id.slice(entry.machine.root.id.length + 1));
if (to !== null && !states.includes(to)) fail(`--to: "${to}" is not a state of ${name}; states: ${states.join(', ')}`);

const endsIn = (p: MachinePath) => {
  if (to === null) return true;
  const end = p.steps.at(-1)?.state ?? '';
  return end.split(',').some((leaf) => leaf === to || leaf.startsWith(`${to}.`));
};
const chosen =
  kind === 'simple' ? simplePaths(entry, { to: to ?? undefined, limit: Number.MAX_SAFE_INTEGER }).paths : (kind === 'shortest' ? shortestPaths(entry) : transitionPaths(entry)).filter(endsIn);
// Ignored-event paths prove a refusal; with --to a tester wants the ways into the state.
const paths = to === null ? chosen : chosen.filter((p) => p.changes !== false);
const scope = `${kind} paths${to === null ? '' : ` to ${to}`}`;

if (format === 'json') console.log(JSON.stringify({ machine: name, kind, to, paths }, null, 2));
else if (format === 'gherkin') console.log(renderGherkin(name, entry, paths));
else {
  // Testers read the paths that change something first; the ignored events follow, one line each.
  const moving = paths.filter((p) => p.changes !== false);
  const ignored = paths.filter((p) => p.changes === false);
  console.log(`# ${entry.title}: ${paths.length} ${scope}\n`);
  moving.forEach((p, i) => console.log(`${i + 1}. **${p.name}**: ${p.steps.map(formatStep).join('; ') || '(initial state)'}`));
  if (ignored.length) {
    console.log(`\n## Ignored events (${ignored.length}): sent there, nothing changes\n`);
    ignored.forEach((p, i) => console.log(`${i + 1}. ${p.steps.map(formatStep).join('; ')}`));
  }
}
