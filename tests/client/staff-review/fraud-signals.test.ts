// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { sendFraudSignals } from '../../../src/client/tracking/fraud-signals';
import { FraudSignalsSchema } from '../../../src/shared/schemas/staff-review';

// The script itself: what it sends (valid for the server's schema, no user agent string), and
// once per tab session; a failed send is tried again.

let bodies: unknown[];
let status: number;
beforeEach(() => {
  bodies = [];
  status = 204;
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      bodies.push(await input.clone().json());
      return new Response(null, { status });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('sendFraudSignals', () => {
  it('posts device signals the server accepts, with a hash instead of the user agent', async () => {
    await sendFraudSignals();
    expect(bodies).toHaveLength(1);
    const body = bodies[0] as Record<string, unknown>;
    expect(v.safeParse(FraudSignalsSchema, body).success).toBe(true);
    expect(JSON.stringify(body)).not.toContain(navigator.userAgent);
    expect(body.userAgentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends once per session: a second call in the same tab sends nothing', async () => {
    await sendFraudSignals();
    await sendFraudSignals();
    expect(bodies).toHaveLength(1);
  });

  it('tries again when the send failed, with the same session id', async () => {
    status = 503;
    await expect(sendFraudSignals()).rejects.toBeTruthy();
    status = 204;
    await sendFraudSignals();
    expect(bodies).toHaveLength(2);
    expect((bodies[0] as { sessionId: string }).sessionId).toBe((bodies[1] as { sessionId: string }).sessionId);
  });
});
