// npm run paths -- <machine> [--kind cover|transitions|simple|shortest] [--to <state>] [--format md|json|csv|gherkin]
// The paths of a machine for testers and product owners. By default (--kind cover) the fewest
// paths that walk every move of its state graph, each with an id, a title, tags, the demo data to
// start from and what each step should show, then its ignored events as one table per state;
// --kind transitions gives one path per transition (the cover set is chosen from these), --kind
// simple every route through the states without coming back, --kind shortest the shortest way to
// every snapshot; --to keeps the paths that end in a state (a dotted state value or a parent of it).
import { machines, type MachineName } from '../machines/index';
import { shortestPaths, simplePaths, stateNodeIds, transitionPaths, type MachinePath } from '../machines/paths';
import { renderGherkin } from '../machines/gherkin';
import { coverPaths, ignoredByState, testerPaths, testerPathsCsv } from '../machines/tester-paths';
import { preconditions } from '../machines/preconditions';

// `npm run paths -- session | head` closes the pipe early: that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => process.exit(error.code === 'EPIPE' ? 0 : 1));

const USAGE = 'usage: npm run paths -- <machine> [--kind cover|transitions|simple|shortest] [--to <state>] [--format md|json|csv|gherkin]';
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
const kind = option('--kind', 'cover')!;
const to = option('--to', null);
const [name] = args.filter((a, i) => !a.startsWith('--') && !['--format', '--kind', '--to'].includes(args[i - 1]));

if (!name || !(name in machines)) fail(`${name ? `unknown machine "${name}"` : 'name a machine'}; machines: ${Object.keys(machines).join(', ')}`);
if (!['md', 'json', 'csv', 'gherkin'].includes(format)) fail(`--format must be md, json, csv or gherkin (got "${format}")`);
if (!['cover', 'transitions', 'simple', 'shortest'].includes(kind)) fail(`--kind must be cover, transitions, simple or shortest (got "${kind}")`);

const entry = machines[name as MachineName];
const states = stateNodeIds(entry.machine).slice(1).map((id) => id.slice(entry.machine.root.id.length + 1));
if (to !== null && !states.includes(to)) fail(`--to: "${to}" is not a state of ${name}; states: ${states.join(', ')}`);

const endsIn = (p: MachinePath) => {
  if (to === null) return true;
  const end = p.steps.at(-1)?.state ?? '';
  return end.split(',').some((leaf) => leaf === to || leaf.startsWith(`${to}.`));
};
const transitions = kind === 'cover' || kind === 'transitions' ? transitionPaths(entry) : [];
const chosen =
  kind === 'simple'
    ? simplePaths(entry, { to: to ?? undefined, limit: Number.MAX_SAFE_INTEGER }).paths
    : (kind === 'shortest' ? shortestPaths(entry) : kind === 'cover' ? coverPaths(entry, transitions) : transitions).filter(endsIn);
// Ignored-event paths prove a refusal; with --to a tester wants the ways into the state.
const paths = to === null ? chosen : chosen.filter((p) => p.changes !== false);
const scope = `${kind} paths${to === null ? '' : ` to ${to}`}`;

const forTesters = testerPaths(name, entry, paths, preconditions[name as MachineName]);

if (format === 'json') console.log(JSON.stringify({ machine: name, title: entry.title, kind, to, paths: forTesters }, null, 2));
else if (format === 'csv') process.stdout.write(testerPathsCsv(forTesters));
else if (format === 'gherkin') console.log(renderGherkin(name, entry, paths));
else {
  // Testers read the paths that change something first; the ignored events follow.
  const moving = forTesters.filter((p) => !p.tags.includes('ignored'));
  console.log(`# ${entry.title}: ${moving.length} ${scope}\n\nStart: ${preconditions[name as MachineName]}.\n`);
  for (const p of moving) {
    console.log(`## ${p.id}: ${p.title}\n\nTags: ${p.tags.join(', ')}\n`);
    p.steps.forEach((s, i) => console.log(`${i + 1}. ${s.action}. *Expected:* ${s.expected}.`));
    console.log('');
  }
  // The cover set leaves the ignored events out of its paths: they are one table per state.
  const ignored = kind === 'cover' ? ignoredByState(transitions) : ignoredByState(paths);
  if (ignored.size) {
    console.log(`## Ignored events: sent in these states, nothing changes\n\n| state | events |\n|---|---|`);
    for (const [state, types] of ignored) console.log(`| ${state} | ${types.join(', ')} |`);
  }
}
