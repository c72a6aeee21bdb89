import type { SnapshotFrom } from 'xstate';
import { MESSAGE_MAX_LENGTH } from '../../src/shared/domain/messaging/message-rules';
import type { MessageComposerEvent, messageComposerMachine } from './message-composer.machine';
import { selectRemaining, selectTooLong } from './message-composer.select';

// The chat composer's view of the message-composer machine (ARCHITECTURE.md, "Machines in views"):
// from the snapshot (and whether the conversation takes messages at all), what the composer shows,
// and from `send`, what each control does, so the composer (src/client/ui/chat/message-composer.tsx)
// renders this and decides nothing. Named `<workflow>.connect.ts` beside the machine, as every
// per-workflow connect is (decision/decision-connect.ts is named after its shared chart). The
// counter's and the limit's rules tested on their own stay in message-composer.select.ts.

type Snapshot = SnapshotFrom<typeof messageComposerMachine>;

export interface MessageComposerView {
  draft: string;
  /** The message is on its way. */
  busy: boolean;
  /** The text is read-only while it is on its way (what is sent is what is shown). */
  readOnly: boolean;
  /** Characters left, once the draft is near the limit and not over it; null otherwise. */
  remaining: number | null;
  /** By how many characters the draft is over the limit (the error names it); null within it. */
  tooLongBy: number | null;
  /** Send is offered: the conversation takes messages and the machine would take this one now. */
  canSend: boolean;
  /** The send failed: the text is kept, with the failed call's error code or message key (null when it gave none). */
  failure: { error: string | null } | null;
  /** Retry is offered (the conversation takes messages). */
  canRetry: boolean;
  change: (value: string) => void;
  /** Send or Enter: sends the draft as a new message with this id, when Send is offered; otherwise nothing. */
  submit: (clientMessageId: string) => void;
  /** Sends the failed message again, with its own id, so it is stored once. */
  retry: () => void;
  discard: () => void;
}

export function connectMessageComposer(snapshot: Snapshot, send: (event: MessageComposerEvent) => void, options: { disabled: boolean }): MessageComposerView {
  const { draft, error } = snapshot.context;
  const left = selectRemaining(snapshot);
  const canSend = !options.disabled && snapshot.can({ type: 'message.send', clientMessageId: 'check-only' });
  return {
    draft,
    busy: snapshot.hasTag('busy'),
    readOnly: snapshot.matches('sending'),
    // Over the limit the error says by how much; the counter is for the way there.
    remaining: left !== null && left >= 0 ? left : null,
    tooLongBy: selectTooLong(snapshot) ? draft.trim().length - MESSAGE_MAX_LENGTH : null,
    canSend,
    failure: snapshot.matches('failed') ? { error } : null,
    canRetry: !options.disabled,
    change: (value) => send({ type: 'draft.change', value }),
    submit: (clientMessageId) => {
      if (canSend) send({ type: 'message.send', clientMessageId });
    },
    retry: () => send({ type: 'message.retry' }),
    discard: () => send({ type: 'draft.discard' }),
  };
}
