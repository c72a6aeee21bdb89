import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, createApiClient, retryBackoff, retryDelayMs, TIMEOUT_ERROR_KEY } from '../../src/client/api/http';
import { clearImpersonatedHostId, setImpersonatedHostId } from '../../src/client/api/impersonation';
import { connectTokenBridge } from '../../src/client/auth/token-bridge';

// The HTTP client (api/http.ts) against a real HTTP server: only the session is faked (through the token bridge,
// which is exactly where the real session provider plugs in).

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  impersonate?: string;
  body: string;
}

let server: Server;
let base: string;
let seen: Seen[] = [];
let flaky = 0;

const problem = (res: ServerResponse, status: number, body: object) => {
  res.writeHead(status, { 'content-type': 'application/problem+json', 'x-correlation-id': 'corr-1' });
  res.end(JSON.stringify(body));
};

async function handle(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  for await (const chunk of req) body += chunk;
  const entry: Seen = {
    method: req.method!,
    url: req.url!,
    authorization: req.headers.authorization,
    impersonate: req.headers['x-impersonate-host'] as string | undefined,
    body,
  };
  seen.push(entry);
  const fresh = req.headers.authorization === 'Bearer fresh';
  switch (req.url) {
    case '/api/echo':
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(entry));
    case '/api/expiring':
      if (!fresh) return problem(res, 401, { type: 'urn:host-portal:problem:unauthorized', title: 'Unauthorized', status: 401 });
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ ok: true, body }));
    case '/api/expiring-late':
      // Answers its 401 only after another call's refresh has ended.
      if (!fresh) return setTimeout(() => problem(res, 401, { type: 'urn:host-portal:problem:unauthorized', title: 'Unauthorized', status: 401 }), 150);
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ ok: true, body }));
    case '/api/always-401':
      return problem(res, 401, { type: 'urn:host-portal:problem:unauthorized', title: 'Unauthorized', status: 401, detail: 'A valid access token is required.' });
    case '/api/invalid':
      return problem(res, 400, {
        type: 'urn:host-portal:problem:validation',
        title: 'Invalid request',
        status: 400,
        detail: 'The request has invalid fields.',
        invalidParams: [{ name: 'firstName', reason: 'must not be empty' }],
      });
    case '/api/flaky':
      flaky++;
      if (flaky === 1) return problem(res, 503, { type: 'urn:host-portal:problem:internal', title: 'Unavailable', status: 503 });
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ attempt: flaky }));
    case '/api/broken':
      return problem(res, 503, { type: 'urn:host-portal:problem:internal', title: 'Unavailable', status: 503 });
    case '/api/slow':
      return; // never answers: the client's timeout must end it
    default:
      res.writeHead(404);
      return res.end();
  }
}

// A Storage good enough for the impersonation module under Node.
class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  clear() {
    this.map.clear();
  }
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let token: string | null;
let refreshes: number;
let ends: number;
let refreshOutcome: boolean;
let disconnect: () => void;

beforeEach(() => {
  seen = [];
  flaky = 0;
  token = 'stale';
  refreshes = 0;
  ends = 0;
  refreshOutcome = true;
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  disconnect = connectTokenBridge({
    accessToken: () => token,
    refreshAfterUnauthorized: async () => {
      refreshes++;
      await new Promise((r) => setTimeout(r, 20));
      if (refreshOutcome) token = 'fresh';
      else token = null;
      return refreshOutcome;
    },
    endAfterUnauthorized: () => {
      ends++;
      token = null;
    },
  });
});
afterEach(() => {
  disconnect();
  vi.unstubAllGlobals();
});

const client = (timeout?: number) => createApiClient({ prefixUrl: base, timeout });

describe('api client', () => {
  it('sends the bearer token and no impersonation header by default', async () => {
    const echoed = await client().get('echo').json<Seen>();
    expect(echoed.authorization).toBe('Bearer stale');
    expect(echoed.impersonate).toBeUndefined();
  });

  it('sends no Authorization header when signed out', async () => {
    token = null;
    const echoed = await client().get('echo').json<Seen>();
    expect(echoed.authorization).toBeUndefined();
  });

  it('sends the impersonated host id while a staff member acts for a host', async () => {
    setImpersonatedHostId('0193a3c4-0000-7000-8000-000000000001');
    expect((await client().get('echo').json<Seen>()).impersonate).toBe('0193a3c4-0000-7000-8000-000000000001');
    clearImpersonatedHostId();
    expect((await client().get('echo').json<Seen>()).impersonate).toBeUndefined();
  });

  it('on 401 refreshes the session and retries once with the new token', async () => {
    const answer = await client().get('expiring').json<{ ok: boolean }>();
    expect(answer.ok).toBe(true);
    expect(refreshes).toBe(1);
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(ends).toBe(0);
  });

  it('re-sends the body of a write after the refresh', async () => {
    const answer = await client().patch('expiring', { json: { firstName: 'Ada' } }).json<{ body: string }>();
    expect(JSON.parse(answer.body)).toEqual({ firstName: 'Ada' });
    expect(seen.map((s) => [s.method, s.body])).toEqual([
      ['PATCH', '{"firstName":"Ada"}'],
      ['PATCH', '{"firstName":"Ada"}'],
    ]);
  });

  it('shares one refresh between calls that fail together', async () => {
    const c = client();
    const answers = await Promise.all([c.get('expiring').json(), c.get('expiring').json(), c.get('expiring').json()]);
    expect(answers).toHaveLength(3);
    expect(refreshes).toBe(1);
  });

  it('a 401 that arrives after the refresh ended retries with the new token and refreshes no more', async () => {
    const c = client();
    const late = c.get('expiring-late').json<{ ok: boolean }>();
    expect((await c.get('expiring').json<{ ok: boolean }>()).ok).toBe(true);
    expect(refreshes).toBe(1);
    expect((await late).ok).toBe(true);
    expect(refreshes).toBe(1);
    expect(seen.filter((s) => s.url === '/api/expiring-late').map((s) => s.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('a second 401 is not retried again and ends the session', async () => {
    const error = await callApi(() => client().get('always-401').json()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).code).toBe('unauthorized');
    expect(seen).toHaveLength(2);
    expect(refreshes).toBe(1);
    expect(ends).toBe(1);
  });

  it('when the refresh fails the call is not retried and fails with 401', async () => {
    refreshOutcome = false;
    const error = await callApi(() => client().get('expiring').json()).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(seen).toHaveLength(1);
    expect(ends).toBe(0);
  });

  it('normalises a problem+json answer for callers, with the correlation id', async () => {
    const error = (await callApi(() => client().get('invalid').json()).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.fields).toEqual({ firstName: ['must not be empty'] });
    expect(error.general).toEqual([]);
    expect(error.code).toBe('validation');
    expect(error.correlationId).toBe('corr-1');
  });

  it('retries an idempotent GET after a 503', async () => {
    const answer = await client().get('flaky').json<{ attempt: number }>();
    expect(answer.attempt).toBe(2);
  });

  it('waits 0.3 s, then 0.6 s, doubling up to 3 s, between retries', () => {
    const testBase = retryBackoff.baseMs;
    retryBackoff.baseMs = 300;
    try {
      expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([300, 600, 1200, 2400, 3000, 3000]);
    } finally {
      retryBackoff.baseMs = testBase;
    }
  });

  it('never repeats a POST after a 503', async () => {
    const error = (await callApi(() => client().post('broken', { json: {} }).json()).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(503);
    expect(error.general).toEqual(['Unavailable']);
    expect(seen).toHaveLength(1);
  });

  it('a call without an answer times out with a translated key', async () => {
    const error = (await callApi(() => client(200).post('slow', { json: {} }).json()).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.general).toEqual([TIMEOUT_ERROR_KEY]);
  });

  it('a refused connection is a network error', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const c = createApiClient({ prefixUrl: `http://127.0.0.1:${port}/api` });
    const error = (await callApi(() => c.post('x').json()).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.general).toEqual(['errors.network']);
  });
});
