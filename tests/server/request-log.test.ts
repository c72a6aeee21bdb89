import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { loadEnv } from '../../src/server/env';
import { createTokenVerifier } from '../../src/server/auth/verify-token';
import { issueAccessToken } from '../../src/server/auth/issue-token';
import type { Database } from '../../src/server/db/client';
import { freshDatabase } from '../support/database';
import { ANNA } from '../support/api';

// The request log through a real pino logger whose lines are kept here instead of printed.
let database: Database;
let app: ReturnType<typeof createApp>;
let token: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await freshDatabase('seeded');
  const env = loadEnv({ PORT: '8080', LOG_LEVEL: 'info' });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  app = createApp({ database, env, logger, verifyToken: createTokenVerifier({ env, db: database.db }) });
  token = await issueAccessToken({ db: database.db, env }, ANNA);
});
afterAll(() => database.close());

const requestLines = () => lines.filter((l) => l.msg === 'request');

describe('request log', () => {
  it('logs one line with method, route pattern, status, duration and the correlation id', async () => {
    lines.length = 0;
    const res = await app.request('/api/app/bookings/00000000-0000-0000-0000-000000000000', { headers: { authorization: `Bearer ${token}` } });
    const logged = requestLines();
    expect(logged).toHaveLength(1);
    const line = logged[0]!;
    expect(line).toMatchObject({ method: 'GET', route: '/api/app/bookings/:id', status: res.status });
    expect(line.route).not.toContain('00000000');
    expect(typeof line.durationMs).toBe('number');
    expect(line.durationMs as number).toBeGreaterThanOrEqual(0);
    expect(line.correlationId).toBe(res.headers.get('x-request-id'));
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes a valid incoming x-request-id and echoes it in both id headers', async () => {
    lines.length = 0;
    const res = await app.request('/healthz', { headers: { 'x-request-id': 'proxy-abc-123456' } });
    expect(res.headers.get('x-request-id')).toBe('proxy-abc-123456');
    expect(res.headers.get('x-correlation-id')).toBe('proxy-abc-123456');
    expect(requestLines()).toEqual([expect.objectContaining({ correlationId: 'proxy-abc-123456', route: '/healthz', status: 200 })]);
  });

  it('replaces a malformed incoming id with a fresh one', async () => {
    lines.length = 0;
    const res = await app.request('/healthz', { headers: { 'x-request-id': 'bad id {"forged":true}' } });
    // A fresh UUID (hex digits may spell "bad" by chance, so the check is on the shape).
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(res.headers.get('x-request-id')).not.toContain('forged');
  });

  it('logs failed requests with their status', async () => {
    lines.length = 0;
    const res = await app.request('/api/app/bookings/x');
    expect(res.status).toBe(401);
    expect(requestLines()).toEqual([expect.objectContaining({ status: 401, method: 'GET' })]);
    expect(res.headers.get('x-correlation-id')).toBe(requestLines()[0]!.correlationId);
  });
});
