// npm run restore -- FILE [--data-dir D] [--force]
// Reads a backup of npm run backup into DATA_DIR (default ./data): an empty one, or with --force
// one whose database it replaces. The server must be stopped (the script refuses while one has
// the directory open). The restored database is checked to open and to have the migrations
// table before it takes the old one's place.
import { parseArgs } from 'node:util';
import { BackupError, DEFAULT_DATA_DIR, fromCaller, restoreDataDir } from './lib/data-dir-backup';
import { DataDirBusyError } from '../src/server/db/data-dir-lock';

const usage = 'usage: npm run restore -- FILE [--data-dir D] [--force]';
let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } } });
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const [file, ...extra] = parsed.positionals;
if (!file || extra.length > 0) {
  console.error(usage);
  process.exit(2);
}
const given = parsed.values['data-dir'];
const dataDir = given ? fromCaller(given) : (process.env.DATA_DIR ?? DEFAULT_DATA_DIR);

try {
  const { migrations } = await restoreDataDir(fromCaller(file), dataDir, parsed.values.force ?? false);
  console.log(`${file} restored into ${dataDir} (${migrations} migrations applied; the server runs any newer ones at its start)`);
} catch (error) {
  if (error instanceof BackupError || error instanceof DataDirBusyError) {
    console.error(`restore refused: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
