import type { MachineStory } from '../story';

// The verification-flow machine told as plain steps (Gherkin export, machine page).
const titles: Record<string, string> = { identity: 'Your personal details', 'upload-id': 'Your ID document' };
const named = (ids: readonly string[]) => (ids.length ? ids.map((id) => `"${titles[id] ?? id}"`).join(', ') : 'none');
const failure = (e: Record<string, unknown>) => {
  const status = (e.error as { status: number }).status;
  return status === 0 ? 'a network error' : `status ${status}`;
};

export const verificationFlowStory = {
  actor: 'the host',
  events: {
    'flow.retry': 'the host clicks Try again',
    'form.change': (e) =>
      !e.dirty ? "the step's form fills in what is on file (unchanged and valid)" : e.valid ? 'the host fills in the step validly' : 'the host leaves a field of the step wrong or empty',
    'step.save': (e) => `the host clicks Save and continue (with ${Object.entries(e.values as object).map(([k, v]) => `${k} "${v}"`).join(', ')})`,
    'step.next': 'the host clicks Continue',
    'step.back': 'the host clicks Back',
    'step.goTo': (e) => `the host opens /verification/${e.stepId} in the address bar`,
    'xstate.done.actor.startKyc': 'the server notes that verification has started',
    'xstate.error.actor.startKyc': (e) => `the server fails to note the start (${failure(e)}; nothing is shown)`,
    'xstate.done.actor.loadFlow': (e) => {
      const { steps, completed } = e.output as { steps: string[]; completed: string[] };
      return steps.length ? `the server answers with the steps ${named(steps)}, complete: ${named(completed)}` : 'the server answers that there is nothing to verify';
    },
    'xstate.error.actor.loadFlow': (e) => `loading the verification fails with ${failure(e)}`,
    'xstate.done.actor.saveStep': (e) => `the server saves the step (complete now: ${named((e.output as { completed: string[] }).completed)})`,
    'xstate.error.actor.saveStep': (e) => {
      const error = e.error as { status: number; fields: Record<string, string[]> };
      const fields = Object.entries(error.fields).map(([field, messages]) => `${field}: "${messages[0]}"`);
      return `the server refuses the step (${error.status}${fields.length ? `, ${fields.join('; ')}` : ''})`;
    },
  },
  states: {
    starting: 'the page says "Loading your verification…"',
    loading: 'the page says "Loading your verification…"',
    loadFailed: 'the page says "Your verification could not be loaded" with Try again',
    editing: 'a step is shown with "Step n of m", Back and Save and continue (Continue on an unchanged completed step), refused fields named',
    saving: 'the step shows Save and continue busy and Back disabled',
    finished: 'the success page /verification/success shows the verification status',
  },
} satisfies MachineStory;
