import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { appStartMachine } from '../../machines/app-start/app-start.machine';
import { selectAppStartView } from '../../machines/app-start/app-start.select';
import { assertFullCoverage, assertStateChecks, walkAll } from '../support/model-coverage';

const entry = machines['app-start'];

const stateChecks = {
  loading: (s) => expect(selectAppStartView(s as never)).toBe('loading'),
  failed: (s) => {
    expect(selectAppStartView(s as never)).toBe('failed');
    expect(s.context.errorCode).toBe('loadFailed');
  },
  ready: (s) => {
    expect(selectAppStartView(s as never)).toBe('ready');
    expect(s.context.locale).toBe('de-DE');
  },
} satisfies Record<'loading' | 'failed' | 'ready', (s: AnyMachineSnapshot) => void>;

describe('app-start machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    assertFullCoverage(entry, walked, visited);
  });
});

describe('app start', () => {
  it('fails, retries, and starts', async () => {
    let attempt = 0;
    const actor = createActor(
      appStartMachine.provide({
        actors: {
          loadApp: fromPromise(async () => {
            attempt += 1;
            if (attempt === 1) throw new Error('offline');
            return { locale: 'it-IT' };
          }),
        },
      }),
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    actor.send({ type: 'app.retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(actor.getSnapshot().context.locale).toBe('it-IT');
  });

  it('coming back online retries a failed start by itself', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ locale: 'en-US' });
    const actor = createActor(appStartMachine.provide({ actors: { loadApp: fromPromise(load) } })).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    actor.send({ type: 'network.offline' });
    expect(actor.getSnapshot().context.online).toBe(false);
    actor.send({ type: 'network.online' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('app reload', () => {
  it('starts over only from the started app (staff starting or stopping acting for a host); loading or failed ignore it', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ locale: 'fr-FR' });
    const actor = createActor(appStartMachine.provide({ actors: { loadApp: fromPromise(load) } })).start();
    actor.send({ type: 'app.reload' }); // while loading: nothing offers it, the load goes on
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    actor.send({ type: 'app.reload' }); // the error page offers Try again, not this
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'app.retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'app.reload' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(3);
  });
});
