import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import pino from 'pino';
import { loadEnv } from '../../src/server/env';
import { createApp } from '../../src/server/app';
import { createTokenVerifier } from '../../src/server/auth/verify-token';
import { negotiateEncoding } from '../../src/server/http/precompressed-static';
import { compressApi, isCompressibleApiType } from '../../src/server/http/compression';
import { precompressDir } from '../../scripts/vite/precompress';
import { apiHarness, ANNA } from '../support/api';
import { readSse } from '../support/sse';

// The built client goes out as its brotli or gzip twin when the browser accepts one (the build
// writes them: scripts/vite/precompress.ts), API answers above 1 KB gzipped, the live event stream
// never compressed, and the source maps only when SERVE_SOURCE_MAPS=true.

let h: Awaited<ReturnType<typeof apiHarness>>;
let clientDir: string;
let app: ReturnType<typeof createApp>;
let appWithMaps: ReturnType<typeof createApp>;
const INDEX = `<!doctype html><html lang="en"><head><script type="module" src="/assets/app-abc123.js"></script></head><body>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SCRIPT = `export const rows = [${Array.from({ length: 200 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
const PLAIN_ONLY = `export const other = ${JSON.stringify('x'.repeat(2000))};\n`;
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'compression-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  const write = (name: string, content: string | Buffer) => writeFileSync(path.join(clientDir, name), content);
  write('index.html', INDEX);
  write('index.html.br', brotliCompressSync(INDEX));
  write('index.html.gz', gzipSync(INDEX));
  write('assets/app-abc123.js', SCRIPT);
  write('assets/app-abc123.js.br', brotliCompressSync(SCRIPT));
  write('assets/app-abc123.js.gz', gzipSync(SCRIPT));
  write('assets/app-abc123.js.map', JSON.stringify({ version: 3, sources: ['src/app.ts'], mappings: 'AAAA' }));
  write('assets/plain-def456.js', PLAIN_ONLY);
  expect(SCRIPT.length).toBeGreaterThan(1024);
  h = await apiHarness();
  const make = (extra: Record<string, string>) => {
    const env = loadEnv({ PORT: '8080', LOG_LEVEL: 'silent', ...extra });
    return createApp({ database: h.database, env, logger: pino({ level: 'silent' }), verifyToken: createTokenVerifier({ env, db: h.database.db }), clientDir });
  };
  app = make({});
  appWithMaps = make({ SERVE_SOURCE_MAPS: 'true' });
});
afterAll(async () => {
  await h.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}, method = 'GET', on = app) => on.request(pathname, { method, headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('the built client, precompressed', () => {
  it('sends the brotli twin to a browser that accepts br, as the JavaScript file it stands for', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(res);
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(SCRIPT.length);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(SCRIPT);
  });

  it('sends the gzip twin when only gzip is accepted, and the plain file when neither is', async () => {
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString('utf8')).toBe(SCRIPT);
    // q-values: br refused outright, gzip preferred.
    expect((await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip' })).headers.get('content-encoding')).toBe('gzip');
    expect((await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0.1, gzip;q=0.8' })).headers.get('content-encoding')).toBe('gzip');
    expect((await get('/assets/app-abc123.js', { 'accept-encoding': '*' })).headers.get('content-encoding')).toBe('br');
    const refusals: Record<string, string>[] = [{}, { 'accept-encoding': 'br;q=0, gzip;q=0' }, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }];
    for (const headers of refusals) {
      const res = await get('/assets/app-abc123.js', headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding'), JSON.stringify(headers)).toBeNull();
      expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(await res.text()).toBe(SCRIPT);
    }
  });

  it('sends a file without twins as it is', async () => {
    const res = await get('/assets/plain-def456.js', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(PLAIN_ONLY);
  });

  it('answers HEAD with the twin\'s headers and no body, and a range of the plain file', async () => {
    const head = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(Number(head.headers.get('content-length'))).toBe(brotliCompressSync(SCRIPT).length);
    expect((await bytes(head)).length).toBe(0);
    const range = await get('/assets/app-abc123.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-encoding')).toBeNull();
    expect(await range.text()).toBe(SCRIPT.slice(0, 10));
  });

  it('still answers a missing asset 404', async () => {
    expect((await get('/assets/missing-abc123.js', { 'accept-encoding': 'br' })).status).toBe(404);
  });

  it('sends the page compressed to a navigation that accepts it, not cached', async () => {
    const br = await get('/properties', { ...NAVIGATION, 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/html/);
    expect(br.headers.get('cache-control')).toBe('no-cache');
    expect(br.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(await bytes(br)).toString('utf8')).toBe(INDEX);
    const plain = await get('/properties', NAVIGATION);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(INDEX);
  });
});

describe('source maps', () => {
  it('are not served by default (404), and are with SERVE_SOURCE_MAPS=true', async () => {
    const requests: Record<string, string>[] = [{}, { 'accept-encoding': 'br' }, NAVIGATION];
    for (const headers of requests) {
      const res = await get('/assets/app-abc123.js.map', headers);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('mappings');
    }
    const served = await get('/assets/app-abc123.js.map', {}, 'GET', appWithMaps);
    expect(served.status).toBe(200);
    expect(await served.json()).toMatchObject({ version: 3, mappings: 'AAAA' });
  });
});

describe('API answers', () => {
  it('compresses a JSON answer above 1 KB with brotli for a client that accepts it, else gzip', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    const br = await get('/api/openapi.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^application\/json/);
    expect(br.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    const brBody = await bytes(br);
    expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
    expect(brBody.length).toBeLessThan(text.length / 4);
    expect(brotliDecompressSync(brBody).toString('utf8')).toBe(text);
    // Without br (an HTTP page: browsers ask for it over HTTPS only), or br refused: gzip.
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const gz = await get('/api/openapi.json', { 'accept-encoding': accept });
      expect(gz.headers.get('content-encoding'), accept).toBe('gzip');
      expect(gunzipSync(await bytes(gz)).toString('utf8'), accept).toBe(text);
    }
  });

  it('compresses small answers in place and large ones off the event loop, alike', async () => {
    const app = new Hono().use(compressApi()).get('/words/:count', (c) => c.json({ words: Array.from({ length: Number(c.req.param('count')) }, (_, i) => `word ${i}`) }));
    for (const count of [200, 20_000]) {
      const plain = await app.request(`/words/${count}`);
      const text = await plain.text();
      expect(text.length).toBeGreaterThan(count === 200 ? 1024 : 64 * 1024); // the first in place, the second off the loop
      for (const [accept, decompress] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
        const res = await app.request(`/words/${count}`, { headers: { 'accept-encoding': accept } });
        expect(res.headers.get('content-encoding'), `${count} ${accept}`).toBe(accept);
        expect(decompress(await bytes(res)).toString('utf8'), `${count} ${accept}`).toBe(text);
      }
    }
  });

  it('sends an answer under 1 KB as it is (a problem, a token)', async () => {
    const problem = await get('/api/no-such-route', { 'accept-encoding': 'gzip' });
    expect(problem.status).toBe(404);
    expect(problem.headers.get('content-encoding')).toBeNull();
    const text = await problem.text();
    expect(text.length).toBeLessThan(1024);
    expect(JSON.parse(text)).toMatchObject({ status: 404 });
    const token = await h.call('GET', '/api/app/messaging/token', { as: ANNA, headers: { 'accept-encoding': 'gzip' } });
    expect(token.status).toBe(200);
    expect(token.headers.get('content-encoding')).toBeNull();
    expect(token.json.token).toEqual(expect.any(String));
  });

  it('never compresses the live event stream, which keeps streaming', async () => {
    const token = (await h.call('GET', '/api/app/messaging/token', { as: ANNA })).json.token as string;
    const res = await h.app.request(`/api/messaging/events?token=${encodeURIComponent(token)}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    const sse = readSse(res);
    try {
      await sse.waitFor((e) => e.event === 'ready', 5000); // arrives while the stream is open: not buffered
      expect(sse.ended()).toBe(false);
    } finally {
      await sse.close();
    }
  });

  it('leaves event streams out by content-type, whatever else is compressible', () => {
    expect(isCompressibleApiType('text/event-stream')).toBe(false);
    expect(isCompressibleApiType('text/event-stream; charset=utf-8')).toBe(false);
    expect(isCompressibleApiType('application/json')).toBe(true);
    expect(isCompressibleApiType('application/problem+json')).toBe(true);
    expect(isCompressibleApiType('text/calendar; charset=utf-8')).toBe(true);
    expect(isCompressibleApiType('image/jpeg')).toBe(false);
    expect(isCompressibleApiType('application/pdf')).toBe(false);
  });
});

describe('negotiateEncoding', () => {
  it('picks the highest q above 0 among the twins there are, br first on a tie', () => {
    const both = ['br', 'gzip'] as const;
    expect(negotiateEncoding(undefined, both)).toBeNull();
    expect(negotiateEncoding('', both)).toBeNull();
    expect(negotiateEncoding('gzip, br', both)).toBe('br');
    expect(negotiateEncoding('BR;Q=1', both)).toBe('br');
    expect(negotiateEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
    expect(negotiateEncoding('br;q=0.5, gzip', both)).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0', both)).toBeNull();
    expect(negotiateEncoding('*;q=0.5, br;q=0', both)).toBe('gzip');
    expect(negotiateEncoding('br;q=oops, gzip', both)).toBe('gzip');
  });
});

describe('precompressDir (the build step)', () => {
  it('writes .br and .gz twins for text files of 1 KB or more, none for small files, maps or images', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      const big = SCRIPT;
      writeFileSync(path.join(dir, 'index.html'), INDEX);
      writeFileSync(path.join(dir, 'assets', 'big.js'), big);
      writeFileSync(path.join(dir, 'assets', 'style.css'), `.a{color:red}\n`.repeat(200));
      writeFileSync(path.join(dir, 'assets', 'small.js'), 'export {};\n');
      writeFileSync(path.join(dir, 'assets', 'big.js.map'), JSON.stringify({ version: 3, mappings: 'A'.repeat(5000) }));
      writeFileSync(path.join(dir, 'assets', 'photo.webm'), Buffer.alloc(5000, 7));
      const done = await precompressDir(dir);
      expect(done.map((f) => path.relative(dir, f)).sort()).toEqual([path.join('assets', 'big.js'), path.join('assets', 'style.css'), 'index.html']);
      expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets', 'big.js.br'))).toString('utf8')).toBe(big);
      expect(gunzipSync(readFileSync(path.join(dir, 'assets', 'big.js.gz'))).toString('utf8')).toBe(big);
      for (const absent of ['assets/small.js.br', 'assets/small.js.gz', 'assets/big.js.map.br', 'assets/big.js.map.gz', 'assets/photo.webm.br', 'assets/photo.webm.gz']) {
        expect(existsSync(path.join(dir, absent)), absent).toBe(false);
      }
      expect(readdirSync(path.join(dir, 'assets')).filter((f) => f.endsWith('.br')).sort()).toEqual(['big.js.br', 'style.css.br']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
