import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { runningServer } from '../../support/server';
import { AUTH_BODY_MAX_BYTES } from '../../../src/server/auth/body-limit';
import { PROBLEM_CONTENT_TYPE } from '../../../src/shared/schemas/problem';
import { scaledMs } from '../../support/time-scale';

// Every body sent to /auth is at most 16 KB: the identity pages (sign-in, registration, password
// change) and oidc-provider's endpoints need far less, and they answer without a sign-in. A larger
// one is refused with 413 before it is read, so a 100 MB POST costs the server nothing.

let server: Awaited<ReturnType<typeof runningServer>>;
beforeAll(async () => {
  server = await runningServer();
});
afterAll(async () => {
  await server.close();
});

interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Bytes of the body written before the answer came. */
  written: number;
}

/**
 * POSTs `total` bytes of a form, 64 KB at a time, with a declared length or chunked; stops
 * writing as soon as the server answers (a server that reads it all answers only at the end).
 */
function post(path: string, total: number, options: { chunked?: boolean } = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.url);
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (!options.chunked) headers['content-length'] = String(total);
    let written = 0;
    let answered = false;
    const req = request(url, { method: 'POST', headers }, (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, written }));
    });
    // The server may close the connection while we are still writing: that is the point.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.from(`email=${'a'.repeat(64 * 1024 - 6)}`);
    const writeMore = () => {
      while (!answered && written < total && !req.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - written));
        written += piece.length;
        if (!req.write(piece)) return void req.once('drain', writeMore);
      }
      if (written >= total && !req.destroyed) req.end();
    };
    writeMore();
  });
}

describe('/auth body limit', () => {
  it('refuses a body over 16 KB on the password-change form with 413 problem+json and closes the connection', async () => {
    const r = await post('/auth/account/password', AUTH_BODY_MAX_BYTES + 1);
    expect(r.status).toBe(413);
    expect(r.headers['content-type']).toBe(PROBLEM_CONTENT_TYPE);
    expect(r.headers.connection).toBe('close');
    expect(JSON.parse(r.body)).toMatchObject({ status: 413, detail: 'The request body is larger than 16 KB.' });
  });

  it('refuses a 100 MB chunked POST long before it is all sent, on the pages and on oidc-provider', async () => {
    for (const path of ['/auth/account/password', '/auth/interaction/some-uid/login', '/auth/token']) {
      const r = await post(path, 100 * 1024 * 1024, { chunked: true });
      expect(r.status, path).toBe(413);
      expect(r.written, path).toBeLessThan(10 * 1024 * 1024);
    }
  }, scaledMs(60_000));

  it("refuses a declared length over 16 KB on oidc-provider's endpoints too", async () => {
    const r = await post('/auth/token', 100 * 1024 * 1024);
    expect(r.status).toBe(413);
    expect(r.written).toBeLessThan(10 * 1024 * 1024);
  });

  it('hands a small chunked body on to oidc-provider, which reads it as usual', async () => {
    const res = await fetch(`${server.url}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('grant_type=nonsense&client_id=host-portal'));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    // Without the body it would complain that grant_type is missing.
    expect(await res.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('lets a form of up to 16 KB through to the page, which answers as before', async () => {
    const r = await post('/auth/account/password', AUTH_BODY_MAX_BYTES);
    expect(r.status).not.toBe(413);
    expect(r.status).toBeLessThan(500);
  });
});
