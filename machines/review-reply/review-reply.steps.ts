import type { MachineStory } from '../story';

// The review-reply machine told as plain steps (Gherkin export, machine page).
export const reviewReplyStory = {
  actor: 'the host',
  events: {
    'reply.open': (e) => (e.reply ? `the host clicks Edit reply on review ${e.reviewId} (its reply "${e.reply}" is prefilled)` : `the host clicks Reply on review ${e.reviewId}`),
    'text.change': 'the host types {value} in the reply',
    'reply.save': 'the host clicks Save',
    'reply.cancel': 'the host clicks Cancel',
    retry: 'the host clicks Retry',
    'reply.discard': 'the host clicks Discard',
    'xstate.done.actor.saveReply': 'the server stores the reply',
    'xstate.error.actor.saveReply': (e) => {
      const error = e.error as { status: number; fields: Record<string, string[]> };
      return error.status === 400 ? `the server refuses the text (400: "${error.fields.text?.[0]}")` : `the server fails to store it (${error.status})`;
    },
  },
  states: {
    closed: 'the review list shows no reply editor',
    editing: 'the reply editor is open with the text, its counter and any problem with it',
    saving: 'the editor shows that the reply is being saved and its buttons are disabled',
    saved: 'the editor is closed and the review shows the reply',
    failed: 'the editor keeps the text, says why it was not saved and offers Retry and Discard',
  },
} satisfies MachineStory;
