import { assign, fromPromise, setup } from 'xstate';
import { messageBodyProblem, type MessageBodyProblem } from '../../src/shared/domain/messaging/message-rules';

export interface PendingMessage {
  /** Chosen once per message by the view; a retry sends the same one, so the server stores it once. */
  clientMessageId: string;
  body: string;
}

export interface MessageComposerContext {
  draft: string;
  /** Why the draft cannot be sent now (messageBodyProblem), or null. */
  problem: MessageBodyProblem | null;
  /** The message on its way (sending) or the one that failed (failed). */
  pending: PendingMessage | null;
  /** The failed call's error code or message key (never shown as HTML); null unless failed. */
  error: string | null;
}

export type MessageComposerEvent =
  | { type: 'draft.change'; value: string }
  | { type: 'message.send'; clientMessageId: string }
  | { type: 'message.retry' }
  | { type: 'draft.discard' };

/** What the send call is given: the trimmed body and the message's own id. */
export type SendMessageInput = PendingMessage;

const errorCode = (error: unknown): string => {
  if (typeof error === 'object' && error !== null) {
    const e = error as { general?: unknown; message?: unknown };
    if (Array.isArray(e.general) && typeof e.general[0] === 'string') return e.general[0];
    if (typeof e.message === 'string' && e.message) return e.message;
  }
  return 'errors.unknown';
};

/**
 * Writing and sending one chat message, with a length limit and a clear error, and never
 * lost: acknowledged only after it is stored. The draft stays until the server has stored the
 * message; a failed send keeps it and offers Retry with the same clientMessageId, so a send that
 * did reach the server is not stored twice. The call is an actor the view provides.
 */
export const messageComposerMachine = setup({
  types: { context: {} as MessageComposerContext, events: {} as MessageComposerEvent },
  actors: {
    sendMessage: fromPromise<unknown, SendMessageInput>(async () => {
      throw new Error('sendMessage is not provided');
    }),
  },
  guards: {
    draftSendable: ({ context }) => messageBodyProblem(context.draft) === null,
  },
}).createMachine({
  id: 'messageComposer',
  initial: 'editing',
  context: { draft: '', problem: 'empty', pending: null, error: null },
  states: {
    editing: {
      on: {
        'draft.change': { actions: assign({ draft: ({ event }) => event.value, problem: ({ event }) => messageBodyProblem(event.value) }) },
        'message.send': {
          guard: 'draftSendable',
          target: 'sending',
          actions: assign({ pending: ({ context, event }) => ({ clientMessageId: event.clientMessageId, body: context.draft.trim() }), error: null }),
        },
      },
    },
    // The draft stays visible (read-only) until the server answers.
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => context.pending!,
        onDone: { target: 'editing', actions: assign({ draft: '', problem: 'empty', pending: null, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorCode(event.error) }) },
      },
    },
    // Not stored: the text is kept; Retry sends the same message again, Discard drops it. Changing
    // the text makes it a new message (a new clientMessageId when it is sent).
    failed: {
      on: {
        'draft.change': {
          target: 'editing',
          actions: assign({ draft: ({ event }) => event.value, problem: ({ event }) => messageBodyProblem(event.value), pending: null, error: null }),
        },
        'message.retry': { target: 'sending', actions: assign({ error: null }) },
        'draft.discard': { target: 'editing', actions: assign({ draft: '', problem: 'empty', pending: null, error: null }) },
      },
    },
  },
});
