// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiError, callApi, createApiClient } from '../../../src/client/api/http';
import { CLIENT_ERRORS_PATH, flushErrorReports, resetErrorReporting, REPORT_DELAY_MS } from '../../../src/client/app/error-reporting';
import { connectTokenBridge } from '../../../src/client/auth/token-bridge';
import { ClientErrorBatchSchema } from '../../../src/shared/schemas/telemetry';
import * as v from 'valibot';

// The error tracker (AS §8) through the real HTTP client: the API's answers are faked by the
// client's fetch, the reports leave through the global fetch (never the HTTP client). A 5xx or a
// 409 is reported with its correlation id; 401, 404 and a timeout are not.

type Answer = { status: number; correlationId?: string } | 'hang';
let answers: Record<string, Answer>;
let reports: { url: string; init: RequestInit }[];

const apiFetch = vi.fn(async (input: Request) => {
  const path = new URL(input.url).pathname;
  const answer = answers[path] ?? { status: 200 };
  if (answer === 'hang') return new Promise<Response>(() => undefined);
  const headers: Record<string, string> = { 'content-type': answer.status >= 400 ? 'application/problem+json' : 'application/json' };
  if (answer.correlationId) headers['x-correlation-id'] = answer.correlationId;
  const body = answer.status === 500 ? { type: 'urn:host-portal:problem:internal', title: 'Internal server error', status: 500 } : answer.status === 409 ? { type: 'urn:host-portal:problem:conflict', title: 'Conflict', status: 409 } : {};
  return new Response(JSON.stringify(body), { status: answer.status, headers });
});
const client = createApiClient({ prefixUrl: 'http://portal.test/api', fetch: apiFetch as unknown as typeof fetch, timeout: 200 });
const fail = (method: 'get' | 'post' | 'patch', path: string): Promise<ApiError> => callApi(() => client[method](path, { retry: 0 }).json()).then(
  () => {
    throw new Error('the call should have failed');
  },
  (e: ApiError) => e,
);

/** Every report posted so far, checked against the server's own schema. */
const posted = () =>
  reports.map((r) => {
    expect(r.url).toBe(CLIENT_ERRORS_PATH);
    expect(r.init.keepalive).toBe(true);
    return v.parse(ClientErrorBatchSchema, JSON.parse(String(r.init.body))).items;
  });

beforeEach(() => {
  answers = {};
  reports = [];
  resetErrorReporting();
  window.history.replaceState(null, '', '/properties/p-1?tab=units');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      reports.push({ url, init });
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('error reporting of failed calls (AS §8)', () => {
  it('reports a 500 with its correlation id, the API path without query and the page, in one batch after a short delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answers['/api/app/properties'] = { status: 500, correlationId: 'corr-500-aaaaaaaa' };
    answers['/api/app/units/u-1'] = { status: 409, correlationId: 'corr-409-bbbbbbbb' };
    const error = await fail('post', 'app/properties?page=2');
    expect(error.status).toBe(500);
    await fail('patch', 'app/units/u-1');
    expect(reports).toEqual([]);
    vi.advanceTimersByTime(REPORT_DELAY_MS);
    expect(posted()).toEqual([
      [
        { status: 500, method: 'POST', path: '/api/app/properties', correlationId: 'corr-500-aaaaaaaa', page: '/properties/p-1', messageKey: 'internal' },
        { status: 409, method: 'PATCH', path: '/api/app/units/u-1', correlationId: 'corr-409-bbbbbbbb', page: '/properties/p-1', messageKey: 'conflict' },
      ],
    ]);
  });

  it('does not report 401, 404 or a timeout (unknown)', async () => {
    answers['/api/app/a'] = { status: 401, correlationId: 'corr-401-cccccccc' };
    answers['/api/app/b'] = { status: 404, correlationId: 'corr-404-dddddddd' };
    answers['/api/app/c'] = 'hang';
    expect((await fail('get', 'app/a')).status).toBe(401);
    expect((await fail('get', 'app/b')).status).toBe(404);
    expect((await fail('get', 'app/c')).status).toBe(0);
    flushErrorReports();
    expect(reports).toEqual([]);
  });

  it('reports one correlation id once, and sends the token that names the host', async () => {
    const disconnect = connectTokenBridge({ accessToken: () => 'host-token', refreshAfterUnauthorized: async () => false, endAfterUnauthorized: () => undefined });
    answers['/api/app/x'] = { status: 503, correlationId: 'corr-503-eeeeeeee' };
    await fail('get', 'app/x');
    await fail('get', 'app/x');
    flushErrorReports();
    disconnect();
    expect(posted()).toEqual([[expect.objectContaining({ status: 503, correlationId: 'corr-503-eeeeeeee', messageKey: 'errors.status.5xx' })]]);
    expect((reports[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer host-token');
  });

  it('a failing report is dropped: nothing is retried, thrown or reported about it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        reports.push({ url, init });
        throw new TypeError('Failed to fetch');
      }),
    );
    answers['/api/app/y'] = { status: 500, correlationId: 'corr-500-ffffffff' };
    await fail('get', 'app/y');
    expect(() => flushErrorReports()).not.toThrow();
    await new Promise((r) => setTimeout(r, 10));
    flushErrorReports();
    expect(reports).toHaveLength(1);
  });

  it('sends what is queued when the page is hidden', async () => {
    answers['/api/app/z'] = { status: 502, correlationId: 'corr-502-gggggggg' };
    await fail('get', 'app/z');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(posted()).toEqual([[expect.objectContaining({ status: 502, correlationId: 'corr-502-gggggggg' })]]);
  });
});
