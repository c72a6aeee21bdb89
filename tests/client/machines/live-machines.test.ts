import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { cookieConsentMachine } from '../../../machines/cookie-consent/cookie-consent.machine';
import { inspectLive, liveMachines, resetLiveMachines } from '../../../src/client/app/live-machines';

// The store the machines page reads: root actors of state machines, with their
// active state node ids, running or stopped.

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => resetLiveMachines());

describe('live machines', () => {
  it('records a running actor with its state and active state node ids', async () => {
    const actor = createActor(cookieConsentMachine, { inspect: inspectLive }).start();
    await settle();
    expect(liveMachines()).toEqual([
      expect.objectContaining({ sessionId: actor.sessionId, machineId: 'cookieConsent', value: 'undecided', status: 'running', activeStateIds: ['cookieConsent', 'cookieConsent.undecided'] }),
    ]);
    actor.send({ type: 'consent.load', record: null });
    await settle();
    expect(liveMachines()[0]).toMatchObject({ value: 'banner', activeStateIds: ['cookieConsent', 'cookieConsent.banner'], status: 'running' });
    actor.stop();
  });

  it('keeps a stopped actor where it ended', async () => {
    const actor = createActor(cookieConsentMachine, { inspect: inspectLive }).start();
    actor.send({ type: 'consent.load', record: null });
    actor.stop();
    await settle();
    expect(liveMachines()).toEqual([expect.objectContaining({ sessionId: actor.sessionId, value: 'banner', status: 'stopped' })]);
  });

  it('names nested states by their node ids and leaves invoked children out', async () => {
    const child = createMachine({ id: 'child', initial: 'waiting', states: { waiting: {} } });
    const parent = createMachine({
      id: 'parent',
      initial: 'outer',
      states: { outer: { initial: 'inner', states: { inner: { invoke: [{ src: child }, { src: fromPromise(() => new Promise(() => undefined)) }] } } } },
    });
    const actor = createActor(parent, { inspect: inspectLive }).start();
    await settle();
    const list = liveMachines();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ machineId: 'parent', value: { outer: 'inner' }, activeStateIds: ['parent', 'parent.outer', 'parent.outer.inner'] });
    actor.stop();
  });

  it('keeps only the newest 30 stopped actors, newest first', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 35; i += 1) {
      const actor = createActor(cookieConsentMachine, { inspect: inspectLive }).start();
      ids.push(actor.sessionId);
      actor.stop();
    }
    await settle();
    const list = liveMachines();
    expect(list).toHaveLength(30);
    expect(list.every((m) => m.status === 'stopped')).toBe(true);
    expect(list.map((m) => m.sessionId)).not.toContain(ids[0]);
    expect(list.map((m) => m.sessionId)).toContain(ids[34]);
  });
});
