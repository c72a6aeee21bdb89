import type { MachineStory } from '../story';
import type { LoadedListing } from './listing-wizard.machine';

// The listing-wizard machine told as plain steps (Gherkin export, machine page).
// Steps by the title the wizard shows (en-US); the others by their id.
const stepTitles: Record<string, string> = {
  'guests-and-rooms-info': 'Guests and size',
  'guests-and-rooms-beds': 'Rooms and beds',
  publish: 'Publish',
  photos: 'Photos',
  location: 'Location',
};
const stepTitle = (id: unknown) => `"${stepTitles[String(id)] ?? String(id)}"`;

type ApiError = { status: number; general: string[]; fields: Record<string, string[]> };
/** The refused fields as field "message" (a translation key or the server's own text). */
const refusedFields = (error: unknown) =>
  Object.entries((error as ApiError).fields)
    .map(([field, messages]) => `${field} "${messages[0]}"`)
    .join(', ');

export const listingWizardStory = {
  actor: 'the host',
  events: {
    'listing.retry': 'the host clicks Try again',
    'form.change': (e) => (e.valid ? 'the host changes a field of the step and the form is valid' : 'the host changes a field of the step and leaves it invalid'),
    'step.save': (e) =>
      `the host clicks Save and continue with ${Object.entries(e.values as Record<string, unknown>)
        .map(([field, value]) => `${field} ${String(value)}`)
        .join(', ')}`,
    'step.next': 'the host clicks Continue on an unchanged step',
    'step.back': 'the host clicks Back',
    'step.goTo': (e) => `the host opens the step ${stepTitle(e.stepId)} from the progress list or its address`,
    'listing.publish': 'the host clicks Publish',
    'xstate.done.actor.loadListing': (e) => {
      const listing = e.output as LoadedListing;
      const unit = listing.firstUnit ? 'the first unit' : 'a further unit';
      return `the server answers with ${unit} of a ${listing.flow} property, ${listing.completed.length ? `${listing.completed.length} steps completed` : 'no step completed'}${listing.onboardingFinished ? '' : ', its host still onboarding'}`;
    },
    'xstate.error.actor.loadListing': (e) => {
      const status = (e.error as ApiError).status;
      return status === 404 ? 'the server answers 404: the property or unit does not exist' : status === 0 ? 'the network fails while the unit loads' : `the server fails to load the unit (${status})`;
    },
    'xstate.done.actor.checkEligibility': (e) =>
      (e.output as { eligible: boolean }).eligible ? 'the server finds the host may list a property' : 'the server finds the host may not list a property yet',
    'xstate.error.actor.checkEligibility': 'the network fails while eligibility is checked',
    'xstate.done.actor.saveStep': (e) =>
      (e.output as { onboardingFinished: boolean }).onboardingFinished ? 'the server saves the step, which finishes onboarding' : 'the server saves the step',
    'xstate.error.actor.saveStep': (e) => `the server refuses the step (${(e.error as ApiError).status}, ${refusedFields(e.error)})`,
    'xstate.done.actor.publishUnit': 'the server publishes the unit',
    'xstate.error.actor.publishUnit': (e) => `the server refuses to publish (${(e.error as ApiError).status}, ${refusedFields(e.error)})`,
  },
  states: {
    loading: 'a spinner shows "Loading your listing…"',
    loadFailed: '"Your listing could not be loaded" offers Try again (or, for a 404, "Property or unit not found" offers Go to the homepage)',
    checkingEligibility: 'the spinner keeps showing while the portal checks whether the host may list',
    notEligible: 'the page "You cannot list a property yet" shows',
    editing: 'the step is shown with the progress list, Back and one primary button: Save and continue, or Continue while the step is unchanged (Publish on the last step), and what the last save or publish refused',
    saving: 'Save and continue shows a spinner and the header says "Working…"',
    publishing: 'Publish shows a spinner and the header says "Working…"',
    completed: 'the page "Your listing is published" shows',
  },
} satisfies MachineStory;
