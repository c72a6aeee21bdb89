// The server, compiled for `npm start`: src/server/main.ts bundled by esbuild into
// dist/server/main.mjs, and the iCal parser's worker thread into dist/server/parse-worker.mjs
// (parse-isolated.ts starts that sibling when it exists). Packages stay imports from
// node_modules (`packages: 'external'`): only our own code is compiled. Files the server reads
// at run time (migrations, translations, the identity pages' assets, the built client) are found
// from the project root, not next to the bundle (src/server/paths.ts). Next to the bundle goes
// pglite-template.tar, an empty database with the migrations applied: a first start on an empty
// DATA_DIR loads it instead of running PGlite's initdb (emptyDatabaseTemplate, db/client.ts).
//   npx tsx scripts/build-server.ts [outdir]     (default dist/server)
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/server/db/client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server's code alone (no database template), as `npm start` runs it. The outdir must lie
 *  inside the project, where node_modules and package.json are found from the bundle. */
export async function bundleServer(outdir: string): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'src/server/main.ts',
      'parse-worker': 'src/server/services/ical/parse-worker.ts',
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

export async function buildServer(outdir = path.join(root, 'dist/server')): Promise<void> {
  await bundleServer(outdir);
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    writeFileSync(path.join(outdir, 'pglite-template.tar'), Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outdir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const started = performance.now();
  await buildServer(outdir);
  console.log(`server built into ${path.relative(process.cwd(), outdir ?? path.join(root, 'dist/server')) || '.'} in ${Math.round(performance.now() - started)} ms`);
}
