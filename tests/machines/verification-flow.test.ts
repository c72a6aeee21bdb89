import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { verificationFlowMachine, type LoadedFlow, type SaveStepInput, type VerificationFlowContext } from '../../machines/verification-flow/verification-flow.machine';
import { selectContinueEvent, selectPanel, selectPosition } from '../../machines/verification-flow/verification-flow.select';
import { assertFullCoverage, assertStateChecks, walkAll, settle } from '../support/model-coverage';

const entry = machines['verification-flow'];
const ctx = (s: AnyMachineSnapshot) => s.context as VerificationFlowContext;

const stateChecks = {
  starting: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(ctx(s).stepId).toBeNull();
  },
  loading: (s) => expect(s.hasTag('busy')).toBe(true),
  loadFailed: (s) => {
    expect(ctx(s).errorCode).toBe('loadFailed');
    expect(s.hasTag('busy')).toBe(false);
  },
  editing: (s) => {
    const c = ctx(s);
    // The step on screen is always one the host sees.
    expect(c.steps).toContain(c.stepId);
    expect(s.hasTag('busy')).toBe(false);
    if (c.errorCode === 'saveFailed') expect(c.fieldErrors.length).toBeGreaterThan(0);
  },
  saving: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    const c = ctx(s);
    expect(c.form.valid).toBe(true);
    expect(c.form.dirty || !c.completed.includes(c.stepId!)).toBe(true);
  },
  finished: (s) => {
    const c = ctx(s);
    // Every step the host sees is complete, or there was none.
    expect(c.steps.every((id) => c.completed.includes(id))).toBe(true);
  },
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

describe('verification-flow machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    expect(walked.length).toBeGreaterThan(50);
    assertFullCoverage(entry, walked, visited);
  });
});

describe('verification-flow with its actors', () => {
  function run(flow: LoadedFlow, requestedStep: string | null, save: (input: SaveStepInput) => Promise<{ completed: string[] }> = async () => ({ completed: [] })) {
    const calls: string[] = [];
    const saves: SaveStepInput[] = [];
    const machine = verificationFlowMachine.provide({
      actors: {
        startKyc: fromPromise<void, void>(async () => {
          calls.push('startKyc');
        }),
        loadFlow: fromPromise(async () => {
          calls.push('loadFlow');
          return flow;
        }),
        saveStep: fromPromise(async ({ input }) => {
          saves.push(input);
          return save(input);
        }),
      },
    });
    const actor = createActor(machine, { input: { requestedStep } }).start();
    return { actor, calls, saves };
  }
  const steps = ['identity/info', 'document-upload', 'owner/info', 'owner-upload/id'];

  it('marks KYC started first, then loads, then opens the first step', async () => {
    const { actor, calls } = run({ steps, completed: [] }, null);
    await settle();
    expect(calls).toEqual(['startKyc', 'loadFlow']);
    expect(ctx(actor.getSnapshot()).stepId).toBe('identity/info');
    expect(selectPosition(actor.getSnapshot())).toEqual({ number: 1, total: 4 });
  });

  it('opens the step the address names when the host sees it; an unknown one opens the first', async () => {
    const named = run({ steps, completed: [] }, 'owner/info');
    const unknown = run({ steps, completed: [] }, 'upload-id');
    await settle();
    expect(ctx(named.actor.getSnapshot()).stepId).toBe('owner/info');
    expect(ctx(unknown.actor.getSnapshot()).stepId).toBe('identity/info');
  });

  it('saves a valid change, then goes on; the last save ends on success', async () => {
    const { actor, saves } = run({ steps: ['identity', 'upload-id'], completed: [] }, null, async ({ stepId }) => ({ completed: stepId === 'identity' ? ['identity'] : ['identity', 'upload-id'] }));
    await settle();
    expect(selectContinueEvent(actor.getSnapshot())).toBeNull(); // nothing typed, not complete
    actor.send({ type: 'form.change', dirty: true, valid: true });
    expect(selectContinueEvent(actor.getSnapshot())).toBe('step.save');
    actor.send({ type: 'step.save', values: { firstName: 'Anna' } });
    await settle();
    expect(saves).toEqual([{ stepId: 'identity', values: { firstName: 'Anna' } }]);
    expect(ctx(actor.getSnapshot()).stepId).toBe('upload-id');
    actor.send({ type: 'form.change', dirty: true, valid: true });
    actor.send({ type: 'step.save', values: {} });
    await settle();
    expect(selectPanel(actor.getSnapshot())).toBe('finished');
  });

  it('a refused save stays on the step with the field named', async () => {
    const { actor } = run({ steps: ['identity', 'upload-id'], completed: [] }, null, async () => {
      throw { status: 400, general: [], fields: { birthDate: ['must be an adult'], iban: ['errors.field.iban'] } };
    });
    await settle();
    actor.send({ type: 'form.change', dirty: true, valid: true });
    actor.send({ type: 'step.save', values: {} });
    await settle();
    const c = ctx(actor.getSnapshot());
    expect(c.stepId).toBe('identity');
    expect(c.errorCode).toBe('saveFailed');
    expect(c.fieldErrors).toEqual([
      { field: 'birthDate', code: 'errors.field.invalid' },
      { field: 'iban', code: 'errors.field.iban' },
    ]);
    // Still dirty and valid: Save again is possible.
    expect(selectContinueEvent(actor.getSnapshot())).toBe('step.save');
  });

  it('goes to a completed step, never to one beyond the first open one', async () => {
    const { actor } = run({ steps, completed: ['owner/info'] }, null);
    await settle();
    actor.send({ type: 'step.goTo', stepId: 'owner-upload/id' });
    expect(ctx(actor.getSnapshot()).stepId).toBe('identity/info');
    actor.send({ type: 'step.goTo', stepId: 'owner/info' });
    expect(ctx(actor.getSnapshot()).stepId).toBe('owner/info');
    actor.send({ type: 'step.back' });
    expect(ctx(actor.getSnapshot()).stepId).toBe('document-upload');
  });

  it('saving the last step while an earlier one is open goes back to that one, not to success', async () => {
    const { actor } = run({ steps: ['identity', 'upload-id', 'payout-info'], completed: [] }, 'payout-info', async () => ({ completed: ['payout-info'] }));
    await settle();
    expect(ctx(actor.getSnapshot()).stepId).toBe('payout-info');
    actor.send({ type: 'form.change', dirty: true, valid: true });
    actor.send({ type: 'step.save', values: {} });
    await settle();
    expect(selectPanel(actor.getSnapshot())).toBe('step');
    expect(ctx(actor.getSnapshot()).stepId).toBe('identity');
  });

  it('a valid step with its documents on file but not yet complete may be saved unchanged', async () => {
    const { actor } = run({ steps: ['identity', 'upload-id'], completed: ['identity'] }, 'upload-id');
    await settle();
    actor.send({ type: 'form.change', dirty: false, valid: true });
    expect(selectContinueEvent(actor.getSnapshot())).toBe('step.save');
  });

  it('no step to show: straight to success', async () => {
    const { actor } = run({ steps: [], completed: [] }, 'identity');
    await settle();
    expect(selectPanel(actor.getSnapshot())).toBe('finished');
  });
});
