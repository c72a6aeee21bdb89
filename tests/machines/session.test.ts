import { describe, expect, it, vi, afterEach } from 'vitest';
import fc from 'fast-check';
import { createActor, fromPromise, setup, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { sessionMachine } from '../../machines/session/session.machine';
import { selectSessionStatus } from '../../machines/session/session.select';
import { REFRESH_THRESHOLD_MS, REFRESH_THRESHOLD_WHEN_ASKED_MS, TOKEN_CHECK_INTERVAL_MS } from '../../src/shared/domain/session-timing';
import { assertFullCoverage, assertStateChecks, walkAll } from '../support/model-coverage';
import { transitionPaths } from '../../machines/paths';

const entry = machines.session;

// What must hold in each state, whatever path led there.
const stateChecks = {
  signedOut: (s) => {
    expect(s.context.expiresAt).toBeNull();
    expect(s.hasTag('busy')).toBe(false);
  },
  active: (s) => {
    expect(s.context.expiresAt).not.toBeNull();
    expect(s.hasTag('busy')).toBe(false);
  },
  refreshing: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(s.context.refreshReason).not.toBeNull();
  },
  signingOut: (s) => expect(s.hasTag('busy')).toBe(true),
} satisfies Record<'signedOut' | 'active' | 'refreshing' | 'signingOut', (s: AnyMachineSnapshot) => void>;

describe('session machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    expect(walked.length).toBeGreaterThan(10);
    assertFullCoverage(entry, walked, visited);
  });
});

describe('session timing rules', () => {
  const start = (expiresAt: string) => {
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          refreshToken: fromPromise(async () => ({ expiresAt: '2026-01-01T10:15:00.000Z' })),
          signOut: fromPromise<void, void>(async () => undefined),
        },
      }),
    ).start();
    actor.send({ type: 'session.start', expiresAt });
    return actor;
  };

  it('4 s left: token.check refreshes', () => {
    const actor = start('2026-01-01T10:00:00.000Z');
    actor.send({ type: 'token.check', now: '2026-01-01T09:59:56.000Z' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(actor.getSnapshot().context.refreshReason).toBe('expiry');
  });

  it('10 s left: token.check keeps the token, an explicit ask refreshes', () => {
    const actor = start('2026-01-01T10:00:00.000Z');
    actor.send({ type: 'token.check', now: '2026-01-01T09:59:50.000Z' });
    expect(actor.getSnapshot().value).toBe('active');
    actor.send({ type: 'token.refreshRequested', now: '2026-01-01T09:59:50.000Z' });
    expect(actor.getSnapshot().value).toBe('refreshing');
  });

  it('130 s left: not even an explicit ask refreshes', () => {
    const actor = start('2026-01-01T10:00:00.000Z');
    actor.send({ type: 'token.refreshRequested', now: '2026-01-01T09:57:50.000Z' });
    expect(actor.getSnapshot().value).toBe('active');
  });

  it('for any time left: a check refreshes under 5 s, an ask under 120 s, never otherwise', () => {
    const expiresAt = Date.parse('2026-01-01T10:00:00.000Z');
    fc.assert(
      fc.property(fc.integer({ min: -600_000, max: 600_000 }), fc.constantFrom('token.check', 'token.refreshRequested'), (leftMs, type) => {
        const actor = start(new Date(expiresAt).toISOString());
        actor.send({ type, now: new Date(expiresAt - leftMs).toISOString() });
        const threshold = type === 'token.check' ? REFRESH_THRESHOLD_MS : REFRESH_THRESHOLD_WHEN_ASKED_MS;
        expect(actor.getSnapshot().value).toBe(leftMs < threshold ? 'refreshing' : 'active');
        actor.stop();
      }),
      { examples: [[4_999, 'token.check'], [5_000, 'token.check'], [119_999, 'token.refreshRequested'], [120_000, 'token.refreshRequested']] },
    );
  });

  it('a 401 refreshes; the new expiry is kept', async () => {
    const actor = start('2026-01-01T10:00:00.000Z');
    actor.send({ type: 'request.unauthorized' });
    expect(selectSessionStatus(actor.getSnapshot())).toBe('busy');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('active'));
    expect(actor.getSnapshot().context.expiresAt).toBe('2026-01-01T10:15:00.000Z');
  });

  it('a 401 whose refresh fails signs out', async () => {
    const signOut = vi.fn(async (): Promise<void> => undefined);
    const actor = createActor(
      sessionMachine.provide({
        actors: { refreshToken: fromPromise(async () => Promise.reject(new Error('invalid_grant'))), signOut: fromPromise(signOut) },
      }),
    ).start();
    actor.send({ type: 'session.start', expiresAt: '2026-01-01T10:00:00.000Z' });
    actor.send({ type: 'request.unauthorized' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedOut'));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.lastError).toBe('refreshFailed');
  });

  it('actors not provided fail loudly instead of pretending', async () => {
    const actor = createActor(sessionMachine).start();
    actor.send({ type: 'session.start', expiresAt: '2026-01-01T10:00:00.000Z' });
    actor.send({ type: 'request.unauthorized' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedOut'));
    expect(actor.getSnapshot().context.lastError).toBe('refreshFailed');
  });
});

describe('the ticker', () => {
  afterEach(() => vi.useRealTimers());

  it('checks the token every 60 s while active, and stops when signed out', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T09:57:00.000Z'));
    const refresh = vi.fn(async () => ({ expiresAt: '2026-01-01T10:15:00.000Z' }));
    const actor = createActor(
      sessionMachine.provide({ actors: { refreshToken: fromPromise(refresh), signOut: fromPromise<void, void>(async () => undefined) } }),
    ).start();
    actor.send({ type: 'session.start', expiresAt: '2026-01-01T10:00:00.000Z' });
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 2); // 09:59:00, 2 checks, 60 s left each time
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS); // 10:00:00: expired -> refresh
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('active');
    actor.send({ type: 'session.end' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('signedOut');
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 30);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('the coverage guard itself', () => {
  it('fails when an event type has no payload (so its transitions are never walked)', async () => {
    const { session: real } = machines;
    const withoutEnd = { ...real, fixtures: { ...real.fixtures, 'session.end': [] } };
    const { walked, visited } = await walkAll(withoutEnd);
    expect(() => assertFullCoverage(withoutEnd, walked, visited)).toThrow(/session\.active on session\.end/);
  });

  it('fails when the paths that walk one transition are left out', async () => {
    // Every path that ends with a failed refresh is dropped: refreshing -> signingOut on error is unwalked.
    const paths = transitionPaths(entry).filter((p) => !p.steps.some((s) => s.event.type === 'xstate.error.actor.refreshToken'));
    const { walked, visited } = await walkAll(entry, undefined, paths);
    expect(() => assertFullCoverage(entry, walked, visited)).toThrow(/session\.refreshing on xstate\.error\.actor\.refreshToken/);
  });

  it('fails when a state can never be reached', async () => {
    const orphan = setup({}).createMachine({ id: 'orphan', initial: 'a', states: { a: { on: { go: 'b' } }, b: {}, c: {} } });
    const entry2 = { machine: orphan, title: 'orphan', description: '', fixtures: { go: [{ type: 'go' }] }, actorOutcomes: [], screens: [], story: { actor: 'the host', events: {}, states: {} } };
    const { walked, visited } = await walkAll(entry2);
    expect(() => assertFullCoverage(entry2, walked, visited)).toThrow(/state nodes never reached/);
  });

  it('fails when the per-state checks miss a state or name one that does not exist', () => {
    expect(() => assertStateChecks(sessionMachine, { signedOut: 1, active: 1, refreshing: 1 })).toThrow();
    expect(() => assertStateChecks(sessionMachine, { signedOut: 1, active: 1, refreshing: 1, signingOut: 1, expired: 1 })).toThrow();
  });

  it('fails when a path says an actor settles that is not running', async () => {
    const bogus = { name: 'bogus', steps: [{ event: { type: 'xstate.done.actor.refreshToken', output: { expiresAt: 'x' } }, state: 'active' }] };
    await expect(walkAll(entry, undefined, [bogus])).rejects.toThrow(/refreshToken is not running/);
  });
});
