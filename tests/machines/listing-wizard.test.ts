import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { listingWizardMachine, type LoadedListing, type SaveStepInput } from '../../machines/listing-wizard/listing-wizard.machine';
import { finishedListing, onboardingListing } from '../../machines/listing-wizard/listing-wizard.fixtures';
import { selectCanSave, selectContinueEvent, selectCurrentStep, selectFieldErrors, selectPanel, selectProgress, selectStepLinks, selectStepPosition, selectSteps } from '../../machines/listing-wizard/listing-wizard.select';
import { canSaveStep, canVisit, visibleSteps } from '../../src/shared/domain/listing-steps';
import { assertFullCoverage, assertStateChecks, walkAll } from '../support/model-coverage';
import { scaledMs } from '../support/time-scale';

const entry = machines['listing-wizard'];

const onAStep = (s: AnyMachineSnapshot) => {
  const steps = selectSteps(s as never);
  // Whatever path led here, the step on screen is one the host may open.
  expect(canVisit(steps, s.context.completed, s.context.stepId), `step ${s.context.stepId}`).toBe(true);
  expect(selectPanel(s as never)).toBe('step');
};

// What must hold in each state, whatever path led there.
const stateChecks = {
  loading: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(selectPanel(s as never)).toBe('loading');
  },
  loadFailed: (s) => {
    expect(['notFound', 'loadFailed', 'eligibilityFailed']).toContain(s.context.errorCode);
    expect(s.can({ type: 'listing.retry' })).toBe(s.context.errorCode !== 'notFound');
  },
  checkingEligibility: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(s.context.stepId).not.toBeNull();
  },
  notEligible: (s) => expect(selectPanel(s as never)).toBe('notEligible'),
  editing: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    onAStep(s);
    expect(selectCanSave(s as never)).toBe(canSaveStep(s.context.form, s.context.completed.includes(s.context.stepId)));
    // One primary action: a save when there is one to make, else passing an unchanged step.
    const continueEvent = selectContinueEvent(s as never);
    if (s.context.form.dirty) expect(continueEvent).not.toBe('step.next');
    expect(continueEvent === 'step.save').toBe(selectCanSave(s as never));
  },
  saving: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(s.context.fieldErrors).toEqual([]);
    onAStep(s);
  },
  publishing: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(selectProgress(s as never).total).toBe(100);
  },
  completed: (s) => expect(selectPanel(s as never)).toBe('completed'),
} satisfies Record<keyof typeof listingWizardMachine.root.states, (s: AnyMachineSnapshot) => void>;

describe('listing-wizard machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    expect(walked.length).toBeGreaterThan(100);
    assertFullCoverage(entry, walked, visited);
  }, scaledMs(120_000));
});

// Direct tests of the rules that matter, on real (full) listings with resolved actors.
const fullListing = (o: Partial<LoadedListing> = {}): LoadedListing => ({
  flow: 'single-unit',
  onboardingFinished: true,
  firstUnit: true,
  excluded: [],
  completed: [],
  ...o,
});

type Actors = NonNullable<Parameters<typeof listingWizardMachine.provide>[0]['actors']>;

function start(listing: LoadedListing, actors: Actors = {}) {
  const saveStep = vi.fn(async (_: { input: SaveStepInput }) => ({ onboardingFinished: false }));
  const actor = createActor(
    listingWizardMachine.provide({
      actors: {
        loadListing: fromPromise(async () => listing),
        checkEligibility: fromPromise(async () => ({ eligible: true as boolean })),
        saveStep: fromPromise(saveStep),
        publishUnit: fromPromise<void, void>(async () => undefined),
        ...actors,
      },
    }),
  ).start();
  return { actor, saveStep };
}
const settled = async (actor: ReturnType<typeof start>['actor'], state: string) =>
  vi.waitFor(() => expect(actor.getSnapshot().value).toBe(state));

describe('listing wizard rules', () => {
  it('opens on the first step not completed', async () => {
    const { actor } = start(fullListing({ completed: ['property', 'location'] }));
    await settled(actor, 'editing');
    expect(selectCurrentStep(actor.getSnapshot())?.route).toBe('location/address');
    expect(selectProgress(actor.getSnapshot()).total).toBe(10); // weights 3 of 29
  });

  it('on a completed step, Save is disabled until the form is valid and changed', async () => {
    const { actor, saveStep } = start(fullListing({ completed: ['property'] }));
    await settled(actor, 'editing');
    actor.send({ type: 'step.goTo', stepId: 'property' });
    const canSave = () => selectCanSave(actor.getSnapshot());
    expect(canSave()).toBe(false); // untouched
    actor.send({ type: 'form.change', dirty: false, valid: true });
    expect(canSave()).toBe(false); // valid but unchanged
    actor.send({ type: 'form.change', dirty: true, valid: false });
    expect(canSave()).toBe(false); // changed but invalid
    actor.send({ type: 'step.save', values: {} });
    expect(actor.getSnapshot().value).toBe('editing'); // refused
    actor.send({ type: 'form.change', dirty: true, valid: true });
    expect(canSave()).toBe(true);
    actor.send({ type: 'step.save', values: { propertyType: 'apartment' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(canSave()).toBe(false); // not twice
    await settled(actor, 'editing');
    expect(saveStep).toHaveBeenCalledTimes(1);
    expect(saveStep.mock.calls[0][0].input).toEqual({ stepId: 'property', values: { propertyType: 'apartment' }, completed: ['property'] });
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 'location', completed: ['property'], form: { dirty: false, valid: false } });
  });

  it('one primary action: Save and continue for a change, Continue for an unchanged step, neither for invalid changes', async () => {
    const { actor, saveStep } = start(fullListing({ completed: ['property'] }));
    await settled(actor, 'editing');
    actor.send({ type: 'step.goTo', stepId: 'property' });
    const action = () => selectContinueEvent(actor.getSnapshot());
    actor.send({ type: 'form.change', dirty: false, valid: true });
    expect(action()).toBe('step.next'); // completed and unchanged: passes without a save
    actor.send({ type: 'form.change', dirty: true, valid: false });
    expect(action()).toBeNull(); // moving on would drop the change, saving it is refused
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.stepId).toBe('property');
    actor.send({ type: 'form.change', dirty: true, valid: true });
    expect(action()).toBe('step.save');
    actor.send({ type: 'form.change', dirty: false, valid: true }); // changed back to what is saved
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.stepId).toBe('location');
    expect(saveStep).not.toHaveBeenCalled();
    // A step not completed yet goes on by its save once valid (its defaults are an answer).
    actor.send({ type: 'form.change', dirty: false, valid: true });
    expect(action()).toBe('step.save');
  });

  it('the override: a step not completed yet can be saved as it stands once valid (its defaults are an answer)', async () => {
    const { actor } = start(fullListing());
    await settled(actor, 'editing');
    expect(selectCanSave(actor.getSnapshot())).toBe(false); // the form has not reported yet
    actor.send({ type: 'form.change', dirty: false, valid: false });
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'form.change', dirty: false, valid: true });
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
  });

  it('cannot skip ahead except to the visitable-ahead steps; completed and current steps stay open', async () => {
    const { actor } = start(fullListing({ completed: ['property'], excluded: ['photos'] }));
    await settled(actor, 'editing');
    const s = () => actor.getSnapshot();
    expect(s().context.stepId).toBe('location');
    for (const stepId of ['location-map', 'title', 'publish', 'photos', 'nope']) expect(s().can({ type: 'step.goTo', stepId }), stepId).toBe(false);
    expect(s().can({ type: 'step.next' })).toBe(true); // onto location-address, which may be opened ahead anyway
    actor.send({ type: 'step.goTo', stepId: 'guests-and-rooms-beds' });
    expect(s().context.stepId).toBe('guests-and-rooms-beds');
    expect(s().can({ type: 'step.back' })).toBe(false); // guests-and-rooms/info is neither done nor current
    actor.send({ type: 'step.goTo', stepId: 'location-address' });
    actor.send({ type: 'step.back' });
    expect(s().context.stepId).toBe('location'); // the current step
    actor.send({ type: 'step.goTo', stepId: 'property' }); // a completed one
    expect(s().context.stepId).toBe('property');
    actor.send({ type: 'step.next' });
    expect(s().context.stepId).toBe('location');
  });

  it('step links: completed, current and visitable-ahead steps are enabled, nothing else', async () => {
    const { actor } = start(fullListing({ completed: ['property'] }));
    await settled(actor, 'editing');
    const enabled = selectStepLinks(actor.getSnapshot()).filter((l) => l.enabled).map((l) => l.step.id);
    expect(enabled).toEqual(['property', 'location', 'location-address', 'guests-and-rooms-beds']);
    expect(selectStepLinks(actor.getSnapshot()).find((l) => l.active)?.step.id).toBe('location');
  });

  it('step position: the place of the step on screen among the shown steps, for the compact bar', async () => {
    const { actor } = start(fullListing({ completed: ['property'] }));
    await settled(actor, 'editing');
    const shown = selectSteps(actor.getSnapshot()).map((step) => step.id);
    expect(selectStepPosition(actor.getSnapshot())).toEqual({ position: shown.indexOf('location') + 1, count: shown.length, stepId: 'location' });
    actor.send({ type: 'step.goTo', stepId: 'property' });
    expect(selectStepPosition(actor.getSnapshot())).toEqual({ position: 1, count: shown.length, stepId: 'property' });
  });

  it('saving an ahead step leads back to the current step, not past it', async () => {
    const { actor } = start(fullListing({ completed: ['property'] }));
    await settled(actor, 'editing');
    actor.send({ type: 'step.goTo', stepId: 'location-address' });
    actor.send({ type: 'form.change', dirty: true, valid: true });
    actor.send({ type: 'step.save', values: {} });
    await settled(actor, 'editing');
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 'location', completed: ['property', 'location-address'] });
  });

  it('a formless step (start-unit) is passed with Continue (step.next) and joins the completed set', async () => {
    const done = ['property', 'location', 'location-address', 'location-map', 'property-title'];
    const { actor } = start(fullListing({ flow: 'multi-unit', completed: done }));
    await settled(actor, 'editing');
    expect(actor.getSnapshot().context.stepId).toBe('start-unit');
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 'unit-type', completed: [...done, 'start-unit'] });
    expect(selectProgress(actor.getSnapshot()).groups[0]).toEqual({ group: 'property-basic-info', percent: 100 });
  });

  it('onboarding: eligibility first; finishing onboarding on a save switches to the normal variant', async () => {
    const onboarding = visibleSteps({ flow: 'single-unit', onboardingFinished: false, firstUnit: true, excluded: [] });
    const allButLast = onboarding.slice(0, -2).map((s) => s.id); // every step but personal-details/owner and publish
    const { actor } = start(fullListing({ onboardingFinished: false, completed: allButLast }), {
      saveStep: fromPromise(async () => ({ onboardingFinished: true as boolean })),
    });
    expect(actor.getSnapshot().value).toBe('loading');
    await settled(actor, 'editing');
    expect(selectSteps(actor.getSnapshot()).some((s) => s.onboardingOnly)).toBe(true);
    expect(actor.getSnapshot().context.stepId).toBe('personal-details-owner');
    actor.send({ type: 'form.change', dirty: true, valid: true });
    actor.send({ type: 'step.save', values: {} });
    await settled(actor, 'editing');
    expect(selectSteps(actor.getSnapshot()).some((s) => s.onboardingOnly)).toBe(false);
    expect(actor.getSnapshot().context.stepId).toBe('publish');
    expect(selectProgress(actor.getSnapshot()).total).toBe(100);
    expect(actor.getSnapshot().can({ type: 'listing.publish' })).toBe(true);
  });

  it('onboarding and not eligible: the not-eligible page', async () => {
    const { actor } = start(fullListing({ onboardingFinished: false }), { checkEligibility: fromPromise(async () => ({ eligible: false as boolean })) });
    await settled(actor, 'notEligible');
    expect(selectPanel(actor.getSnapshot())).toBe('notEligible');
  });

  it('a failed save keeps the form and reports field errors as codes', async () => {
    const error = { status: 400, general: [], fields: { guests: ['errors.field.required'], houseNumberOrName: ['Must not be empty'] } };
    const { actor } = start(fullListing(), { saveStep: fromPromise(async () => Promise.reject(error)) });
    await settled(actor, 'editing');
    actor.send({ type: 'form.change', dirty: true, valid: true });
    actor.send({ type: 'step.save', values: {} });
    await vi.waitFor(() => expect(actor.getSnapshot().context.errorCode).toBe('saveFailed'));
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ guests: 'errors.field.required', houseNumberOrName: 'errors.field.invalid' });
    expect(actor.getSnapshot().context.stepId).toBe('property');
    expect(selectCanSave(actor.getSnapshot())).toBe(true); // correct and save again
  });

  it('publish: only on the last step with everything done; a refusal names the field', async () => {
    const steps = visibleSteps({ flow: 'single-unit', onboardingFinished: true, firstUnit: true, excluded: [] });
    const error = { status: 400, general: [], fields: { registrationNumber: ['errors.registrationNumber.invalid'] } };
    let fail = true;
    const { actor } = start(fullListing({ completed: steps.slice(0, -1).map((s) => s.id) }), {
      publishUnit: fromPromise<void, void>(async () => (fail ? Promise.reject(error) : undefined)),
    });
    await settled(actor, 'editing');
    actor.send({ type: 'step.goTo', stepId: 'title' });
    expect(actor.getSnapshot().can({ type: 'listing.publish' })).toBe(false); // not on the publish step
    actor.send({ type: 'step.goTo', stepId: 'publish' });
    actor.send({ type: 'listing.publish' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.errorCode).toBe('publishFailed'));
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ registrationNumber: 'errors.registrationNumber.invalid' });
    fail = false;
    actor.send({ type: 'listing.publish' });
    await settled(actor, 'completed');
    expect(selectPanel(actor.getSnapshot())).toBe('completed');
  });

  it('a missing unit shows the not-found page without retry; other failures retry', async () => {
    const missing = createActor(
      listingWizardMachine.provide({ actors: { loadListing: fromPromise<LoadedListing, void>(async () => Promise.reject({ status: 404, general: [], fields: {} })) } }),
    ).start();
    await vi.waitFor(() => expect(selectPanel(missing.getSnapshot())).toBe('notFound'));
    expect(missing.getSnapshot().can({ type: 'listing.retry' })).toBe(false);
    // Actors not provided fail loudly instead of pretending: a load failure with Retry.
    const unprovided = createActor(listingWizardMachine).start();
    await vi.waitFor(() => expect(selectPanel(unprovided.getSnapshot())).toBe('loadFailed'));
    unprovided.send({ type: 'listing.retry' });
    expect(unprovided.getSnapshot().hasTag('busy')).toBe(true);
  });
});

describe('the walk listing really is short', () => {
  it('three steps: first, visitable ahead, publish', () => {
    expect(visibleSteps(finishedListing).map((s) => s.id)).toEqual(['guests-and-rooms-info', 'guests-and-rooms-beds', 'publish']);
    expect(visibleSteps(onboardingListing).map((s) => s.id)).toEqual(['guests-and-rooms-info', 'guests-and-rooms-beds', 'publish']);
  });
});
