// npm run backup -- [--data-dir D] [--out FILE]
// Writes the embedded database of DATA_DIR (default ./data) to one file, PGlite's dump of its
// directory (a gzip tarball). The server must be stopped: PGlite is one process's database, and
// the script refuses while a server has the directory open (src/server/db/data-dir-lock.ts).
// For a PostgreSQL server (DATABASE_URL) use pg_dump (README "Backup and restore").
import { parseArgs } from 'node:util';
import { BackupError, backupDataDir, DEFAULT_DATA_DIR, defaultBackupName, fromCaller } from './lib/data-dir-backup';
import { DataDirBusyError } from '../src/server/db/data-dir-lock';

let options;
try {
  options = parseArgs({ options: { 'data-dir': { type: 'string' }, out: { type: 'string' } } }).values;
} catch (error) {
  console.error(`${(error as Error).message}\nusage: npm run backup -- [--data-dir D] [--out FILE]`);
  process.exit(2);
}
const given = options['data-dir'];
const dataDir = given ? fromCaller(given) : (process.env.DATA_DIR ?? DEFAULT_DATA_DIR);
const out = fromCaller(options.out ?? defaultBackupName());

try {
  const { bytes, migrations } = await backupDataDir(dataDir, out);
  console.log(`backup of ${dataDir} written to ${out} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${migrations} migrations applied)`);
} catch (error) {
  if (error instanceof BackupError || error instanceof DataDirBusyError) {
    console.error(`backup refused: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
