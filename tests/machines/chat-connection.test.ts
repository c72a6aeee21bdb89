import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import {
  BACKOFF_FIRST_MS,
  BACKOFF_MAX_MS,
  chatConnectionMachine,
  nextBackoffMs,
  tokenProblem,
  type ChatConnectionContext,
  type ChatConnectionEvent,
  type MessagingTokenAnswer,
} from '../../machines/chat-connection/chat-connection.machine';
import { selectLiveStatus } from '../../machines/chat-connection/chat-connection.select';
import { BACKOFF_ELAPSED } from '../../machines/chat-connection/chat-connection.fixtures';
import { transitionPaths } from '../../machines/paths';
import { assertFullCoverage, assertStateChecks, walkAll } from '../support/model-coverage';
import { scaledMs } from '../support/time-scale';

const entry = machines['chat-connection'];
const ctx = (s: AnyMachineSnapshot) => s.context as ChatConnectionContext;
const BACKOFFS = [null, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000];

// What must hold in each state, whatever path led there.
const stateChecks = {
  authorizing: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(ctx(s).online).toBe(true);
    expect(selectLiveStatus(s as never)).toBe('connecting');
  },
  streaming: (s) => {
    // A host's stream never opens without a usable token.
    expect(tokenProblem({ token: ctx(s).token ?? '', userId: ctx(s).userId ?? '', userName: ctx(s).userName ?? '' })).toBeNull();
    expect(ctx(s).online).toBe(true);
    if (s.matches({ streaming: 'live' })) {
      expect(s.hasTag('busy')).toBe(false);
      expect(ctx(s).backoffMs).toBeNull();
      expect(selectLiveStatus(s as never)).toBe('live');
    } else {
      expect(s.hasTag('busy')).toBe(true);
      expect(selectLiveStatus(s as never)).toBe('connecting');
    }
  },
  retrying: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    expect(BACKOFFS).toContain(ctx(s).backoffMs);
    expect(selectLiveStatus(s as never)).toBe('retrying');
  },
  suspended: (s) => {
    // Hidden: no stream is open, so no token is held for one.
    expect(s.hasTag('busy')).toBe(false);
    expect(ctx(s).problem).toBeNull();
    expect(selectLiveStatus(s as never)).toBe('connecting');
  },
  failed: (s) => {
    expect(ctx(s).problem).not.toBeNull();
    expect(ctx(s).token).toBeNull();
    expect(selectLiveStatus(s as never)).toBe('failed');
  },
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

const topState = (s: AnyMachineSnapshot) => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]!) as keyof typeof stateChecks;

describe('chat-connection machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[topState(s)](s));
    expect(walked.length).toBeGreaterThan(100);
    assertFullCoverage(entry, walked, visited);
    quiet.mockRestore();
  }, scaledMs(60_000));

  it('the coverage guard fails when the backoff timer is never walked', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const paths = transitionPaths(entry).filter((p) => !p.steps.some((s) => s.event.type === BACKOFF_ELAPSED));
    const { walked, visited } = await walkAll(entry, undefined, paths);
    expect(() => assertFullCoverage(entry, walked, visited)).toThrow(/chatConnection\.retrying on xstate\.after\.backoff/);
    quiet.mockRestore();
  }, scaledMs(60_000));
});

describe('backoff', () => {
  it('1 s, doubling, never more than 30 s', () => {
    const waits: number[] = [];
    let last: number | null = null;
    for (let i = 0; i < 8; i++) waits.push((last = nextBackoffMs(last)));
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(BACKOFF_FIRST_MS).toBe(1_000);
    expect(BACKOFF_MAX_MS).toBe(30_000);
  });
});

describe('the connection with real timers (fake clock)', () => {
  afterEach(() => vi.useRealTimers());

  /** A stream the test drives: each opening is recorded with its token and can be told to open or break. */
  function harness(options: { needsToken: boolean; tokens?: (n: number) => MessagingTokenAnswer }) {
    const tokenCalls: number[] = [];
    const streams: { token: string | null; send: (e: ChatConnectionEvent) => void; closed: boolean }[] = [];
    const machine = chatConnectionMachine.provide({
      actors: {
        fetchToken: fromPromise(async () => {
          tokenCalls.push(Date.now());
          return (options.tokens ?? ((n) => ({ token: `tok-${n}`, userId: 'host-1', userName: 'Anna' })))(tokenCalls.length);
        }),
        openStream: fromCallback<ChatConnectionEvent, { token: string | null; userId: string | null }>(({ sendBack, input }) => {
          const stream = { token: input.token, send: sendBack, closed: false };
          streams.push(stream);
          return () => void (stream.closed = true);
        }),
      },
    });
    const actor = createActor(machine, { input: { needsToken: options.needsToken } }).start();
    return { actor, tokenCalls, streams, status: () => selectLiveStatus(actor.getSnapshot()) };
  }

  it('a host: token, stream, live; a broken stream waits 1 s, 2 s, 4 s ... 30 s and reconnects each time with a NEW token', async () => {
    vi.useFakeTimers();
    const h = harness({ needsToken: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.status()).toBe('connecting');
    expect(h.streams.map((s) => s.token)).toEqual(['tok-1']);
    h.streams[0]!.send({ type: 'stream.open' });
    expect(h.status()).toBe('live');

    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const before = h.streams.length;
      h.streams.at(-1)!.send({ type: 'stream.error' });
      expect(h.streams.at(-1)!.closed).toBe(true);
      expect(h.status()).toBe('retrying');
      let waited = 0;
      while (h.streams.length === before) {
        await vi.advanceTimersByTimeAsync(250);
        waited += 250;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(h.streams.map((s) => s.token)).toEqual(['tok-1', 'tok-2', 'tok-3', 'tok-4', 'tok-5', 'tok-6', 'tok-7', 'tok-8']);

    // Once a stream opens again, the next failure waits 1 s again.
    h.streams.at(-1)!.send({ type: 'stream.open' });
    h.streams.at(-1)!.send({ type: 'stream.error' });
    await vi.advanceTimersByTimeAsync(999);
    expect(h.streams).toHaveLength(8);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.streams).toHaveLength(9);
    h.actor.stop();
  });

  it('a guest: no token call, the stream opens with token null', async () => {
    vi.useFakeTimers();
    const h = harness({ needsToken: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.tokenCalls).toEqual([]);
    expect(h.streams.map((s) => s.token)).toEqual([null]);
    h.streams[0]!.send({ type: 'stream.error' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(h.tokenCalls).toEqual([]);
    expect(h.streams.map((s) => s.token)).toEqual([null, null]);
    h.actor.stop();
  });

  it('hidden (back/forward cache): the stream closes and nothing runs, not even the retry timer; shown again it connects at once with a new token', async () => {
    vi.useFakeTimers();
    const h = harness({ needsToken: true });
    await vi.advanceTimersByTimeAsync(0);
    h.streams[0]!.send({ type: 'stream.open' });
    h.actor.send({ type: 'page.hidden' });
    expect(h.streams[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(h.streams).toHaveLength(1);
    expect(h.tokenCalls).toHaveLength(1);
    h.actor.send({ type: 'page.shown' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.tokenCalls).toHaveLength(2);
    expect(h.streams.map((s) => s.token)).toEqual(['tok-1', 'tok-2']);
    // Hidden while waiting to retry: the timer is dropped with the state.
    h.streams[1]!.send({ type: 'stream.error' });
    h.actor.send({ type: 'page.hidden' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.streams).toHaveLength(2);
    h.actor.send({ type: 'page.shown' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.streams.map((s) => [s.token, s.closed])).toEqual([
      ['tok-1', true],
      ['tok-2', true],
      ['tok-3', false],
    ]);
    h.actor.stop();
  });

  it('offline: the stream closes and nothing is tried until the network is back, then at once', async () => {
    vi.useFakeTimers();
    const h = harness({ needsToken: true });
    await vi.advanceTimersByTimeAsync(0);
    h.streams[0]!.send({ type: 'stream.open' });
    h.actor.send({ type: 'network.offline' });
    expect(h.streams[0]!.closed).toBe(true);
    expect(h.status()).toBe('retrying');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(h.streams).toHaveLength(1);
    expect(h.tokenCalls).toHaveLength(1);
    h.actor.send({ type: 'connection.retry' }); // pointless while offline
    await vi.advanceTimersByTimeAsync(0);
    expect(h.streams).toHaveLength(1);
    h.actor.send({ type: 'network.online' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.tokenCalls).toHaveLength(2);
    expect(h.streams.map((s) => s.token)).toEqual(['tok-1', 'tok-2']);
    h.actor.stop();
  });

  it('AS §8: an empty token, a missing user id or user name fails the chat and reports it; Retry asks again', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers();
    for (const [answer, problem] of [
      [{ token: '', userId: 'h', userName: 'Anna' }, 'emptyToken'],
      [{ token: 't', userId: '', userName: 'Anna' }, 'missingUserId'],
      [{ token: 't', userId: 'h', userName: '' }, 'missingUserName'],
    ] as const) {
      report.mockClear();
      const h = harness({ needsToken: true, tokens: (n) => (n === 1 ? answer : { token: 'good', userId: 'h', userName: 'Anna' }) });
      await vi.advanceTimersByTimeAsync(0);
      expect(h.status()).toBe('failed');
      expect(h.actor.getSnapshot().context.problem).toBe(problem);
      expect(h.streams).toHaveLength(0);
      expect(report).toHaveBeenCalledTimes(1);
      expect(String(report.mock.calls[0]![0])).toContain(problem);
      // Failed stays failed: no timer retries it.
      await vi.advanceTimersByTimeAsync(120_000);
      expect(h.tokenCalls).toHaveLength(1);
      h.actor.send({ type: 'connection.retry' });
      await vi.advanceTimersByTimeAsync(0);
      expect(h.streams.map((s) => s.token)).toEqual(['good']);
      h.actor.stop();
    }
    report.mockRestore();
  });

  it('a failed token call (network, 5xx) is retried with backoff like a broken stream', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const machine = chatConnectionMachine.provide({
      actors: {
        fetchToken: fromPromise(async () => {
          calls++;
          if (calls < 3) throw new Error('503');
          return { token: 'tok', userId: 'h', userName: 'Anna' };
        }),
        openStream: fromCallback(() => undefined),
      },
    });
    const actor = createActor(machine, { input: { needsToken: true } }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('retrying');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(3);
    expect(actor.getSnapshot().value).toEqual({ streaming: 'connecting' });
    actor.stop();
  });
});
