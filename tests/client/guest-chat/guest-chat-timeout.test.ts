// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createGuestChatClient } from '../../../src/client/api/guest-chat';
import { ApiError, TIMEOUT_ERROR_KEY } from '../../../src/client/api/http';

// AS §7 and AS §9: the guest chat client gives up after 20 s. A fetch that never
// answers (it only ends when the client aborts it) and fake timers: the call is still pending
// one millisecond before 20 s and has failed with the timeout error at 20 s.

function setup() {
  const signals: AbortSignal[] = [];
  const fetch = vi.fn(
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
        if (signal) {
          signals.push(signal);
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }
      }),
  );
  const api = createGuestChatClient({ queryClient: new QueryClient(), navigate: vi.fn(), fetch: fetch as typeof globalThis.fetch });
  return { api, fetch, signals };
}

/** Follows a call without letting its rejection go unhandled. */
function watch<T>(call: Promise<T>) {
  const state: { settled: boolean; error?: unknown } = { settled: false };
  call.then(
    () => (state.settled = true),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('guest chat client timeout', () => {
  it('a chat call that gets no answer fails after 20 s, not before', async () => {
    const { api, fetch, signals } = setup();
    const call = watch(api.messages(null));

    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(call.settled).toBe(false);
    expect(signals[0]?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(call.settled).toBe(true);
    expect(call.error).toBeInstanceOf(ApiError);
    expect((call.error as ApiError).general).toEqual([TIMEOUT_ERROR_KEY]);
    expect((call.error as ApiError).status).toBe(0);
    // the hanging request is abandoned, and a timeout is not retried
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sending a message is held to the same 20 s', async () => {
    const { api } = setup();
    const call = watch(api.send({ clientMessageId: 'client-0001', body: 'Hello' }));

    await vi.advanceTimersByTimeAsync(19_999);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((call.error as ApiError).general).toEqual([TIMEOUT_ERROR_KEY]);
  });
});
