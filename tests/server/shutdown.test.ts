import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { runningServer } from '../support/server';
import { scaledMs } from '../support/time-scale';

// Shutdown on a started server: a request whose body is still arriving stays in flight, so the
// drain has something to wait for without any sleep in the server.

/** Starts a POST whose body is announced but not yet sent; resolves once the server has it. */
function slowUpload(base: string) {
  const body = JSON.stringify({ items: [] });
  const req = http.request(`${base}/api/public/client-errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
  });
  const answered = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
  });
  answered.catch(() => {}); // a cut request rejects: the test that cuts it checks that itself
  req.write(body.slice(0, 3));
  return { finish: () => req.end(body.slice(3)), answered };
}

async function readyz(base: string) {
  const res = await fetch(`${base}/readyz`);
  return { status: res.status, body: await res.json() };
}

/** Waits (bounded by the test's own timeout) until the server counts `n` requests in flight. */
async function untilOpen(running: { inFlight(): number }, n: number) {
  while (running.inFlight() < n) await new Promise((r) => setTimeout(r, 10));
}

describe('/readyz and the draining shutdown', () => {
  it('is ready, answers 503 draining while a request finishes, and waits for it', async () => {
    const running = await runningServer({ SHUTDOWN_TIMEOUT_SECONDS: '30' });
    expect(await readyz(running.url)).toEqual({ status: 200, body: { status: 'ready' } });

    const upload = slowUpload(running.url);
    await untilOpen(running, 1);
    const stopped = running.shutdown();
    expect(await readyz(running.url)).toEqual({ status: 503, body: { status: 'draining' } });

    upload.finish();
    expect(await upload.answered).toBeLessThan(500); // answered, not cut
    const { cut } = await stopped;
    expect(cut).toEqual([]);
    await expect(fetch(`${running.url}/readyz`)).rejects.toThrow(); // no longer listening
  }, scaledMs(60_000));

  it('cuts what still runs at the timeout and names it', async () => {
    const running = await runningServer({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const upload = slowUpload(running.url);
    await untilOpen(running, 1);
    const { cut } = await running.shutdown();
    expect(cut).toEqual([expect.objectContaining({ method: 'POST', path: '/api/public/client-errors' })]);
    await expect(upload.answered).rejects.toThrow();
  }, scaledMs(60_000));
});
