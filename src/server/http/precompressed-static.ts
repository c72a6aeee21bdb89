import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';

// The built client's text files are sent compressed: the build writes a brotli (.br) and a gzip
// (.gz) twin next to each (scripts/vite/precompress.ts) and this middleware sends the best twin the
// browser accepts, as the original file (its content-type, with content-encoding). Compressing at
// build time costs nothing per request and gets brotli's best ratio (the main script: ~257 KB
// plain, ~70 KB as brotli); without it every file went out uncompressed. A file without a twin,
// a request accepting neither encoding, and a byte-range request get the plain file (serveStatic).

export type ContentEncoding = 'br' | 'gzip';
const TWIN_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
/** Best first: brotli is smaller than gzip for the same file. */
const PREFERENCE: ContentEncoding[] = ['br', 'gzip'];

/** The encoding to send among those available, by the request's Accept-Encoding: the highest q
 *  above 0 (br before gzip at equal q), `*` standing for an encoding not named. null: identity. */
export function negotiateEncoding(acceptEncoding: string | undefined, available: readonly ContentEncoding[]): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(name.trim().toLowerCase(), Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0);
  }
  let best: ContentEncoding | null = null;
  let bestQ = 0;
  for (const encoding of PREFERENCE) {
    if (!available.includes(encoding)) continue;
    const weight = q.get(encoding) ?? q.get('*') ?? 0;
    if (weight > bestQ) [best, bestQ] = [encoding, weight];
  }
  return best;
}

/** Text worth a twin; the build makes them for the same extensions (PRECOMPRESSED_EXTENSIONS). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml|ico)$/i;
/** Only plain paths below the root: no dot segments, no percent escapes, no doubled slashes. */
const SAFE_PATH = /^(?:\/[\w-][\w.-]*)+$/;

/** Adds accept-encoding to a response's Vary header (once; not to `*`). */
export function varyOnAcceptEncoding(headers: Headers) {
  const current = headers.get('vary');
  if (!current) headers.set('vary', 'accept-encoding');
  else if (current.trim() !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(current)) headers.set('vary', `${current}, accept-encoding`);
}

async function fileSize(file: string): Promise<number | null> {
  try {
    const s = await stat(file);
    return s.isFile() ? s.size : null;
  } catch {
    return null;
  }
}

/** The precompressed twin of a GET or HEAD for a compressible file under root, when the request
 *  accepts its encoding; null: serve the plain file (or nothing is there). */
export function precompressedStatic(options: { root: string }): (c: Context) => Promise<Response | null> {
  return async (c) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !COMPRESSIBLE.test(c.req.path) || !SAFE_PATH.test(c.req.path)) return null;
    const file = path.join(options.root, c.req.path);
    if ((await fileSize(file)) === null) return null;
    // Whether or not a twin is sent, the answer depends on Accept-Encoding: a shared cache must
    // not hand a plain copy kept for one client to another (nor a brotli one to a client without).
    c.header('vary', 'accept-encoding', { append: true });
    // A range is of the plain file: leave it to the file server.
    if (c.req.header('range')) return null;
    const sizes = await Promise.all(PREFERENCE.map(async (e) => [e, await fileSize(file + TWIN_SUFFIX[e])] as const));
    const available = sizes.filter(([, size]) => size !== null).map(([e]) => e);
    const encoding = negotiateEncoding(c.req.header('accept-encoding'), available);
    if (!encoding) return null;
    const twin = file + TWIN_SUFFIX[encoding];
    const [body, info] = await Promise.all([c.req.method === 'HEAD' ? null : readFile(twin), stat(twin)]);
    c.header('content-type', getMimeType(file) ?? 'application/octet-stream');
    c.header('content-encoding', encoding);
    c.header('content-length', String(info.size));
    c.header('last-modified', info.mtime.toUTCString());
    return body === null ? c.body(null, 200) : c.body(new Uint8Array(body), 200);
  };
}

/** The page (index.html), read once with its twins: answers in the encoding the request accepts. */
export function precompressedPage(file: string): (c: Context) => Response {
  const plain = readFileSync(file, 'utf8');
  const twins = new Map<ContentEncoding, Uint8Array<ArrayBuffer>>();
  for (const encoding of PREFERENCE) {
    if (existsSync(file + TWIN_SUFFIX[encoding])) twins.set(encoding, new Uint8Array(readFileSync(file + TWIN_SUFFIX[encoding])));
  }
  return (c) => {
    if (twins.size > 0) c.header('vary', 'accept-encoding', { append: true });
    const encoding = negotiateEncoding(c.req.header('accept-encoding'), [...twins.keys()]);
    if (!encoding) return c.html(plain);
    c.header('content-encoding', encoding);
    return c.body(twins.get(encoding)!, 200, { 'content-type': 'text/html; charset=UTF-8' });
  };
}
