// The server, compiled for `npm start`: src/server/main.ts bundled by esbuild into
// dist/server/main.mjs, and the iCal parser's worker thread into dist/server/parse-worker.mjs
// (parse-isolated.ts starts that sibling when it exists). The packages are bundled too: Node
// resolving and reading some 600 package files one by one cost about a fifth of a warm start.
// A package that finds files next to its own (__dirname, import.meta.url, createRequire: a native
// addon, a data file, a worker script) stays an import from node_modules, where those files are;
// the build finds them by reading what it bundled (externalPackages). Files the server reads
// at run time (migrations, translations, the identity pages' assets, the built client) are found
// from the project root, not next to the bundle (src/server/paths.ts). Next to the bundle goes
// pglite-template.tar, an empty database with the migrations applied: a first start on an empty
// DATA_DIR loads it instead of running PGlite's initdb (emptyDatabaseTemplate, db/client.ts).
//   npx tsx scripts/build-server.ts [outdir]     (default dist/server)
import { build, type BuildOptions } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/server/db/client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Words in a package's code that mean it reads files beside its own at run time. */
const FINDS_OWN_FILES = /__dirname|__filename|import\.meta\.url|createRequire|require\.resolve/;
/** PGlite loads its WebAssembly and data files beside its code (by fetch or fs, not only by the words above). */
const ALWAYS_EXTERNAL = ['@electric-sql/pglite'];

const common = (outdir: string): BuildOptions => ({
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
  logLevel: 'warning',
  // The CommonJS packages bundled into this ES module still call require() for Node's own modules.
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
});

/** The packages to leave in node_modules: those whose bundled files would look for their own
 *  files next to the bundle. A trial build (not written) lists every package file it would take. */
export async function externalPackages(): Promise<string[]> {
  const trial = await build({ ...common('/nowhere'), external: ALWAYS_EXTERNAL, write: false, metafile: true, logLevel: 'error' });
  const names = new Set(ALWAYS_EXTERNAL);
  for (const file of Object.keys(trial.metafile.inputs)) {
    const at = file.lastIndexOf('node_modules/');
    if (at < 0 || !FINDS_OWN_FILES.test(readFileSync(path.join(root, file), 'utf8'))) continue;
    const parts = file.slice(at + 'node_modules/'.length).split('/');
    const name = parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
    // An import from the bundle finds the top-level copy: a nested one (another version) cannot stay apart.
    if (file.slice(0, at).includes('node_modules/')) throw new Error(`${file}: a nested package that reads its own files; the bundle would load the top-level ${name} instead`);
    names.add(name);
  }
  return [...names].sort();
}

/** The server's code alone (no database template), as `npm start` runs it. The outdir must lie
 *  inside the project, where node_modules and package.json are found from the bundle. */
export async function bundleServer(outdir: string): Promise<void> {
  await build({ ...common(outdir), external: await externalPackages(), sourcemap: true });
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
