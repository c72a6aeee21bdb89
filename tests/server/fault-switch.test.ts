import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPINE, apiHarness } from '../support/api';
import { freshDatabase } from '../support/database';
import { freePort } from '../../scripts/lib/free-port';
import { EnvError, loadEnv } from '../../src/server/env';
import { startServer, type RunningServer } from '../../src/server/server';
import { scaledMs } from '../support/time-scale';

// The fault switch (src/server/http/fault-switch.ts): absent unless FAULT_SWITCH=on, which a
// production instance takes only on loopback; armed, the named call fails `times` times, then works.

const PENDING = 'HP-N4HS7B'; // Nina Petrova's request, pending in the seed

describe('fault switch configuration', () => {
  it('is off by default', () => {
    expect(loadEnv({}).FAULT_SWITCH).toBe('off');
  });

  it('is refused in production unless HOST and PUBLIC_URL are loopback', () => {
    expect(() => loadEnv({ FAULT_SWITCH: 'on' })).toThrow(EnvError); // HOST 0.0.0.0
    expect(() => loadEnv({ FAULT_SWITCH: 'on', HOST: '127.0.0.1', PUBLIC_URL: 'https://portal.example.org' })).toThrow(/FAULT_SWITCH/);
    expect(loadEnv({ FAULT_SWITCH: 'on', HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:8099' }).FAULT_SWITCH).toBe('on');
    expect(loadEnv({ FAULT_SWITCH: 'on', NODE_ENV: 'test' }).FAULT_SWITCH).toBe('on');
    expect(() => loadEnv({ FAULT_SWITCH: 'yes' })).toThrow(/FAULT_SWITCH="yes"/);
  });
});

describe('fault switch off', () => {
  let h: Awaited<ReturnType<typeof apiHarness>>;
  beforeAll(async () => {
    h = await apiHarness();
  });
  afterAll(() => h.close());

  it('has no route, and calls answer as always', async () => {
    const armed = await h.call('POST', '/api/test/faults', { body: { method: 'GET', path: '/api/app/booking-requests/*', status: 500 } });
    expect(armed.status).toBe(404);
    expect((await h.call('DELETE', '/api/test/faults')).status).toBe(404);
    expect((await h.call('GET', `/api/app/booking-requests/${PENDING}`, { as: ALPINE })).status).toBe(200);
  });
});

describe('fault switch on', () => {
  let h: Awaited<ReturnType<typeof apiHarness>>;
  beforeAll(async () => {
    h = await apiHarness({ env: { FAULT_SWITCH: 'on', NODE_ENV: 'test' } });
  });
  afterAll(() => h.close());

  it('fails the named call `times` times as problem+json, then lets it through', async () => {
    const armed = await h.call('POST', '/api/test/faults', { body: { method: 'GET', path: '/api/app/booking-requests/*', status: 503, times: 2 } });
    expect(armed.status).toBe(201);
    const other = await h.call('GET', '/api/app/booking-requests-pending-count', { as: ALPINE });
    expect(other.status).toBe(200); // another path
    for (let i = 0; i < 2; i++) {
      const failed = await h.call('GET', `/api/app/booking-requests/${PENDING}`, { as: ALPINE });
      expect(failed.status).toBe(503);
      expect(failed.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(failed.json).toMatchObject({ status: 503, type: 'urn:host-portal:problem:internal' });
    }
    expect((await h.call('GET', `/api/app/booking-requests/${PENDING}`, { as: ALPINE })).status).toBe(200);
  });

  it('answers a 409 as the conflict the client knows, for that method only', async () => {
    await h.call('POST', '/api/test/faults', { body: { method: 'POST', path: '/api/app/booking-requests/*/confirm', status: 409 } });
    expect((await h.call('GET', `/api/app/booking-requests/${PENDING}`, { as: ALPINE })).status).toBe(200);
    const refused = await h.call('POST', `/api/app/booking-requests/${PENDING}/confirm`, { as: ALPINE });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ type: 'urn:host-portal:problem:conflict' });
    // Nothing was written: the request is still pending.
    expect((await h.call('GET', `/api/app/booking-requests/${PENDING}`, { as: ALPINE })).json.status).toBe('REQUESTED');
  });

  it('fails the onboarding and KYC calls too, which are routed before the rest of the API', async () => {
    await h.call('POST', '/api/test/faults', { body: { method: 'POST', path: '/api/app/user/kyc/set-start-at', status: 503 } });
    await h.call('POST', '/api/test/faults', { body: { method: 'GET', path: '/api/app/user/onboarding/getConfiguration', status: 500 } });
    const start = await h.call('POST', '/api/app/user/kyc/set-start-at', { as: ALPINE });
    expect(start.status).toBe(503);
    expect(start.json).toMatchObject({ status: 503, type: 'urn:host-portal:problem:internal' });
    expect((await h.call('GET', '/api/app/user/onboarding/getConfiguration', { as: ALPINE })).status).toBe(500);
    // Once each, and the other calls of the user pass.
    expect((await h.call('GET', '/api/app/user/onboarding/getConfiguration', { as: ALPINE })).status).toBe(200);
    expect((await h.call('GET', '/api/app/user/info', { as: ALPINE })).status).toBe(200);
  });

  it('DELETE clears every armed fault', async () => {
    await h.call('POST', '/api/test/faults', { body: { method: 'GET', path: '/api/app/booking-requests/*', status: 500, times: 5 } });
    expect((await h.call('DELETE', '/api/test/faults')).status).toBe(204);
    expect((await h.call('GET', `/api/app/booking-requests/${PENDING}`, { as: ALPINE })).status).toBe(200);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ method: 'FETCH', path: '/api/x', status: 500 }, 'method'],
      [{ method: 'GET', path: 'app/x', status: 500 }, 'path'],
      [{ method: 'GET', path: '/api/x', status: 200 }, 'status'],
      [{ method: 'GET', path: '/api/x', status: 500, times: 0 }, 'times'],
      [{ method: 'GET', path: '/api/x' }, 'status'],
      [{ method: 'POST', path: '/auth/session/end', status: 500 }, 'path'], // of the identity server, only its token endpoint
    ];
    for (const [body, field] of cases) {
      const answer = await h.call('POST', '/api/test/faults', { body });
      expect(answer.status, field).toBe(400);
      expect(answer.json.invalidParams.map((p: { name: string }) => p.name)).toContain(field);
    }
  });
});

describe('fault switch on, the identity server beside the app', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const port = await freePort();
    const env = loadEnv({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOBS: 'false', FAULT_SWITCH: 'on' });
    server = await startServer(env, pino({ level: 'silent' }), { database: await freshDatabase('seeded') });
  }, scaledMs(60_000));
  afterAll(() => server?.close());

  const refresh = () =>
    fetch(`${server.url}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'not-a-token', client_id: 'host-portal' }),
    });

  it('fails the token endpoint (the session refresh) as an OAuth server would, then lets the identity server answer', async () => {
    const armed = await fetch(`${server.url}/api/test/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'POST', path: '/auth/token', status: 400 }) });
    expect(armed.status).toBe(201);
    const refused = await refresh();
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toMatch(/application\/json/);
    expect(await refused.json()).toEqual({ error: 'invalid_grant', error_description: 'Injected by the fault switch.' });
    // Once: the next call is the identity server's own answer (this refresh token is unknown to it).
    const real = await refresh();
    expect(real.status).toBe(400);
    expect(await real.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.not.stringContaining('fault switch') });
  });
});
