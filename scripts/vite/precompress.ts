import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

// Brotli (quality 11) and gzip (level 9) twins of the built text files, written once at build time
// so the server sends them as they are (src/server/http/precompressed-static.ts) instead of
// compressing on every request or not at all: the main script is ~257 KB as built, ~80 KB gzipped,
// less as brotli. Source maps are left alone: the server does not serve them by default.

/** Extensions worth compressing: text. Images, videos and fonts (woff2) are compressed already. */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.xml', '.ico'];
/** Smaller files gain nothing worth an extra file (and a packet is ~1.4 KB anyway). */
export const PRECOMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `file.br` and `file.gz` next to every compressible file of at least PRECOMPRESS_MIN_BYTES
 *  under dir; a twin that would not be smaller than the file is not written. Returns the files compressed. */
export async function precompressDir(dir: string): Promise<string[]> {
  const candidates = (await filesUnder(dir)).filter((f) => PRECOMPRESSED_EXTENSIONS.includes(path.extname(f).toLowerCase()));
  const done: string[] = [];
  // zlib's async calls run on libuv's thread pool: a few at a time keeps every thread busy.
  const queue = [...candidates];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) continue;
      const content = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gz(content, { level: 9 }),
      ]);
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
      done.push(file);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return done.sort();
}

/** The vite plugin: once `vite build` has written the output directory, precompress it. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'host-portal:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // writeBundle, not closeBundle: it runs only when the files were written (not after a failed build).
    async writeBundle(output) {
      const outDir = output.dir ?? path.resolve(config.root, config.build.outDir);
      const started = Date.now();
      const files = await precompressDir(outDir);
      config.logger.info(`precompressed ${files.length} files (.br, .gz) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}
