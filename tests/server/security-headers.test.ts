import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadEnv } from '../../src/server/env';
import { startServer, type RunningServer } from '../../src/server/server';
import { createApp } from '../../src/server/app';
import { issueAccessToken } from '../../src/server/auth/issue-token';
import { createTokenVerifier } from '../../src/server/auth/verify-token';
import { operations } from '../../src/server/openapi/operations';
import { freshDatabase } from '../support/database';
import { ANNA } from '../support/api';
import { freePort } from '../../scripts/lib/free-port';
import { scaledMs } from '../support/time-scale';

// Every answer of the server carries the browser protections: a CSP without
// 'unsafe-eval' whose scripts are never inline, nosniff, no framing, a referrer policy and HSTS.
// Walked over every operation of the route table (with and without a token), the single-page
// app shell and its assets, error answers, and the identity server's pages under /auth.

let server: RunningServer;
let clientDir: string;
let token: string;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  // A stand-in for the built client (dist/client is not built for server tests).
  clientDir = mkdtempSync(path.join(tmpdir(), 'security-headers-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html lang="en"><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
  writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'export {};\n');
  const port = await freePort();
  const env = loadEnv({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOBS: 'false' });
  const database = await freshDatabase('seeded');
  server = await startServer(env, pino({ level: 'silent' }), { database, clientDir });
  token = await issueAccessToken({ db: database.db, env }, ANNA);
}, scaledMs(60_000));
afterAll(async () => {
  await server?.close();
  rmSync(clientDir, { recursive: true, force: true });
});


function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** The protections every answer must carry; answers the list of what is wrong (empty when fine). */
function problemsOf(headers: Headers): string[] {
  const wrong: string[] = [];
  const csp = headers.get('content-security-policy');
  if (!csp) wrong.push('no content-security-policy');
  else {
    const d = directives(csp);
    const scripts = d.get('script-src') ?? d.get('default-src');
    if (!scripts) wrong.push('csp without script-src or default-src');
    else if (scripts.includes("'unsafe-inline'")) wrong.push("script-src allows 'unsafe-inline'");
    if (csp.includes("'unsafe-eval'")) wrong.push("csp allows 'unsafe-eval'");
    if (d.get('frame-ancestors')?.join(' ') !== "'none'") wrong.push("frame-ancestors is not 'none'");
    if (d.get('object-src')?.join(' ') !== "'none'") wrong.push("object-src is not 'none'");
  }
  if (headers.get('x-content-type-options') !== 'nosniff') wrong.push('x-content-type-options is not nosniff');
  if (!['DENY', 'SAMEORIGIN'].includes(headers.get('x-frame-options') ?? '')) wrong.push('no x-frame-options');
  if (!headers.get('referrer-policy')) wrong.push('no referrer-policy');
  const hsts = /max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '');
  if (!hsts || Number(hsts[1]) < 15_552_000) wrong.push('no strict-transport-security of at least 180 days');
  return wrong;
}

async function check(method: string, pathname: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}${pathname}`, { method: method.toUpperCase(), redirect: 'manual', ...init });
  await res.body?.cancel();
  return { status: res.status, problems: problemsOf(res.headers) };
}

/** An operation's path with every {param} filled, so the call reaches the route (and answers 4xx). */
const concrete = (p: string) => p.replace(/\{hostname\}/, '127.0.0.1').replace(/\{[^}]+\}/g, UNKNOWN_ID);

describe('security headers', () => {
  it('on every operation of the route table, without and with a token', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const url = concrete(op.path);
      const attempts: RequestInit[] = [{}];
      if (op.auth) attempts.push({ headers: { authorization: `Bearer ${token}` } });
      for (const init of attempts) {
        const { status, problems } = await check(op.method, url, { ...init, signal: AbortSignal.timeout(10_000) });
        if (problems.length) wrong.push(`${op.method} ${url} (${status}): ${problems.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  }, scaledMs(120_000));

  it.each([
    ['the app shell', '/'],
    ['a route of the app', '/properties'],
    ['an unknown page of the app', '/no/such/page'],
    ['an asset', '/assets/app.js'],
    ['a missing asset', '/assets/missing.js'],
    ['the API reference', '/api/docs'],
    ['the OpenAPI document', '/api/openapi.json'],
    ['an unknown API route (404)', '/api/no-such-route'],
    ['a call without a token (401)', '/api/app/user/info'],
    ['a bad query (400)', '/api/public/ui-translations?hl=xx'],
    ['health', '/healthz'],
  ])('on %s', async (_what, pathname) => {
    expect((await check('get', pathname)).problems).toEqual([]);
  });

  it('on a body that is too large (413) and malformed JSON (400)', async () => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const large = await check('patch', '/api/app/user/info', { headers, body: JSON.stringify({ firstName: 'x'.repeat(1024 * 1024 + 1) }) });
    expect(large).toEqual({ status: 413, problems: [] });
    // The refused body is left unread, so the connection is closed rather than handed back for the next call.
    const refused = await fetch(`${server.url}/api/app/user/info`, { method: 'PATCH', headers, body: JSON.stringify({ firstName: 'x'.repeat(1024 * 1024 + 1) }) });
    await refused.body?.cancel();
    expect(refused.headers.get('connection')).toBe('close');
    const malformed = await check('patch', '/api/app/user/info', { headers, body: '{' });
    expect(malformed).toEqual({ status: 400, problems: [] });
  });

  it('on an internal error (500)', async () => {
    const database = await freshDatabase();
    const env = loadEnv({ PORT: '8080', LOG_LEVEL: 'silent' });
    const app = createApp({ database, env, logger: pino({ level: 'silent' }), verifyToken: createTokenVerifier({ env, db: database.db }) });
    app.get('/fails', () => {
      throw new Error('a bug');
    });
    try {
      const res = await app.request('/fails');
      expect(res.status).toBe(500);
      expect(problemsOf(res.headers)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('lets the browser reach a configured map style, and only then; the settings name it', async () => {
    const database = await freshDatabase();
    const logger = pino({ level: 'silent' });
    const appFor = (env: ReturnType<typeof loadEnv>) => createApp({ database, env, logger, verifyToken: createTokenVerifier({ env, db: database.db }) });
    try {
      const styled = appFor(loadEnv({ PORT: '8080', LOG_LEVEL: 'silent', MAP_STYLE_URL: 'https://tiles.example.org/styles/streets.json' }));
      const res = await styled.request('/api/public/app-settings');
      const d = directives(res.headers.get('content-security-policy')!);
      expect(d.get('connect-src')).toContain('https://tiles.example.org');
      expect(d.get('img-src')).toContain('https://tiles.example.org');
      expect(d.get('worker-src')).toEqual(["'self'"]);
      expect(problemsOf(res.headers)).toEqual([]);
      expect((await res.json()).mapStyleUrl).toBe('https://tiles.example.org/styles/streets.json');

      const plain = await appFor(loadEnv({ PORT: '8080', LOG_LEVEL: 'silent' })).request('/api/public/app-settings');
      expect(plain.headers.get('content-security-policy')).not.toContain('tiles.example.org');
      expect((await plain.json()).mapStyleUrl).toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it.each([
    ['an expired sign-in interaction', '/auth/interaction/unknown'],
    ['an expired registration', '/auth/interaction/unknown/register'],
    ['the password change page', '/auth/account/password'],
    ['an identity page stylesheet', '/auth/assets/auth.css'],
    ['an identity page script', '/auth/assets/auto-submit.js'],
    ['a missing identity asset', '/auth/assets/missing.js'],
    ['the discovery document', '/auth/.well-known/openid-configuration'],
    ['the signing keys', '/auth/jwks'],
    ['an authorization request without PKCE (error page)', '/auth/auth?client_id=host-portal&response_type=code&scope=openid'],
    ['the sign-out page', '/auth/session/end'],
    ['an unknown identity route', '/auth/no-such-route'],
  ])('on the identity server: %s', async (_what, pathname) => {
    expect((await check('get', pathname)).problems).toEqual([]);
  });

  it('on the identity pages after a form post', async () => {
    const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.test&password=x' };
    expect((await check('post', '/auth/interaction/unknown/login', form)).problems).toEqual([]);
    expect((await check('post', '/auth/token', { headers: form.headers, body: 'grant_type=authorization_code&code=x' })).problems).toEqual([]);
  });
});
