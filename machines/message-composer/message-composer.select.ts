import type { SnapshotFrom } from 'xstate';
import { MESSAGE_COUNTER_FROM, MESSAGE_MAX_LENGTH } from '../../src/shared/domain/messaging/message-rules';
import type { messageComposerMachine } from './message-composer.machine';

type Snapshot = SnapshotFrom<typeof messageComposerMachine>;

export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectBusy = (s: Snapshot) => s.hasTag('busy');
export const selectFailed = (s: Snapshot) => s.matches('failed');
export const selectError = (s: Snapshot) => s.context.error;
/** Only a draft over the limit is an error to show; an empty one just keeps Send disabled. */
export const selectTooLong = (s: Snapshot) => s.context.problem === 'tooLong';
/** Characters left, shown once the draft is near the limit (negative when over it); null before. */
export const selectRemaining = (s: Snapshot): number | null => {
  const length = s.context.draft.trim().length;
  return length >= MESSAGE_COUNTER_FROM ? MESSAGE_MAX_LENGTH - length : null;
};
/** The textarea is read-only while the message is on its way (what is sent is what is shown). */
export const selectReadOnly = (s: Snapshot) => s.matches('sending');
/** Send is offered when the machine would take it now (a draft within the rules, nothing on its way). */
export const selectCanSend = (s: Snapshot) => s.can({ type: 'message.send', clientMessageId: 'check-only' });
