import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadEnv } from '../../src/server/env';
import { createApp } from '../../src/server/app';
import { createTokenVerifier } from '../../src/server/auth/verify-token';
import type { Database } from '../../src/server/db/client';
import { freshDatabase } from '../support/database';
import { PROBLEM_CONTENT_TYPE } from '../../src/shared/schemas/problem';

// The built client is served as files; its page (index.html) answers only a browser's navigation
// to a route of the app. A missing script or an unknown API path is a 404: answered with the
// page, a missing /assets/*.js came back as HTML with 200 and a year of immutable caching, so a
// browser kept a broken script for a year.

let clientDir: string;
let database: Database;
let app: ReturnType<typeof createApp>;
const INDEX = '<!doctype html><html lang="en"><head><script type="module" src="/assets/app.js"></script></head><body></body></html>';
/** What a browser sends when the address bar or a link opens a page. */
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
/** What a script's fetch() sends. */
const FETCH = { accept: '*/*', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'app-shell-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX);
  writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'export {};\n');
  writeFileSync(path.join(clientDir, 'assets', FONT), Buffer.from('wOF2 not a real font'));
  database = await freshDatabase('seeded');
  const env = loadEnv({ PORT: '8080', LOG_LEVEL: 'silent' });
  app = createApp({ database, env, logger: pino({ level: 'silent' }), verifyToken: createTokenVerifier({ env, db: database.db }), clientDir });
});
afterAll(async () => {
  await database.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The UI font as the build names it (src/client/ui/fonts.css, hashed by vite). */
const FONT = 'inter-latin-wght-normal-Dx4kXJAl.woff2';

const get = async (pathname: string, headers: Record<string, string>, method = 'GET') => {
  const res = await app.request(pathname, { method, headers });
  return { status: res.status, type: res.headers.get('content-type') ?? '', cache: res.headers.get('cache-control') ?? '', body: await res.text() };
};

describe('the built client', () => {
  it('serves an asset with a year of immutable caching', async () => {
    const r = await get('/assets/app.js', { accept: '*/*', 'sec-fetch-dest': 'script' });
    expect(r).toMatchObject({ status: 200, body: 'export {};\n' });
    expect(r.cache).toContain('immutable');
  });

  it('serves the UI font as font/woff2, as built (no compressed twin: woff2 is compressed already), for a year', async () => {
    const res = await app.request(`/assets/${FONT}`, { headers: { accept: '*/*', 'accept-encoding': 'br, gzip', 'sec-fetch-dest': 'font', 'sec-fetch-mode': 'cors' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('font/woff2');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('wOF2 not a real font');
  });

  it('answers a missing asset 404, never the page and never cached for good (even for a navigation)', async () => {
    for (const headers of [{ accept: '*/*', 'sec-fetch-dest': 'script' }, NAVIGATION]) {
      const r = await get('/assets/missing-abc123.js', headers);
      expect(r.status).toBe(404);
      expect(r.body).not.toContain('<!doctype html>');
      expect(r.cache).not.toContain('immutable');
    }
  });

  it('answers unknown API paths 404 problem+json, whatever the request asks for', async () => {
    for (const pathname of ['/api', '/api/', '/api/no-such-route', '/api/public/no-such-route']) {
      for (const headers of [FETCH, NAVIGATION]) {
        const r = await get(pathname, headers);
        expect(r.status, pathname).toBe(404);
        expect(r.type, pathname).toBe(PROBLEM_CONTENT_TYPE);
      }
    }
    expect((await get('/api/no-such-route', FETCH, 'POST')).status).toBe(404);
  });

  it('serves the page for a navigation to any route of the app, not cached', async () => {
    for (const pathname of ['/', '/properties', '/no/such/page']) {
      const r = await get(pathname, NAVIGATION);
      expect(r, pathname).toMatchObject({ status: 200, body: INDEX, cache: 'no-cache' });
    }
    // A browser that sends no Sec-Fetch headers still asks for HTML when it navigates.
    expect((await get('/properties', { accept: 'text/html,*/*;q=0.8' })).status).toBe(200);
  });

  it('answers 404 to anything else: a script fetch, an image, a missing file at the root, a POST', async () => {
    expect((await get('/properties', FETCH)).status).toBe(404);
    expect((await get('/favicon.ico', { accept: 'image/avif,image/webp,*/*', 'sec-fetch-dest': 'image' })).status).toBe(404);
    expect((await get('/robots.txt', { accept: '*/*' })).status).toBe(404);
    expect((await get('/properties', NAVIGATION, 'POST')).status).toBe(404);
  });
});
