import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { connectListingWizard } from '../../machines/listing-wizard/listing-wizard.connect';
import { listingWizardMachine, type LoadedListing, type SaveStepInput } from '../../machines/listing-wizard/listing-wizard.machine';
import { finishedListing, onboardingListing } from '../../machines/listing-wizard/listing-wizard.fixtures';
import { INVALID_FIELD_KEY } from '../../src/shared/domain/api-errors';
import { checkedSend } from './support/checked-send';

// connectListingWizard: what the wizard page, its progress panel and its step frame show in each
// state of the real machine (the short listing of the fixtures: guests-and-rooms-info,
// guests-and-rooms-beds, publish), and what each control sends — always an event the machine
// takes where the host is.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
type Wizard = Actor<typeof listingWizardMachine>;
const INFO = 'guests-and-rooms-info';
const BEDS = 'guests-and-rooms-beds';

interface Fakes {
  load?: () => Promise<LoadedListing>;
  check?: () => Promise<{ eligible: boolean }>;
  save?: (input: SaveStepInput) => Promise<{ onboardingFinished: boolean }>;
  publish?: () => Promise<void>;
}

function start({ load = async () => finishedListing, check = async () => ({ eligible: true }), save = async () => ({ onboardingFinished: false }), publish = async () => undefined }: Fakes = {}) {
  const saves: SaveStepInput[] = [];
  const machine = listingWizardMachine.provide({
    actors: {
      loadListing: fromPromise<LoadedListing, void>(load),
      checkEligibility: fromPromise<{ eligible: boolean }, void>(check),
      saveStep: fromPromise<{ onboardingFinished: boolean }, SaveStepInput>(async ({ input }) => {
        saves.push(input);
        return save(input);
      }),
      publishUnit: fromPromise<void, void>(publish),
    },
  });
  return { actor: createActor(machine).start(), saves };
}

/** The connect of the actor's snapshot now; its `send` refuses an event the machine does not take there. */
function connect(actor: Wizard, sent: string[] = []) {
  return connectListingWizard(actor.getSnapshot(), checkedSend(actor, sent));
}

/** Saves the step on screen with a valid change, and waits for the save. */
async function saveStep(actor: Wizard, values: Record<string, unknown> = { guests: 4 }) {
  connect(actor).changeForm(true, true);
  connect(actor).continue(values);
  await settle();
}

describe('connectListingWizard', () => {
  it('shows the loading page (busy, no header spinner), then the first step with its place, progress and links', async () => {
    const { actor } = start();
    expect(connect(actor)).toMatchObject({ panel: 'loading', busy: true, working: false, titleShown: true, flow: null, stepId: null, step: undefined });
    await settle();
    const view = connect(actor);
    expect(view).toMatchObject({
      panel: 'step',
      busy: false,
      working: false,
      titleShown: true,
      flow: 'multi-unit',
      stepId: INFO,
      step: { id: INFO },
      position: { position: 1, count: 3, stepId: INFO },
      progress: { total: 0 },
      form: { dirty: false, valid: false },
      error: null,
      fieldErrors: {},
      lastStep: false,
      canBack: false,
      canPublish: false,
      saving: false,
      publishing: false,
    });
    expect(view.steps.map((s) => s.id)).toEqual([INFO, BEDS, 'publish']);
    expect(view.links.map(({ step, completed, active, enabled }) => [step.id, completed, active, enabled])).toEqual([
      [INFO, false, true, true],
      [BEDS, false, false, true], // visitable ahead
      ['publish', false, false, false],
    ]);
    expect([view.canOpen(BEDS), view.canOpen(INFO), view.canOpen('publish'), view.canOpen('photos')]).toEqual([true, false, false, false]);
  });

  it('reports the form; Save and continue saves its values (busy, the header spinner) and moves on; Back returns', async () => {
    const { actor, saves } = start();
    await settle();
    const sent: string[] = [];
    connect(actor, sent).changeForm(true, false);
    // An invalid change: neither saved nor passed over, and the button sends nothing.
    expect(connect(actor)).toMatchObject({ form: { dirty: true, valid: false }, canContinue: false });
    connect(actor, sent).continue({ guests: 0 });
    expect(sent).toEqual(['form.change']);
    connect(actor, sent).changeForm(true, true);
    expect(connect(actor)).toMatchObject({ canContinue: true, continueLabel: 'saveAndContinue' });
    connect(actor, sent).continue({ guests: 4 });
    expect(sent).toEqual(['form.change', 'form.change', 'step.save']);
    expect(connect(actor)).toMatchObject({ panel: 'step', busy: true, working: true, saving: true, canContinue: false, canBack: false, stepId: INFO });
    await settle();
    expect(saves).toEqual([{ stepId: INFO, values: { guests: 4 }, completed: [INFO] }]);
    const view = connect(actor);
    expect(view).toMatchObject({ busy: false, working: false, saving: false, stepId: BEDS, position: { position: 2, count: 3 }, canBack: true });
    expect(view.progress.total).toBeGreaterThan(0);
    expect(view.links.map((l) => [l.step.id, l.completed, l.active])).toEqual([
      [INFO, true, false],
      [BEDS, false, true],
      ['publish', false, false],
    ]);
    connect(actor, sent).back();
    expect(sent.at(-1)).toBe('step.back');
    expect(connect(actor)).toMatchObject({ stepId: INFO, canBack: false });
  });

  it('Continue passes an unchanged step without a save; a step link opens a step the machine allows', async () => {
    const { actor, saves } = start();
    await settle();
    const sent: string[] = [];
    expect(connect(actor)).toMatchObject({ canContinue: true, continueLabel: 'continue' });
    connect(actor, sent).continue({ guests: 9 });
    expect(saves).toEqual([]);
    expect(connect(actor).stepId).toBe(BEDS);
    expect(connect(actor).canOpen(INFO)).toBe(true);
    connect(actor, sent).open(INFO);
    expect(sent).toEqual(['step.next', 'step.goTo']);
    expect(connect(actor).stepId).toBe(INFO);
  });

  it('tells a refused save with its fields; the form keeps its change and saves again', async () => {
    let saves = 0;
    const { actor } = start({
      save: async () => {
        saves += 1;
        if (saves === 1) throw { status: 400, general: [], fields: { guests: ['errors.field.required'], bedrooms: ['too many'] } };
        return { onboardingFinished: false };
      },
    });
    await settle();
    await saveStep(actor);
    expect(connect(actor)).toMatchObject({
      panel: 'step',
      stepId: INFO,
      error: 'saveFailed',
      fieldErrors: { guests: 'errors.field.required', bedrooms: INVALID_FIELD_KEY },
      canContinue: true,
      continueLabel: 'saveAndContinue',
    });
    connect(actor).continue({ guests: 4 });
    expect(connect(actor)).toMatchObject({ saving: true, error: null, fieldErrors: {} });
    await settle();
    expect(connect(actor)).toMatchObject({ stepId: BEDS, error: null });
  });

  it('on the last step, Publish publishes (busy) and the wizard ends on the completed page', async () => {
    const { actor } = start();
    await settle();
    await saveStep(actor);
    await saveStep(actor, { beds: 2 });
    expect(connect(actor)).toMatchObject({ stepId: 'publish', lastStep: true, canPublish: true, progress: { total: 100 } });
    const sent: string[] = [];
    connect(actor, sent).publish();
    expect(sent).toEqual(['listing.publish']);
    expect(connect(actor)).toMatchObject({ panel: 'step', publishing: true, busy: true, working: true, canPublish: false, canBack: false });
    await settle();
    expect(connect(actor)).toMatchObject({ panel: 'completed', titleShown: false, busy: false, publishing: false });
  });

  it('tells a refused publish with its fields, on the publish step', async () => {
    const { actor } = start({
      publish: async () => {
        throw { status: 400, general: [], fields: { registrationNumber: ['Registration number is invalid'] } };
      },
    });
    await settle();
    await saveStep(actor);
    await saveStep(actor, { beds: 2 });
    connect(actor).publish();
    await settle();
    expect(connect(actor)).toMatchObject({ panel: 'step', stepId: 'publish', error: 'publishFailed', fieldErrors: { registrationNumber: INVALID_FIELD_KEY }, canPublish: true, publishing: false });
  });

  it('while onboarding, checks eligibility behind the loading page; a host not eligible gets that page', async () => {
    let answer: (value: { eligible: boolean }) => void = () => undefined;
    const { actor } = start({ load: async () => onboardingListing, check: () => new Promise((resolve) => (answer = resolve)) });
    await settle();
    expect(actor.getSnapshot().value).toBe('checkingEligibility');
    expect(connect(actor)).toMatchObject({ panel: 'loading', busy: true, working: false, titleShown: true });
    answer({ eligible: false });
    await settle();
    expect(connect(actor)).toMatchObject({ panel: 'notEligible', busy: false, titleShown: false });
  });

  it('tells a failed load with Try again, which loads again; a missing unit has its own page', async () => {
    let loads = 0;
    const { actor } = start({
      load: async () => {
        loads += 1;
        if (loads === 1) throw { status: 0, general: ['errors.network'], fields: {} };
        return finishedListing;
      },
    });
    await settle();
    expect(connect(actor)).toMatchObject({ panel: 'loadFailed', titleShown: false, busy: false });
    const sent: string[] = [];
    connect(actor, sent).retry();
    expect(sent).toEqual(['listing.retry']);
    expect(connect(actor)).toMatchObject({ panel: 'loading', busy: true });
    await settle();
    expect(connect(actor)).toMatchObject({ panel: 'step', stepId: INFO });

    const missing = start({
      load: async () => {
        throw { status: 404, general: ['errors.status.404'], fields: {} };
      },
    });
    await settle();
    expect(connect(missing.actor)).toMatchObject({ panel: 'notFound', titleShown: false, error: 'notFound' });
  });
});
