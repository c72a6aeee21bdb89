import { LISTING_STEPS } from '../../src/shared/domain/listing-steps';
import type { ListingWizardEvent, LoadedListing } from './listing-wizard.machine';

// Payloads for walking the listing-wizard machine: every event type, and every actor outcome.
// The walk uses a short listing so the state graph stays small (every snapshot times every
// payload is a path): a further unit of a multi-unit property (the property steps belong to the
// first unit) with most unit steps excluded. What is left still shows the rules the chart
// sequences: guests-and-rooms-info (the first step), guests-and-rooms-beds (visitable ahead)
// and publish (formless, last). The step rules themselves are tested in tests/shared/listing-steps.
export const WALK_STEPS = ['guests-and-rooms-info', 'guests-and-rooms-beds', 'publish'] as const;
const unitSteps = LISTING_STEPS['multi-unit'].filter((s) => s.scope === 'unit' && !s.onboardingOnly).map((s) => s.id);
const excluded = unitSteps.filter((id) => !(WALK_STEPS as readonly string[]).includes(id));

/** The short listing once onboarding is finished (most paths start here). */
export const finishedListing: LoadedListing = { flow: 'multi-unit', onboardingFinished: true, firstUnit: false, excluded, completed: [] };
/** The same unit while onboarding: the onboarding-only steps are excluded too, to keep the walk short. */
export const onboardingListing: LoadedListing = {
  ...finishedListing,
  onboardingFinished: false,
  excluded: [...excluded, ...LISTING_STEPS['multi-unit'].filter((s) => s.onboardingOnly).map((s) => s.id)],
};

export const listingWizardEvents = {
  'listing.retry': [{ type: 'listing.retry' }],
  'form.change': [
    { type: 'form.change', dirty: true, valid: true },
    { type: 'form.change', dirty: true, valid: false },
  ],
  'step.save': [{ type: 'step.save', values: { guests: 4, bedrooms: 2 } }],
  'step.next': [{ type: 'step.next' }],
  'step.back': [{ type: 'step.back' }],
  'step.goTo': [
    { type: 'step.goTo', stepId: 'guests-and-rooms-info' },
    { type: 'step.goTo', stepId: 'guests-and-rooms-beds' }, // ahead of progress: allowed
    { type: 'step.goTo', stepId: 'photos' }, // excluded for this unit: never
    { type: 'step.goTo', stepId: 'location' }, // a property step: the first unit's only
  ],
  'listing.publish': [{ type: 'listing.publish' }],
} satisfies { [K in ListingWizardEvent['type']]: Extract<ListingWizardEvent, { type: K }>[] };

// Errors are what the client's actors reject with: the normalised API error (api-errors.ts).
export const listingWizardActorOutcomes = [
  { type: 'xstate.done.actor.loadListing', output: onboardingListing },
  { type: 'xstate.done.actor.loadListing', output: finishedListing },
  { type: 'xstate.error.actor.loadListing', error: { status: 404, general: ['errors.status.404'], fields: {} } },
  { type: 'xstate.error.actor.loadListing', error: { status: 0, general: ['errors.network'], fields: {} } },
  { type: 'xstate.done.actor.checkEligibility', output: { eligible: true } },
  { type: 'xstate.done.actor.checkEligibility', output: { eligible: false } },
  { type: 'xstate.error.actor.checkEligibility', error: { status: 0, general: ['errors.network'], fields: {} } },
  { type: 'xstate.done.actor.saveStep', output: { onboardingFinished: false } },
  { type: 'xstate.done.actor.saveStep', output: { onboardingFinished: true } },
  { type: 'xstate.error.actor.saveStep', error: { status: 400, general: [], fields: { guests: ['errors.field.required'] } } },
  { type: 'xstate.done.actor.publishUnit', output: undefined },
  { type: 'xstate.error.actor.publishUnit', error: { status: 400, general: [], fields: { registrationNumber: ['Registration number is invalid'] } } },
] as const;
