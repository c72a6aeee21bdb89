import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { connectVerificationFlow } from '../../machines/verification-flow/verification-flow.connect';
import { verificationFlowMachine, type LoadedFlow, type SavedStep, type SaveStepInput } from '../../machines/verification-flow/verification-flow.machine';
import { freshFlow, returningFlow } from '../../machines/verification-flow/verification-flow.fixtures';
import { INVALID_FIELD_KEY } from '../../src/shared/domain/api-errors';
import { checkedSend } from './support/checked-send';

// connectVerificationFlow: what the verification page and its step frame show in each state of
// the real machine (steps identity and upload-id of the fixtures), and what each control sends —
// always an event the machine takes where the host is.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
type Flow = Actor<typeof verificationFlowMachine>;

function start(load: () => Promise<LoadedFlow>, save: (input: SaveStepInput) => Promise<SavedStep> = async () => ({ completed: [] })) {
  const saves: SaveStepInput[] = [];
  const machine = verificationFlowMachine.provide({
    actors: {
      startKyc: fromPromise<void, void>(async () => undefined),
      loadFlow: fromPromise<LoadedFlow, void>(load),
      saveStep: fromPromise<SavedStep, SaveStepInput>(async ({ input }) => {
        saves.push(input);
        return save(input);
      }),
    },
  });
  return { actor: createActor(machine, { input: { requestedStep: null } }).start(), saves };
}

/** A save that answers when the test says, so the saving state can be looked at. */
function deferred() {
  let answer: (value: SavedStep) => void = () => undefined;
  let refuse: (error: unknown) => void = () => undefined;
  const save = () =>
    new Promise<SavedStep>((resolve, reject) => {
      answer = resolve;
      refuse = reject;
    });
  return { save, answer: (value: SavedStep) => answer(value), refuse: (error: unknown) => refuse(error) };
}

/** The connect of the actor's snapshot now; its `send` refuses an event the machine does not take there. */
function connect(actor: Flow, sent: string[] = []) {
  return connectVerificationFlow(actor.getSnapshot(), checkedSend(actor, sent));
}

describe('connectVerificationFlow', () => {
  it('shows the loading page, then the first step with its place, the step list and no way back', async () => {
    const { actor } = start(async () => freshFlow);
    expect(connect(actor)).toMatchObject({ panel: 'loading', busy: true, titleShown: true, stepId: null });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(connect(actor)).toMatchObject({
      panel: 'step',
      busy: false,
      titleShown: true,
      stepId: 'identity',
      steps: ['identity', 'upload-id'],
      stepItems: [
        { id: 'identity', current: true },
        { id: 'upload-id', current: false },
      ],
      position: { number: 1, total: 2 },
      form: { dirty: false, valid: false },
      canContinue: false,
      continueLabel: 'saveAndContinue',
      saving: false,
      canBack: false,
      saveFailed: false,
      fieldErrors: {},
    });
    // Only a completed step, or the step on screen, is not one to open from the address.
    expect(connect(actor).canOpen('upload-id')).toBe(false);
    expect(connect(actor).canOpen('owner/info')).toBe(false);
  });

  it('reports the form, saves its values (busy, Back and the button off while saving) and moves on; Back returns', async () => {
    const saving = deferred();
    const { actor, saves } = start(async () => freshFlow, saving.save);
    await settle();
    await settle();
    const sent: string[] = [];
    connect(actor, sent).changeForm(true, true);
    expect(connect(actor)).toMatchObject({ form: { dirty: true, valid: true }, canContinue: true, continueLabel: 'saveAndContinue' });
    connect(actor, sent).continue({ firstName: 'Anna' });
    expect(sent).toEqual(['form.change', 'step.save']);
    expect(connect(actor)).toMatchObject({ panel: 'step', busy: true, saving: true, canContinue: false, canBack: false, stepId: 'identity' });
    saving.answer({ completed: ['identity'] });
    await settle();
    expect(saves).toEqual([{ stepId: 'identity', values: { firstName: 'Anna' } }]);
    expect(connect(actor)).toMatchObject({
      busy: false,
      saving: false,
      stepId: 'upload-id',
      position: { number: 2, total: 2 },
      stepItems: [
        { id: 'identity', current: false },
        { id: 'upload-id', current: true },
      ],
      canBack: true,
      form: { dirty: false, valid: false },
    });
    connect(actor, sent).back();
    expect(connect(actor)).toMatchObject({ stepId: 'identity', canBack: false });
    expect(sent).toEqual(['form.change', 'step.save', 'step.back']);
  });

  it('on a completed step left unchanged, Continue passes it without a save; a completed step opens from the address', async () => {
    const { actor, saves } = start(async () => returningFlow);
    await settle();
    await settle();
    // The returning host lands on the first step, complete already: it passes unchanged.
    expect(connect(actor)).toMatchObject({ stepId: 'identity', canBack: false, canContinue: true, continueLabel: 'continue' });
    const sent: string[] = [];
    // A change that is not valid can neither be saved nor passed over.
    connect(actor, sent).changeForm(true, false);
    expect(connect(actor).canContinue).toBe(false);
    connect(actor, sent).changeForm(false, true);
    expect(connect(actor)).toMatchObject({ canContinue: true, continueLabel: 'continue' });
    connect(actor, sent).continue({ firstName: 'ignored' });
    expect(saves).toEqual([]);
    expect(connect(actor)).toMatchObject({ stepId: 'upload-id', canBack: true });
    expect(connect(actor).canOpen('identity')).toBe(true);
    expect(connect(actor).canOpen('upload-id')).toBe(false);
    connect(actor, sent).open('identity');
    expect(sent).toEqual(['form.change', 'form.change', 'step.next', 'step.goTo']);
    expect(connect(actor)).toMatchObject({ stepId: 'identity', form: { dirty: false, valid: false } });
  });

  it('sends nothing from the button while the form is invalid', async () => {
    const { actor } = start(async () => freshFlow);
    await settle();
    await settle();
    const sent: string[] = [];
    connect(actor, sent).changeForm(true, false);
    expect(connect(actor).canContinue).toBe(false);
    connect(actor, sent).continue({ firstName: '' });
    expect(sent).toEqual(['form.change']);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('tells a refused save and its fields; the host corrects and saves again, and the last step ends the flow', async () => {
    const saving = deferred();
    const { actor } = start(async () => returningFlow, saving.save);
    await settle();
    await settle();
    connect(actor).changeForm(false, true);
    connect(actor).continue({});
    expect(connect(actor).stepId).toBe('upload-id');
    connect(actor).changeForm(true, true);
    connect(actor).continue({ document: 'id.pdf' });
    saving.refuse({ status: 400, general: [], fields: { document: ['errors.field.required'], issuedAt: ['a date, please'] } });
    await settle();
    expect(connect(actor)).toMatchObject({
      panel: 'step',
      busy: false,
      saveFailed: true,
      fieldErrors: { document: 'errors.field.required', issuedAt: INVALID_FIELD_KEY },
      // The form keeps its values: still changed and valid, so the button saves again.
      canContinue: true,
      continueLabel: 'saveAndContinue',
    });
    connect(actor).continue({ document: 'id.pdf' });
    expect(connect(actor)).toMatchObject({ saving: true, saveFailed: false, fieldErrors: {} });
    saving.answer({ completed: ['identity', 'upload-id'] });
    await settle();
    expect(connect(actor)).toMatchObject({ panel: 'finished', busy: false, titleShown: true });
  });

  it('tells a failed load without the header title; Try again loads again', async () => {
    let loads = 0;
    const { actor } = start(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return freshFlow;
    });
    await settle();
    await settle();
    expect(connect(actor)).toMatchObject({ panel: 'loadFailed', titleShown: false, busy: false });
    const sent: string[] = [];
    connect(actor, sent).retry();
    expect(sent).toEqual(['flow.retry']);
    expect(connect(actor)).toMatchObject({ panel: 'loading', busy: true });
    await settle();
    expect(connect(actor)).toMatchObject({ panel: 'step', stepId: 'identity' });
    expect(loads).toBe(2);
  });
});
