import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { runningServer } from '../support/server';

// Behind the proxy (deploy/nginx.conf), connections to an instance stay open between requests.
// If the instance closed an idle one first, a request the proxy had just sent over it would fail
// (a reset connection). So the instance keeps idle connections longer than the proxy does, and
// says so on the wire (Keep-Alive: timeout=…).

let server: Awaited<ReturnType<typeof runningServer>>;
beforeAll(async () => (server = await runningServer({ JOBS: 'false' })), 60_000);
afterAll(async () => server?.close());

/** Two requests over one kept-alive connection: each answer's Keep-Alive header and the sockets used. */
async function twoRequestsOnOneConnection(url: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set<unknown>();
  const one = () =>
    new Promise<string | undefined>((resolve, reject) => {
      const req = http.get(`${url}/healthz`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['keep-alive'] as string | undefined));
      });
      req.on('socket', (socket) => sockets.add(socket));
      req.on('error', reject);
    });
  try {
    return { headers: [await one(), await one()], sockets: sockets.size };
  } finally {
    agent.destroy();
  }
}

function proxyIdleSeconds(): number {
  const conf = readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8');
  const upstream = /upstream portal \{([^}]*)\}/.exec(conf)?.[1] ?? '';
  const timeout = /keepalive_timeout (\d+)s;/.exec(upstream);
  // nginx's default for upstream connections when the file names none.
  return timeout ? Number(timeout[1]) : 60;
}

describe('kept-alive connections', () => {
  it('stay open longer than the proxy keeps its idle connections to the instance', async () => {
    const { headers, sockets } = await twoRequestsOnOneConnection(server.url);
    expect(sockets).toBe(1);
    for (const header of headers) {
      const seconds = Number(/timeout=(\d+)/.exec(header ?? '')?.[1]);
      expect(seconds).toBeGreaterThan(proxyIdleSeconds());
    }
  });

  it('wait longer for a request\'s headers than for the next request on an idle connection', () => {
    expect(server.server.headersTimeout).toBeGreaterThan(server.server.keepAliveTimeout);
  });
});
