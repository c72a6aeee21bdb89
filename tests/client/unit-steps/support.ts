import { vi } from 'vitest';
import { commissionHost } from '../../shared/user-info-fixture';
import { propertiesConfiguration } from '../../../src/server/config/properties-configuration/build';

// The network boundary of the unit-step tests: a fetch stub answering by "METHOD /path" (the
// query string ignored) and recording what the forms sent. The configuration answer is the
// server's own (built from src/server/config), so the forms meet the real lists.

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status?: number; body: unknown } | ((body: unknown) => { status?: number; body: unknown });

export const configuration = () => propertiesConfiguration('en-US');

export function stubApi(routes: Record<string, Answer>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    sent.push({ method: request.method, path: url.pathname, body });
    const key = `${request.method} ${url.pathname}`;
    // The configuration, and a commission host (the one who chooses how guests book), unless the test says otherwise.
    const defaults: Record<string, Answer> = { 'GET /api/app/properties-configuration': { body: configuration() }, 'GET /api/app/user/info': { body: commissionHost() } };
    const route = routes[key] ?? defaults[key];
    if (!route) return new Response(JSON.stringify({ title: 'Not Found', status: 404 }), { status: 404, headers: { 'content-type': 'application/problem+json' } });
    const answer = typeof route === 'function' ? route(body) : route;
    const status = answer.status ?? 200;
    return new Response(JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
    });
  });
  /** What was sent apart from reads. */
  const writes = () => sent.filter((r) => r.method !== 'GET');
  return { sent, writes };
}

/** A 400 problem naming fields, as src/server/http/problem.ts writes it. */
export const badRequest = (invalidParams: { name: string; reason: string }[]) => ({
  status: 400,
  body: { type: 'urn:host-portal:problem:validation', title: 'Invalid request', status: 400, detail: 'Some fields are not valid.', invalidParams },
});
