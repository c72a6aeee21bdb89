// npm start's first step: runs `npm run build` only when the build is missing or older than what
// it is built from, so a start after no change costs a few file stats, not a 20 s vite build.
// Plain Node (no tsx), to cost nothing when there is nothing to do.
//
// "Older": the newest modification time among the inputs (files and folders, so a deleted file
// counts too) is later than the stamp, dist/.build-stamp. The stamp is written after a successful
// build with the time the build *started*, so a file saved during a build makes the next start
// build again. `npm run build` run by hand stamps too (--stamp, at its end).
//
//   node scripts/build-if-stale.mjs            build if stale, print which
//   node scripts/build-if-stale.mjs --stamp    only write the stamp (the end of `npm run build`)
// BUILD_ROOT (default: this repository) and BUILD_COMMAND (default `npm run build`) are for tests.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(process.env.BUILD_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const command = process.env.BUILD_COMMAND ?? 'npm run build';
const stampFile = path.join(root, 'dist/.build-stamp');

/** What the build reads: the client and server sources, their configuration, the build scripts. */
const INPUTS = [
  'src',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'public',
  'scripts/vite',
  'scripts/build-server.ts',
  'scripts/build-if-stale.mjs',
];
/** What a start needs from the build; one missing is a build to do whatever the stamp says. */
const OUTPUTS = ['dist/client/index.html', 'dist/server/main.mjs'];

/** The newest modification time (ms) in a file or folder tree; 0 when it does not exist. */
function newest(file) {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return 0;
  }
  let latest = stat.mtimeMs;
  if (stat.isDirectory()) for (const name of readdirSync(file)) latest = Math.max(latest, newest(path.join(file, name)));
  return latest;
}

function stamp(time = new Date()) {
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${time.toISOString()}\n`);
  utimesSync(stampFile, time, time);
}

/** Why a build is needed, or null when the build is up to date. */
function staleness() {
  const missing = OUTPUTS.find((output) => !existsSync(path.join(root, output)));
  if (missing) return `${missing} is missing`;
  if (!existsSync(stampFile)) return 'no build stamp';
  const stampTime = statSync(stampFile).mtimeMs;
  const changed = INPUTS.find((input) => newest(path.join(root, input)) > stampTime);
  return changed ? `${changed} changed since the last build` : null;
}

if (process.argv.includes('--stamp')) {
  stamp();
} else {
  const reason = staleness();
  if (!reason) {
    console.log('build: up to date');
  } else {
    console.log(`build: building (${reason})`);
    const started = new Date();
    execSync(command, { cwd: root, stdio: 'inherit' }); // throws (and start stops) if the build fails
    stamp(started);
    console.log('build: built');
  }
}
