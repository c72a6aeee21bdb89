import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { listingWizardMachine, type LoadedListing, type SaveStepInput } from '../../machines/listing-wizard/listing-wizard.machine';
import { finishedListing, onboardingListing } from '../../machines/listing-wizard/listing-wizard.fixtures';
import { selectCanSave, selectCurrentStep, selectFieldErrors, selectPanel, selectProgress, selectSteps } from '../../machines/listing-wizard/listing-wizard.select';
import { canVisit, currentStep, visibleSteps } from '../../src/shared/domain/listing-steps';
import { assertFullCoverage, assertStateChecks, walkAll } from '../support/model-coverage';

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
    expect(selectCanSave(s as never)).toBe(s.context.form.dirty && s.context.form.valid);
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
  }, 120_000);
});
