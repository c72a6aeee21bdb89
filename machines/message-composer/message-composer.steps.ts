import type { MachineStory } from '../story';

// The message-composer machine told as plain steps (Gherkin export, machine page). The host's
// inbox and the guest chat share the composer, so its actor is whoever writes.
export const messageComposerStory = {
  actor: 'the sender (the host, or the guest in the guest chat)',
  events: {
    'draft.change': 'the sender types {value} in Message',
    // The message id is chosen by the page, unseen; a retry reuses it.
    'message.send': 'the sender clicks Send (or presses Enter)',
    'message.retry': 'the sender clicks Retry',
    'draft.discard': 'the sender clicks Discard',
    'xstate.done.actor.sendMessage': 'the server stores the message',
    'xstate.error.actor.sendMessage': 'the server fails to store it ({error.status})',
  },
  states: {
    editing: 'the Message box is editable; Send works only for a text that is not blank and at most 2,000 characters',
    sending: 'the text stays read-only in the Message box and Send shows "Sending…"',
    failed: 'the box keeps the text and says "The message was not sent. Your text is kept." with Retry and Discard',
  },
} satisfies MachineStory;
