// npm run machines                 writes machines/<name>/<name>.md for every registered machine
// npm run machines -- --check      writes nothing; exits 1 naming each stale file
// npm run machines -- --coverage   runs the model-based tests (tests/machines), then prints what
//                                  they walked per machine (states, transitions, graph edges,
//                                  event types) against what exists; exits 1 below 100 %
// npm run machines -- --coverage --from DIR
//                                  the same report from the records an earlier run wrote into
//                                  DIR (MACHINE_COVERAGE_DIR=DIR npm test, as CI does): no re-run;
//                                  with the view coverage beside it (moves played on the real
//                                  views by the client path replays and, when the browser
//                                  journeys wrote records there too, by Chromium), each against its floor
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { machines } from '../machines/index';
import { renderMachineDoc } from './lib/diagram';
import { complete, coverageOf, coverageTable, readRecords, viewCoverageOf, viewCoverageTable } from './lib/machine-coverage';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);

if (args.includes('--coverage')) {
  const from = args.includes('--from') ? args[args.indexOf('--from') + 1] : undefined;
  const dir = from ?? mkdtempSync(path.join(tmpdir(), 'machine-coverage-'));
  try {
    if (!from) {
      const run = spawnSync('npx', ['vitest', 'run', 'tests/machines', '--exclude', 'tests/machines/{diagrams,story}.test.ts', '--reporter=dot'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, MACHINE_COVERAGE_DIR: dir },
      });
      if (run.status !== 0) {
        console.error('The model-based tests failed (npx vitest run tests/machines): no coverage report.');
        process.exit(1);
      }
    } else if (!existsSync(from)) {
      console.error(`No coverage records in ${from}: run the tests with MACHINE_COVERAGE_DIR=${from} first.`);
      process.exit(1);
    }
    const records = readRecords(dir);
    const rows = Object.entries(machines).map(([name, entry]) => ({ name, coverage: coverageOf(entry, records) }));
    console.log(`Machine coverage by the model-based tests (tests/machines), ${rows.length} machines\n`);
    console.log(coverageTable(rows));
    // The view replays are client tests: their records come with a whole run (--from), not here.
    const views = from
      ? viewCoverageTable(
          Object.entries(machines).map(([name, entry]) => ({
            name,
            view: viewCoverageOf(entry, records),
            replay: viewCoverageOf(entry, records, 'replay'),
            browser: viewCoverageOf(entry, records, 'browser'),
          })),
        )
      : null;
    if (views)
      console.log(
        `\nView coverage: the moves of each machine played on its real view, by the happy-dom replays (tests/client) and by Chromium against the real server (tests/e2e/machine-paths-*.spec.ts, when the journeys wrote their records too)\n\n${views.table}`,
      );
    const short = rows.filter((r) => !complete(r.coverage));
    if (short.length) console.error(`\n${short.length} machine(s) below 100 %: ${short.map((r) => r.name).join(', ')}`);
    if (views?.below.length) console.error(`\n${views.below.length} view replay(s) below their floor: ${views.below.join(', ')}`);
    if (short.length || views?.below.length) process.exit(1);
    console.log(`\nEvery machine: 100 % of states, transitions, graph edges and event types.${views ? ' Every view replay at or above its floor.' : ''}`);
  } finally {
    if (!from) rmSync(dir, { recursive: true, force: true });
  }
} else {
  const check = args.includes('--check');
  const stale: string[] = [];
  for (const [name, entry] of Object.entries(machines)) {
    const file = path.join(root, 'machines', name, `${name}.md`);
    const doc = renderMachineDoc(name, entry);
    const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (current === doc) continue;
    if (check) stale.push(path.relative(root, file));
    else {
      writeFileSync(file, doc);
      console.log(`wrote ${path.relative(root, file)}`);
    }
  }
  if (stale.length) {
    console.error(`Stale machine documents (run npm run machines):\n${stale.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
}
