import type { MachineStory } from '../story';

// The unit-copy machine told as plain steps (Gherkin export, machine page).
export const unitCopyStory = {
  actor: 'the host',
  events: {
    'copy.open': 'the host clicks "Copy from unit …"',
    'source.select': (e) => (e.unitId === '' ? 'the host leaves the unit list on its placeholder' : `the host picks the unit ${String(e.unitId)} to copy from`),
    'copy.confirm': 'the host clicks Copy into the form',
    'copy.undo': 'the host clicks Undo copy',
    'copy.close': 'the host clicks Cancel',
    retry: 'the host clicks Try again',
    'xstate.done.actor.loadSource': "the other unit's settings are read",
    'xstate.error.actor.loadSource': "the other unit's settings cannot be read",
  },
  states: {
    closed: 'the step shows the "Copy from unit …" button and its own form',
    choosing: 'the copy panel asks which unit to copy from',
    loading: "the copy panel reads the chosen unit's settings",
    previewing: 'the copy panel lists what would be copied, with Copy into the form and Cancel',
    failed: 'the copy panel says the unit could not be read and offers Try again',
    copied: 'the form holds the copied values, not saved yet; a notice offers Undo copy',
  },
} satisfies MachineStory;
